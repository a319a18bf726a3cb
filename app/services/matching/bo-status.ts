/**
 * A ticket the back office itself rejected, cancelled, declined or let expire is no payment to look
 * for (a checker decides), nor does it keep a day from closing: a credit of its amount belongs to a
 * live ticket, if to any.
 */
export function refusedInBo(status: unknown): boolean {
  return typeof status === "string" && /REJECT|CANCEL|FAIL|BATAL|TOLAK|GAGAL|VOID|DECLIN|EXPIRE|REFUS|DENIED|DENY|TIME\s*D?\s*OUT|KADALUARSA|KEDALUWARSA|KADALUWARSA/i.test(status);
}
