import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (app/services/security-headers.server.ts), for
 * the router's inline scripts. Provided by entry.server from the load context and by
 * entry.client from the page, so both render the same attributes.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * The nonce the server gave this page, read from one of its scripts. Browsers blank the
 * nonce *attribute* once the policy applies (so CSS selectors cannot leak it), but keep the
 * property.
 */
export function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
