import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, spawnDemoShop, waitForShop } from "../../scripts/demo-shop-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The embedded engine's access token, so tests can compare pages with what the engine answers. */
    engineToken: string;
    /** The secret the content service's publish webhook is signed with (CONTENT_WEBHOOK_SECRET). */
    contentWebhookSecret: string;
  }
}

const root = resolve(import.meta.dirname, "../..");

/** Starts the production build with a fresh demo database, as the README's start command does. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, "apps/storefront/build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the end-to-end tests");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "eyewear-e2e-"));
  const engineToken = randomBytes(24).toString("hex");
  const contentWebhookSecret = randomBytes(24).toString("hex");
  const server = spawnDemoShop(port, dataDir, {
    // Every browser of the run is 127.0.0.1: one client as the shop counts clients, signing up dozens of times.
    env: {
      STOREFRONT_API_TOKEN: engineToken,
      CONTENT_WEBHOOK_SECRET: contentWebhookSecret,
      MAIL_FORMS_PER_CLIENT_PER_HOUR: "10000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForShop(baseUrl, server, 170_000);
  project.provide("baseUrl", baseUrl);
  project.provide("engineToken", engineToken);
  project.provide("contentWebhookSecret", contentWebhookSecret);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
