import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureMessages } from "./lib/i18n.ts";
import { NonceContext } from "./lib/nonce.ts";

// The page's language must be loaded before hydration so the first client render matches the server's.
await ensureMessages(document.documentElement.dataset.language ?? "de");

// Rendering the server's nonce again keeps the hydrated script tags identical to the server's.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <HydratedRouter />
      </NonceContext>
    </StrictMode>,
  );
});
