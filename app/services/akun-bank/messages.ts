import { flagLabel } from "../http/flag";

// What the Data Bank screen and the /api akun bank calls answer (spec section 8, Data Bank).

/** Spec section 5, Data Bank create: any field empty after trimming. */
export const AKUN_BANK_REQUIRED_MESSAGE = "Semua field wajib diisi.";

export const AKUN_BANK_CREATED_MESSAGE = "Akun bank berhasil dibuat.";

type AkunBankNamed = { akun_bank_name: string; akun_bank_bank: string; akun_bank_no: string };

export const akunBankStatusMessage = (account: AkunBankNamed, active: boolean) =>
  `Status akun bank ${account.akun_bank_name} (${account.akun_bank_no}) diubah ke ${flagLabel(active)}.`;

export const akunBankDeletedMessage = (account: AkunBankNamed) =>
  `Akun bank ${account.akun_bank_name} (${account.akun_bank_bank} - ${account.akun_bank_no}) berhasil dihapus.`;
