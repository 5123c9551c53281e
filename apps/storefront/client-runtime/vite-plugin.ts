import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What the browser build imports instead of React: the server keeps rendering with React (ADR 0039). */
const CLIENT_RUNTIME: Record<string, string> = {
  react: fileURLToPath(new URL("./react.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/** Resolves React's entry points to Preact in the `client` environment only. */
export function preactInTheBrowser(): Plugin {
  return {
    name: "eyewear:preact-in-the-browser",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = CLIENT_RUNTIME[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
