import { flagLabel } from "../http/flag";

// What the Whitelist screen and the /api whitelist calls answer about an entry, by its IP.

export const ipAddedMessage = (ip: string) => `IP ${ip} berhasil ditambahkan ke whitelist.`;

export const ipStatusMessage = (ip: string, active: boolean) => `Status IP ${ip} diubah ke ${flagLabel(active)}.`;

export const ipDeletedMessage = (ip: string) => `IP ${ip} berhasil dihapus dari whitelist.`;
