import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The embedded engine's access token, so tests can compare pages with what the engine answers. */
    engineToken: string;
  }
}

const root = resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitForShop(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`shop exited with code ${server.exitCode}`);
    const ok = await fetch(url, { redirect: "manual" }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`shop did not answer at ${url} within ${timeoutMs} ms`);
}

/** Starts the production build with a fresh demo database, as the README's start command does. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, "apps/storefront/build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the end-to-end tests");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "eyewear-e2e-"));
  const engineToken = randomBytes(24).toString("hex");
  const server = spawn(process.execPath, [join(root, "scripts/demo-shop.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      STOREFRONT_API_TOKEN: engineToken,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForShop(`${baseUrl}/de-de/`, server, 170_000);
  project.provide("baseUrl", baseUrl);
  project.provide("engineToken", engineToken);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
