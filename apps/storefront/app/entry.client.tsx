import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureMessages } from "./platform/i18n.ts";
import { NonceContext } from "./platform/nonce.ts";

// The browser renders with Preact through React's API (ADR 0039); the server renders with React.

// The page's language must be loaded before hydration so the first client render matches the server's.
await ensureMessages(document.documentElement.dataset.language ?? "de", location.pathname);

// Rendering the server's nonce again keeps the hydrated script tags identical to the server's.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

// React's server renderer moves resource hints (module and image preloads) from the page into the head; they have
// done their work once this script runs, and without them the head holds exactly what the root layout renders.
for (const hint of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')) {
  hint.remove();
}

// The router suspends until the server's data stream is decoded, so it hydrates inside a Suspense boundary; the
// root layout renders the head and body into the server's <html> element. Preact keeps the server's nodes of a
// suspended hydration between a pair of range comments, so head and body are both marked as the router's.
document.documentElement.prepend(document.createComment("$s"));
document.documentElement.append(document.createComment("/$s"));
hydrateRoot(
  document.documentElement,
  <NonceContext value={nonce}>
    <Suspense>
      <HydratedRouter />
    </Suspense>
  </NonceContext>,
);
