import { formatViewTime } from "../review/view-display";
import { formatSpecDate } from "../spec-date";

/** What 'Tutup Hari' tells the clerk (issue 14, point 4). */
const day = (iso: string) => formatSpecDate(iso, { padDay: true });

interface KeptChange {
  ticket: string;
  status: { from: string | null; to: string } | null;
  requestedAt: { from: number | null; to: number } | null;
  check: boolean;
}
const KEPT_LISTED = 20;
const keptChange = (change: KeptChange) => {
  const parts: string[] = [];
  if (change.status) parts.push(`${change.status.from?.trim() || "(kosong)"} → ${change.status.to}`);
  if (change.requestedAt) parts.push(`waktu request ${change.requestedAt.from === null ? "(kosong)" : formatViewTime(new Date(change.requestedAt.from), true)} → ${formatViewTime(new Date(change.requestedAt.to), true)}`);
  return `Tiket ${change.ticket} ${parts.join(", ")}${change.check ? " (sudah diapprove manual: mohon dicek)" : ""}`;
};
const listed = (changes: readonly KeptChange[]) =>
  changes.slice(0, KEPT_LISTED).map(keptChange).join("; ") + (changes.length > KEPT_LISTED ? `; dan ${changes.length - KEPT_LISTED} tiket lainnya` : "");

export const DAY_CLOSE_MESSAGES = {
  closed: (website: string, date: string) => `Hari ${day(date)} untuk ${website} ditutup.`,
  reopened: (website: string, date: string) => `Hari ${day(date)} untuk ${website} dibuka kembali.`,
  /** what a BO export gave while the day was closed (statuses, request times), written as it opens */
  keptChanges: (changes: readonly KeptChange[]) => `Perubahan BO yang dicatat selama hari ditutup kini diterapkan: ${listed(changes)}.`,
  keptChangesActivity: (changes: readonly KeptChange[]) => `Perubahan BO dari upload selama hari ditutup diterapkan (${changes.length} tiket): ${listed(changes)}`,
  alreadyClosed: (website: string, date: string) => `❌ Hari ${day(date)} untuk ${website} sudah ditutup.`,
  notClosed: (website: string, date: string) => `❌ Hari ${day(date)} untuk ${website} tidak sedang ditutup.`,
  /** a day after today (Jakarta): its money may still come */
  notEnded: (website: string, date: string) => `❌ Hari ${day(date)} untuk ${website} belum tiba: hanya hari ini atau hari yang sudah lewat yang bisa ditutup.`,
  blocked: (count: number) => `❌ Hari belum bisa ditutup: ${count} hal masih terbuka.`,
  reasonRequired: "Alasan membuka kembali wajib diisi.",
  reasonTooLong: "Alasan terlalu panjang (maksimal 500 karakter).",
  dateInvalid: "❌ Tanggal tidak valid.",
  websiteRequired: "❌ Harap pilih website terlebih dahulu.",
  dayIsClosed: (website: string, dates: readonly string[]) =>
    `❌ Hari ${dates.map(day).join(", ")} untuk ${website} sudah ditutup (Tutup Hari): upload, edit, approve dan hapus ditolak. ADMIN dapat membukanya kembali dengan alasan.`,
  /** View BO and View Mutasi of a closed day, which offer no change */
  closedNotice: (website: string, date: string, by: string, at: string) =>
    `Hari ${day(date)} untuk ${website} sudah ditutup (Tutup Hari) oleh ${by} pada ${at}: data tidak bisa diubah.`,
  blockerBo: (kind: string, count: number) => `${count} baris BO ${kind} belum di-approve`,
  blockerLines: (kind: string, count: number) => `${count} baris mutasi ${kind} belum dicocokkan atau ditandai`,
  blockerStatement: (kind: string, bank: string, no: string) => `Mutasi ${kind} ${bank} ${no} belum diupload`,
  // the Tutup Hari page
  pageTitle: "Tutup Hari",
  pickDay: "Pilih website dan tanggal, lalu klik Tampilkan.",
  stateOpen: "Terbuka",
  stateClosed: "Ditutup",
  closedBy: (by: string, at: string) => `Ditutup oleh ${by} pada ${at}.`,
  lastReopened: (by: string, reason: string) => `Terakhir dibuka kembali oleh ${by}: ${reason}`,
  nothingBlocks: "Tidak ada yang menghalangi: hari ini bisa ditutup.",
  blockersIntro: "Yang masih menghalangi Tutup Hari:",
  onlyAdminReopens: "Hanya ADMIN yang dapat membuka kembali hari yang sudah ditutup.",
  calendarTitle: "Tutup Hari: 14 hari terakhir",
  // the day's summary (CSV / Excel)
  summaryTitle: "Ringkasan hari",
  summaryNoAccount: "(tanpa akun bank)",
  summaryTotal: "Total",
} as const;
