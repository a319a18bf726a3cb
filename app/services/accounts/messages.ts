import { flagLabel } from "../http/flag";

// What the User screen and the /api account calls answer, in the spec's words (section 8, Accounts).

export const ACCOUNT_CREATED_MESSAGE = "User berhasil dibuat.";

export const accountStatusMessage = (name: string, active: boolean) => `Status "${name}" diubah ke ${flagLabel(active)}.`;

export const accountDeletedMessage = (name: string) => `Akun "${name}" berhasil dihapus.`;

export const passwordChangedMessage = (name: string) => `Password untuk "${name}" telah diperbarui.`;

// the account rules' refusals (accounts.server.ts)
export const ACCOUNT_NOT_FOUND_MESSAGE = "Akun tidak ditemukan.";
export const LAST_ADMIN_DEACTIVATE_MESSAGE = "Admin aktif terakhir tidak bisa dinonaktifkan.";
export const LAST_ADMIN_DELETE_MESSAGE = "Admin aktif terakhir tidak bisa dihapus.";
export const SELF_DEACTIVATE_MESSAGE = "Anda tidak bisa menonaktifkan akun Anda sendiri.";
export const SELF_DELETE_MESSAGE = "Anda tidak bisa menghapus akun Anda sendiri.";
export const OWN_PASSWORD_ONLY_MESSAGE = "Anda hanya boleh mengubah password akun Anda sendiri.";
