// What a screen's form post or an /api call answers when the request itself is wrong (a stale or
// hand-made form, a client calling with another method), not what it asks for.

export const UNKNOWN_ACTION_MESSAGE = "Aksi tidak dikenal.";

export const INVALID_STATUS_MESSAGE = "Status tidak valid.";

export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed";

/** An /api path no route serves, whatever the method. */
export const API_NOT_FOUND_MESSAGE = "Alamat API tidak ditemukan.";

/** A write that waited its whole turn behind another's long write (SQLite's busy timeout): nothing was written. */
export const DATABASE_BUSY_MESSAGE = "❌ Database sedang sibuk (upload besar sedang diproses). Tidak ada yang disimpan: silakan coba lagi sebentar lagi.";
