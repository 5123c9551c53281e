// Issue #5 acceptance: every catalogue page type in de-DE, fr-CH and cs-CZ at 375 and 1440 px, each with content and
// without serious or critical axe violations — home, a filtered listing, search results, a product page of each kind
// (rule:catalogue.product-kind), wishlist and basket.
import { listingImageHash, type ProductKind, shopByCode, showsModelImage } from "@eyewear/shop-rules";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { gotoHydrated, it, Shopper, seriousAxeViolations } from "./kit.ts";

const baseUrl = inject("baseUrl");
const engineToken = inject("engineToken");

const PRODUCT_KINDS: readonly ProductKind[] = [
  "glasses-pdp",
  "correctional-glasses",
  "contact-lens-pdp",
  "cleaning-fluid-pdp",
  "merch-pdp",
  "hearing-aids-merch-pdp",
];

/** What a shop's pages are tested with, found through its engine-backed listings. */
interface ShopSample {
  listing: string;
  brand: string;
  products: Map<ProductKind, { href: string; purchasable: boolean }>;
}

/** Opens the first product of each top menu listing (without JavaScript, for speed) until every kind is found. */
async function sampleShop(shopper: Shopper, shop: string): Promise<ShopSample> {
  const context = await shopper.context({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/${shop}/`);
  const listings = [
    ...new Set(
      await page
        .locator("[data-flyout-opener]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")),
    ),
  ];
  const products: ShopSample["products"] = new Map();
  let brand = "";
  for (const listing of listings) {
    if (products.size === PRODUCT_KINDS.length) break;
    await page.goto(listing);
    brand ||= (await page.locator("[data-testid=filter-brand] input").first().getAttribute("value")) ?? "";
    const href = await page.getByTestId("product-tile").getByRole("link").first().getAttribute("href");
    if (!href) continue;
    await page.goto(href);
    const kind = (await page.locator("[data-product-kind]").getAttribute("data-product-kind")) as ProductKind;
    const purchasable = await page.getByTestId("add-to-basket").isEnabled();
    if (!products.has(kind)) products.set(kind, { href, purchasable });
  }
  await context.close();
  return { listing: listings[0] ?? `/${shop}/`, brand, products };
}

/** The number in the result count line ("532 Produkte"). */
async function resultCount(page: Page): Promise<number> {
  return Number((await page.getByTestId("result-count").textContent())?.replace(/\D/g, ""));
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page), page.url()).toEqual([]);
}

/**
 * Every product image of the page comes from the image endpoint at densities 1 and 2, with sizes
 * (rule:images.sizes).
 */
async function expectResponsiveProductImages(page: Page): Promise<void> {
  const images = await page
    .locator("img[src^='/images/']:not([src^='/images/content/'])")
    .evaluateAll((elements) =>
      elements.map((image) => ({
        src: image.getAttribute("src") ?? "",
        srcset: image.getAttribute("srcset") ?? "",
        sizes: image.getAttribute("sizes") ?? "",
      })),
    );
  expect(images.length, page.url()).toBeGreaterThan(0);
  for (const { src, srcset, sizes } of images) {
    const [, path, width] = /^(\/images\/[a-f0-9]+\.webp)\?w=(\d+)&dpr=1$/.exec(src) ?? [];
    expect(path, src).toBeDefined();
    expect(srcset).toBe(`${src} ${width}w, ${path}?w=${width}&dpr=2 ${Number(width) * 2}w`);
    expect(sizes).not.toBe("");
  }
}

const SHOPS = [
  { shop: "de-de", term: "schwarz", shopIndex: 0 },
  { shop: "fr-ch", term: "noir", shopIndex: 1 },
  { shop: "cs-cz", term: "modrá", shopIndex: 2 },
];
const WIDTHS = [375, 1440];
/** How long a header badge may take to follow a wishlist or basket change on this busy machine. */
const POLL = { timeout: 10_000 };

/**
 * A contact lens goes into the basket per eye (rule:contact-lenses.per-eye-order): the right eye's first offered
 * value of every choice and one box, the left eye left empty.
 */
async function chooseRightEye(page: Page): Promise<void> {
  for (const choice of await page.getByTestId("lens-eye-right").locator("select").all()) {
    const value = await choice.evaluate(
      (select) =>
        [...(select as HTMLSelectElement).options].find((option) => option.value && !option.disabled)?.value,
    );
    await choice.selectOption(value ?? "");
  }
  await page.getByTestId("lens-quantity-right").fill("1");
}

/**
 * The full product names of links that may show a short title (rule:catalogue.title-length): the accessible
 * name, else the text.
 */
function fullNames(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("aria-label") ?? element.textContent ?? ""),
  );
}

/**
 * The product kinds checked in one shop at one width: every other one, alternating, so that each shop covers every
 * kind over its two widths and each width every kind over the shops, at half the page loads.
 */
function kindsFor(shopIndex: number, widthIndex: number): ProductKind[] {
  return PRODUCT_KINDS.filter((_, kindIndex) => (kindIndex + shopIndex + widthIndex) % 2 === 0);
}

describe.each(SHOPS)("catalogue pages in $shop", ({ shop, term, shopIndex }) => {
  let sample: ShopSample;

  it.beforeAll(async ({ browser }) => {
    sample = await sampleShop(new Shopper(browser), shop);
  });

  it.for(WIDTHS)(
    "at %i px: content and no serious axe violation on every page type",
    async (width, { shopper }) => {
      expect([...sample.products.keys()].sort()).toEqual([...PRODUCT_KINDS].sort());
      const page = await shopper.page({ width });

      await gotoHydrated(page, `/${shop}/`);
      const newArrivals = page.locator("section[aria-labelledby=new-arrivals]").getByTestId("product-tile");
      expect(await newArrivals.count()).toBeGreaterThan(0);
      await expectAccessible(page);

      await gotoHydrated(page, `${sample.listing}?${new URLSearchParams({ brand: sample.brand })}`);
      expect(await resultCount(page)).toBeGreaterThan(0);
      expect(await page.getByTestId("product-tile").count()).toBeGreaterThan(0);
      // Below lg the filter panel starts folded, so the ticked box is looked up in the markup.
      expect(await page.locator("[data-testid=filter-brand] input:checked").count()).toBe(1);
      await expectResponsiveProductImages(page);
      await expectAccessible(page);

      await gotoHydrated(page, `/${shop}/search/?${new URLSearchParams({ term })}`);
      expect(await page.getByTestId("search-heading").textContent()).toContain(term);
      expect(await page.getByTestId("product-tile").count()).toBeGreaterThan(0);
      await expectAccessible(page);

      const kinds = kindsFor(shopIndex, WIDTHS.indexOf(width));
      // The basket needs a purchasable product: the first of the kinds checked here, else any sampled one.
      const toBasket =
        kinds.find((kind) => sample.products.get(kind)!.purchasable) ??
        [...sample.products].find(([, product]) => product.purchasable)![0];
      if (!kinds.includes(toBasket)) kinds.push(toBasket);
      let wishlisted = "";
      let basketed = "";
      for (const kind of kinds) {
        await gotoHydrated(page, sample.products.get(kind)!.href);
        expect(await page.locator("[data-product-kind]").getAttribute("data-product-kind")).toBe(kind);
        const name = (await page.getByTestId("product-name").textContent()) ?? "";
        expect(name.trim()).not.toBe("");
        await expectResponsiveProductImages(page);
        await expectAccessible(page);
        if (!wishlisted) {
          await page.getByTestId("wishlist-toggle").click();
          await expect.poll(() => page.getByTestId("wishlist-count").textContent(), POLL).toBe("1");
          wishlisted = name;
        }
        if (kind === toBasket) {
          if (kind === "contact-lens-pdp") await chooseRightEye(page);
          await page.getByTestId("add-to-basket").click();
          await expect.poll(() => page.getByTestId("basket-count").textContent(), POLL).toBe("1");
          basketed = name;
        }
      }

      await gotoHydrated(page, `/${shop}/wishlist/`);
      expect(await fullNames(page.getByTestId("wishlist-item-name"))).toEqual([wishlisted]);
      await expectAccessible(page);

      await gotoHydrated(page, `/${shop}/basket/`);
      expect(await fullNames(page.getByTestId("basket-item-name"))).toEqual([basketed]);
      await expectAccessible(page);
    },
  );
});

describe("ropo listing (rule:ropo.supported-product)", () => {
  it("lists the ropo-supported products with filters and paging without JavaScript; 404 where ropo is off", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    expect((await page.goto("/de-de/ropo-plp/"))?.status()).toBe(200);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(24);
    expect(await page.getByTestId("product-tile").count()).toBe(24);
    // The shop's ropo category is /sonnenbrillen/: the ropo listing holds exactly its products.
    await page.goto("/de-de/sonnenbrillen/");
    expect(await resultCount(page)).toBe(total);

    await page.goto("/de-de/ropo-plp/");
    await page.locator("a[rel=next]").click();
    await page.waitForURL(/\/de-de\/ropo-plp\/\?page=2$/);
    expect(await page.getByTestId("product-tile").count()).toBe(Math.min(24, total - 24));

    const brand = page.getByTestId("filter-brand").getByRole("checkbox").first();
    const brandSlug = (await brand.getAttribute("value")) ?? "";
    await brand.check();
    await page.getByTestId("filters-apply").click();
    // A new filter starts again at page 1: the page parameter is gone.
    await page.waitForURL(new RegExp(`/de-de/ropo-plp/\\?brand=${brandSlug}(&|$)`));
    expect(await resultCount(page)).toBeLessThan(total);
    expect(await page.getByTestId("filter-category").count()).toBe(0);

    await page.getByTestId("product-tile").getByRole("link").first().click();
    await page.waitForURL(/\/p\//);
    expect(await page.getByTestId("ropo-link").getAttribute("href")).toBe("/de-de/ropo-plp/");

    await page.goto("/de-de/brillen/");
    await page.getByTestId("product-tile").getByRole("link").first().click();
    await page.waitForURL(/\/p\//);
    expect(await page.getByTestId("ropo-link").count()).toBe(0);

    expect((await page.goto("/cs-cz/ropo-plp/"))?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
  });
});

describe("product tiles on a listing (rule:catalogue.badge-priority, rule:images.listing-model-image)", () => {
  /** The badge priority as de-DE labels: new, sold out, online exclusive, sustainable, premium. */
  const BADGES = ["Neu", "Ausverkauft", "Nur online", "Nachhaltig", "Premium"];

  /** Each tile's badge text on the page ("" without a badge). */
  const tileBadges = (page: Page) =>
    page
      .getByTestId("product-tile")
      .evaluateAll((tiles) => tiles.map((tile) => tile.querySelector(":scope > span")?.textContent ?? ""));

  it("shows the badge of a product's highest-priority flag, found through the listing's toggles", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    /** The badges of the listing with the toggles on; each must rank at most `highest` in the priority. */
    async function badgesWith(query: string, highest: string): Promise<string[]> {
      await page.goto(`/de-de/brillen/?${query}`);
      const badges = await tileBadges(page);
      for (const badge of badges) {
        expect(BADGES.indexOf(badge), `${query}: ${badge}`).toBeGreaterThanOrEqual(0);
        expect(BADGES.indexOf(badge), `${query}: ${badge}`).toBeLessThanOrEqual(BADGES.indexOf(highest));
      }
      return badges;
    }
    const newOnes = await badgesWith("isNew=true", "Neu");
    expect(newOnes.length).toBeGreaterThan(0);
    expect(await badgesWith("isOnlineOnly=true", "Nur online")).toContain("Nur online");
    expect(await badgesWith("isSustainable=true", "Nachhaltig")).toContain("Nachhaltig");
    expect(await badgesWith("isPremium=true", "Premium")).toContain("Premium");
    // A sustainable premium product is labelled sustainable, an online-only new one new.
    await badgesWith("isSustainable=true&isPremium=true", "Nachhaltig");
    await badgesWith("isOnlineOnly=true&isNew=true", "Neu");
  });

  it("shows the model image on every 5th tile across pages, else the first image, as the engine lists them", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false, width: 375 });
    const { shopId } = shopByCode("cs-cz")!;
    await page.goto("/cs-cz/");
    // The first top menu listing: the glasses, whose products have model images.
    const listing = await page.locator("[data-flyout-opener]").first().getAttribute("href");
    let modelImagesShown = 0;
    for (const [pageIndex, query] of ["", "?page=2"].entries()) {
      await page.goto(`${listing}${query}`);
      const tiles = await page.getByTestId("product-tile").evaluateAll((elements) =>
        elements.map((tile) => ({
          id: Number(/-(\d+)\/$/.exec(tile.querySelector("a")?.getAttribute("href") ?? "")?.[1]),
          hash: /\/images\/([0-9a-f]+)\./.exec(tile.querySelector("img")?.getAttribute("src") ?? "")?.[1],
        })),
      );
      expect(tiles.length).toBe(24);
      await Promise.all(
        tiles.map(async (tile, index) => {
          const position = pageIndex * 24 + index;
          const response = await fetch(
            `${baseUrl}/storefront-api/v1/products/${tile.id}?shopId=${shopId}&with=images.attributes:key(imageType)`,
            { headers: { "x-access-token": engineToken } },
          );
          const product = (await response.json()) as {
            images: { hash: string; attributes?: { imageType?: { values: { value: string } } } }[];
          };
          const images = product.images.map((image) => ({
            hash: image.hash,
            imageType: image.attributes?.imageType?.values.value,
          }));
          expect(tile.hash, `tile ${position}`).toBe(listingImageHash(images, position));
          if (showsModelImage(position) && tile.hash !== images[0]?.hash) modelImagesShown++;
        }),
      );
    }
    expect(modelImagesShown, "5th tiles whose product has a model image").toBeGreaterThan(0);
  });
});
