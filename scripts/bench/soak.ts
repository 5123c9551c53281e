/**
 * Soak benchmark (issue #15): minutes of mixed shopper load on the production build, counting every answer by
 * scenario, step and status, and sampling the server's resident memory, to show that nothing fails and nothing
 * grows under a long steady load.
 *   npm run build && node scripts/bench/soak.ts [--minutes 10] [--warmup 2] [--users 8] [--seed 15]
 *   node scripts/bench/soak.ts --database-url postgres://postgres@127.0.0.1:5432/soak   (an empty database)
 * Starts the demo shop as the end-to-end tests do (fresh DATA_DIR, demo catalogue, NODE_ENV=production) on the
 * embedded database, or on PostgreSQL with --database-url, with TRUSTED_PROXIES=127.0.0.1: each virtual user
 * sends its own X-Forwarded-For, so the shop's per-client limits count it as one client behind a proxy. Each user
 * signs up its customer once (verified by the demo outbox's link), then runs scenarios picked at random until
 * the time is up: anonymous browsing, an anonymous basket, checkout and account pages of its customer. Every form
 * is the page's own, posted as a browser without JavaScript posts it. Prints a Markdown summary for
 * docs/benchmarks/soak.md; exits 1 when any answer was an error or memory grew by the slope limit or more.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { SHOPS } from "@eyewear/shop-rules";
import { BERLIN_CHECKOUT_FIELDS } from "../../apps/storefront/tests/checkout-fields.ts";
import { freePort, spawnDemoShop, waitForShop } from "../demo-shop-process.ts";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    users: { type: "string", default: "8" },
    seed: { type: "string", default: "15" },
    "database-url": { type: "string" },
  },
});

const root = resolve(import.meta.dirname, "../..");
const minutes = Number(args.minutes);
const warmupMinutes = Number(args.warmup);
const userCount = Number(args.users);
const seed = Number(args.seed);
if (
  !(minutes > 0 && warmupMinutes >= 0 && warmupMinutes < minutes && userCount >= 1 && Number.isInteger(seed))
)
  throw new Error("--minutes > --warmup >= 0, --users >= 1 and an integer --seed");

/** The shop of the customers' accounts and orders: BERLIN_CHECKOUT_FIELDS is a de-DE checkout form. */
const CUSTOMER_SHOP = "de-de";
/** A password that meets the password rule (rule:account.password). */
const PASSWORD = "Soak#Brille2026";
const SAMPLE_INTERVAL_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const SLOPE_LIMIT_MB_PER_MINUTE = 5;
/** Errors listed in full in the summary; all are counted. */
const LISTED_ERRORS = 40;
const LISTED_LOG_LINES = 20;
/** How often each scenario runs, relative to the others. */
const SCENARIO_WEIGHTS = { browse: 40, basket: 25, checkout: 20, account: 15 } as const;
const LISTING_SORTS = ["price_asc", "price_desc", "reduction_desc"];

type Scenario = "setup" | keyof typeof SCENARIO_WEIGHTS;

// ─── the shop's words that tell an expected refusal from an error ─────────────────────────────────────────
const accountTexts = JSON.parse(
  readFileSync(join(root, "apps/storefront/app/locales/account/de.json"), "utf8"),
) as { checkout: { error: { out_of_stock: string }; reviewChanged: { intro: string } } };
/** React escapes these characters in text; the rest of the shop's German words come through as they are. */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");
const OUT_OF_STOCK_TEXT = escapeHtml(accountTexts.checkout.error.out_of_stock);
const REVIEW_CHANGED_TEXT = escapeHtml(accountTexts.checkout.reviewChanged.intro);

// ─── a tiny HTML reader: links, forms and their fields ────────────────────────────────────────────────────
const decodeHtml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};

const unique = <T>(values: T[]) => [...new Set(values)];

/** The href of every link in the HTML that matches `pattern`. */
function links(html: string, pattern: RegExp): string[] {
  return unique(
    [...html.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => attribute(tag, "href") ?? "")
      .filter((href) => pattern.test(href)),
  );
}

interface FormField {
  name: string;
  value: string;
  disabled: boolean;
}

/** The forms of the page, each as its start tag and its input fields. */
function forms(html: string): { tag: string; fields: FormField[] }[] {
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map(([, tag, inner]) => ({
    tag: tag!,
    fields: [...inner!.matchAll(/<input\b[^>]*>/g)].map(([input]) => ({
      name: attribute(input, "name") ?? "",
      value: attribute(input, "value") ?? "",
      disabled: /\sdisabled=""/.test(input),
    })),
  }));
}

const fieldValue = (form: { fields: FormField[] }, name: string) =>
  form.fields.find((field) => field.name === name)?.value;

/** The visible text of an answer, shortened: what the summary shows of an unexpected one. */
function excerpt(body: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? body;
  return decodeHtml(
    main
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  ).slice(0, 240);
}

