/** File-level refusals, in the product's words (spec section 8 style: a ❌ and one sentence). */
export const MESSAGES = {
  empty: "❌ File kosong.",
  headerOnly: "❌ File hanya berisi header, tidak ada data.",
  binary: "❌ File bukan CSV teks (biner).",
  tooLarge: (maxBytes: number) => `❌ File terlalu besar (maksimal ${formatSize(maxBytes)}).`,
  mixedEncoding: (line: number) => `❌ File mencampur beberapa encoding (baris ${line}). Simpan ulang file sebagai CSV UTF-8.`,
  unreadableByte: (line: number) => `❌ File berisi karakter yang tidak bisa dibaca (baris ${line}). Simpan ulang file sebagai CSV UTF-8.`,
  spreadsheetUnreadable: (reason: string) => `❌ File Excel tidak bisa dibaca: ${reason}`,
  spreadsheetEmpty: "❌ File Excel tidak berisi sheet dengan data.",
} as const;

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
