/**
 * Issue #18 (search engines), against the real request handler with a demo catalogue larger than one engine page
 * and the seeded content: the sitemap index and every shop's sitemap list every product the engine has
 * (rule:seo.sitemap); the home, listing, product, content and branch pages of de-DE and pl-PL carry a localised
 * title and description, an absolute canonical, hreflang alternates, social tags and robots (rule:seo.page-meta);
 * their JSON-LD passes the schema.org checks and the product's offer says the engine's price, currency and
 * availability (rule:seo.structured-data).
 */
import type { DatabaseHandle } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import {
  availabilityOf,
  firstAttributeValue,
  isLensPart,
  SHOPS,
  type ShopConfig,
  shopByCode,
} from "@eyewear/shop-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath } from "../../app/platform/product-view.ts";
import { schemaOrgProblems } from "../schema-org.ts";
import { contentBackedServices, demoShopDatabase, engineClient, testEngine } from "./request-scope.ts";
import { type StorefrontHandler, storefrontHandlerOfFile } from "./storefront-handler.ts";

const ENGINE = testEngine("search-engines");
const ORIGIN = "http://shop.test";
/** More products than one page of the engine's product query (200), so the sitemap has to page through them. */
const PRODUCT_COUNT = 260;
/** The test's own page size, other than the sitemap's, so the two do not share a paging mistake. */
const TEST_PAGE_SIZE = 90;

const storefront = storefrontHandlerOfFile();

const DE = shopByCode("de-de")!;
const PL = shopByCode("pl-pl")!;

/** Every product page path of the shop, read straight from the engine. */
async function engineProductPaths(shop: ShopConfig): Promise<{ total: number; paths: string[] }> {
  const client = engineClient(ENGINE, shop.shopId);
  const paths: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const result = await client.products.query({
      pagination: { page, perPage: TEST_PAGE_SIZE },
      with: { attributes: "all" },
    });
    total = result.pagination.total;
    for (const product of result.entities)
      if (!isLensPart(firstAttributeValue(product.attributes, "productType")?.value))
        paths.push(productPath(shop.code, product));
    if (page >= result.pagination.last) return { total, paths };
  }
}

/** The `<loc>` URLs of a sitemap or sitemap index. */
const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

/** The head's tags as attribute maps: `<meta>` and `<link>`, with React's attribute spelling. */
function headTags(html: string, tag: "meta" | "link"): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((attribute) => [
        attribute[1]!.toLowerCase(),
        attribute[2]!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"'),
      ]),
    ),
  );
}

/** What a page tells search engines in its head. */
function pageMeta(html: string) {
  const metas = headTags(html, "meta");
  const links = headTags(html, "link");
  const content = (key: string) => metas.find((meta) => meta.name === key || meta.property === key)?.content;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: content("description"),
    robots: content("robots"),
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href),
    alternates: links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => ({ hreflang: link.hreflang!, href: link.href! })),
    content,
  };
}

