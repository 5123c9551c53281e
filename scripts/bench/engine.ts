/**
 * Measures the commerce engine over HTTP (issue #3 benchmark):
 *   node scripts/bench/engine.ts --database-url postgres://…/db [--requests 1000] [--shop 10001]
 *   node scripts/bench/engine.ts --data-dir .data            (PGlite; stop the shop first, PGlite has one owner)
 *   … --only typeahead,suggestions                           (a subset of the scenarios)
 * Starts the engine on its own (packages/commerce-engine/src/server.ts) in a child process, so server and load
 * generator each get a core, and sends the requests one after another. The database must already be seeded,
 * e.g. `DATABASE_URL=… npm run seed -- --products 100000 --full-lens-ranges`. Prints a Markdown table.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    requests: { type: "string", default: "1000" },
    warmup: { type: "string", default: "100" },
    shop: { type: "string", default: "10001" },
    port: { type: "string", default: "3199" },
    /** Comma-separated scenario ids (listing, counts, listing-counts, typeahead, suggestions, product, basket-add). */
    only: { type: "string" },
  },
});
if (!args["database-url"] && !args["data-dir"]) {
  process.stderr.write("Give --database-url (PostgreSQL) or --data-dir (PGlite)\n");
  process.exit(1);
}
const requestCount = Number(args.requests);
const warmupCount = Number(args.warmup);
const shopId = Number(args.shop);
const token = "benchmark-token";
const base = `http://127.0.0.1:${args.port}`;

// ─── deterministic choices ────────────────────────────────────────────────────────────────────────────────
let state = 20261122;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

