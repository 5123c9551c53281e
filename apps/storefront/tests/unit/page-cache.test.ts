import { keptListingQuery, pickParameters } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { listingPageCache, type PageCachePolicy } from "../../app/platform/page-cache.ts";
import { PageCache } from "../../server/page-cache.ts";
import {
  carriesPersonalState,
  isShareableResponse,
  pageCacheKey,
  type RenderPage,
  servePage,
} from "../../server/page-cache-handler.ts";

const ORIGIN = "http://shop.test";
const policies: Record<string, PageCachePolicy> = {
  "/de-de/sonnenbrillen/": { query: keptListingQuery },
  "/de-de/p/brille-1/": { query: (search) => pickParameters(search, ["variantid"]) },
  "/de-de/brillen/": listingPageCache.pageCache,
};
const policyOf = (pathname: string) => policies[pathname];

const request = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });

describe("page cache key and eligibility (docs/decisions/0036-page-cache.md)", () => {
  it("keys a listing by its kept parameters in the spec's order, whatever order the request used", () => {
    const a = pageCacheKey(request("/de-de/sonnenbrillen/?sort=price_asc&page=2"), policyOf);
    const b = pageCacheKey(request("/de-de/sonnenbrillen/?page=2&sort=price_asc"), policyOf);
    expect(a).toBe(`${ORIGIN}/de-de/sonnenbrillen/?page=2&sort=price_asc lg`);
    expect(b).toBe(a);
  });

  it("renders afresh a request with a parameter the page does not declare", () => {
    expect(pageCacheKey(request("/de-de/sonnenbrillen/?utm_source=mail"), policyOf)).toBeUndefined();
    expect(pageCacheKey(request("/de-de/sonnenbrillen/?showBasket=true"), policyOf)).toBeUndefined();
    expect(pageCacheKey(request("/de-de/p/brille-1/?variantid=1&variantid=2"), policyOf)).toBe(
      `${ORIGIN}/de-de/p/brille-1/?variantid=1&variantid=2 lg`,
    );
    expect(pageCacheKey(request("/de-de/p/brille-1/?variantid=7"), policyOf)).toBe(
      `${ORIGIN}/de-de/p/brille-1/?variantid=7 lg`,
    );
  });

  it("keys a listing page by its toggles too (ADR 0038); a toggle with another value is rendered afresh", () => {
    expect(pageCacheKey(request("/de-de/brillen/?sale=true&categoryShopFilterSizes=M"), policyOf)).toBe(
      `${ORIGIN}/de-de/brillen/?categoryShopFilterSizes=M&sale=true lg`,
    );
    expect(pageCacheKey(request("/de-de/brillen/?sale=maybe"), policyOf)).toBeUndefined();
  });

  it("gives each viewport breakpoint and each origin its own entry", () => {
    const small = pageCacheKey(request("/de-de/sonnenbrillen/", { cookie: "viewport=xs" }), policyOf);
    const wide = pageCacheKey(request("/de-de/sonnenbrillen/", { cookie: "viewport=xl" }), policyOf);
    const other = pageCacheKey(new Request("http://other.test/de-de/sonnenbrillen/"), policyOf);
    expect(new Set([small, wide, other, pageCacheKey(request("/de-de/sonnenbrillen/"), policyOf)]).size).toBe(
      4,
    );
  });

  it("leaves out sessions, other methods, client data requests, other paths and routes without opt-in", () => {
    expect(carriesPersonalState(request("/", { cookie: "viewport=md; eyewear_session=abc" }))).toBe(true);
    expect(carriesPersonalState(request("/", { cookie: "fimSelectedLanguage=de-de" }))).toBe(false);
    const path = "/de-de/sonnenbrillen/";
    expect(pageCacheKey(request(path, { cookie: "eyewear_session=abc" }), policyOf)).toBeUndefined();
    expect(pageCacheKey(request(path, { method: "POST" }), policyOf)).toBeUndefined();
    expect(pageCacheKey(request(path, { method: "HEAD" }), policyOf)).toBeDefined();
    expect(pageCacheKey(request("/de-de/sonnenbrillen.data"), () => policies[path])).toBeUndefined();
    expect(pageCacheKey(request("/language/de-de"), () => policies[path])).toBeUndefined();
    expect(pageCacheKey(request("/de-de/basket/"), policyOf)).toBeUndefined();
  });

  it("shares only 200 HTML responses that set no cookie and are not private", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(isShareableResponse(new Response("x", { headers: html }))).toBe(true);
    expect(isShareableResponse(new Response("x", { status: 404, headers: html }))).toBe(false);
    expect(isShareableResponse(new Response("x", { headers: { ...html, "set-cookie": "a=b" } }))).toBe(false);
    expect(isShareableResponse(new Response("x", { headers: { ...html, "cache-control": "private" } }))).toBe(
      false,
    );
    expect(
      isShareableResponse(new Response("x", { headers: { ...html, "cache-control": "no-store" } })),
    ).toBe(false);
    expect(isShareableResponse(Response.json({}))).toBe(false);
  });
});

