/**
 * Ticket numbers, usernames and website codes are one key whatever their letter case, on both
 * engines (docs/operations.md, "Letter case"): SQL Server's case-insensitive collation and
 * SQLite's COLLATE NOCASE columns compare them so, and code that compares them itself uses this
 * key. It folds A-Z only, as SQLite's NOCASE does. Pure: the upload parsers use it too.
 */
export function caseKey(value: string): string {
  return /[a-z]/.test(value) ? value.replace(/[a-z]+/g, (letters) => letters.toUpperCase()) : value;
}
