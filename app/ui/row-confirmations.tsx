import { ConfirmActionDialog } from "./confirm-action";

type Fields = Record<string, string | number | boolean>;

/**
 * A list screen's 'Confirm Action' dialogs for a row: Remove and (where the screen has it) the
 * status change, each with the failure of its own post.
 */
export function RowConfirmations({
  closeHref,
  failure,
  remove,
  toggle,
}: {
  closeHref: string;
  failure: { intent: string; error: string } | null;
  remove: { question: string; fields: Fields } | null;
  toggle?: { question: string; fields: Fields } | null;
}) {
  const asked = [
    { intent: "remove" as const, ask: remove, confirmLabel: "Yes, Remove", busyLabel: "Removing..." },
    { intent: "toggle" as const, ask: toggle, confirmLabel: "Yes, Confirm", busyLabel: "Updating..." },
  ];
  return (
    <>
      {asked.map(({ intent, ask, confirmLabel, busyLabel }) =>
        ask ? (
          <ConfirmActionDialog
            key={intent}
            closeHref={closeHref}
            error={failure?.intent === intent ? failure.error : null}
            question={ask.question}
            intent={intent}
            confirmLabel={confirmLabel}
            busyLabel={busyLabel}
            fields={ask.fields}
          />
        ) : null,
      )}
    </>
  );
}
