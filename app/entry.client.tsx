import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./ui/emotion-cache";

const cache = createEmotionCache();

startTransition(() => {
  hydrateRoot(
    document,
    <CacheProvider value={cache}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </CacheProvider>,
  );
});
