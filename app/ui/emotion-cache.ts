import createCache from "@emotion/cache";

export const EMOTION_INSERTION_POINT = "emotion-insertion-point";

/**
 * One cache per request on the server, one per page on the client. Styles go after the
 * insertion point so the server's critical CSS and the client's agree; no @layer wrapper,
 * which older browsers on staff terminals would drop. The nonce lets the <style> tags through
 * the Content-Security-Policy (the server's inlined critical CSS and the client's own).
 */
export function createEmotionCache(nonce: string | undefined) {
  const insertionPoint =
    typeof document !== "undefined"
      ? (document.querySelector(`meta[name="${EMOTION_INSERTION_POINT}"]`) as HTMLElement | null) ?? undefined
      : undefined;
  return createCache({ key: "css", insertionPoint, nonce });
}
