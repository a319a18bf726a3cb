// Pure: the root loader and the user menu read it; no models here.

/**
 * 'Mode ringan' (light mode for slow terminals): a per-browser cookie like the theme. When on,
 * pages are sent with no script at all and work through their forms and links.
 */
export const LIGHT_MODE_COOKIE = "light";

export function parseLightMode(value: string | undefined): boolean {
  return value === "1";
}
