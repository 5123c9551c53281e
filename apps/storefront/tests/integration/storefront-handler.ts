import { resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { StorefrontServices } from "../../app/platform/context.ts";

export type StorefrontHandler = (request: Request, clientAddress: string) => Promise<Response>;

/**
 * The storefront's real request handler (server/app.ts), loaded through Vite as the dev server loads it, for the
 * test file that calls this at its top: `handlerFor(services)` in a test or hook.
 */
export function storefrontHandlerOfFile(): {
  handlerFor: (services: StorefrontServices) => Promise<StorefrontHandler>;
} {
  let vite: ViteDevServer | undefined;
  beforeAll(async () => {
    vite = await createServer({
      root: resolve(import.meta.dirname, "../.."),
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: "custom",
      logLevel: "error",
    });
  });
  afterAll(() => vite?.close());
  return {
    handlerFor: async (services) => {
      if (!vite)
        throw new Error("the storefront handler loads before the tests; use it in tests and hooks only");
      const app = (await vite.ssrLoadModule(resolve(import.meta.dirname, "../../server/app.ts"))) as {
        createStorefrontHandler: (services: StorefrontServices) => StorefrontHandler;
      };
      return app.createStorefrontHandler(services);
    },
  };
}
