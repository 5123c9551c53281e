/**
 * Issue #15 item 4 against the real storefront request handler (server/app.ts, loaded through Vite as the dev
 * server does) with dependencies that hang: pages answer 503 with Retry-After within the timeout, a dead
 * dependency's breaker fails further calls at once, pages recover when it is back, and content is served from its
 * last good copy (docs/decisions/0051-timeouts-and-circuit-breakers.md).
 */
import {
  createCommerceEngine,
  createInProcessFetch,
  installInProcessTransport,
} from "@eyewear/commerce-engine";
import { createContentService, seedContent } from "@eyewear/content-service";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "../../app/platform/content-cache.ts";
import type { StorefrontServices } from "../../app/platform/context.ts";
import { installGuardedTransport } from "../../app/platform/dependency-guard.ts";
import { liveness, readiness } from "../../server/health.ts";
import { testEngine, testGuards, useStockedShop } from "./request-scope.ts";
import { type StorefrontHandler, storefrontHandlerOfFile } from "./storefront-handler.ts";

const SHOP = shopByCode("de-de")!;
const ENGINE = testEngine("dependency-failures");
const CONTENT_BASE = "http://content.dependency-failures.test/content";
const CONTENT_TOKENS = {
  publicToken: "dependency-failures-public",
  previewToken: "dependency-failures-preview",
};
/** Short timeouts and a breaker that opens after two failures, so the proofs take well under a second each. */
const GUARD = { timeoutMs: 400, failuresToOpen: 2, openMs: 1_000 };

type Handler = (request: Request) => Promise<Response>;
const hanging: Handler = () => new Promise<never>(() => {});

const storefront = storefrontHandlerOfFile();

const headings = (html: string) => [...html.matchAll(/<h[12][^>]*>(.*?)<\/h[12]>/g)].map((match) => match[1]);
const footerOf = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)?.[0];

