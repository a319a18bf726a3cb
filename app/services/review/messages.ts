/** What View BO and View Mutasi tell the clerk (issue 17: one messages module per feature). */

export const LARGE_CHANGE_MESSAGE = "Nominal berubah lebih dari 10 kali lipat. Periksa lagi dan konfirmasi sekali lagi bila memang benar.";

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
