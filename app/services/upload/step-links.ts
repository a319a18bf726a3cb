// Pure, without the registry: the upload page's links and hidden fields, in the browser too.

export const STEP_PARAMS = ["tx", "type", "provider", "website", "category", "bank", "manual", "akun", "date", "autotx"] as const;
export type StepParam = (typeof STEP_PARAMS)[number];
export type StepValues = Partial<Record<StepParam, string>>;

/**
 * What a step's form carries besides its own choice: everything else it carries is kept, the
 * rest is dropped when that step changes (the spec's resets). The website keeps the category
 * and bank but not the account, whose list belongs to the website.
 */
const KEEPS: Record<StepParam, readonly StepParam[]> = {
  tx: [],
  type: ["tx"],
  provider: ["tx", "type"],
  category: ["tx", "type", "provider", "website"],
  website: ["tx", "type", "provider", "category", "bank", "manual", "autotx", "date"],
  bank: ["tx", "type", "provider", "category", "website", "date"],
  manual: ["tx", "type", "provider", "category", "website", "date"],
  akun: ["tx", "type", "provider", "category", "website", "bank", "manual", "autotx", "date"],
  date: ["tx", "type", "provider", "category", "website", "bank", "manual", "autotx", "akun"],
  autotx: ["tx", "type", "provider", "category", "website"],
};

/** The step choices in a URL's query or a form's fields (unknown names ignored, empty values dropped). */
export function stepValuesFrom(source: URLSearchParams | Record<string, string>): StepValues {
  const get = (key: string) => (source instanceof URLSearchParams ? source.get(key) : source[key]) ?? undefined;
  const values: StepValues = {};
  for (const param of STEP_PARAMS) {
    const value = get(param);
    if (value) values[param] = value;
  }
  return values;
}

/** The page's own URL for the steps so far (the no-script upload form posts there). */
export function stepsHref(values: StepValues): string {
  const search = new URLSearchParams(STEP_PARAMS.filter((param) => values[param] !== undefined).map((param) => [param, values[param]!])).toString();
  return search ? `/upload?${search}` : "/upload";
}

/** The choices a step's own form carries as hidden fields. */
export function valuesBefore(values: StepValues, step: StepParam): [StepParam, string][] {
  return KEEPS[step].filter((param) => values[param] !== undefined).map((param) => [param, values[param]!]);
}

/** The URL of the page with the steps so far and `step` set (later choices dropped). */
export function stepHref(values: StepValues, step: StepParam, value: string): string {
  const params = new URLSearchParams(valuesBefore(values, step));
  if (value) params.set(step, value);
  const search = params.toString();
  return search ? `/upload?${search}` : "/upload";
}

/** The account select's label: 'Akun {bank}'. */
export function accountLabel(kind: { akunBank: string | null; label: string }): string {
  return `Akun ${kind.akunBank ?? kind.label}`;
}

