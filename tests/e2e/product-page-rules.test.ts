// Issue #5 part 4 (docs/decisions/0040-product-page-titles-siblings-gallery-delivery-quantity-lock.md): short titles
// on tiles, colour siblings keeping the frame size, the image gallery with and without JavaScript, the delivery
// range, and the quantity lock on the product page and in the basket, in de-DE, fr-CH and cs-CZ at 375 and 1440 px.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { gotoHydrated, it, seriousAxeViolations } from "./kit.ts";

const baseUrl = inject("baseUrl");

/** The shop texts of a language, to expect exactly what the page should say. */
function shopTexts(language: string) {
  const file = resolve(import.meta.dirname, `../../apps/storefront/app/locales/shop/${language}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as {
    product: { deliveryRange: string };
    availability: { asap: string };
    basket: { error: { quantityLocked: string; variantAlreadyPresent: string } };
  };
}

/** The delivery range as the page words it (rule:catalogue.delivery-estimate). */
function deliveryText(language: string, min: number, max: number): string {
  return shopTexts(language)
    .product.deliveryRange.replace("{{min}}", String(min))
    .replace("{{max}}", String(max));
}

/** The HTML of a shop page, fetched without a browser to find products for the checks. */
async function html(path: string): Promise<string> {
  return (await fetch(`${baseUrl}${path}`)).text();
}

function productLinks(page: string): string[] {
  return [...new Set([...page.matchAll(/href="(\/de-de\/p\/[^"]+)"/g)].map((match) => match[1]!))];
}

/** The first of the product pages that passes the test. */
async function firstProductPage(
  wanted: string,
  paths: string[],
  test: (page: string) => boolean,
): Promise<string> {
  for (const path of paths) if (test(await html(path))) return path;
  throw new Error(`no product page of ${paths.length} is ${wanted}`);
}

const count = (page: string, pattern: RegExp) => page.match(pattern)?.length ?? 0;

/** The size radios of a product page that are not disabled. */
const sellableSizes = (page: string) =>
  [...page.matchAll(/<input[^>]*name="variantId"[^>]*>/g)].filter(
    ([input]) => input.includes('type="radio"') && !input.includes("disabled"),
  ).length;

/** The same product in another shop: the canonical slug answers a redirect from any slug with its id. */
const inShop = (path: string, shop: string) => path.replace("/de-de/", `/${shop}/`);

let lockedProduct: string;
let framedProduct: string;

beforeAll(async () => {
  // Microfibre cloths are one-per-order giveaways (demo data quantityChangeLock); one that can be bought
  const cloths = productLinks(await html("/de-de/search/?term=Microfibre"));
  lockedProduct = await firstProductPage(
    "a locked product that can be bought",
    cloths,
    (page) => page.includes('data-testid="quantity-locked"') && page.includes('data-testid="delivery-range"'),
  );
  // Frames in several colours and at least two sellable sizes
  const home = await html("/de-de/");
  const listing = home.match(
    /<a[^>]*data-flyout-opener[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*data-flyout-opener/,
  );
  framedProduct = await firstProductPage(
    "a frame in several colours and sizes",
    productLinks(await html(listing?.[1] ?? listing?.[2] ?? "/de-de/")),
    (page) => count(page, /data-testid="colour-sibling"/g) >= 2 && sellableSizes(page) >= 2,
  );
});

async function checkedSize(page: Page): Promise<string> {
  return page.locator('label:has(input[name="variantId"]:checked) > span').first().innerText();
}

describe("product page rules of issue #5 part 4", () => {
  it.for([
    { shop: "de-de", width: 375 },
    { shop: "fr-ch", width: 1440 },
    { shop: "cs-cz", width: 375 },
  ])(
    "shows short titles on $shop tiles at $width px with the full name as the link's name",
    async ({ shop, width }, { shopper }) => {
      const page = await shopper.page({ width, javaScriptEnabled: false });
      await page.goto(`/${shop}/search/?term=Microfibre`);
      const link = page.getByTestId("product-tile").first().getByRole("link");
      const shortName = (await link.innerText()).trim();
      const fullName = (await link.getAttribute("aria-label")) ?? "";
      expect(shortName).toMatch(/…$/);
      expect(shortName.length).toBeLessThanOrEqual(22);
      expect(fullName.startsWith(shortName.slice(0, -1))).toBe(true);
      expect(await link.getAttribute("title")).toBe(fullName);
      // The name leads with the brand, so the tile shows no brand line above it (rule:catalogue.product-title).
      const brandWord = fullName.split(" ")[0]!;
      const tileText = await page.getByTestId("product-tile").first().innerText();
      expect(tileText.split(brandWord).length - 1).toBe(1);
      await page.goto((await link.getAttribute("href")) ?? "");
      expect(await page.getByTestId("product-name").innerText()).toBe(fullName);
      // The name already leads with the brand, so the page title names it once (rule:catalogue.product-title).
      expect(await page.title()).toBe(fullName);
    },
  );

  it.for([
    { shop: "de-de", language: "de", width: 1440 },
    { shop: "fr-ch", language: "fr", width: 375 },
  ])(
    "switches colour in $shop at $width px keeping the frame size, and shows the chosen size's delivery range",
    async ({ shop, language, width }, { shopper }) => {
      const page = await shopper.page({ width });
      await gotoHydrated(page, inShop(framedProduct, shop));
      const texts = shopTexts(language);
      const sizes = page.locator('input[name="variantId"]:not([disabled])');
      await sizes.last().check();
      const size = await checkedSize(page);
      const chosenAsap = (
        await page.locator('label:has(input[name="variantId"]:checked)').innerText()
      ).includes(texts.availability.asap);
      expect(await page.getByTestId("delivery-range").innerText()).toBe(
        chosenAsap ? deliveryText(language, 5, 10) : deliveryText(language, 1, 3),
      );
      // The sibling links follow the size shown on arrival: come back with it named in the address.
      await gotoHydrated(
        page,
        `${page.url().split("?")[0]}?variantid=${await sizes.last().getAttribute("value")}`,
      );
      expect(await checkedSize(page)).toBe(size);
      const colours = page.getByTestId("colour-siblings");
      expect(await colours.getAttribute("aria-label")).toBeTruthy();
      const other = colours.locator('a:not([aria-current="page"])').first();
      const otherPath = (await other.getAttribute("href"))?.split("?")[0] ?? "";
      await other.click();
      await page.waitForURL((url) => url.pathname === otherPath);
      expect(await checkedSize(page)).toBe(size);
      expect(await colours.locator('[aria-current="page"]').getAttribute("href")).toBe(otherPath);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it("switches the gallery's main image with JavaScript in cs-CZ at 375 px and lists every image without it in de-DE at 1440 px", async ({
    shopper,
  }) => {
    const context = await shopper.context({ width: 375 });
    const page = await context.newPage();
    await gotoHydrated(page, inShop(framedProduct, "cs-cz"));
    const mainImage = page.getByTestId("product-main-image").locator("img");
    const thumbnails = page.getByTestId("gallery-thumbnail");
    expect(await thumbnails.first().getAttribute("aria-pressed")).toBe("true");
    const second = thumbnails.nth(1);
    const secondHash = (await second.locator("img").getAttribute("src"))?.match(/images\/(\w+)\./)?.[1];
    await second.click();
    await expect.poll(() => mainImage.getAttribute("src")).toContain(`${secondHash}.webp?w=768`);
    expect(await second.getAttribute("aria-pressed")).toBe("true");
    await context.close();

    const withoutScript = await shopper.context({ javaScriptEnabled: false });
    const staticPage = await withoutScript.newPage();
    await staticPage.goto(framedProduct);
    const links = staticPage.getByTestId("gallery-link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toMatch(/^\/images\/\w+\.webp\?w=1024/);
    const mainHash = (
      await staticPage.getByTestId("product-main-image").locator("img").getAttribute("src")
    )?.match(/images\/(\w+)\./)?.[1];
    expect(hrefs[0]).toContain(`${mainHash}.webp`);
    await withoutScript.close();
  });

  it.for([
    { shop: "de-de", language: "de", width: 1440, javaScript: false },
    { shop: "cs-cz", language: "cs", width: 375, javaScript: true },
  ])(
    "sells a locked product one at a time in $shop at $width px (JavaScript $javaScript): no quantity field on the page or in the basket",
    async ({ shop, language, width, javaScript }, { shopper }) => {
      const page = await shopper.page({ width, javaScriptEnabled: javaScript });
      page.setDefaultTimeout(10_000);
      if (javaScript) await gotoHydrated(page, inShop(lockedProduct, shop));
      else await page.goto(inShop(lockedProduct, shop));
      expect(await page.locator('input[type="number"][name="quantity"]').count()).toBe(0);
      expect(await page.locator('input[type="hidden"][name="quantity"]').getAttribute("value")).toBe("1");
      expect([deliveryText(language, 1, 3), deliveryText(language, 5, 10)]).toContain(
        await page.getByTestId("delivery-range").innerText(),
      );
      await page.getByTestId("add-to-basket").click();
      if (javaScript) {
        await page.getByTestId("basket-confirmation").waitFor();
        await gotoHydrated(page, `/${shop}/basket/`);
      } else await page.waitForURL(new RegExp(`/${shop}/basket/$`));
      const line = page.getByTestId("basket-item");
      expect(await line.getByTestId("basket-item-quantity").count()).toBe(0);
      expect(await line.getByTestId("basket-item-fixed-quantity").innerText()).toMatch(/: 1$/);
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      const itemKey = await page.locator('input[name="itemKey"]').first().getAttribute("value");
      const refused = await page.request.post(`/${shop}/basket/`, {
        form: { intent: "update", itemKey: itemKey ?? "", quantity: "3" },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.text()).toContain(shopTexts(language).basket.error.quantityLocked);
      await page.reload();
      expect(await line.getByTestId("basket-item-fixed-quantity").innerText()).toMatch(/: 1$/);

      // Adding the locked product again would merge into its line: the shop refuses it as already present.
      if (javaScript) await gotoHydrated(page, inShop(lockedProduct, shop));
      else await page.goto(inShop(lockedProduct, shop));
      await page.getByTestId("add-to-basket").click();
      await expect
        .poll(() => page.locator("body").innerText())
        .toContain(shopTexts(language).basket.error.variantAlreadyPresent);
      await page.goto(`/${shop}/basket/`);
      expect(await line.count()).toBe(1);
      expect(await line.getByTestId("basket-item-fixed-quantity").innerText()).toMatch(/: 1$/);
    },
  );
});
