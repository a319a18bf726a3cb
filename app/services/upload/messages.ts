// What the upload page, the /api upload calls, the template downloads and Convert Mutasi say,
// in the spec's words (sections 5 and 8). Plain strings: the page checks some in the browser first.

export const FILE_REQUIRED_MESSAGE = "❌ Harap pilih file terlebih dahulu.";
export const CSV_REQUIRED_MESSAGE = "❌ File harus .csv";
export const PROVIDER_REQUIRED_MESSAGE = "❌ Harap pilih BO Provider terlebih dahulu.";
export const PROVIDER_UNKNOWN_MESSAGE = "❌ Provider BO tidak dikenali.";
export const WEBSITE_REQUIRED_MESSAGE = "❌ Harap pilih website terlebih dahulu.";
export const BANK_UNKNOWN_MESSAGE = "❌ Bank tidak dikenali.";
export const MANUAL_UNKNOWN_MESSAGE = "❌ Bank manual tidak dikenali.";
export const AKUN_REQUIRED_MESSAGE = "❌ Harap pilih Akun terlebih dahulu.";
export const AKUN_BCA_REQUIRED_MESSAGE = "Harap pilih akun BCA terlebih dahulu.";
export const STEPS_INCOMPLETE_MESSAGE = "❌ Lengkapi pilihan upload terlebih dahulu.";
/** a BO export whose tickets were all stored before, some of them changed (see ingest/ticket-changes.ts) */
export const NO_NEW_TICKET_MESSAGE = "Tidak ada tiket baru ditambahkan.";
/** BO tickets stored on days no one may act on by hand (spec: the edit window is today and the two days before) */
export const outsideEditWindowMessage = (count: number) =>
  `${count} tiket bertanggal lebih dari 2 hari yang lalu (di luar batas edit): hanya bisa dicocokkan otomatis, tidak bisa diapprove atau dipasangkan manual.`;
/** tickets a checker deleted that this export lists again (matching/reconcile/deleted-tickets.server.ts) */
export const deletedTicketsBackMessage = (tickets: readonly string[]) =>
  `${tickets.length} tiket pernah dihapus checker dan ditambahkan lagi oleh file ini: ${tickets.slice(0, 10).join(", ")}${tickets.length > 10 ? ", ..." : ""}. Tiket ini tidak diapprove otomatis: hapus lagi bila memang tidak berlaku, atau pasangkan manual.`;
/** the no-script confirmation names a held file that is gone (expired, already stored, another account) */
export const HELD_UPLOAD_GONE_MESSAGE = "❌ File yang menunggu konfirmasi sudah tidak ada. Pilih file lagi lalu upload ulang.";

/** 'Tanggal wajib diisi untuk mutasi BCA.' (BNI Mobile and BNI Internet Banking alike) */
export const dateRequiredMessage = (label: string) => `Tanggal wajib diisi untuk mutasi ${label}.`;

/** Spec section 8, Templates. */
export const TEMPLATE_FAILED_MESSAGE = "❌ Gagal mengunduh file.";

export const CONVERT_EXTENSION_MESSAGE = "❌ File harus .xls atau .xlsx";
export const CONVERT_MISSING_MESSAGE = "❌ Please select a bank and file.";
export const CONVERT_FAILED_MESSAGE = "❌ Conversion failed.";
