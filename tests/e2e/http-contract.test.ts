import { DEFAULT_SEED, demoRareCases } from "@eyewear/demo-data";
import { SHOPS } from "@eyewear/shop-rules";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, { redirect: "manual", headers });
}

/** A product page path from a listing, read from the server-rendered HTML. */
async function firstProductPath(shop: string, category: string): Promise<string> {
  const html = await (await get(`/${shop}/${category}/`)).text();
  const match = new RegExp(`href="(/${shop}/p/[^"]+/)"`).exec(html);
  if (!match?.[1]) throw new Error(`no product link on /${shop}/${category}/`);
  return match[1];
}

describe("routing (rule:routing.preferred-shop)", () => {
  it("sends / to the shop of the saved language, else the browser language", async () => {
    expect((await get("/", { "accept-language": "pl-PL,pl;q=0.9" })).headers.get("location")).toBe("/pl-pl/");
    expect((await get("/", { "accept-language": "fr-CH" })).headers.get("location")).toBe("/fr-ch/");
    // A language alone goes to its home shop, not to the first shop that speaks it.
    expect((await get("/", { "accept-language": "de" })).headers.get("location")).toBe("/de-de/");
    expect((await get("/", { "accept-language": "it,de;q=0.5" })).headers.get("location")).toBe("/it-it/");
    expect((await get("/", { "accept-language": "de-AT" })).headers.get("location")).toBe("/de-at/");
    expect(
      (await get("/", { cookie: "fimSelectedLanguage=cs-cz", "accept-language": "de" })).headers.get(
        "location",
      ),
    ).toBe("/cs-cz/");
  });

  it("remembers a chosen language for 7 days in fimSelectedLanguage (rule:routing.preferred-shop)", async () => {
    const response = await get("/language/it-ch");
    expect(response.headers.get("location")).toBe("/it-ch/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^fimSelectedLanguage=it-ch; Max-Age=604800; Path=\/; SameSite=Lax/);
    expect((await get("/language/xx-yy")).status).toBe(404);
  });

  it("applies the engine's redirects to addresses nothing else answers: 301 or 302 as configured (rule:routing.redirects)", async () => {
    const moved = await get("/de-de/c/glasses/");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/de-de/brillen/");
    expect((await get("/de-de/brillen/")).status).toBe(200);
    const campaign = await get("/it-it/promo/");
    expect(campaign.status).toBe(302);
    const target = campaign.headers.get("location") ?? "";
    expect(target).toMatch(/^\/it-it\/[a-z-]+\/$/);
    expect((await get(target)).status).toBe(200);
    // Each shop has its own list; an address none of them names stays 404.
    expect((await get("/cs-cz/c/glasses/")).headers.get("location")).toMatch(/^\/cs-cz\//);
    expect((await get("/de-de/c/nirgendwo/")).status).toBe(404);
  });

  it("adds the trailing slash by a permanent redirect, keeping the query", async () => {
    const response = await get("/de-de/sonnenbrillen?page=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/de-de/sonnenbrillen/?page=2");
  });

  it("answers unknown shops, categories and products with 404 and the path", async () => {
    for (const path of [
      "/xx-yy/",
      "/de-de/gibt-es-nicht/",
      "/de-de/p/unbekannt-99999999/",
      "/de-de/p/ohne-id/",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(`Page Not Found: ${path}`);
    }
  });

  it("answers an inactive product with 404 (rule:catalogue.product-listed), while the seed's sold-out ones still have pages", async () => {
    // The shop runs on the default demo seed, whose rare cases put an inactive ("enrichment") product in ids 1–100.
    const rareCases = [...demoRareCases(DEFAULT_SEED, 0)];
    const productWith = (rareCase: string) => rareCases.find(([, kind]) => kind === rareCase)![0];
    expect((await get(`/de-de/p/produkt-${productWith("soldOut")}/`)).status).toBe(301);
    const path = `/de-de/p/produkt-${productWith("enrichment")}/`;
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`Page Not Found: ${path}`);
  });

  it("offers nothing of a temporarily not sellable product: every variant unavailable, no enabled buy button (rule:catalogue.availability-levels)", async () => {
    const rareCases = [...demoRareCases(DEFAULT_SEED, 0)];
    const id = rareCases.find(([, kind]) => kind === "temporarilyNotSellable")![0];
    const moved = await get(`/de-de/p/produkt-${id}/`);
    const html = await (await get(moved.headers.get("location")!)).text();
    expect(html).toMatch(/data-testid="add-to-basket"[^>]*disabled/);
    expect(html).not.toMatch(/Nur noch \d/);
  });

  it("redirects a product slug with a wrong name to the canonical one", async () => {
    const canonical = await firstProductPath("de-de", "brillen");
    const id = /-(\d+)\/$/.exec(canonical)?.[1];
    const response = await get(`/de-de/p/falscher-name-${id}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(canonical);
  });

  it("canonicalises listing pages: page=1 and invalid pages drop the parameter", async () => {
    for (const query of ["page=1", "page=-1", "page=abc"]) {
      const response = await get(`/de-de/brillen/?${query}`);
      expect(response.status, query).toBe(301);
      expect(response.headers.get("location")).toBe("/de-de/brillen/");
    }
    const beyond = await get("/de-de/brillen/?page=99999");
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("location")).toMatch(/^\/de-de\/brillen\/\?page=\d+$/);
  });
});

describe("listings (rule:catalogue.listing-sort, rule:catalogue.listing-kept-parameters)", () => {
  /** Prices on a listing page, in minor units, in page order. */
  function pricesOf(html: string): number[] {
    return [...html.matchAll(/data-testid="price">([^<]+)</g)].map((match) =>
      Math.round(Number(match[1]!.replace(/[^\d,]/g, "").replace(",", ".")) * 100),
    );
  }

  it("sorts by price in both directions", async () => {
    const ascending = pricesOf(await (await get("/de-de/brillen/?sort=price_asc")).text());
    const descending = pricesOf(await (await get("/de-de/brillen/?sort=price_desc")).text());
    expect(ascending.length).toBe(24);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  it("drops unknown parameters from the canonical URL and keeps page and sort", async () => {
    const html = await (await get("/de-de/brillen/?utm_source=mail&sort=price_desc&page=2")).text();
    expect(html).toContain(
      `<link rel="canonical" href="${baseUrl}/de-de/brillen/?page=2&amp;sort=price_desc"/>`,
    );
    expect(html).toContain('href="/de-de/brillen/?page=3&amp;sort=price_desc"');
  });

  it("redirects unknown and default sorts to the plain listing", async () => {
    for (const query of ["sort=name_asc", "sort=new_desc"]) {
      const response = await get(`/de-de/brillen/?${query}`);
      expect(response.status, query).toBe(301);
      expect(response.headers.get("location")).toBe("/de-de/brillen/");
    }
  });
});

describe("product pages (rule:catalogue.product-page-variant, rule:catalogue.lowest-prior-price)", () => {
  /** A product page's variants with their prices, as the engine tells them. */
  async function variantsOf(path: string): Promise<{ id: number; price: { withTax: number } }[]> {
    const engineAnswer = await fetch(
      `${baseUrl}/storefront-api/v1/products/${path.match(/-(\d+)\/$/)![1]}?shopId=10001&with=variants`,
      { headers: { "x-access-token": inject("engineToken") } },
    );
    return ((await engineAnswer.json()) as { variants: { id: number; price: { withTax: number } }[] })
      .variants;
  }

  it("drops variantid on contact lens pages", async () => {
    const product = await firstProductPath("de-de", "kontaktlinsen");
    expect(await (await get(product)).text()).toContain('data-product-kind="contact-lens-pdp"');
    // The lens page names no variant (its eyes choose values), so the engine tells one.
    const [, other] = (await variantsOf(product)).map((variant) => variant.id);
    const response = await get(`${product}?variantid=${other}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(product);
  });

  it("drops the cheapest variant's id on glasses pages and keeps another one", async () => {
    const html = await (await get("/de-de/brillen/")).text();
    const products = [...html.matchAll(/href="(\/de-de\/p\/[^"]+\/)"/g)].map((match) => match[1]!);
    for (const product of products) {
      const variants = await variantsOf(product);
      if (variants.length < 2) continue;
      // The cheapest, the first of equals (a stable sort keeps the engine's order).
      const byPrice = [...variants].sort((a, b) => a.price.withTax - b.price.withTax);
      const cheapest = await get(`${product}?variantid=${byPrice[0]!.id}`);
      expect(cheapest.status).toBe(301);
      expect(cheapest.headers.get("location")).toBe(product);
      expect((await get(`${product}?variantid=${byPrice.at(-1)!.id}`)).status).toBe(200);
      return;
    }
    throw new Error("no glasses product with two sizes on the first listing page");
  });

  it("drops a variantid that belongs to no variant of the product", async () => {
    const product = await firstProductPath("de-de", "brillen");
    const response = await get(`${product}?variantid=999999999`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(product);
  });

  it("shows the lowest price of the 30 days before a reduction next to reduced prices", async () => {
    const html = await (await get("/de-de/brillen/?sort=reduction_desc")).text();
    expect(html).toMatch(
      /data-testid="lowest-prior-price">Niedrigster Preis der letzten 30 Tage: [\d.,]+\s€/,
    );
  });
});

/** Width and height of a lossy WebP: its VP8 frame header carries them as 14-bit little-endian numbers. */
function webpSize(bytes: Uint8Array): [number, number] {
  const vp8 = bytes.findIndex((_, i) => bytes[i] === 0x9d && bytes[i + 1] === 0x01 && bytes[i + 2] === 0x2a);
  return [
    (bytes[vp8 + 3]! | (bytes[vp8 + 4]! << 8)) & 0x3fff,
    (bytes[vp8 + 5]! | (bytes[vp8 + 6]! << 8)) & 0x3fff,
  ];
}

describe("SEO", () => {
  it("gives the homepage its canonical URL, hreflang to all nine shops and social tags", async () => {
    const html = await (await get("/fr-ch/")).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/fr-ch/"/>`);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates.map((match) => match[1])).toEqual([...SHOPS.map((shop) => shop.locale), "x-default"]);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
  });

  it("draws the social image at 1200×630", async () => {
    const response = await get("/images/content/home-hero-sunglasses.webp?social=1");
    expect(response.status).toBe(200);
    expect(webpSize(new Uint8Array(await response.arrayBuffer()))).toEqual([1200, 630]);
  });
});

describe("search (rule:search.resolved-term-filters, rule:catalogue.listing-page-size)", () => {
  it("sends a term that names a category straight to it", async () => {
    const response = await get("/de-de/search/?term=Sonnenbrillen");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de-de/sonnenbrillen/");
  });

  it("sends a term that names a brand to its main category, filtered by the brand", async () => {
    const response = await get("/de-de/search/?term=Blickwerk");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", baseUrl);
    expect(location.pathname).toMatch(/^\/de-de\/[a-z-]+\/$/);
    expect(location.searchParams.getAll("brand")).toEqual(["blickwerk"]);
    const listing = await (await get(`${location.pathname}${location.search}`)).text();
    expect(listing).toMatch(/data-testid="result-count">\d+ Produkte</);
    expect(listing).toMatch(
      /<input(?=[^>]*type="checkbox")(?=[^>]*name="brand")(?=[^>]*value="blickwerk")(?=[^>]*checked)/,
    );
  });

  it("lists matching products with their count, 24 a page", async () => {
    const html = await (await get("/de-de/search/?term=schwarz")).text();
    expect(html).toMatch(/data-testid="result-count">\d+ Produkte</);
    expect([...html.matchAll(/data-testid="product-tile"/g)]).toHaveLength(24);
    expect(html).toContain('href="/de-de/search/?term=schwarz&amp;page=2"');
  });

  it("escapes markup in the term and copes with 5,000 characters", async () => {
    const script = await (
      await get(`/de-de/search/?term=${encodeURIComponent("<script>alert(1)</script>")}`)
    ).text();
    expect(script).not.toContain("<script>alert(1)</script>");
    expect(script).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect((await get(`/de-de/search/?term=${"a".repeat(5000)}`)).status).toBe(200);
    const longScript = "<script>alert(1)</script>".repeat(200);
    const long = await get(`/de-de/search/?term=${encodeURIComponent(longScript)}`);
    expect(long.status).toBe(200);
    expect(await long.text()).not.toContain("<script>alert(1)</script>");
  });
});

describe("content pages (rule:content.page-slugs, rule:content.components)", () => {
  it.each([
    ["/de-de/service/gebrauchsanweisungen/", "de-DE"],
    ["/it-ch/service/konformitaetserklaerungen/", "it-CH"],
    ["/fr-ch/protectiondesdonnees/", "fr-CH"],
    ["/pl-pl/ochronadanych/", "pl-PL"],
    ["/cs-cz/ochrana-udaju/", "cs-CZ"],
    ["/de-at/datenschutz/", "de-AT"],
    ["/it-it/protezionedeidati/", "it-IT"],
  ])("renders %s from the content service", async (path, lang) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
  });

  it("shows every tool block where the shop has the feature, and hides subscriptions where it has not", async () => {
    const components = async (path: string) =>
      [...(await (await get(path)).text()).matchAll(/data-component="([a-z_]+)"/g)].map((match) => match[1]);
    expect(await components("/de-de/inspiration/")).toEqual(
      expect.arrayContaining(["face_scan", "hearing_test", "prescription_loader", "product_subscription"]),
    );
    expect(await components("/pl-pl/inspiration/")).not.toContain("product_subscription");
  });
});

describe("error page content (rule:layout.error-page)", () => {
  it("shows the editors' not-found text in the shop's language with a link to its homepage", async () => {
    const response = await get("/fr-ch/nexiste-pas/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page introuvable</title>");
    expect(html).toMatch(/<a[^>]+href="\/fr-ch\/"[^>]*>Retour à l&#x27;accueil<\/a>/);
  });
});

describe("shops render in their language and currency", () => {
  it.each([
    ["de-de", "de-DE", "€"],
    ["pl-pl", "pl-PL", "zł"],
    ["fr-ch", "fr-CH", "CHF"],
    ["cs-cz", "cs-CZ", "Kč"],
    ["it-it", "it-IT", "€"],
  ])("%s", async (shop, lang, currency) => {
    const html = await (await get(`/${shop}/`)).text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(currency);
  });
});

describe("basket form input (bad input gets a 4xx, never a 500)", () => {
  async function postBasket(body: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${baseUrl}/de-de/basket/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(body),
    });
  }

  it.each(["0", "-1", "abc", "1000000000", ""])(
    "refuses quantity %j with a translated 400",
    async (quantity) => {
      const response = await postBasket({ intent: "add", variantId: "1", quantity });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Bitte geben Sie eine Menge zwischen 1 und 999 an.");
    },
  );

  it("refuses an unknown intent", async () => {
    expect((await postBasket({ intent: "explode" })).status).toBe(400);
  });

  it("answers an unknown variant with a 4xx", async () => {
    const response = await postBasket({ intent: "add", variantId: "999999999", quantity: "1" });
    expect(response.status).toBe(404);
  });

  it("refuses a cross-site post", async () => {
    const response = await postBasket(
      { intent: "add", variantId: "1", quantity: "1" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });

  it("never redirects to another site after adding", async () => {
    const product = await firstProductPath("de-de", "pflegemittel");
    const html = await (await get(product)).text();
    const variantId = /name="variantId" value="(\d+)"/.exec(html)?.[1];
    expect(variantId).toBeDefined();
    const response = await postBasket({
      intent: "add",
      variantId: variantId!,
      quantity: "1",
      redirectTo: "//evil.example/",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de-de/basket/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/eyewear_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("wishlist form input (rule:wishlist.add-one-target)", () => {
  async function postWishlist(body: Record<string, string>) {
    return fetch(`${baseUrl}/de-de/wishlist/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });
  }

  it.each(["abc", "-1", "0", ""])("refuses product id %j with a translated 400", async (productId) => {
    const response = await postWishlist({ intent: "toggle", productId });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Die Anfrage war ungültig. Bitte versuchen Sie es erneut.");
  });

  it("explains that an unknown product is unavailable, with the engine's 412", async () => {
    const response = await postWishlist({ intent: "toggle", productId: "99999999" });
    expect(response.status).toBe(412);
    expect(await response.text()).toContain("Dieser Artikel ist leider nicht verfügbar.");
  });

  it("answers removing from a wishlist the session does not have with 404", async () => {
    expect((await postWishlist({ intent: "remove", itemKey: "nothing" })).status).toBe(404);
  });
});

describe("shop RPC (rule:platform.rpc-procedures)", () => {
  function rpc(procedure: string, body: unknown, shopId = "10006") {
    return fetch(`${baseUrl}/api/rpc/${procedure}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-id": shopId },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  it("answers getUser without a user field for a visitor and getShopConfiguration for the shop", async () => {
    expect(await (await rpc("getUser", {})).json()).toEqual({});
    const configuration = (await (await rpc("getShopConfiguration", {})).json()) as { shopId: number };
    expect(configuration.shopId).toBe(10006);
  });

  it("reads stories of the shop's folder, the global folder and datasources in the shop's language", async () => {
    const page = (await (await rpc("getCmsStory", { payload: { slug: "protectiondesdonnees" } })).json()) as {
      story: { full_slug: string };
    };
    expect(page.story.full_slug).toBe("fr-ch/protectiondesdonnees");
    const notFound = (await (
      await rpc("getCmsContent", { payload: { slug: "not-found", global: true } })
    ).json()) as {
      content: { title: string };
    };
    expect(notFound.content.title).toBe("Page introuvable");
    const folder = (await (await rpc("getStoriesByFolder", { payload: { folder: "service" } })).json()) as {
      stories: { full_slug: string }[];
    };
    expect(folder.stories.map((story) => story.full_slug).sort()).toEqual([
      "fr-ch/service/gebrauchsanweisungen",
      "fr-ch/service/konformitaetserklaerungen",
      "fr-ch/service/uebersicht",
    ]);
    const entries = (await (
      await rpc("getDataSourceEntries", { payload: { datasource: "countries" } })
    ).json()) as {
      entries: unknown[];
    };
    expect(entries.entries.length).toBeGreaterThan(0);
  });

  it("logs a browser message", async () => {
    const response = await rpc("logMessage", {
      payload: { message: "from the test", level: "info", extras: { a: 1 } },
    });
    expect(await response.json()).toEqual({ logged: true });
  });

  it("refuses bad calls with a clear 4xx", async () => {
    expect((await rpc("getCmsStory", { payload: { slug: "../../etc/passwd" } })).status).toBe(400);
    expect((await rpc("getCmsStory", { payload: { slug: "gibt-es-nicht" } })).status).toBe(404);
    expect((await rpc("logMessage", { payload: { message: "x", level: "fatal" } })).status).toBe(400);
    expect((await rpc("noSuchProcedure", {})).status).toBe(404);
    expect((await rpc("constructor", {})).status).toBe(404);
    expect((await rpc("getUser", {}, "12345")).status).toBe(400);
    expect((await rpc("getUser", "not json")).status).toBe(400);
    expect((await get("/api/rpc/getUser")).status).toBe(405);
  });
});

describe("security", () => {
  it("sends strict security headers with a per-response script nonce", async () => {
    const first = await get("/de-de/");
    const second = await get("/de-de/");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps the engine token out of every page", async () => {
    const html = await (await get("/de-de/")).text();
    expect(html).not.toMatch(/X-Access-Token|storefrontApiToken/i);
  });

  it("requires the engine token and the content token", async () => {
    expect((await get("/storefront-api/v1/products/1?shopId=10002")).status).toBe(401);
    expect((await get("/content/v2/cdn/stories/de-de/home?token=wrong")).status).toBe(401);
  });
});

describe("images (rule:images.sizes)", () => {
  it("serves product images as webp with long-lived cache headers", async () => {
    const html = await (await get("/de-de/brillen/")).text();
    const src = /src="(\/images\/[a-f0-9]+\.webp\?w=320&amp;dpr=1)"/
      .exec(html)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(src).toBeDefined();
    const response = await get(src!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("draws each listed width at densities 1 and 2, height = width × 4/3 (rule:images.default-height)", async () => {
    const html = await (await get("/de-de/brillen/")).text();
    const path = /src="(\/images\/[a-f0-9]+\.webp)\?/.exec(html)?.[1];
    for (const [width, dpr] of [
      [320, 1],
      [320, 2],
      [1536, 1],
      [1536, 2],
    ] as const) {
      const response = await get(`${path}?w=${width}&dpr=${dpr}`);
      expect(response.status, `${width}@${dpr}`).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(webpSize(new Uint8Array(await response.arrayBuffer()))).toEqual([
        width * dpr,
        Math.round((width * dpr * 4) / 3),
      ]);
    }
    expect((await get(`${path}?w=320&dpr=3`)).status).toBe(400);
  });

  it("draws the 10×10 placeholder with ?placeholder=1, cached like every size (rule:images.placeholder)", async () => {
    const html = await (await get("/de-de/brillen/")).text();
    const path = /src="(\/images\/[a-f0-9]+\.webp)\?/.exec(html)?.[1];
    expect(html).toContain(`background-image:url(&quot;${path}?placeholder=1&quot;)`);
    const response = await get(`${path}?placeholder=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webpSize(new Uint8Array(await response.arrayBuffer()))).toEqual([10, 10]);
  });

  it("refuses sizes outside the listed widths", async () => {
    expect((await get("/images/abcdef12.webp?w=333")).status).toBe(400);
    expect((await get("/images/content/teaser-glasses.webp?w=99999")).status).toBe(400);
  });
});
