import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureMessages } from "./lib/i18n.ts";

// The page's language must be loaded before hydration so the first client render matches the server's.
await ensureMessages(document.documentElement.dataset.language ?? "de");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
