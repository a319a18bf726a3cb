export interface SelectOption {
  value: string;
  label: string;
}

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
