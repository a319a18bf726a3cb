// What server.ts hands every loader and action besides the request.
declare module "react-router" {
  interface AppLoadContext {
    /** the client's address as the IP gate saw it (X-Forwarded-For only as far as TRUST_PROXY says) */
    clientIp: string;
    /** false for a refused client's not-found page: it is sent with no script at all */
    scriptsAllowed: boolean;
    /** this response's Content-Security-Policy nonce, for every inline <script> and <style> */
    cspNonce: string;
  }
}

export {};
