/** What View BO and View Mutasi tell the clerk (issue 17: one messages module per feature). */

export const LARGE_CHANGE_MESSAGE = "Nominal berubah lebih dari 10 kali lipat. Periksa lagi dan konfirmasi sekali lagi bila memang benar.";
