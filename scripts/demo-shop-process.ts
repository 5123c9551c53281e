// The demo shop (scripts/demo-shop.ts) as a child process on a free local port, as the storefront benchmark and
// the end-to-end tests run it.
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** A port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the demo shop as in production on 127.0.0.1:`port` with its data in `dataDir`; `env` adds to the
 * environment or overrides it.
 */
export function spawnDemoShop(
  port: number,
  dataDir: string,
  options: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(process.execPath, [join(root, "scripts/demo-shop.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: options.stdio ?? ["ignore", "ignore", "inherit"],
  });
}

/** Waits until the shop at `baseUrl` answers its German home page, or fails when it exits or takes too long. */
export async function waitForShop(baseUrl: string, shop: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with code ${shop.exitCode}`);
    const ready = await fetch(`${baseUrl}/de-de/`, { redirect: "manual" }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not answer at ${baseUrl} within ${timeoutMs} ms`);
}
