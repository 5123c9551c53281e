/**
 * Measures the storefront (issue #5 benchmark): server-render throughput of a product page and a listing page
 * against a static responder answering the same HTML bytes from memory, and the JavaScript each page type ships.
 *   npm run build && node scripts/bench/storefront.ts [--duration 10] [--rounds 2] [--connections 8] [--js-only]
 * Starts the production build as the end-to-end tests do (fresh DATA_DIR with the default demo catalogue,
 * NODE_ENV=production) in a child process, and the static responder in a second child process of the same Node,
 * so each server has its own process and autocannon (in this process) loads one at a time. Storefront and static
 * runs alternate, `--rounds` times each. The storefront is measured twice on the same database: cold, every
 * request rendered (PAGE_CACHE_TTL_SECONDS=0), and in the steady state of the page cache for anonymous visitors
 * (docs/decisions/0036-page-cache.md, default TTL). Prints Markdown tables. `--js-only` skips the
 * throughput runs and measures only the JavaScript per page type (deterministic for a given build).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type { Browser } from "playwright-core";
import { launchBrowser, newShopperContext } from "../../tests/e2e/browser.ts";
import { freePort, spawnDemoShop, waitForShop } from "../demo-shop-process.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "8" },
    "serve-file": { type: "string" },
    port: { type: "string" },
    "js-only": { type: "boolean", default: false },
  },
});

const root = resolve(import.meta.dirname, "../..");
const GZIP_LEVEL = 9;

async function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<void> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(text)) {
    if (child.exitCode !== null) throw new Error(`child exited before printing "${text}"`);
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startShop(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawnDemoShop(port, dataDir, { env });
  await waitForShop(`http://127.0.0.1:${port}`, child, 300_000);
  return child;
}

async function startStaticResponder(port: number, file: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [import.meta.filename, "--serve-file", file, "--port", String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await waitForOutput(child, "listening", 10_000);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

async function html(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

// ─── which pages: the first products of each kind, found through the shop's own listings ──────────────────
const attributeOf = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The product page kinds (rule:catalogue.product-kind: glasses, correctional glasses, contact lens, cleaning fluid, merch, hearing-aid merch). */
const PRODUCT_KIND_COUNT = 6;

async function productsByKind(base: string, shop: string): Promise<Map<string, string>> {
  const home = await html(base, `/${shop}/`);
  const listings = [
    ...new Set(
      [...home.matchAll(/<a\b[^>]*\bdata-flyout-opener="[^"]*"[^>]*>/g)].map(
        ([tag]) => attributeOf(tag, "href") ?? "",
      ),
    ),
  ];
  const found = new Map<string, string>();
  for (const listing of listings) {
    if (found.size === PRODUCT_KIND_COUNT) break;
    const response = await fetch(`${base}${listing}`);
    // The top menu also links pages (branch finder, order status) that are not listings.
    if (!response.ok) continue;
    const page = await response.text();
    const productPaths = [...new Set([...page.matchAll(/href="(\/[a-z-]+\/p\/[^"?]+)"/g)].map((m) => m[1]!))];
    for (const path of productPaths.slice(0, 4)) {
      const kind = (await html(base, path)).match(/data-product-kind="([^"]+)"/)?.[1];
      if (kind && !found.has(kind)) found.set(kind, path);
    }
  }
  return found;
}

// ─── JavaScript per page: every script the browser loads for it, gzip-compressed ─────────────────────────
/**
 * Opens the page in Chromium with an empty cache and counts every script response until the page is hydrated
 * and the network is idle: the entry, its imports, the page language's message module and anything loaded at
 * start. Chunks loaded later, on an interaction or a navigation, are not counted.
 */
async function shippedJavaScript(browser: Browser, base: string, path: string) {
  const context = await newShopperContext(browser, base);
  const page = await context.newPage();
  const scripts: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body());
  });
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts);
  await context.close();
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: GZIP_LEVEL }).length, 0),
  };
}

