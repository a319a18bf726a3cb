// Pure: the whitelist page's input uses it as the user types, so it must not import the models.

export const IP_EXAMPLE = "192.168.1.1";

/** Spec section 5: '❌ IP format is invalid. Please use format like {ip}'. */
export const IP_FORMAT_MESSAGE = `❌ IP format is invalid. Please use format like ${IP_EXAMPLE}`;

/** Spec: the input keeps only digits and dots (the server strips the same way). */
export function stripIpInput(value: string): string {
  return value.replace(/[^0-9.]/g, "");
}

/** Four dot-separated groups of 1 to 3 digits, each 0 to 255. */
export function isValidIpv4(value: string): boolean {
  const groups = value.split(".");
  return groups.length === 4 && groups.every((group) => /^\d{1,3}$/.test(group) && Number(group) <= 255);
}

/**
 * The address as the gate sees clients: decimal groups without leading zeros, so "010.000.0.1"
 * is stored (and compared for duplicates) as "10.0.0.1". Only for a valid address.
 */
export function canonicalIpv4(value: string): string {
  return value
    .split(".")
    .map((group) => String(Number(group)))
    .join(".");
}

/**
 * Whether typing more could still make `value` a valid address: as the user types, the form
 * complains only once it cannot (a fifth group, a group over 255 or of four digits, "1..2").
 */
export function couldBecomeValidIp(value: string): boolean {
  const groups = value.split(".");
  if (groups.length > 4) return false;
  return groups.every(
    (group, index) => (group === "" ? index === groups.length - 1 : /^\d{1,3}$/.test(group) && Number(group) <= 255),
  );
}
