import { flagLabel } from "../http/flag";

// What the User screen and the /api account calls answer, in the spec's words (section 8, Accounts).

export const ACCOUNT_CREATED_MESSAGE = "User berhasil dibuat.";

export const accountStatusMessage = (name: string, active: boolean) => `Status "${name}" diubah ke ${flagLabel(active)}.`;

export const accountDeletedMessage = (name: string) => `Akun "${name}" berhasil dihapus.`;

export const passwordChangedMessage = (name: string) => `Password untuk "${name}" telah diperbarui.`;
