import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  addToBasket,
  fillBillingAddress,
  firstTopCategory,
  gotoHydrated,
  it,
  newEmailAddress,
  seriousAxeViolations,
  tabReachesPageBehind,
  visit,
} from "./kit.ts";

/**
 * Opens a correctional glasses frame (the first category of the demo shop lists frames) that can be bought and
 * offers care add-ons, optionally one in several sizes; returns its path.
 */
async function openFrame(
  page: Page,
  shop: string,
  { interactive = true, inSizes = false }: { interactive?: boolean; inSizes?: boolean } = {},
): Promise<string> {
  const frames = await firstTopCategory(page, shop, interactive);
  await visit(page, frames, interactive);
  const hrefs = await page
    .getByTestId("product-tile")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    await visit(page, href, interactive);
    const isFrame = (await page.locator("[data-product-kind=correctional-glasses]").count()) > 0;
    const sized = !inSizes || (await sizeChoices(page).count()) > 1;
    if (isFrame && sized && (await page.getByTestId("add-to-basket").isEnabled())) {
      expect(await page.getByTestId("care-add-on").count()).toBeGreaterThan(0);
      return href;
    }
  }
  throw new Error(`no purchasable frame in ${frames}`);
}

const sizeChoices = (page: Page) => page.locator("input[name=variantId][type=radio]");

/**
 * The first care add-on that can be chosen, optionally only one with few units left
 * (rule:catalogue.availability-levels).
 */
async function careAddOn(page: Page, onlyFewLeft: boolean): Promise<{ radio: Locator; unitsLeft: number }> {
  const addOns = page.getByTestId("care-add-on");
  for (let index = 0; index < (await addOns.count()); index++) {
    const addOn = addOns.nth(index);
    const radio = addOn.getByRole("radio");
    if (await radio.isDisabled()) continue;
    const availability = (await addOn.getByTestId("care-add-on-availability").textContent()) ?? "";
    const unitsLeft = Number(availability.match(/\d+/)?.[0] ?? Number.NaN);
    if (!onlyFewLeft || Number.isFinite(unitsLeft)) return { radio, unitsLeft };
  }
  throw new Error("no care add-on to choose");
}

const basketGroups = (page: Page) => page.getByTestId("basket-item-group");

describe.each([
  { shop: "de-de", width: 1440 },
  { shop: "fr-ch", width: 375 },
  { shop: "cs-cz", width: 1440 },
])("item groups in $shop at $width px (rule:basket.item-groups-together)", ({ shop, width }) => {
  it("adds a frame with a care add-on as one group, shows it together and removes it as one", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width });
    await openFrame(page, shop);
    const { radio } = await careAddOn(page, false);
    await radio.check();
    await addToBasket(page);

    await gotoHydrated(page, `/${shop}/basket/`);
    const group = basketGroups(page);
    expect(await group.count()).toBe(1);
    expect(await group.getByTestId("basket-item").count()).toBe(1);
    expect(await group.getByTestId("basket-sub-item").count()).toBe(1);
    // The main item comes first, its required add-on indented under it with no controls of its own.
    const order = await group
      .locator("[data-testid=basket-item], [data-testid=basket-sub-item]")
      .evaluateAll((lines) => lines.map((line) => line.getAttribute("data-testid")));
    expect(order).toEqual(["basket-item", "basket-sub-item"]);
    expect(await group.getByTestId("basket-sub-item").getByRole("button").count()).toBe(0);
    expect(await page.getByTestId("basket-checkout").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await group.getByTestId("basket-item-remove").click();
    await expect.poll(() => basketGroups(page).count()).toBe(0);
    expect(await page.getByTestId("basket-sub-item").count()).toBe(0);
  });
});

describe("an item group that cannot be complete (rule:basket.item-group-complete)", () => {
  it("is removed again with an error alert naming product and quantity", async ({ shopper }) => {
    const page = await shopper.page();
    await openFrame(page, "de-de");
    const { radio, unitsLeft } = await careAddOn(page, true);
    await radio.check();
    const quantity = unitsLeft + 1;
    await page.getByLabel("Menge").fill(String(quantity));
    const frameName = (await page.getByTestId("product-name").textContent()) ?? "";
    await page.getByTestId("add-to-basket").click();
    const alert = page.getByTestId("basket-error");
    await alert.waitFor();
    expect(await alert.getAttribute("data-kind")).toBe("ERROR");
    expect(await alert.textContent()).toContain(frameName);
    expect(await alert.textContent()).toContain(`Menge ${quantity}`);
    // The error record (rule:basket.error-record) is kept for tracking, in the page only.
    const records = await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(records).toContainEqual({
      event: "basket_error",
      basketError: expect.objectContaining({ operation: "add", statusCode: 412 }),
    });

    await gotoHydrated(page, "/de-de/basket/");
    expect(await basketGroups(page).count()).toBe(0);
    expect(await page.getByTestId("basket-item").count()).toBe(0);
  });
});

