/** Money in code is integer cents: never sum floats. */
export type Cents = number;

export function toCents(value: number | string | null | undefined): Cents {
  if (value === null || value === undefined || value === "") return 0;
  const number = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(number)) throw new Error(`not an amount: ${value}`);
  return Math.round(number * 100);
}

/** The value written to a DECIMAL(18,2) column. */
export function centsToDecimal(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

const wholeFormat = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Indonesian number format: 1.234.567 for whole rupiah, 1.234.567,50 (never ,5) when there are cents. */
export function formatRupiah(cents: Cents): string {
  return (cents % 100 === 0 ? wholeFormat : centsFormat).format(cents / 100);
}
