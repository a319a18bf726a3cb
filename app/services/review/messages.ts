/** What View BO and View Mutasi tell the clerk (issue 17: one messages module per feature). */

export const LARGE_CHANGE_MESSAGE = "Nominal berubah 10 kali lipat atau lebih. Periksa lagi dan konfirmasi sekali lagi bila memang benar.";

/** Marks of statement lines that are not a player's money (issue 14, review/line-marks.ts). */
export const AUTOMATIC_MARK_NOTE = "Dikenali otomatis dari keterangan bank.";
export const MARK_MESSAGES = {
  unknownMark: "❌ Tanda tidak dikenali: pilih bunga, pajak, biaya, refund, koreksi atau bukan transaksi pemain.",
  noteRequired: "Keterangan tidak boleh kosong.",
  noteTooLong: "Keterangan terlalu panjang (maksimal 500 karakter).",
  lineNotFound: "Data mutasi tidak ditemukan.",
  alreadyApproved: "❌ Baris ini sudah di-approve/dicocokkan: batalkan dulu sebelum ditandai.",
  notMarked: "❌ Baris ini tidak bertanda.",
  marked: (mark: string) => `Baris ditandai sebagai ${mark}; tidak ikut dicocokkan.`,
  unmarked: "Tanda dihapus; baris kembali ikut dicocokkan.",
} as const;

/** Pairing a BO row with a statement line by hand, and undoing a pair (issue 13, point 4). */
export const PAIR_MESSAGES = {
  badId: "ID data BO dan ID mutasi harus angka.",
  /** an undo names only the BO row */
  badBoId: "ID data BO harus angka.",
  boNotFound: (id: number) => `Data BO #${id} tidak ditemukan.`,
  lineNotFound: (id: number) => `Mutasi #${id} tidak ditemukan.`,
  boNotPending: (id: number) => `Data BO #${id} sudah tidak pending.`,
  lineNotPending: (id: number) => `Mutasi #${id} sudah dicocokkan atau diapprove.`,
  lineMarked: (id: number, mark: string) => `Mutasi #${id} bertanda ${mark}: hapus tandanya dulu bila memang pembayaran pemain.`,
  /** a copy of the line another website of the same account number paired (matching/reconcile/shared-accounts.server.ts) */
  linePairedElsewhere: (id: number) => `Mutasi #${id} sudah dipasangkan di website lain (rekening ini terdaftar untuk lebih dari satu website): satu dana tidak membayar dua tiket.`,
  otherWebsite: "Akses ditolak: mutasi bukan milik website data BO.",
  lineOutsideDates: (id: number, lineDate: string, boDate: string) =>
    `Mutasi #${id} bertanggal ${lineDate}: hanya mutasi sehari sebelum, pada hari yang sama, atau sehari sesudah tanggal data BO (${boDate}) yang bisa dipasangkan.`,
  amountMustBeLine: (line: string) => `Nominal baru harus sama dengan nominal mutasi (Rp ${line}): nominal BO mengikuti mutasi.`,
  amountDiffers: (change: string) => `Nominal BO berbeda dengan mutasi (${change}): konfirmasi perubahan nominal dulu.`,
  paired: (boId: number, mutasiId: number) => `Data BO #${boId} dan mutasi #${mutasiId} berhasil dipasangkan.`,
  /** a ticket the BO itself refused (matching/bo-status.ts) may still be paired by a person, who is told first and after (audit-pair1 F3) */
  refusedTicket: (status: string) => `Perhatian: tiket berstatus "${status}" di BO (ditolak, batal atau gagal).`,
  /** View BO's Konfirmasi mutasi #N (candidates.server.ts) */
  confirmed: (boId: number, mutasiId: number) => `Data BO #${boId} dan mutasi #${mutasiId} berhasil diapprove.`,
  notCandidate: (boId: number, mutasiId: number) => `Mutasi #${mutasiId} bukan kandidat data BO #${boId}.`,
  onlyAdminUndoes: "Hanya ADMIN yang boleh membatalkan pasangan.",
  reasonRequired: "Alasan pembatalan wajib diisi.",
  reasonTooLong: "Alasan paling panjang 500 karakter.",
  notPaired: (id: number) => `Data BO #${id} tidak punya pasangan mutasi yang aktif.`,
  /** in place of Batalkan pasangan where the pair's other side is on a closed day */
  otherDayClosed: (day: string) => `Hari ${day} sudah ditutup: pasangan tidak bisa dibatalkan.`,
  autoPairAliasesForgotten: (count: number, username: string) =>
    `${count} alias pengirim mutasi ini untuk ${username} dihapus: dana darinya tidak lagi dicocokkan otomatis lewat alias.`,
  unpaired: (boId: number, mutasiId: number) => `Pasangan data BO #${boId} dan mutasi #${mutasiId} dibatalkan; keduanya kembali pending.`,
  /** the undo's run paired the freed line with another row at once */
  unpairedLineRetaken: (boId: number, mutasiId: number, otherBoId: number) =>
    `Pasangan data BO #${boId} dan mutasi #${mutasiId} dibatalkan; data BO #${boId} kembali pending, mutasi #${mutasiId} dicocokkan ulang otomatis dengan data BO #${otherBoId}.`,
  /** the line's account is on another website's Data Bank too: its copy there is judged again once the undo is committed (audit-rules8 F13) */
  sharedCopyJudgedAgain: "Rekening mutasi ini juga terdaftar di website lain: salinan mutasinya di sana dicocokkan ulang dan bisa dipasangkan dengan tiket website itu.",
} as const;

/**
 * The fields of the /api/pairbomutasi and /api/unpairbomutasi bodies (review/pair-api.server.ts);
 * the reply names the field first (`confirm: harus true atau false.`). `amount` and `reason` are
 * read by the service, whose own messages say what is wrong with them.
 */
export const PAIR_BODY_MESSAGES = {
  kind: "harus deposit atau withdraw (depo atau wd).",
  id: "wajib diisi dengan ID berupa angka.",
  website: 'harus kode website, misalnya "ABC".',
  date: 'harus tanggal, misalnya "5-Jan-2025".',
} as const;