describe.each(testDatabaseKinds())("pages when a dependency hangs (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  // What the engine and the content service do now; a test switches them to `hanging` and back.
  let engine: Handler;
  let content: Handler;
  let realEngine: Handler;
  const logLines: string[] = [];
  let services: StorefrontServices;
  let handle: StorefrontHandler;
  let removeGuard: () => void;

  beforeAll(async () => {
    const db = stocked.database.db;
    await seedContent(db);
    const embedded = createCommerceEngine({ db, accessToken: ENGINE.token }).fetch;
    realEngine = async (request) => embedded(request);
    const realContent = createContentService({ db, ...CONTENT_TOKENS, rateLimit: false }).fetch;
    engine = realEngine;
    content = async (request) => realContent(request);
    installInProcessTransport(`https://${ENGINE.host}`, (request) => engine(request));
    services = {
      db,
      logger: pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) }),
      storefrontApiHost: ENGINE.host,
      storefrontApiToken: ENGINE.token,
      contentApiUrl: `${CONTENT_BASE}/v2`,
      contentApiToken: CONTENT_TOKENS.publicToken,
      contentFetch: createInProcessFetch(CONTENT_BASE, (request) => content(request)),
      contentCache: new ContentCache({ ttlMs: 60_000 }),
      guards: testGuards(GUARD),
      sessionSecrets: ["dependency-failures-session-secret"],
      secureCookies: false,
      demoMode: true,
      publicUrl: "http://shop.test",
      smtpUrl: undefined,
    };
    removeGuard = installGuardedTransport(`https://${ENGINE.host}`, services.guards.engine);
    handle = await storefront.handlerFor(services);
  });
  afterAll(() => removeGuard?.());

  const get = (path: string) => handle(new Request(`http://shop.test${path}`), "192.0.2.20");
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await get(path);
    const body = await response.text();
    return { response, body, ms: performance.now() - started };
  };
  const waitForBreaker = () => new Promise((resolve) => setTimeout(resolve, GUARD.openMs + 50));

  it("renders the homepage with engine and content up, and is ready", async () => {
    const home = await timed(`/${SHOP.code}/`);
    expect(home.response.status).toBe(200);
    expect(home.body).toContain('id="new-arrivals"');
    expect(liveness().status).toBe(200);
    const ready = await readiness(services);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ok",
      checks: { database: "ok", engine: "ok", content: "ok" },
    });
  });

  it("answers 503 with Retry-After and the branded page in the shop's language when the engine hangs, then fails fast, then recovers", async () => {
    engine = hanging;
    const first = await timed(`/${SHOP.code}/`);
    expect(first.response.status).toBe(503);
    expect(first.response.headers.get("retry-after")).toBe("1");
    expect(first.body).toContain("Gleich wieder da");
    expect(first.ms).toBeLessThan(GUARD.timeoutMs + 1_500);
    expect(logLines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        msg: "dependency unavailable",
        dependency: "engine",
        path: `/${SHOP.code}/`,
      }),
    );

    // A client-side navigation's data request is answered as the document is; as the second failure in a row it
    // opens the breaker, so the next page does not wait on the engine at all.
    const navigation = await timed(`/${SHOP.code}/basket/_.data`);
    expect(navigation.response.status).toBe(503);
    expect(navigation.response.headers.get("retry-after")).toBe("1");

    expect(services.guards.engine.isOpen).toBe(true);
    const fast = await timed(`/${SHOP.code}/`);
    expect(fast.response.status).toBe(503);
    expect(fast.ms).toBeLessThan(GUARD.timeoutMs);

    const notReady = await readiness(services);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("retry-after")).toBe("1");
    expect(await notReady.json()).toMatchObject({ status: "unavailable", checks: { engine: "unavailable" } });
    expect(liveness().status).toBe(200);

    engine = realEngine;
    await waitForBreaker();
    const back = await timed(`/${SHOP.code}/`);
    expect(back.response.status).toBe(200);
    expect(services.guards.engine.isOpen).toBe(false);
  });

  it("answers 503, not 500, when the engine answers 503 because its database timed out", async () => {
    engine = async () => Response.json({ code: "UNAVAILABLE", message: "timed out" }, { status: 503 });
    const page = await timed(`/${SHOP.code}/`);
    expect(page.response.status).toBe(503);
    expect(page.response.headers.get("retry-after")).toBe("1");
    engine = realEngine;
    await waitForBreaker();
    expect((await timed(`/${SHOP.code}/`)).response.status).toBe(200);
  });

  it("serves the homepage and its navigation from the last good copy while the content service hangs", async () => {
    const before = await timed(`/${SHOP.code}/`);
    expect(before.response.status).toBe(200);
    expect(footerOf(before.body)).toContain('data-testid="content-navigation"');
    content = hanging;
    // The content cache is emptied on every publication (rule:content.freshness); the page must not rely on it.
    await services.contentCache.flush();
    const during = await timed(`/${SHOP.code}/`);
    expect(during.response.status).toBe(200);
    expect(during.body).toContain('id="new-arrivals"');
    expect(headings(during.body)).toEqual(headings(before.body));
    expect(footerOf(during.body)).toEqual(footerOf(before.body));
  });

  it("renders basket and sign-in without the content service, stops asking it once its breaker is open, and answers a content page 503 without a copy", async () => {
    let contentCalls = 0;
    content = (request) => {
      contentCalls++;
      return hanging(request);
    };
    // A shop none of whose content was ever fetched, so no last good copy helps.
    const shop = shopByCode("pl-pl")!;
    for (const path of ["basket/", "signin/"]) {
      const page = await timed(`/${shop.code}/${path}`);
      expect(page.response.status).toBe(200);
      expect(page.ms).toBeLessThan(GUARD.timeoutMs + 1_500);
    }
    expect(services.guards.content.isOpen).toBe(true);
    const callsWhenOpened = contentCalls;
    const basket = await timed(`/${shop.code}/basket/`);
    expect(basket.response.status).toBe(200);
    expect(basket.ms).toBeLessThan(GUARD.timeoutMs);
    expect(contentCalls).toBe(callsWhenOpened);

    const contentPage = await timed(`/${shop.code}/service/nie-gesehen/`);
    expect(contentPage.response.status).toBe(503);
    expect(contentPage.response.headers.get("retry-after")).toBe("1");
    expect(contentPage.body).toContain("Zaraz wracamy");
  });
});