describe("page cache store", () => {
  const page = (body: string, storedAt: number) => ({
    parts: [Buffer.from(body)],
    status: 200,
    headers: [],
    storedAt,
  });
  const bodyOf = (key: string, cache: PageCache) => cache.get(key)?.parts.join("");

  it("serves a page until its time is up", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000, now: () => now });
    cache.set("a", page("A", now), cache.generation);
    now += 59_999;
    expect(bodyOf("a", cache)).toBe("A");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("evicts the least recently used pages to stay within its bytes", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 25, now: () => 0 });
    cache.set("a", page("x".repeat(9), 0), 0);
    cache.set("b", page("x".repeat(9), 0), 0);
    cache.get("a");
    cache.set("c", page("x".repeat(9), 0), 0);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.bytes).toBe(20);
    cache.set("huge", page("x".repeat(40), 0), 0);
    expect(cache.get("huge")).toBeUndefined();
  });

  it("lets go of pages nobody asked for again once their time is up, not only when the byte bound is reached", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000, now: () => now });
    cache.set("a", page("A", now), 0);
    cache.set("b", page("B", now), 0);
    expect(cache.bytes).toBe(4);
    now = 60_000;
    cache.set("c", page("C", now), 0);
    expect(cache.bytes).toBe(2);
    expect(bodyOf("c", cache)).toBe("C");
  });

  it("drops everything on invalidation and refuses pages rendered before it", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000, now: () => 0 });
    const renderStarted = cache.generation;
    cache.set("a", page("A", 0), renderStarted);
    cache.invalidate();
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", page("B", 0), renderStarted);
    expect(cache.get("b")).toBeUndefined();
  });
});

describe("serving through the page cache", () => {
  const path = "/de-de/sonnenbrillen/";
  const securityHeaders = (nonce: string) => ({ "content-security-policy": `script-src 'nonce-${nonce}'` });
  const serve = (cache: PageCache | undefined, served: Request, render: RenderPage) =>
    servePage(cache, policyOf, served, render, securityHeaders);
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  /** A render whose HTML carries its nonce, counting how often it ran. */
  function fakeRender(init: ResponseInit = {}) {
    const calls: { nonce: string; wholeDocument: boolean }[] = [];
    const render: RenderPage = async (_request, nonce, wholeDocument) => {
      calls.push({ nonce, wholeDocument });
      return new Response(`<script nonce="${nonce}">page ${calls.length}</script>`, {
        ...init,
        headers: { "content-type": "text/html; charset=utf-8", ...init.headers },
      });
    };
    return { calls, render };
  }

  it("answers a second anonymous GET from memory with the same page under a new nonce", async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const { calls, render } = fakeRender();
    const first = await serve(cache, request(path), render);
    const second = await serve(cache, request(path), render);
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(calls).toEqual([{ nonce: firstNonce, wholeDocument: true }]);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toBe("0");
    expect(secondNonce).toBeDefined();
    expect(secondNonce).not.toBe(firstNonce);
    const firstBody = await first.text();
    expect(await second.text()).toBe(firstBody.replace(firstNonce!, secondNonce!));
    const head = await serve(cache, request(path, { method: "HEAD" }), render);
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("neither serves nor stores pages for shoppers with a session, POSTs or cookie-setting answers", async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const { calls, render } = fakeRender();
    await serve(cache, request(path, { cookie: "eyewear_session=s" }), render);
    await serve(cache, request(path, { method: "POST" }), render);
    const personal = await serve(cache, request(path, { cookie: "eyewear_session=s" }), render);
    expect(personal.headers.has("x-cache")).toBe(false);
    expect(nonceOf(personal)).toBe(calls.at(-1)?.nonce);
    expect(calls.map((call) => call.wholeDocument)).toEqual([false, false, false]);
    expect(cache.bytes).toBe(0);

    const settingCookie = fakeRender({ headers: { "set-cookie": "a=b" } });
    await serve(cache, request(path), settingCookie.render);
    await serve(cache, request(path), settingCookie.render);
    expect(settingCookie.calls).toHaveLength(2);
  });

  it("renders again after shop data changed", async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const { calls, render } = fakeRender();
    await serve(cache, request(path), render);
    cache.invalidate();
    const after = await serve(cache, request(path), render);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(calls).toHaveLength(2);
  });

  it("renders every request without a cache", async () => {
    const { calls, render } = fakeRender();
    await serve(undefined, request(path), render);
    const second = await serve(undefined, request(path), render);
    expect(second.headers.has("x-cache")).toBe(false);
    expect(calls).toHaveLength(2);
  });
});
