import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { CspNonceContext, documentNonce } from "./ui/csp-nonce";
import { createEmotionCache } from "./ui/emotion-cache";

// the styles Emotion adds from here on need the page's nonce, or the policy drops them
const nonce = documentNonce();
const cache = createEmotionCache(nonce);

startTransition(() => {
  hydrateRoot(
    document,
    <CspNonceContext value={nonce}>
      <CacheProvider value={cache}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </CacheProvider>
    </CspNonceContext>,
  );
});
