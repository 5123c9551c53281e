/**
 * Sends N hostile requests (scripts/bench/fuzz-requests.ts) to a demo shop and summarises the answers: counts by
 * status, and every request answered 5xx or with a stack trace, with the request (rule:platform.bad-input-4xx).
 *   npm run build && node scripts/bench/fuzz.ts [--count 100000] [--seed 15] [--concurrency 8]
 *   node scripts/bench/fuzz.ts --url http://127.0.0.1:4471 --token ENGINE_TOKEN   (a shop started already)
 * Without --url it starts the production build with a fresh demo catalogue, as the end-to-end tests do. Exits 1
 * when any request failed the property, so it can gate a release.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { freePort, spawnDemoShop, waitForShop } from "../demo-shop-process.ts";
import { type FuzzRequest, hostileRequest, isCleanAnswer, send } from "./fuzz-requests.ts";

const { values: args } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    seed: { type: "string", default: "15" },
    concurrency: { type: "string", default: "8" },
    url: { type: "string" },
    token: { type: "string" },
  },
});

const count = Number(args.count);
const concurrency = Number(args.concurrency);
if (args.url && !args.token) throw new Error("--url needs --token (the shop's STOREFRONT_API_TOKEN)");

let stop = async () => {};
let baseUrl = args.url ?? "";
let token = args.token ?? "";
if (!args.url) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "eyewear-fuzz-"));
  token = randomBytes(24).toString("hex");
  const shop = spawnDemoShop(port, dataDir, { env: { STOREFRONT_API_TOKEN: token } });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitForShop(baseUrl, shop, 170_000);
  stop = async () => {
    shop.kill("SIGTERM");
    await new Promise((r) => shop.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const requests = fc.sample(hostileRequest("/storefront-api", token), {
  seed: Number(args.seed),
  numRuns: count,
});
const byStatus = new Map<string, number>();
const failures: { request: FuzzRequest; status: number; body: string }[] = [];
const started = performance.now();
let next = 0;

async function worker() {
  while (next < requests.length) {
    const request = requests[next++]!;
    let status: number;
    let body: string;
    try {
      ({ status, body } = await send(baseUrl, request));
    } catch (error) {
      // The client refused to send it (e.g. a header it cannot encode) or the connection broke: counted apart.
      status = 0;
      body = String(error);
    }
    const key = status === 0 ? "not sent / connection error" : String(status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    if (status !== 0 && !isCleanAnswer(status, body))
      failures.push({ request, status, body: body.slice(0, 300) });
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
await stop();

console.log(
  `${requests.length} requests, seed ${args.seed}, ${concurrency} at a time, ${seconds.toFixed(0)} s\n`,
);
console.log("| status | requests |\n|---|---|");
for (const [status, n] of [...byStatus].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`| ${status} | ${n} |`);
console.log(`\n${failures.length} answers with a 5xx or a stack trace`);
for (const failure of failures.slice(0, 50)) {
  const { method, target, headers, body } = failure.request;
  const shownBody =
    body instanceof Uint8Array ? `bytes ${Buffer.from(body).toString("hex")}` : body?.slice(0, 200);
  console.log(
    JSON.stringify({
      status: failure.status,
      method,
      target: target.slice(0, 300),
      headers,
      body: shownBody,
      answer: failure.body,
    }),
  );
}
process.exitCode = failures.length ? 1 : 0;
