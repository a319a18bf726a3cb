export interface SelectOption {
  value: string;
  label: string;
}

/** A choice known by its key (an upload kind, a bank) as a select option. */
export const optionOfKey = (choice: { key: string; label: string }): SelectOption => ({ value: choice.key, label: choice.label });

/** A native select's options, after a first "-- Pilih ... --" entry standing for no choice when one is given. */
export function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