/** The page's JSON-LD objects, parsed. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });

describe.each(testDatabaseKinds())("what search engines are given (%s)", (kind) => {
  let database: DatabaseHandle;
  let handle: StorefrontHandler;
  const sitemaps = new Map<string, string[]>();

  const get = (path: string, headers: Record<string, string> = {}) =>
    handle(new Request(`${ORIGIN}${path}`, { headers }), "192.0.2.70");

  beforeAll(async () => {
    database = await demoShopDatabase(kind, ENGINE, { productCount: PRODUCT_COUNT });
    handle = await storefront.handlerFor(await contentBackedServices(database.db, ENGINE));
  });
  afterAll(() => database?.close());

  it("names every shop's sitemap in /sitemap.xml, and robots.txt names the index", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(locsOf(await index.text())).toEqual(SHOPS.map((shop) => `${ORIGIN}/${shop.code}/sitemap.xml`));
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it.each([DE, PL].map((shop) => [shop.code, shop] as const))(
    "lists every product of %s, its categories, content and branch pages",
    async (code, shop) => {
      const response = await get(`/${code}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
      const xml = await response.text();
      const urls = locsOf(xml);
      // The home page names itself in every shop.
      for (const other of SHOPS)
        expect(xml).toContain(
          `<xhtml:link rel="alternate" hreflang="${other.locale}" href="${ORIGIN}/${other.code}/"/>`,
        );
      sitemaps.set(code, urls);
      const engine = await engineProductPaths(shop);
      expect(engine.total).toBeGreaterThan(200);
      const listedProducts = urls.filter((url) => url.startsWith(`${ORIGIN}/${code}/p/`));
      expect(listedProducts.length).toBe(engine.paths.length);
      expect(new Set(listedProducts)).toEqual(new Set(engine.paths.map((path) => `${ORIGIN}${path}`)));
      expect(urls).toContain(`${ORIGIN}/${code}/`);
      expect(urls).toContain(`${ORIGIN}/${code}/niederlassungen/`);
      expect(urls.some((url) => /\/niederlassungen\/[^/]+\/\d+\/$/.test(url))).toBe(true);
      expect(urls.every((url) => url.startsWith(`${ORIGIN}/${code}/`))).toBe(true);
      expect(new Set(urls).size).toBe(urls.length);
    },
  );

  it("answers an unknown shop's or page's sitemap with 404, never 5xx", async () => {
    expect((await get("/xx-xx/sitemap.xml")).status).toBe(404);
    expect((await get("/de-de/sitemap.xml?page=2")).status).toBe(404);
    expect((await get("/de-de/sitemap.xml?page=-1")).status).toBe(404);
  });

  /** One page of each kind from the shop's sitemap: a listing, a product, a content page and a branch. */
  const pagesOf = (code: string) => {
    const urls = sitemaps.get(code) ?? [];
    const path = (url: string | undefined) => (url ? new URL(url).pathname : "");
    const notOther = (url: string) => !/\/(p|niederlassungen)\//.test(url) && url !== `${ORIGIN}/${code}/`;
    return {
      home: `/${code}/`,
      product: path(urls.find((url) => url.includes(`/${code}/p/`))),
      branch: path(urls.find((url) => /\/niederlassungen\/[^/]+\/\d+\/$/.test(url))),
      others: urls.filter(notOther).map(path),
    };
  };

  it.each([DE, PL].map((shop) => [shop.code, shop] as const))(
    "gives the home, a listing, a product, a content and a branch page of %s their meta",
    async (code, shop) => {
      const { home, product, branch, others } = pagesOf(code);
      // The sitemap's other pages are categories and content pages; the first answering as a listing and the
      // first answering as a content page are checked.
      const kinds = new Map<string, string>();
      for (const path of others) {
        if (kinds.has("listing") && kinds.has("content")) break;
        const html = await (await get(path)).text();
        const kind =
          html.includes('data-testid="product-grid"') || html.includes("BreadcrumbList")
            ? "listing"
            : "content";
        if (!kinds.has(kind)) kinds.set(kind, path);
      }
      expect([...kinds.keys()].sort()).toEqual(["content", "listing"]);
      const listing = kinds.get("listing")!;
      for (const path of [home, listing, product, kinds.get("content")!, branch]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        const meta = pageMeta(await response.text());
        expect(meta.title, path).toBeTruthy();
        expect(meta.description, path).toBeTruthy();
        expect(meta.robots, path).toBe("index, follow");
        expect(meta.canonical, path).toEqual([`${ORIGIN}${path}`]);
        // Categories are the shop's own (their names and slugs translated); the API names no shared key for them.
        if (path !== listing)
          expect(meta.alternates, path).toContainEqual({ hreflang: shop.locale, href: `${ORIGIN}${path}` });
        for (const key of ["og:title", "og:description", "og:url", "twitter:card", "twitter:title"])
          expect(meta.content(key), `${path} ${key}`).toBeTruthy();
        if (meta.content("og:image")) {
          expect(meta.content("og:image:width"), path).toBe("1200");
          expect(meta.content("og:image:height"), path).toBe("630");
        }
      }
      // The home pages of all shops are each other's alternates; x-default lets "/" choose.
      const homeMeta = pageMeta(await (await get(home)).text());
      expect(homeMeta.alternates.map((alternate) => alternate.hreflang).sort()).toEqual(
        [...SHOPS.map((other) => other.locale), "x-default"].sort(),
      );
      // A product page shows its social image at 1200×630 and names the same product in the other shops, each a
      // page that answers.
      const productMeta = pageMeta(await (await get(product)).text());
      expect(productMeta.content("og:image")).toMatch(
        new RegExp(`^${ORIGIN}/images/[a-f0-9]+\\.webp\\?social=1$`),
      );
      expect(productMeta.alternates.length).toBeGreaterThan(1);
      for (const alternate of productMeta.alternates)
        expect((await get(new URL(alternate.href).pathname)).status, alternate.href).toBe(200);
    },
  );

  it.each([DE, PL].map((shop) => [shop.code, shop] as const))(
    "tells search engines not to index search results, the basket and the account in %s",
    async (code) => {
      for (const path of [`/${code}/search/?term=rund`, `/${code}/basket/`, `/${code}/signin/`]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(pageMeta(await response.text()).robots, path).toMatch(/^noindex/);
      }
    },
  );

  it.each([DE, PL].map((shop) => [shop.code, shop] as const))(
    "gives %s's product page a Product whose offer is the engine's price, currency and availability",
    async (code, shop) => {
      const { product, branch } = pagesOf(code);
      const html = await (await get(product)).text();
      const data = jsonLdOf(html);
      expect(data.flatMap(schemaOrgProblems)).toEqual([]);
      expect(data.map((entry) => entry["@type"]).sort()).toEqual(["BreadcrumbList", "Product"]);
      const productId = Number(/-(\d+)\/$/.exec(product)![1]);
      const engineProduct = await engineClient(ENGINE, shop.shopId).products.getById(productId, {
        with: { variants: { stock: "all" } },
      });
      const offer = (data.find((entry) => entry["@type"] === "Product")!.offers ?? {}) as Record<
        string,
        unknown
      >;
      const variants = engineProduct.variants ?? [];
      const shown = variants.find((variant) => (variant.price.withTax / 100).toFixed(2) === offer.price);
      expect(shown, `an engine variant priced ${String(offer.price)}`).toBeDefined();
      expect(offer.priceCurrency).toBe(shop.currency);
      expect(offer.url).toBe(`${ORIGIN}${product}`);
      expect(offer.availability).toBe(
        availabilityOf(shown!.stock!, engineProduct.isSoldOut).kind === "unavailable"
          ? "https://schema.org/OutOfStock"
          : "https://schema.org/InStock",
      );
      // The script carries the response's CSP nonce.
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
        (await get(product)).headers.get("content-security-policy") ?? "",
      );
      expect(nonce).not.toBeNull();
      expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+"/);
      // A listing has its breadcrumb, the home page the organisation, a branch the optician.
      const homeData = jsonLdOf(await (await get(`/${code}/`)).text());
      expect(homeData.map((entry) => entry["@type"])).toEqual(["Organization"]);
      const branchData = jsonLdOf(await (await get(branch)).text());
      expect(branchData.map((entry) => entry["@type"])).toEqual(["Optician"]);
      expect([...homeData, ...branchData].flatMap(schemaOrgProblems)).toEqual([]);
    },
  );
});