// ─── throughput ──────────────────────────────────────────────────────────────────────────────────────────
async function requestsPerSecond(url: string, duration: number, connections: number): Promise<number> {
  const result = await autocannon({ url, connections, duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests of ${result.requests.total}`);
  return result.requests.total / duration;
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (!existsSync(join(root, "apps/storefront/build/server/index.js"))) {
    process.stderr.write("No production build: run `npm run build` first\n");
    process.exit(1);
  }
  const duration = Number(args.duration);
  const rounds = Number(args.rounds);
  const connections = Number(args.connections);
  const dataDir = mkdtempSync(join(tmpdir(), "eyewear-bench-"));
  const shopPort = await freePort();
  const shopBase = `http://127.0.0.1:${shopPort}`;
  const children: ChildProcess[] = [];
  try {
    // Cold first: this start seeds the database, which the cached run then reuses.
    const started = Date.now();
    let shop = await startShop(shopPort, dataDir, { PAGE_CACHE_TTL_SECONDS: "0" });
    children.push(shop);
    process.stderr.write(`shop ready after ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    const products = await productsByKind(shopBase, "de-de");
    const listingPath = "/de-de/sonnenbrillen/";
    const productPath = products.get("glasses-pdp");
    if (!productPath) throw new Error("no glasses product page found");
    const measuredPages = [
      ["product page (glasses)", productPath],
      ["listing page (24 products, filters)", listingPath],
    ] as const;

    const throughput: string[] = [];
    const modes = args["js-only"] ? [] : (["cold render", "page cache"] as const);
    for (const mode of modes) {
      if (mode === "page cache") {
        await stop(shop);
        shop = await startShop(shopPort, dataDir);
        children.push(shop);
      }
      for (const [name, path] of measuredPages) {
        const bytes = await html(shopBase, path);
        const cacheState = (await fetch(`${shopBase}${path}`)).headers.get("x-cache");
        if ((mode === "page cache") !== (cacheState === "HIT"))
          throw new Error(`${path}: X-Cache ${cacheState} in the ${mode} run`);
        const file = join(dataDir, "static.html");
        writeFileSync(file, bytes);
        const staticPort = await freePort();
        const responder = await startStaticResponder(staticPort, file);
        children.push(responder);
        const url = { shop: `${shopBase}${path}`, static: `http://127.0.0.1:${staticPort}/` };
        await requestsPerSecond(url.shop, 3, connections);
        await requestsPerSecond(url.static, 3, connections);
        const measured = { shop: [] as number[], static: [] as number[] };
        for (let round = 0; round < rounds; round++) {
          measured.shop.push(await requestsPerSecond(url.shop, duration, connections));
          measured.static.push(await requestsPerSecond(url.static, duration, connections));
        }
        await stop(responder);
        const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
        const ratio = mean(measured.shop) / mean(measured.static);
        throughput.push(
          `| ${name} | \`${path}\` | ${kB(Buffer.byteLength(bytes))} | ${mode} | ${measured.shop.map((v) => v.toFixed(0)).join(" / ")} | ${measured.static.map((v) => v.toFixed(0)).join(" / ")} | ${(ratio * 100).toFixed(1)} % |`,
        );
      }
    }

    const pages: [string, string][] = [
      ["home", "/de-de/"],
      ["listing", listingPath],
      ["search results", "/de-de/search/?term=schwarz"],
      ...[...products].map(([kind, path]): [string, string] => [`product: ${kind}`, path]),
      ["basket", "/de-de/basket/"],
      ["wishlist", "/de-de/wishlist/"],
      ["sign-in", "/de-de/signin/"],
    ];
    const javaScript: string[] = [];
    const browser = await launchBrowser();
    try {
      for (const [name, path] of pages) {
        const shipped = await shippedJavaScript(browser, shopBase, path);
        javaScript.push(`| ${name} | ${shipped.files} | ${kB(shipped.raw)} | ${kB(shipped.gzip)} |`);
      }
    } finally {
      await browser.close();
    }

    const cpu = cpus()[0]?.model ?? "unknown CPU";
    process.stdout.write(
      [
        `${new Date().toISOString()} · ${cpus().length} × ${cpu} · Node ${process.versions.node}` +
          (throughput.length
            ? ` · ${connections} connections, ${rounds} × ${duration} s per target after a 3 s warm-up`
            : ""),
        "",
        ...(throughput.length === 0
          ? []
          : [
              "| page | path | HTML kB | storefront | storefront req/s (runs) | static req/s (runs) | storefront / static |",
              "|---|---|---:|---|---:|---:|---:|",
              ...throughput,
              "",
            ]),
        `JavaScript per page type (every script Chromium loads until the page is hydrated and idle; gzip level ${GZIP_LEVEL}):`,
        "",
        "| page | files | raw kB | gzip kB |",
        "|---|---:|---:|---:|",
        ...javaScript,
        "",
      ].join("\n"),
    );
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The static responder: a child process answering one file's bytes from memory, as fast as Node serves. */
function serveFile(file: string, port: number) {
  const body = readFileSync(file);
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    response.end(body);
  });
  server.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
}

if (args["serve-file"]) serveFile(args["serve-file"], Number(args.port));
else await main();
