// Pure: the website page's input uses it as the user types, so it must not import the models.

/** Spec: the code is forced to upper case, letters and digits only. */
export function normaliseWebsiteCode(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, "");
}
