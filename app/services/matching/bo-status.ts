/** A ticket the back office itself rejected or cancelled is no payment to look for (a checker decides), nor does it keep a day from closing. */
export function refusedInBo(status: unknown): boolean {
  return typeof status === "string" && /REJECT|CANCEL|FAIL|BATAL|TOLAK|GAGAL|VOID/i.test(status);
}