// ─── virtual users ────────────────────────────────────────────────────────────────────────────────────────
/** mulberry32: a small seeded generator, so a run's choices can be repeated. */
function seededRandom(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A browser's cookies: name and value by name, every cookie of the shop being sent to every path. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expires = attributes.find((part) => /^\s*expires=/i.test(part))?.split("=")[1];
      const removed =
        value === "" ||
        attributes.some((part) => /^\s*max-age=0\s*$/i.test(part)) ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (removed) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

interface VirtualUser {
  index: number;
  /** The address it is counted under: the X-Forwarded-For a proxy in front of the shop would send. */
  address: string;
  random: () => number;
  email: string;
  /** The customer's browser; anonymous scenarios use a fresh one each time. */
  customer: CookieJar;
  signedIn: boolean;
  /** A checkout ended by an error may have left lines in the customer's basket; the next one removes them first. */
  basketMayHoldLines: boolean;
}

const pick = <T>(user: VirtualUser, values: readonly T[]): T =>
  values[Math.floor(user.random() * values.length)]!;

// ─── counting ─────────────────────────────────────────────────────────────────────────────────────────────
interface StepCount {
  scenario: Scenario;
  step: string;
  statuses: Map<string, number>;
  refused: Map<string, number>;
  errors: number;
  durationsMs: number[];
}

interface Failure {
  atSeconds: number | undefined;
  scenario: Scenario;
  step: string;
  request: string;
  answer: string;
  reason: string;
  excerpt: string;
}

const counts = new Map<string, StepCount>();
const failures: Failure[] = [];
let failureCount = 0;
let ordersPlaced = 0;
let loadStartedAt: number | undefined;

function countOf(scenario: Scenario, step: string): StepCount {
  const key = `${scenario}\u0000${step}`;
  let count = counts.get(key);
  if (!count) {
    count = { scenario, step, statuses: new Map(), refused: new Map(), errors: 0, durationsMs: [] };
    counts.set(key, count);
  }
  return count;
}

const increment = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

function recordFailure(count: StepCount, failure: Omit<Failure, "scenario" | "step" | "atSeconds">) {
  count.errors += 1;
  failureCount += 1;
  if (failures.length < LISTED_ERRORS)
    failures.push({
      ...failure,
      scenario: count.scenario,
      step: count.step,
      atSeconds: loadStartedAt === undefined ? undefined : (performance.now() - loadStartedAt) / 1000,
    });
}

// ─── requests ─────────────────────────────────────────────────────────────────────────────────────────────
interface Step {
  scenario: Scenario;
  step: string;
  path: string;
  /** A form to post, as the page's own form sends it; else the request is a GET. */
  form?: Record<string, string>;
  /** The statuses of the step when all is well. */
  expected: readonly number[];
  /** Where an expected redirect must lead. */
  location?: RegExp;
  /** Names an expected refusal (stock ran out, the order changed since its review) by its answer; else undefined. */
  refusal?: (status: number, body: string) => string | undefined;
  /** An image: its bytes are read, not its text. */
  binary?: boolean;
}

interface Answer {
  status: number;
  body: string;
  location: string;
  /** Set when the answer is an expected refusal. */
  refused?: string;
}

let baseUrl = "";

/**
 * Sends one step as the user's browser `jar` would and counts its answer; answers undefined when the answer is
 * an error (a 5xx, a network error or timeout, a status or redirect the step does not expect), which ends the
 * scenario's run.
 */
async function send(user: VirtualUser, jar: CookieJar, step: Step): Promise<Answer | undefined> {
  const count = countOf(step.scenario, step.step);
  const method = step.form ? "POST" : "GET";
  const request = `${method} ${step.path}`;
  const headers: Record<string, string> = { "x-forwarded-for": user.address };
  const cookie = jar.header();
  if (cookie) headers.cookie = cookie;
  if (step.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = baseUrl;
    headers["sec-fetch-site"] = "same-origin";
  }
  const started = performance.now();
  let response: Response;
  let body: string;
  try {
    response = await fetch(`${baseUrl}${step.path}`, {
      method,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(step.form ? { body: new URLSearchParams(step.form) } : {}),
    });
    body = step.binary ? String((await response.arrayBuffer()).byteLength) : await response.text();
  } catch (error) {
    increment(count.statuses, "network error");
    recordFailure(count, { request, answer: "network error", reason: String(error), excerpt: "" });
    return undefined;
  }
  count.durationsMs.push(performance.now() - started);
  increment(count.statuses, String(response.status));
  jar.keep(response);
  const answer: Answer = { status: response.status, body, location: response.headers.get("location") ?? "" };
  const refused = step.refusal?.(response.status, body);
  if (refused) {
    increment(count.refused, refused);
    return { ...answer, refused };
  }
  const fail = (reason: string) => {
    recordFailure(count, {
      request,
      answer: `${response.status}${answer.location ? ` → ${answer.location}` : ""}`,
      reason,
      excerpt: step.binary ? "" : excerpt(body),
    });
    return undefined;
  };
  if (response.status >= 500) return fail("server error");
  if (!step.expected.includes(response.status)) return fail(`expected ${step.expected.join(" or ")}`);
  if (
    step.location &&
    response.status >= 300 &&
    response.status < 400 &&
    !step.location.test(answer.location)
  )
    return fail(`expected a redirect to ${step.location.source}`);
  return answer;
}

/** Counts an answer that had the expected status but lacks what the scenario needs from it. */
function unexpectedPage(scenario: Scenario, step: string, path: string, answer: Answer, what: string) {
  recordFailure(countOf(scenario, step), {
    request: `GET ${path}`,
    answer: String(answer.status),
    reason: `no ${what} on the page`,
    excerpt: excerpt(answer.body),
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (path: string) => new RegExp(`^${escapeRegExp(path)}$`);

// ─── the catalogue each shop's visitors see, found once through its own menu ──────────────────────────────
interface ShopPages {
  code: string;
  /** Listing pages with products: the menu's categories, subcategories and brand filters. */
  listings: string[];
  /** Search terms: brands (the search sends them to the brand's listing) and product names (a result page). */
  terms: string[];
}

const productLinks = (html: string, shop: string) => links(html, new RegExp(`^/${shop}/p/[^?]+/$`));

/** The product names and brands of a listing's tiles. */
function tileTerms(html: string): string[] {
  const names = [...html.matchAll(/<a\b[^>]*href="\/[a-z-]+\/p\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((match) =>
    decodeHtml(match[1]!).trim(),
  );
  return unique(names.flatMap((name) => [name, name.split(" ")[0]!]));
}

async function discoverShop(user: VirtualUser, code: string): Promise<ShopPages> {
  const jar = new CookieJar();
  const home = await send(user, jar, {
    scenario: "setup",
    step: "shop home",
    path: `/${code}/`,
    expected: [200],
  });
  if (!home) throw new Error(`/${code}/ did not answer`);
  const header = /<header\b[\s\S]*?<\/header>/.exec(home.body)?.[0] ?? "";
  const candidates = links(
    header,
    new RegExp(`^/${code}/(?!p/)[a-z0-9-]+/([a-z0-9-]+/)*(\\?brand=[a-z0-9-]+)?$`),
  );
  const listings: string[] = [];
  const terms = new Set<string>();
  for (const path of candidates) {
    // The menu also links pages that are not listings (branch finder, order status lookup).
    const listing = await send(user, jar, {
      scenario: "setup",
      step: "menu page",
      path,
      expected: [200, 302],
    });
    if (listing?.status !== 200 || !listing.body.includes('data-testid="product-tile"')) continue;
    listings.push(path);
    for (const term of tileTerms(listing.body)) terms.add(term);
  }
  if (listings.length === 0) throw new Error(`no listing in the menu of /${code}/`);
  return { code, listings, terms: [...terms] };
}

// ─── the customer: signed up once, verified by the demo outbox's link ──────────────────────────────────────
async function signIn(user: VirtualUser, scenario: Scenario): Promise<boolean> {
  const signInPath = `/${CUSTOMER_SHOP}/signin/`;
  const page = await send(user, user.customer, {
    scenario,
    step: "sign-in page",
    path: signInPath,
    expected: [200],
  });
  if (!page) return false;
  const signedIn = await send(user, user.customer, {
    scenario,
    step: "sign in",
    path: signInPath,
    form: { intent: "signin", email: user.email, password: PASSWORD, redirectUrl: "" },
    expected: [302],
    location: exactly(`/${CUSTOMER_SHOP}/account/`),
  });
  user.signedIn = signedIn !== undefined;
  return user.signedIn;
}

async function signUpVerified(user: VirtualUser): Promise<void> {
  const jar = user.customer;
  const signUpPath = `/${CUSTOMER_SHOP}/signin/?register=true`;
  const failed = () => new Error(`virtual user ${user.index} could not sign up and verify ${user.email}`);
  if (
    !(await send(user, jar, { scenario: "setup", step: "sign-up page", path: signUpPath, expected: [200] }))
  )
    throw failed();
  const signedUp = await send(user, jar, {
    scenario: "setup",
    step: "sign up",
    path: signUpPath,
    form: {
      intent: "signup",
      firstName: "Anna",
      lastName: "Muster",
      email: user.email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      redirectUrl: "",
    },
    expected: [302],
    location: exactly(`/${CUSTOMER_SHOP}/signin/?signedUp=true`),
  });
  if (!signedUp) throw failed();
  const outboxPath = `/${CUSTOMER_SHOP}/dev/outbox/`;
  const outbox = await send(user, jar, {
    scenario: "setup",
    step: "outbox",
    path: outboxPath,
    expected: [200],
  });
  const mail = outbox?.body
    .split('data-testid="outbox-mail"')
    .find((part) => part.includes(escapeHtml(user.email)));
  const link = mail && links(mail, /\/verify-email\/\?token=/)[0];
  if (!link) throw failed();
  const verifyPath = new URL(link, baseUrl).pathname + new URL(link, baseUrl).search;
  const verifyPage = await send(user, jar, {
    scenario: "setup",
    step: "verification page",
    path: verifyPath,
    expected: [200],
  });
  const token =
    verifyPage &&
    forms(verifyPage.body)
      .map((form) => fieldValue(form, "token"))
      .find((value) => value !== undefined);
  if (!token || !(await signIn(user, "setup"))) throw failed();
  const verified = await send(user, jar, {
    scenario: "setup",
    step: "verify",
    path: verifyPath,
    form: { token },
    expected: [302],
    location: exactly(`/${CUSTOMER_SHOP}/account/?verified=true`),
  });
  if (!verified) throw failed();
}

// ─── scenarios ────────────────────────────────────────────────────────────────────────────────────────────
let shops: ShopPages[] = [];

/** Opens a listing of the shop, sometimes sorted; answers its HTML. */
async function openListing(user: VirtualUser, jar: CookieJar, scenario: Scenario, shop: ShopPages) {
  const listing = pick(user, shop.listings);
  const path =
    user.random() < 0.3
      ? `${listing}${listing.includes("?") ? "&" : "?"}sort=${pick(user, LISTING_SORTS)}`
      : listing;
  return send(user, jar, { scenario, step: "listing", path, expected: [200] });
}

/**
 * What the product page's basket form offers: the variants and care add-ons that can be chosen; none when its
 * button is disabled.
 */
function offeredChoices(html: string): { variants: string[]; addOns: string[] } {
  const button = /<button\b[^>]*data-testid="add-to-basket"[^>]*>/.exec(html)?.[0];
  const basketForm = forms(html).find((form) => form.tag.includes('id="product-basket-form"'));
  if (!button || /\sdisabled=""/.test(button) || !basketForm) return { variants: [], addOns: [] };
  const choosable = (name: string) =>
    basketForm.fields
      .filter((field) => field.name === name && field.value !== "" && !field.disabled)
      .map((field) => field.value);
  return { variants: choosable("variantId"), addOns: choosable("addOnVariantId") };
}

/**
 * Opens products of a listing until one can be bought, and adds a variant of it (sometimes with a care add-on)
 * through the product page's basket form. Answers whether it was added; a variant already in the basket is
 * not tried again, as the basket refuses a second line of it. An add refused as unavailable (412) is expected
 * when the variant sold out since the page was rendered (the page cache serves it for a minute): the product
 * page, opened again as this shopper's own (rendered afresh), must then no longer offer it.
 */
async function addSomethingToBasket(
  user: VirtualUser,
  jar: CookieJar,
  scenario: Scenario,
  shop: ShopPages,
  inBasket: Set<string>,
): Promise<boolean> {
  const listing = await openListing(user, jar, scenario, shop);
  if (!listing) return false;
  const products = productLinks(listing.body, shop.code);
  for (let attempt = 0; attempt < 4; attempt++) {
    const path = pick(user, products);
    const page = await send(user, jar, { scenario, step: "product page", path, expected: [200] });
    if (!page) return false;
    const offered = offeredChoices(page.body);
    const variants = offered.variants.filter((variantId) => !inBasket.has(variantId));
    if (variants.length === 0) continue;
    const variantId = pick(user, variants);
    const form: Record<string, string> = {
      intent: "add",
      variantId,
      quantity: "1",
      redirectTo: `/${shop.code}/basket/`,
    };
    if (offered.addOns.length > 0 && user.random() < 0.2) form.addOnVariantId = pick(user, offered.addOns);
    const addPath = `/${shop.code}/basket/`;
    const added = await send(user, jar, {
      scenario,
      step: "add to basket",
      path: addPath,
      form,
      expected: [302, 412],
      location: exactly(addPath),
    });
    if (!added) return false;
    if (added.status === 302) {
      inBasket.add(variantId);
      return true;
    }
    const again = await send(user, jar, { scenario, step: "product page again", path, expected: [200] });
    if (!again) return false;
    const stillOffered = offeredChoices(again.body);
    const addOnId = form.addOnVariantId;
    if (stillOffered.variants.includes(variantId) && (!addOnId || stillOffered.addOns.includes(addOnId))) {
      recordFailure(countOf(scenario, "add to basket"), {
        request: `POST ${addPath} (variant ${variantId}${addOnId ? `, add-on ${addOnId}` : ""} of ${path})`,
        answer: "412",
        reason: "refused as unavailable, while the product page, rendered afresh, still offers it",
        excerpt: excerpt(added.body),
      });
      return false;
    }
    increment(countOf(scenario, "add to basket").refused, "sold out meanwhile");
  }
  return false;
}

/** The basket page's line forms: the keys of the lines whose quantity can change, and of all removable lines. */
function basketLines(html: string) {
  const keysOf = (intent: string) =>
    forms(html)
      .filter((form) => fieldValue(form, "intent") === intent)
      .map((form) => fieldValue(form, "itemKey") ?? "");
  return { updatable: keysOf("update"), removable: keysOf("remove") };
}

const basketRefusal = (status: number) => (status === 412 ? "sold out meanwhile" : undefined);

/**
 * Removes every line of the basket by its remove form, what a shopper does after an order was refused; answers
 * whether it did.
 */
async function emptyBasket(user: VirtualUser, jar: CookieJar, scenario: Scenario, shop: string) {
  const path = `/${shop}/basket/`;
  const basket = await send(user, jar, { scenario, step: "basket", path, expected: [200] });
  if (!basket) return false;
  for (const itemKey of basketLines(basket.body).removable) {
    const form = { intent: "remove", itemKey };
    if (!(await send(user, jar, { scenario, step: "remove line", path, form, expected: [200] })))
      return false;
  }
  return true;
}

/** Anonymous browsing in a random shop: home, a listing, two products and a picture, a search. */
async function browse(user: VirtualUser): Promise<void> {
  const scenario = "browse";
  const jar = new CookieJar();
  const shop = pick(user, shops);
  if (user.random() < 0.5) {
    if (!(await send(user, jar, { scenario, step: "home", path: `/${shop.code}/`, expected: [200] }))) return;
  }
  const listing = await openListing(user, jar, scenario, shop);
  if (!listing) return;
  const nextPage = links(listing.body, /[?&]page=2(&|$)/)[0];
  if (nextPage && user.random() < 0.3) {
    if (!(await send(user, jar, { scenario, step: "listing page 2", path: nextPage, expected: [200] })))
      return;
  }
  const products = productLinks(listing.body, shop.code);
  for (let view = 0; view < 2; view++) {
    const path = pick(user, products);
    const product = await send(user, jar, { scenario, step: "product page", path, expected: [200] });
    if (!product) return;
    const image = /<img\b[^>]*\ssrc="(\/images\/[^"]+)"/.exec(product.body)?.[1];
    if (view === 0 && image) {
      const picture: Step = { scenario, step: "product picture", path: decodeHtml(image), expected: [200] };
      if (!(await send(user, jar, { ...picture, binary: true }))) return;
    }
  }
  const term = pick(user, shop.terms);
  const typed = new URLSearchParams({ term: term.slice(0, 4) });
  const suggestions = `/${shop.code}/search/suggestions/?${typed}`;
  if (!(await send(user, jar, { scenario, step: "search suggestions", path: suggestions, expected: [200] })))
    return;
  const searchPath = `/${shop.code}/search/?${new URLSearchParams({ term })}`;
  const search = await send(user, jar, { scenario, step: "search", path: searchPath, expected: [200, 302] });
  // A term that names a brand or category leads to its listing.
  if (search?.status === 302)
    await send(user, jar, { scenario, step: "search listing", path: search.location, expected: [200] });
}

/** An anonymous basket in a random shop: two products added, a quantity changed, a line removed. */
async function basket(user: VirtualUser): Promise<void> {
  const scenario = "basket";
  const jar = new CookieJar();
  const shop = pick(user, shops);
  const inBasket = new Set<string>();
  for (let line = 0; line < 2; line++)
    if (!(await addSomethingToBasket(user, jar, scenario, shop, inBasket))) return;
  const path = `/${shop.code}/basket/`;
  const page = await send(user, jar, { scenario, step: "basket", path, expected: [200] });
  if (!page) return;
  const { updatable, removable } = basketLines(page.body);
  if (removable.length === 0) {
    unexpectedPage(scenario, "basket", path, page, "basket line");
    return;
  }
  // The lines to remove from come from the latest basket page: a refused change (sold out meanwhile) takes its
  // line, or its whole item group, out of the basket.
  let latest = removable;
  if (updatable.length > 0) {
    const form = { intent: "update", itemKey: pick(user, updatable), quantity: String(2 + (user.index % 3)) };
    const step: Step = {
      scenario,
      step: "change quantity",
      path,
      form,
      expected: [200],
      refusal: basketRefusal,
    };
    const changed = await send(user, jar, step);
    if (!changed) return;
    latest = basketLines(changed.body).removable;
    if (latest.length === 0) return;
  }
  const form = { intent: "remove", itemKey: pick(user, latest) };
  if (!(await send(user, jar, { scenario, step: "remove line", path, form, expected: [200] }))) return;
  await send(user, jar, { scenario, step: "basket", path, expected: [200] });
}

async function ensureSignedIn(user: VirtualUser, scenario: Scenario): Promise<boolean> {
  return user.signedIn || signIn(user, scenario);
}

/**
 * The customer orders a product: adds it, goes from the basket to the checkout, and places the order with the
 * checkout page's form (its idempotency key and signed review) by the test payment, then opens the success page.
 * An order refused because stock ran out or the order changed since its review is expected under load: the
 * customer then empties the basket.
 */
async function checkout(user: VirtualUser): Promise<void> {
  const scenario = "checkout";
  if (!(await ensureSignedIn(user, scenario))) return;
  if (user.basketMayHoldLines && !(await emptyBasket(user, user.customer, scenario, CUSTOMER_SHOP))) return;
  const outcome = await placeOrder(user);
  user.basketMayHoldLines =
    outcome === "unfinished" ||
    (outcome === "refused" && !(await emptyBasket(user, user.customer, scenario, CUSTOMER_SHOP)));
}

/** One order of the checkout scenario, from adding the product to the success page. */
async function placeOrder(user: VirtualUser): Promise<"placed" | "refused" | "unfinished"> {
  const scenario = "checkout";
  const jar = user.customer;
  const shop = shops.find((pages) => pages.code === CUSTOMER_SHOP)!;
  if (!(await addSomethingToBasket(user, jar, scenario, shop, new Set()))) return "unfinished";
  const basketPath = `/${CUSTOMER_SHOP}/basket/`;
  if (!(await send(user, jar, { scenario, step: "basket", path: basketPath, expected: [200] })))
    return "unfinished";
  const checkoutPath = `/${CUSTOMER_SHOP}/checkout/`;
  const toCheckout = await send(user, jar, {
    scenario,
    step: "go to checkout",
    path: basketPath,
    form: { intent: "checkout" },
    expected: [302],
    location: exactly(checkoutPath),
    refusal: basketRefusal,
  });
  if (!toCheckout) return "unfinished";
  if (toCheckout.refused) return "refused";
  const review = await send(user, jar, {
    scenario,
    step: "checkout page",
    path: checkoutPath,
    expected: [200],
  });
  if (!review) return "unfinished";
  const orderForm = forms(review.body).find((form) => fieldValue(form, "idempotencyKey") !== undefined);
  const idempotencyKey = orderForm && fieldValue(orderForm, "idempotencyKey");
  const signedReview = orderForm && fieldValue(orderForm, "review");
  if (!idempotencyKey || !signedReview) {
    unexpectedPage(scenario, "checkout page", checkoutPath, review, "order form with its review");
    return "unfinished";
  }
  const placed = await send(user, jar, {
    scenario,
    step: "place order",
    path: checkoutPath,
    form: { idempotencyKey, review: signedReview, ...BERLIN_CHECKOUT_FIELDS },
    expected: [302],
    location: new RegExp(`^/${CUSTOMER_SHOP}/success/\\?cbd=[\\w-]{43}$`),
    refusal: (status, body) =>
      status !== 409
        ? undefined
        : body.includes(OUT_OF_STOCK_TEXT)
          ? "out of stock"
          : body.includes(REVIEW_CHANGED_TEXT)
            ? "changed since its review"
            : undefined,
  });
  if (!placed) return "unfinished";
  if (placed.refused) return "refused";
  ordersPlaced += 1;
  await send(user, jar, { scenario, step: "success page", path: placed.location, expected: [200] });
  return "placed";
}

/** The customer's account pages and one of its orders; now and then it signs out and in again. */
async function account(user: VirtualUser): Promise<void> {
  const scenario = "account";
  const jar = user.customer;
  if (!(await ensureSignedIn(user, scenario))) return;
  const accountPath = `/${CUSTOMER_SHOP}/account/`;
  if (!(await send(user, jar, { scenario, step: "account", path: accountPath, expected: [200] }))) return;
  const userPath = `${accountPath}user/`;
  if (!(await send(user, jar, { scenario, step: "account data", path: userPath, expected: [200] }))) return;
  const ordersPath = `${accountPath}orders/`;
  const orders = await send(user, jar, { scenario, step: "orders", path: ordersPath, expected: [200] });
  if (!orders) return;
  const orderPaths = links(orders.body, new RegExp(`^${escapeRegExp(ordersPath)}\\d{12}/$`));
  if (orderPaths.length > 0) {
    const path = pick(user, orderPaths);
    if (!(await send(user, jar, { scenario, step: "order", path, expected: [200] }))) return;
  }
  if (user.random() < 0.25) {
    const signedOut = await send(user, jar, {
      scenario,
      step: "sign out",
      path: `/${CUSTOMER_SHOP}/signout/`,
      form: {},
      expected: [302],
      location: exactly(`/${CUSTOMER_SHOP}/`),
    });
    if (!signedOut) return;
    user.signedIn = false;
    await signIn(user, scenario);
  }
}

const SCENARIOS = { browse, basket, checkout, account } as const;

function pickScenario(user: VirtualUser): keyof typeof SCENARIOS {
  const entries = Object.entries(SCENARIO_WEIGHTS) as [keyof typeof SCENARIOS, number][];
  let point = user.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [scenario, weight] of entries) {
    point -= weight;
    if (point < 0) return scenario;
  }
  return entries[0]![0];
}

// ─── memory ───────────────────────────────────────────────────────────────────────────────────────────────
interface RssSample {
  minutes: number;
  megabytes: number;
}

/** The process's resident set size in MB; undefined once it is gone. */
function residentMegabytes(pid: number): number | undefined {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return undefined;
  const status = readFileSync(file, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
}

/** CPU seconds (user and system) the process has used; /proc counts them in ticks of 1/100 s (USER_HZ). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The slope of the least-squares line through the samples, in MB per minute; undefined below two samples. */
function leastSquaresSlope(samples: readonly RssSample[]): number | undefined {
  if (samples.length < 2) return undefined;
  const meanX = samples.reduce((sum, sample) => sum + sample.minutes, 0) / samples.length;
  const meanY = samples.reduce((sum, sample) => sum + sample.megabytes, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const { minutes: x, megabytes: y } of samples) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return covariance / variance;
}

// ─── the server's log: its warnings and errors ────────────────────────────────────────────────────────────
const logLines: string[] = [];
let logLineCount = 0;

/** Keeps the shop's warn and error lines (pino's JSON, level 40 and up) and anything it writes to stderr. */
function readServerLog(shop: ChildProcess) {
  const keep = (line: string) => {
    logLineCount += 1;
    if (logLines.length < LISTED_LOG_LINES) logLines.push(line.slice(0, 600));
  };
  createInterface({ input: shop.stdout! }).on("line", (line) => {
    const level = (() => {
      try {
        return (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        return 0;
      }
    })();
    if (level >= 40) keep(line);
  });
  createInterface({ input: shop.stderr! }).on("line", (line) => {
    if (line.trim() !== "") keep(line);
  });
}

// ─── the run ──────────────────────────────────────────────────────────────────────────────────────────────
const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
const formatMap = (map: Map<string, number>) =>
  [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(", ");
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The errors, listed, and the shop's warn and error log lines, for the summary. */
function errorsAndLog(): string[] {
  const lines: string[] = [];
  if (failureCount > 0) {
    lines.push(
      `Errors (${Math.min(failureCount, LISTED_ERRORS)} of ${failureCount}; t = seconds into the load):`,
      "",
      "| t | scenario | step | request | answer | why | page text |",
      "|---:|---|---|---|---|---|---|",
      ...failures.map(
        (failure) =>
          `| ${failure.atSeconds === undefined ? "setup" : failure.atSeconds.toFixed(1)} | ${failure.scenario} | ${failure.step} | \`${cell(failure.request)}\` | ${cell(failure.answer)} | ${cell(failure.reason)} | ${cell(failure.excerpt)} |`,
      ),
      "",
    );
  }
  lines.push(
    `Server log: ${logLineCount} warning or error lines${logLineCount > 0 ? ` (first ${logLines.length}):` : "."}`,
    "",
  );
  if (logLineCount > 0) lines.push("```", ...logLines, "```", "");
  return lines;
}

function summary(options: LoadResult & { database: string; slope: number | undefined }): string {
  const { samples, slope } = options;
  const order: Scenario[] = ["setup", "browse", "basket", "checkout", "account"];
  const rows = [...counts.values()].sort(
    (a, b) => order.indexOf(a.scenario) - order.indexOf(b.scenario) || a.step.localeCompare(b.step),
  );
  const loadRows = rows.filter((row) => row.scenario !== "setup");
  const requests = (list: StepCount[]) =>
    list.reduce((sum, row) => sum + [...row.statuses.values()].reduce((a, b) => a + b, 0), 0);
  const refusedOrders = countOf("checkout", "place order").refused;
  const afterWarmup = samples.filter((sample) => sample.minutes >= warmupMinutes);
  const megabytes = samples.map((sample) => sample.megabytes);
  const slopeHolds = slope !== undefined && slope < SLOPE_LIMIT_MB_PER_MINUTE;
  const lines = [
    `### ${options.database}, ${userCount} users, ${minutes} min (${new Date().toISOString().slice(0, 10)})`,
    "",
    `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"} · Node ${process.versions.node} · seed ${seed} · ` +
      `shop ready after ${options.startSeconds.toFixed(0)} s · load for ${options.loadSeconds.toFixed(0)} s · ` +
      `CPU during the load: shop ${options.cpu.shop.toFixed(0)} s, load generator ${options.cpu.generator.toFixed(0)} s`,
    "",
    `**${failureCount === 0 ? "0 errors" : `${failureCount} errors`}; RSS slope after the ${warmupMinutes} min ` +
      `warm-up: ${slope === undefined ? "not measured (fewer than two samples)" : `${slope.toFixed(2)} MB/min`}` +
      ` — ${failureCount === 0 && slopeHolds ? "PASS" : "FAIL"}** (goal: 0 errors, slope < ${SLOPE_LIMIT_MB_PER_MINUTE} MB/min)`,
    "",
    `${requests(loadRows)} requests under load (${(requests(loadRows) / options.loadSeconds).toFixed(1)}/s), ` +
      `${requests(rows) - requests(loadRows)} in the setup; ${ordersPlaced} orders placed, ` +
      `${[...refusedOrders.values()].reduce((a, b) => a + b, 0)} refused as expected` +
      (refusedOrders.size > 0 ? ` (${formatMap(refusedOrders)})` : ""),
    "",
    "| scenario | step | requests | statuses | expected refusals | errors | p50 ms | p95 ms | max ms |",
    "|---|---|---:|---|---|---:|---:|---:|---:|",
    ...rows.map((row) => {
      const sorted = [...row.durationsMs].sort((a, b) => a - b);
      const total = [...row.statuses.values()].reduce((a, b) => a + b, 0);
      return `| ${row.scenario} | ${row.step} | ${total} | ${formatMap(row.statuses)} | ${formatMap(row.refused)} | ${row.errors} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.95).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)} |`;
    }),
    "",
  ];
  lines.push(...errorsAndLog());
  lines.push(
    `Server RSS (VmRSS, every ${SAMPLE_INTERVAL_MS / 1000} s): ${megabytes[0]?.toFixed(0)} MB at the start of the load, ` +
      `${Math.max(...megabytes).toFixed(0)} MB at most, ${megabytes.at(-1)?.toFixed(0)} MB at the end; slope over the ` +
      `${afterWarmup.length} samples after the warm-up: ${slope === undefined ? "—" : `${slope.toFixed(2)} MB/min`}.`,
    "",
    "| minute | RSS MB |",
    "|---:|---:|",
    ...samples
      .filter((_, index) => index % 6 === 0 || index === samples.length - 1)
      .map((sample) => `| ${sample.minutes.toFixed(1)} | ${sample.megabytes.toFixed(1)} |`),
    "",
  );
  return lines.join("\n");
}

interface LoadResult {
  startSeconds: number;
  loadSeconds: number;
  samples: RssSample[];
  /** CPU seconds used during the load, by the shop and by this load generator. */
  cpu: { shop: number; generator: number };
}

/** Waits for the shop, finds its pages, signs the customers up, then runs the users' load while sampling RSS. */
async function runLoad(shop: ChildProcess, started: number): Promise<LoadResult> {
  await waitForShop(baseUrl, shop, 300_000);
  const startSeconds = (performance.now() - started) / 1000;
  process.stderr.write(`shop ready after ${startSeconds.toFixed(0)} s; discovering the shops' menus\n`);
  const runId = Date.now().toString(36);
  const users: VirtualUser[] = Array.from({ length: userCount }, (_, index) => ({
    index,
    address: `10.${Math.floor(index / 250)}.${index % 250}.${1 + (seed % 250)}`,
    random: seededRandom(seed * 1_000 + index),
    email: `soak-${runId}-${index}@example.com`,
    customer: new CookieJar(),
    signedIn: false,
    basketMayHoldLines: false,
  }));
  shops = await Promise.all(
    SHOPS.map((config, index) => discoverShop(users[index % userCount]!, config.code)),
  );
  process.stderr.write(`signing up ${userCount} customers\n`);
  await Promise.all(users.map(signUpVerified));

  const pid = shop.pid!;
  const samples: RssSample[] = [];
  const loadStarted = performance.now();
  loadStartedAt = loadStarted;
  const shopCpuBefore = cpuSeconds(pid);
  const generatorCpuBefore = process.cpuUsage();
  const loadEnd = loadStarted + minutes * 60_000;
  const sample = () => {
    const rss = residentMegabytes(pid);
    const atMinutes = (performance.now() - loadStarted) / 60_000;
    if (rss !== undefined) samples.push({ minutes: atMinutes, megabytes: rss });
    process.stderr.write(
      `${atMinutes.toFixed(1)} min: RSS ${rss?.toFixed(0)} MB, ${failureCount} errors, ${ordersPlaced} orders\n`,
    );
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_INTERVAL_MS);
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < loadEnd && shop.exitCode === null) await SCENARIOS[pickScenario(user)](user);
    }),
  );
  clearInterval(sampler);
  if (shop.exitCode !== null) throw new Error(`the shop exited with code ${shop.exitCode} during the load`);
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  return {
    startSeconds,
    loadSeconds: (performance.now() - loadStarted) / 1000,
    samples,
    cpu: {
      shop: cpuSeconds(pid) - shopCpuBefore,
      generator: (generatorCpu.user + generatorCpu.system) / 1_000_000,
    },
  };
}

async function main() {
  if (!existsSync(join(root, "apps/storefront/build/server/index.js"))) {
    process.stderr.write("No production build: run `npm run build` first\n");
    process.exit(1);
  }
  const databaseUrl = args["database-url"];
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "eyewear-soak-"));
  baseUrl = `http://127.0.0.1:${port}`;
  const shop = spawnDemoShop(port, dataDir, {
    env: { TRUSTED_PROXIES: "127.0.0.1", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  readServerLog(shop);
  let result: LoadResult | undefined;
  try {
    result = await runLoad(shop, performance.now());
  } finally {
    // Stopped before anything is printed, so the summary has every line the shop logged.
    if (shop.exitCode === null) {
      shop.kill("SIGTERM");
      await once(shop, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (!result) process.stdout.write(errorsAndLog().join("\n"));
  }
  const slope = leastSquaresSlope(result.samples.filter((rss) => rss.minutes >= warmupMinutes));
  const database = databaseUrl ? "PostgreSQL" : "PGlite (embedded)";
  process.stdout.write(summary({ ...result, database, slope }));
  process.exitCode = failureCount === 0 && slope !== undefined && slope < SLOPE_LIMIT_MB_PER_MINUTE ? 0 : 1;
}

await main();
