/** What the exports say to staff (Indonesian). */

/** After the failure's own title, for a download path that names no export. */
export const UNKNOWN_EXPORT_FILE = "File export tidak dikenal.";

/** While an export downloads with scripts on: how much has arrived so far. */
export function exportProgressMessage(bytes: number): string {
  return `Menyiapkan file export… ${Math.round(bytes / 1024).toLocaleString("id-ID")} KB diterima`;
}

/** When an export started with scripts on fails before the file is complete. */
export function exportFailedMessage(status: number | null): string {
  return status === null ? "Export gagal: koneksi terputus. Coba lagi." : `Export gagal (HTTP ${status}). Coba lagi.`;
}