describe.each([
  { shop: "de-de", width: 1440 },
  { shop: "cs-cz", width: 375 },
])("promotions and gifts in $shop at $width px (rule:basket.gift-promotion)", ({ shop, width }) => {
  it("offers the gift, adds it for free and shows the promotion and its reduction", async ({ shopper }) => {
    const page = await shopper.page({ width });
    await openFrame(page, shop);
    await addToBasket(page);

    await gotoHydrated(page, `/${shop}/basket/`);
    const offer = page.getByTestId("basket-gift-offer");
    expect(await offer.count()).toBe(1);
    await offer.getByTestId("basket-add-gift").click();
    const freeGift = page.getByTestId("basket-item-free-gift");
    await freeGift.waitFor();
    const giftLine = page.getByTestId("basket-line").filter({ has: freeGift });
    expect(await giftLine.getByTestId("basket-item-total").textContent()).toMatch(/(^|\s)0([,.]00)?(\s|$)/);
    // Every line now carries the promotion, shown with its headline; the reduction appears in the summary.
    expect(await page.getByTestId("basket-item-promotion").count()).toBe(2);
    expect(await page.getByTestId("basket-reductions").isVisible()).toBe(true);
    expect(await page.getByTestId("basket-gift-offer").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe.each([
  { shop: "de-de", width: 1440 },
  { shop: "fr-ch", width: 375 },
])("size overlay in $shop at $width px (rule:layout.overlays)", ({ shop, width }) => {
  it("lists the sizes with measurements and availability, traps focus and closes on Esc", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width });
    await openFrame(page, shop, { inSizes: true });
    const opener = page.getByTestId("size-overlay-open");
    await opener.click();
    const overlay = page.getByTestId("size-overlay");
    await expect.poll(() => overlay.getAttribute("data-state")).toBe("open");
    const rows = overlay.getByTestId("size-overlay-row");
    expect(await rows.count()).toBe(await sizeChoices(page).count());
    expect(await rows.first().textContent()).toMatch(/\d+\s?mm/);
    // The unit once per measurement (rule:catalogue.size-guide-units).
    expect(await overlay.textContent()).not.toMatch(/mm\s*mm/);
    expect(await tabReachesPageBehind(page, overlay, 10)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => overlay.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe.each([375, 1440])("language switcher overlay at %i px (rule:layout.language-switcher)", (width) => {
  it("lists the shop's languages in an overlay and switches language", async ({ shopper }) => {
    const page = await shopper.page({ width });
    await gotoHydrated(page, "/fr-ch/");
    await page.getByTestId("language-switcher").click();
    const overlay = page.getByTestId("language-overlay");
    await expect.poll(() => overlay.getAttribute("data-state")).toBe("open");
    expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await overlay.getByRole("link").allTextContents()).toEqual(["Deutsch", "Français", "Italiano"]);
    // A centered overlay is at most 600 px wide and keeps focus inside while open (rule:layout.overlays).
    expect((await overlay.boundingBox())!.width).toBeLessThanOrEqual(600);
    expect(await tabReachesPageBehind(page, overlay, 8)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => overlay.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);

    // A click on the backdrop, beside the centered overlay, closes it too.
    await page.getByTestId("language-switcher").click();
    await expect.poll(() => overlay.getAttribute("data-state")).toBe("open");
    await page.mouse.click(4, 4);
    await expect.poll(() => overlay.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);

    await page.getByTestId("language-switcher").click();
    await overlay.getByRole("link", { name: "Italiano" }).click();
    await page.waitForURL(/\/it-ch\/$/);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === "fimSelectedLanguage");
    expect(cookie?.value).toBe("it-ch");
    // Remembered for 7 days (rule:routing.preferred-shop).
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe("basket forms without JavaScript", () => {
  it("adds and removes a group and runs the pre-checkout check through plain forms", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    const framePath = await openFrame(page, "de-de", { interactive: false });
    const { radio } = await careAddOn(page, false);
    await radio.check();
    await page.getByTestId("add-to-basket").click();
    await page.waitForURL(/\/de-de\/basket\/$/);
    expect(await basketGroups(page).count()).toBe(1);
    await basketGroups(page).getByTestId("basket-item-remove").click();
    await page.waitForLoadState();
    expect(await basketGroups(page).count()).toBe(0);

    await page.goto(framePath);
    await page.getByTestId("add-to-basket").click();
    await page.waitForURL(/\/de-de\/basket\/$/);
    await page.getByTestId("basket-checkout").click();
    // The check passes and hands over to checkout, whose guard asks an anonymous shopper to sign in first.
    await page.waitForURL((url) => /\/de-de\/(checkout|signin)\//.test(url.pathname));
    const landed = new URL(page.url());
    if (landed.pathname.endsWith("/signin/"))
      expect(landed.searchParams.get("redirectUrl")).toBe("/de-de/checkout/");
  });
});

/**
 * A single-size product with 1–5 units left (rule:catalogue.availability-levels), found through the shop's
 * top menu listings from the
 * server-rendered pages; the first tile of each listing is left alone, as other tests sample it.
 */
async function lowStockProduct(page: Page, shop: string): Promise<{ path: string; unitsLeft: number }> {
  const html = async (path: string) => (await page.request.get(path)).text();
  const listings = new Set(
    [...(await html(`/${shop}/`)).matchAll(/data-flyout-opener="\d+"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1]!,
    ),
  );
  for (const listing of listings) {
    const products = new Set(
      [...(await html(listing)).matchAll(/href="(\/[a-z-]+\/p\/[^"]+\/)"/g)].map((m) => m[1]!),
    );
    for (const path of [...products].slice(1)) {
      // One size: a hidden variant field followed by its availability, "only N left" naming the units.
      const soon =
        /name="variantId" value="\d+"\/><p><span class="text-green-800">[^<\d]*(\d)[^<\d]*<\/span>/.exec(
          await html(path),
        );
      if (soon) return { path, unitsLeft: Number(soon[1]) };
    }
  }
  throw new Error(`no single-size product with few units left in ${shop}`);
}

describe("a basket line that became unavailable (rule:basket.checkout-button)", () => {
  it("is flagged, hides the checkout button, and the pre-checkout check refuses with pdp.basket.unavailable", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 375 });
    const { path, unitsLeft } = await lowStockProduct(page, "cs-cz");
    await gotoHydrated(page, path);
    await addToBasket(page);
    await gotoHydrated(page, "/cs-cz/basket/");
    expect(await page.getByTestId("basket-checkout").isVisible()).toBe(true);
    expect(await page.getByTestId("basket-item-flagged").count()).toBe(0);

    // Meanwhile another shopper buys every unit that was left, as a guest.
    const other = await shopper.page();
    await gotoHydrated(other, path);
    await other.locator("input[name=quantity]").fill(String(unitsLeft));
    await addToBasket(other);
    await gotoHydrated(other, "/cs-cz/guest-checkout/");
    await other.getByTestId("field-email").fill(newEmailAddress("buys-the-rest"));
    await fillBillingAddress(other, {
      firstName: "Jana",
      lastName: "Nováková",
      street: "Národní",
      zipCode: "110 00",
      city: "Praha",
    });
    await other.getByTestId("checkout-submit").click();
    await other.waitForURL(/\/cs-cz\/success\/\?cbd=/);
    await other.context().close();

    // The first shopper's basket page is still the old one: going to checkout runs the check, which refuses.
    await page.getByTestId("basket-checkout").click();
    const alert = page.getByTestId("basket-error");
    await alert.waitFor();
    expect(await alert.getAttribute("data-kind")).toBe("ERROR");
    expect(await alert.textContent()).toContain("Některé artikly ve vašem košíku již nejsou dostupné.");
    expect(new URL(page.url()).pathname).toBe("/cs-cz/basket/");
    // The page follows the basket: the line is flagged and the checkout button gives way to the explanation.
    await page.getByTestId("basket-item-flagged").waitFor();
    expect(await page.getByTestId("basket-checkout").count()).toBe(0);
    expect(await page.getByTestId("basket-checkout-blocked").isVisible()).toBe(true);
    await gotoHydrated(page, "/cs-cz/basket/");
    expect(await page.getByTestId("basket-item").getAttribute("data-status")).toBe("unavailable");
    expect(await page.getByTestId("basket-checkout").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Removing the flagged line leaves an empty basket, without a checkout button either.
    await page.getByTestId("basket-item-remove").click();
    await expect.poll(() => page.getByTestId("basket-item").count()).toBe(0);
    expect(await page.getByTestId("basket-checkout").count()).toBe(0);
  });
});