// ─── the engine in a child process ───────────────────────────────────────────────────────────────────────
async function startEngine(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["packages/commerce-engine/src/server.ts"], {
    env: {
      ...process.env,
      STOREFRONT_API_TOKEN: token,
      ENGINE_PORT: args.port,
      DATABASE_URL: args["database-url"] ?? "",
      DATA_DIR: args["data-dir"] ?? "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = Date.now();
  while (!output.includes("listening")) {
    if (child.exitCode !== null) throw new Error("the engine exited before listening");
    if (Date.now() - started > 120_000) throw new Error("the engine did not start within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const separator = path.includes("?") ? "&" : "?";
  const response = await fetch(`${base}${path}${separator}shopId=${shopId}`, {
    ...init,
    headers: { "X-Access-Token": token, "Content-Type": "application/json", ...init.headers },
  });
  return response;
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await call(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// ─── what the catalogue offers, read through the API ─────────────────────────────────────────────────────
interface Category {
  id: number;
  childrenIds?: number[];
  children?: Category[];
}
interface Filter {
  slug: string;
  type: string;
  values: { value?: string; productCount?: number; min?: number; max?: number }[];
}
interface ListedProduct {
  id: number;
  attributes?: Record<string, { values: { label: string } | { label: string }[] }>;
  variants?: { id: number }[];
}

function leaves(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) =>
    category.children && category.children.length > 0 ? leaves(category.children) : [category],
  );
}

function labelOf(product: ListedProduct, key: string): string | undefined {
  const values = product.attributes?.[key]?.values;
  if (!values) return undefined;
  return Array.isArray(values) ? values[0]?.label : values.label;
}

const LISTING_WITH =
  "attributes:key(name|brand|frameColor|lensBaseColor),images.attributes,priceRange,lowestPriorPrice";

interface Workload {
  listingQueries: string[];
  productIds: number[];
  variantIds: number[];
  terms: string[];
}

/** Reads the workload; listing queries only when `withListings` (finding them costs a filters request per leaf). */
async function discover(withListings: boolean): Promise<Workload> {
  const tree = withListings ? await json<Category[]>("/v1/categories?depth=5") : [];
  const listingQueries: string[] = [];
  for (const category of leaves(tree)) {
    const filters = await json<Filter[]>(`/v1/filters?filters[category]=${category.id}`);
    const attributeGroups = filters.filter(
      (filter) =>
        filter.type === "attributes" &&
        filter.values.filter((value) => (value.productCount ?? 0) > 0).length >= 2,
    );
    const price = filters.find((filter) => filter.slug === "prices")?.values[0];
    if (attributeGroups.length < 3 || !price?.min || !price.max) continue;
    for (let variation = 0; variation < 4; variation++) {
      const chosen = [...attributeGroups].sort(() => random() - 0.5).slice(0, 3);
      const attributeFilters = chosen.map((group) => {
        const offered = group.values.filter((value) => (value.productCount ?? 0) > 0 && value.value);
        const values = [...new Set([pick(offered).value, pick(offered).value])];
        return `filters[${group.slug}]=${encodeURIComponent(values.join(","))}`;
      });
      const span = price.max - price.min;
      const minPrice = Math.round(price.min + span * random() * 0.2);
      const maxPrice = Math.round(price.max - span * random() * 0.3);
      const sort = pick(["price", "new", "reduction"]);
      const sortDir = pick(["asc", "desc"]);
      listingQueries.push(
        [
          `filters[category]=${category.id}`,
          ...attributeFilters,
          `filters[minPrice]=${minPrice}`,
          `filters[maxPrice]=${maxPrice}`,
          `sort=${sort}`,
          `sortDir=${sortDir}`,
        ].join("&"),
      );
    }
  }
  const first = await json<{ pagination: { last: number } }>("/v1/products?perPage=200");
  const productIds: number[] = [];
  const variantIds: number[] = [];
  const words = new Set<string>();
  for (let page = 0; page < 10; page++) {
    const number = 1 + Math.floor(random() * first.pagination.last);
    const listed = await json<{ entities: ListedProduct[] }>(
      `/v1/products?perPage=200&page=${number}&with=attributes:key(name|brand),variants`,
    );
    for (const product of listed.entities) {
      productIds.push(product.id);
      for (const variant of product.variants ?? []) variantIds.push(variant.id);
      for (const key of ["name", "brand"]) {
        for (const word of (labelOf(product, key) ?? "").split(/[^\p{L}\p{N}]+/u)) {
          if (word.length >= 4) words.add(word.toLowerCase());
        }
      }
    }
  }
  // What shoppers type: the first 3–6 letters of brand and model words, sometimes two words.
  const wordList = [...words];
  const terms = Array.from({ length: 400 }, () => {
    const word = pick(wordList);
    const typed = word.slice(0, 3 + Math.floor(random() * 4));
    return random() < 0.25 ? `${pick(wordList)} ${typed}` : typed;
  });
  return { listingQueries, productIds, variantIds, terms };
}

// ─── measuring ───────────────────────────────────────────────────────────────────────────────────────────
interface Scenario {
  /** Short name for --only. */
  id: string;
  name: string;
  run(): Promise<boolean>;
}

function ok(...responses: Response[]): boolean {
  return responses.every((response) => response.status >= 200 && response.status < 300);
}

async function drained(response: Response): Promise<Response> {
  await response.arrayBuffer();
  return response;
}

function scenarios(workload: Workload): Scenario[] {
  const listing = (query: string) =>
    call(`/v1/products?${query}&perPage=24&with=${LISTING_WITH}`).then(drained);
  const counts = (query: string) =>
    call(`/v1/filters?${query.replace(/&sort=\w+&sortDir=\w+/, "")}`).then(drained);
  let basketNumber = 0;
  let basketKey = "";
  return [
    {
      id: "listing",
      name: "listing (3 attribute filters, price range, sort)",
      run: async () => ok(await listing(pick(workload.listingQueries))),
    },
    {
      id: "counts",
      name: "filter counts for that listing",
      run: async () => ok(await counts(pick(workload.listingQueries))),
    },
    {
      id: "listing-counts",
      name: "listing + filter counts (in parallel, as the shop asks)",
      run: async () => {
        const query = pick(workload.listingQueries);
        return ok(...(await Promise.all([listing(query), counts(query)])));
      },
    },
    {
      id: "typeahead",
      name: "typeahead",
      run: async () =>
        ok(
          await call(`/v1/typeahead?term=${encodeURIComponent(pick(workload.terms))}`, {
            method: "POST",
            body: JSON.stringify({ limit: 6 }),
          }).then(drained),
        ),
    },
    {
      id: "suggestions",
      name: "search suggestions",
      run: async () =>
        ok(
          await call(`/v1/search/suggestions?term=${encodeURIComponent(pick(workload.terms))}`).then(drained),
        ),
    },
    {
      id: "product",
      name: "product by id with variants",
      run: async () =>
        ok(await call(`/v1/products/${pick(workload.productIds)}?with=variants`).then(drained)),
    },
    {
      id: "basket-add",
      name: "basket add",
      run: async () => {
        if (basketNumber % 10 === 0) basketKey = `bench-${Date.now()}-${basketNumber}`;
        basketNumber++;
        const response = await call(`/v1/baskets/${basketKey}/items`, {
          method: "POST",
          body: JSON.stringify({ variantId: pick(workload.variantIds), quantity: 1 }),
        }).then(drained);
        // 409 (already present) and 412 (not sellable) are answers too; only 5xx and 4xx surprises count.
        return ok(response) || response.status === 409 || response.status === 412;
      },
    },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(scenario: Scenario) {
  for (let i = 0; i < warmupCount; i++) await scenario.run();
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < requestCount; i++) {
    const started = performance.now();
    if (!(await scenario.run())) failures++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const format = (ms: number) => ms.toFixed(1);
  return `| ${scenario.name} | ${requestCount} | ${format(percentile(times, 50))} | ${format(percentile(times, 95))} | ${format(percentile(times, 99))} | ${format(times.at(-1) ?? 0)} | ${failures} |`;
}

const engine = await startEngine();
try {
  const only = args.only?.split(",");
  const workload = await discover(!only || only.some((id) => id.startsWith("listing") || id === "counts"));
  process.stderr.write(
    `workload: ${workload.listingQueries.length} listing queries, ${workload.productIds.length} products, ${workload.variantIds.length} variants, ${workload.terms.length} terms\n`,
  );
  console.log("| request | n | p50 ms | p95 ms | p99 ms | max ms | failed |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const scenario of scenarios(workload)) {
    if (!only || only.includes(scenario.id)) console.log(await measure(scenario));
  }
} finally {
  engine.kill("SIGTERM");
  await once(engine, "exit");
}
