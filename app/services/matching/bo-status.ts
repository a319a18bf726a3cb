/**
 * What the back office's own status of a ticket tells the matcher. A ticket the back office
 * rejected, cancelled, declined, reversed or let expire is no payment to look for (a checker
 * decides), nor does it keep a day from closing: a line of its amount belongs to a live ticket, if
 * to any. Only a ticket whose status is known to be live is matched automatically: a back office
 * that writes a failure in words this list lacks (UNSUCCESSFUL once slipped through a list of
 * failure words) must not have its failed payout approved, so a status neither list knows is left
 * to a person, and still keeps its day open.
 */
export type BoStatus = "live" | "refused" | "unknown";

const REFUSED =
  /REJECT|CANCEL|FAIL|BATAL|TOLAK|GAGAL|VOID|DECLIN|EXPIRE|REFUS|DENIED|DENY|TIME\s*D?\s*OUT|KADALUARSA|KEDALUWARSA|KADALUWARSA|UNSUCCESS|REVERS|ERROR|REFUND|RETURN|ABORT|INVALID|DISAPPROV|UNAPPROV|UNCONFIRM|UNVERIF|UNPAID|\bNOT\b|\bNON\b|TIDAK|BELUM\s+DISETUJUI/;

/** Words of a ticket waiting for its money or paid: the Nexus and Lexu exports' PENDING/SUCCESS, and their Indonesian. */
const LIVE =
  /PENDING|PROCESS|PROGRESS|PROSES|WAIT|MENUNGGU|\bNEW\b|\bBARU\b|SUCCESS|SUKSES|BERHASIL|APPROV|DISETUJUI|SETUJU|\bDONE\b|SELESAI|COMPLETE|\bPAID\b|DIBAYAR|LUNAS|\bOK\b|CONFIRM|KONFIRMASI|SETTLE|ACCEPT|DITERIMA|VERIFI|QUEUE|ANTRI/;

export function boStatusOf(status: unknown): BoStatus {
  if (status === null || status === undefined) return "live";
  // words as a clerk reads them: NOT_APPROVED and Not-Approved are "NOT APPROVED"
  const words = String(status).toUpperCase().replace(/[^A-Z0-9]+/g, " ").trim();
  // nothing but a placeholder ("-", "") says no status at all
  if (!words) return "live";
  if (REFUSED.test(words)) return "refused";
  return LIVE.test(words) ? "live" : "unknown";
}

export function refusedInBo(status: unknown): boolean {
  return boStatusOf(status) === "refused";
}
