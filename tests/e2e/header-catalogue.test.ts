import { BREAKPOINTS, breakpointForWidth, flyoutColumnCount } from "@eyewear/shop-rules";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import {
  gotoHydrated,
  it,
  openPurchasableProductIn,
  seriousAxeViolations,
  tabReachesPageBehind,
} from "./kit.ts";

const baseUrl = inject("baseUrl");

/** Waits for an ERROR alert and checks that it is announced as one, with a message. */
async function expectErrorAlert(alert: Locator): Promise<void> {
  await alert.waitFor();
  expect(await alert.getByRole("alert").count()).toBe(1);
  expect(await alert.getAttribute("data-kind")).toBe("ERROR");
  expect((await alert.textContent())?.trim().length).toBeGreaterThan(5);
}

describe.each(["de-de", "fr-ch", "cs-cz"])("header navigation in %s", (shop) => {
  it("opens a flyout with the children on hover, in its columns (rule:layout.flyout-columns), and nothing for leaves", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    await gotoHydrated(page, `/${shop}/`);
    const topLinks = page.getByRole("navigation", { name: /.+/ }).locator("[data-flyout-opener]");
    const withChildren = topLinks.and(page.locator("[aria-expanded]"));
    expect(await withChildren.count()).toBeGreaterThan(0);

    const opener = withChildren.first();
    await opener.hover();
    const flyout = page.locator(`#${await opener.getAttribute("aria-controls")}`);
    await expect.poll(() => flyout.isVisible()).toBe(true);
    expect(await opener.getAttribute("aria-expanded")).toBe("true");
    const entries = await flyout.getByRole("link").count();
    expect(entries).toBeGreaterThan(0);
    const list = flyout.locator("ul").first();
    const columns = flyoutColumnCount(entries);
    expect(await list.getAttribute("data-columns")).toBe(String(columns));
    expect(await list.evaluate((element) => getComputedStyle(element).columnCount)).toBe(String(columns));
    expect(await list.evaluate((element) => getComputedStyle(element).columnGap)).toBe("60px");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const leaf = topLinks.and(page.locator(":not([aria-expanded])")).first();
    await leaf.hover();
    await expect.poll(() => page.getByTestId("navigation-flyout").filter({ visible: true }).count()).toBe(0);
  });

  it("lays out a flyout of more than 10 entries in two columns 60 px apart at 1440 px", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    await gotoHydrated(page, `/${shop}/`);
    const flyouts = page.getByTestId("navigation-flyout");
    const entryCounts = await flyouts.evaluateAll((elements) =>
      elements.map((element) => element.querySelectorAll("a").length),
    );
    const large = entryCounts.findIndex((count) => count > 10);
    expect(large).toBeGreaterThanOrEqual(0);
    const flyout = flyouts.nth(large);
    await page.locator(`[aria-controls="${await flyout.getAttribute("id")}"]`).hover();
    await expect.poll(() => flyout.isVisible()).toBe(true);
    const list = flyout.locator("ul").first();
    expect(await list.getAttribute("data-columns")).toBe("2");
    // Two columns for real: the entries start at two left edges, one column width plus the 60 px gap apart.
    const layout = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      const width =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const lefts = [...element.querySelectorAll("a")].map((link) =>
        Math.round(link.getBoundingClientRect().left),
      );
      return { width, lefts: [...new Set(lefts)].sort((a, b) => a - b) };
    });
    expect(layout.lefts).toHaveLength(2);
    const columnWidth = (layout.width - 60) / 2;
    expect(Math.abs(layout.lefts[1]! - layout.lefts[0]! - (columnWidth + 60))).toBeLessThanOrEqual(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("opens the flyout by keyboard focus and closes it with Esc", async ({ shopper }) => {
    const page = await shopper.page({ width: 1440 });
    await gotoHydrated(page, `/${shop}/`);
    const opener = page.locator("[data-flyout-opener][aria-expanded]").first();
    await opener.focus();
    await expect.poll(() => opener.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => opener.getAttribute("aria-expanded")).toBe("false");
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("at 375 px toggles the side navigation with the hamburger: focus trapped, Esc closes, a leaf closes", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 375 });
    await gotoHydrated(page, `/${shop}/`);
    expect(await page.locator("[data-flyout-opener]").first().isVisible()).toBe(false);
    const hamburger = page.getByTestId("hamburger");
    await hamburger.click();
    const sideNavigation = page.getByTestId("side-navigation");
    await expect
      .poll(() => sideNavigation.evaluate((dialog) => (dialog as HTMLDialogElement).open))
      .toBe(true);
    const focusInside = () => sideNavigation.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    // The modal dialog makes the page inert: Tab cycles through the dialog (and the browser's own controls, where
    // the document has no focused element) but never reaches the page behind it.
    expect(await tabReachesPageBehind(page, sideNavigation, 25)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect
      .poll(() => sideNavigation.evaluate((dialog) => (dialog as HTMLDialogElement).open))
      .toBe(false);
    expect(await hamburger.evaluate((button) => button === document.activeElement)).toBe(true);

    await hamburger.click();
    await sideNavigation.getByTestId("side-navigation-drill").first().click();
    expect(await sideNavigation.getByTestId("side-navigation-back").isVisible()).toBe(true);
    const leaf = sideNavigation.getByRole("list").getByRole("link").first();
    const target = (await leaf.getAttribute("href")) ?? "";
    await leaf.click();
    await page.waitForURL(`${baseUrl}${target}`);
    await expect
      .poll(() => sideNavigation.evaluate((dialog) => (dialog as HTMLDialogElement).open))
      .toBe(false);
  });

  it("hides menu, search and basket flyout when showBasket=true", async ({ shopper }) => {
    const page = await shopper.page({ width: 1440 });
    await gotoHydrated(page, `/${shop}/basket/?showBasket=true`);
    expect(await page.locator("[data-flyout-opener]").count()).toBe(0);
    expect(await page.getByTestId("search-input").count()).toBe(0);
    expect(await page.getByTestId("basket-flyout").count()).toBe(0);
    expect(await page.getByTestId("basket-link").isVisible()).toBe(true);
    await gotoHydrated(page, `/${shop}/basket/`);
    expect(await page.getByTestId("search-input").count()).toBe(1);
    expect(await page.getByTestId("basket-flyout").count()).toBe(1);
  });
});

/**
 * The demo's seasonal navigation entries (visibleFrom/visibleTo, seeded relative to today): one running, one
 * over and one still to come (rule:layout.navigation-visibility); and each shop's logo variant
 * (rule:layout.logo-variant).
 */
const SEASONAL_AND_LOGO = [
  { shop: "de-de", running: "Herbst-Aktion", hidden: ["Sommer-Sale", "Skisaison"], logo: "Lumio Optik" },
  {
    shop: "fr-ch",
    running: "Offre d'automne",
    hidden: ["Soldes d'été", "Saison de ski"],
    logo: "Lumio Optik",
  },
  {
    shop: "cs-cz",
    running: "Podzimní akce",
    hidden: ["Letní výprodej", "Lyžařská sezóna"],
    logo: "Lumio Optika",
  },
  {
    shop: "pl-pl",
    running: "Jesienna promocja",
    hidden: ["Letnia wyprzedaż", "Sezon narciarski"],
    logo: "Lumio Optyk",
  },
];

describe("header content by shop (rule:layout.navigation-visibility, rule:layout.logo-variant)", () => {
  it("shows navigation nodes only inside their visibility window, and the shop's logo variant", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    for (const { shop, running, hidden, logo } of SEASONAL_AND_LOGO) {
      await page.goto(`/${shop}/`);
      const menu = page.getByRole("navigation", { name: /.+/ }).first();
      expect(await menu.getByRole("link", { name: running, exact: true }).count(), shop).toBe(1);
      const header = (await page.locator("header").textContent()) ?? "";
      for (const label of hidden) expect(header, `${shop} ${label}`).not.toContain(label);
      expect(await page.locator("header [data-logo-variant]").textContent(), shop).toBe(logo);
    }
  });
});

describe("header navigation without JavaScript", () => {
  it("keeps the top items as plain links on narrow and wide screens", async ({ shopper }) => {
    for (const width of [375, 1440]) {
      const page = await shopper.page({ javaScriptEnabled: false, width });
      await page.goto("/de-de/");
      const links = page
        .getByRole("navigation", { name: /.+/ })
        .filter({ visible: true })
        .first()
        .getByRole("link");
      expect(await links.count()).toBeGreaterThan(3);
      const href = (await links.first().getAttribute("href")) ?? "";
      await links.first().click();
      await page.waitForURL(`${baseUrl}${href}`);
      await page.context().close();
    }
  });
});

describe.each([
  { shop: "fr-ch", width: 1440, term: "sol" },
  { shop: "de-de", width: 375, term: "son" },
])("search suggestions in $shop at $width px (rule:search.suggestion-limits)", ({ shop, width, term }) => {
  it("shows default suggestions on focus and the term's from 3 characters, as an accessible combobox", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width });
    await gotoHydrated(page, `/${shop}/`);
    const input = page.getByTestId("search-input");
    const flyout = page.getByTestId("search-suggestions");
    await input.focus();
    await expect.poll(() => input.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => flyout.getAttribute("data-request")).toBe("success");
    expect(await flyout.getAttribute("data-shown")).toBe("default");
    const defaultProducts = await page.getByTestId("suggestion-product").count();
    expect(defaultProducts).toBeGreaterThan(0);
    expect(defaultProducts).toBeLessThanOrEqual(6);
    expect(await page.getByTestId("suggestion-category").count()).toBeLessThanOrEqual(3);
    expect(await page.getByTestId("suggestion-navigationItem").count()).toBeLessThanOrEqual(3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const defaultLabels = await page.getByRole("option").allTextContents();
    await input.pressSequentially(term.slice(0, 2));
    await page.waitForTimeout(700);
    expect(await flyout.getAttribute("data-shown")).toBe("default");
    expect(await page.getByRole("option").allTextContents()).toEqual(defaultLabels);

    await input.pressSequentially(term.slice(2));
    await expect.poll(() => flyout.getAttribute("data-shown")).toBe("term");
    await expect.poll(() => flyout.getAttribute("data-request")).toBe("success");
    await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(0);

    await input.press("ArrowDown");
    const activeId = await input.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    expect(await page.locator(`[id="${activeId}"]`).getAttribute("aria-selected")).toBe("true");

    await input.press("Escape");
    expect(await input.getAttribute("aria-expanded")).toBe("false");

    // The reset button clears the term and closes the suggestions; it is only offered while there is a term.
    await input.press("ArrowDown");
    await expect.poll(() => input.getAttribute("aria-expanded")).toBe("true");
    const reset = page.getByRole("search").filter({ has: input }).locator('button[type="reset"]');
    await reset.click();
    expect(await input.inputValue()).toBe("");
    await expect.poll(() => input.getAttribute("aria-expanded")).toBe("false");
    expect(await flyout.isVisible()).toBe(false);
    expect(await reset.count()).toBe(0);
  });

  it("sends a category suggestion to the category with a search parameter", async ({ shopper }) => {
    const page = await shopper.page({ width });
    await gotoHydrated(page, `/${shop}/`);
    const input = page.getByTestId("search-input");
    await input.focus();
    await input.pressSequentially(term);
    const category = page.getByTestId("suggestion-category").first();
    await expect.poll(() => page.getByTestId("search-suggestions").getAttribute("data-shown")).toBe("term");
    await category.waitFor();
    await category.click();
    await page.waitForURL(new RegExp(`/${shop}/.+/\\?search=${term}$`));
    expect(await input.getAttribute("aria-expanded")).toBe("false");
  });
});

describe.each([
  { shop: "de-de", width: 1440 },
  { shop: "cs-cz", width: 375 },
])("basket flyout and alerts in $shop at $width px (rule:layout.basket-flyout-height)", ({ shop, width }) => {
  it("shows the basket's items on hover (wide) or only its actions (narrow), and alerts on add", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width });
    const wide = width >= BREAKPOINTS.lg;
    await gotoHydrated(page, `/${shop}/`);
    const flyout = page.getByTestId("basket-flyout");
    if (wide) {
      await page.getByTestId("basket-link").hover();
      await expect.poll(() => page.getByTestId("basket-flyout-empty").isVisible()).toBe(true);
    }

    await openPurchasableProductIn(page, shop);
    await page.getByTestId("add-to-basket").click();
    const confirmation = page.getByTestId("basket-confirmation");
    await confirmation.waitFor();
    expect(await confirmation.getAttribute("data-kind")).toBe("ROUTE");
    expect(await confirmation.getByRole("link").getAttribute("href")).toBe(`/${shop}/basket/`);
    await expect.poll(() => page.getByTestId("basket-count").textContent(), { timeout: 5000 }).toBe("1");
    expect(await seriousAxeViolations(page)).toEqual([]);

    if (wide) {
      await page.getByTestId("basket-link").hover();
      const item = page.getByTestId("basket-flyout-item");
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.getByRole("link").getAttribute("href")).toMatch(/\/p\/.+\/\?variantid=\d+$/);
      expect(
        await page.getByTestId("basket-flyout-items").evaluate((list) => getComputedStyle(list).maxHeight),
      ).toBe("384px");
      // Four item heights, but never more than the viewport height less 12rem
      // (rule:layout.basket-flyout-height).
      await page.setViewportSize({ width, height: 500 });
      expect(
        await page.getByTestId("basket-flyout-items").evaluate((list) => getComputedStyle(list).maxHeight),
      ).toBe(`${500 - 12 * 16}px`);
      await page.setViewportSize({ width, height: 900 });
    } else {
      await page.getByTestId("basket-link").focus();
      await expect.poll(() => flyout.isVisible()).toBe(true);
      expect(await page.getByTestId("basket-flyout-item").filter({ visible: true }).count()).toBe(0);
    }
    expect(await page.getByTestId("basket-flyout-checkout").getAttribute("href")).toBe(`/${shop}/checkout/`);
    expect(await page.getByTestId("basket-flyout-basket").isVisible()).toBe(true);
    if (wide) await page.mouse.move(0, 600);
    else await page.keyboard.press("Escape");
    await expect.poll(() => flyout.isVisible()).toBe(false);
  });

  it("shows a translated ERROR alert with an OK button when adding fails, gone after 5 s", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width });
    await openPurchasableProductIn(page, shop);
    // A variant the engine does not know: the add fails with "item data not found". The value is changed and the
    // form sent in one task, so no re-render of the page can put the real variant back in between.
    await page.getByTestId("add-to-basket").evaluate((button) => {
      for (const input of (button as HTMLButtonElement).form?.querySelectorAll("input[name=variantId]") ?? [])
        (input as HTMLInputElement).value = "2147483000";
      (button as HTMLButtonElement).click();
    });
    const alert = page.getByTestId("basket-error");
    await expectErrorAlert(alert);
    expect(await page.locator("section[aria-live=polite]").filter({ has: alert }).count()).toBe(1);
    expect(await alert.getByRole("button").count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => alert.count(), { timeout: 7000, interval: 500 }).toBe(0);
  });
});

describe("wishlist alerts (rule:wishlist.add-one-target)", () => {
  it("shows a translated ERROR alert when the engine refuses the product, closed by its OK button", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    await openPurchasableProductIn(page, "fr-ch");
    // A product the engine does not have: adding it to the wishlist fails.
    await page.getByTestId("wishlist-toggle").evaluate((button) => {
      const field = (button as HTMLButtonElement).form?.querySelector("input[name=productId]");
      (field as HTMLInputElement).value = "2147483000";
      (button as HTMLButtonElement).click();
    });
    const alert = page.getByTestId("wishlist-error");
    await expectErrorAlert(alert);
    expect(await page.getByTestId("wishlist-count").textContent()).toBe("0");
    await alert.getByRole("button").click();
    await expect.poll(() => alert.count()).toBe(0);
  });
});

describe("viewport cookie (rule:layout.viewport-cookie)", () => {
  it("is set from the current width: 365 days, path /, SameSite Strict, secure", async ({ shopper }) => {
    for (const width of [375, 1440]) {
      const context = await shopper.context({ width });
      const page = await context.newPage();
      await gotoHydrated(page, "/de-de/");
      await expect
        .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "viewport")?.value)
        .toBe(breakpointForWidth(width));
      const cookie = (await context.cookies()).find((entry) => entry.name === "viewport")!;
      expect(cookie).toMatchObject({ path: "/", sameSite: "Strict", secure: true });
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
      await context.close();
    }
  });

  it("falls back to lg without the cookie: a first visit without JavaScript renders the wide layout", async ({
    shopper,
  }) => {
    const context = await shopper.context({ javaScriptEnabled: false, width: 375 });
    const page = await context.newPage();
    await page.goto("/de-de/search/?term=schwarz");
    // The filter panel starts open from lg up; below it folded (see the search tests at 375 px with the cookie).
    expect(
      await page.getByTestId("filters").evaluate((details) => (details as HTMLDetailsElement).open),
    ).toBe(true);
    expect((await context.cookies()).some((cookie) => cookie.name === "viewport")).toBe(false);
  });
});

/** The number in the result count line ("532 Produkte"). */
async function resultCount(page: Page): Promise<number> {
  return Number((await page.getByTestId("result-count").textContent())?.replace(/\D/g, ""));
}

describe("listing and search filters (rule:catalogue.listing-filters)", () => {
  it("filters a listing by brand and price without JavaScript, and keeps the filters when sorting", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/de-de/brillen/");
    const unfiltered = await resultCount(page);
    const brand = page.getByTestId("filter-brand").getByRole("checkbox").first();
    const brandSlug = (await brand.getAttribute("value")) ?? "";
    const brandCount = Number(
      (await page.getByTestId("filter-brand").locator("li").first().textContent())?.match(/\((\d+)\)/)?.[1],
    );
    await brand.check();
    await page.getByTestId("filters-apply").click();
    await page.waitForURL(new RegExp(`brand=${brandSlug}`));
    expect(await resultCount(page)).toBe(brandCount);
    expect(brandCount).toBeLessThan(unfiltered);
    expect(await page.getByTestId("filter-brand").getByRole("checkbox", { checked: true }).count()).toBe(1);

    await page.getByTestId("filter-price").getByRole("spinbutton").first().fill("100");
    await page.getByTestId("filters-apply").click();
    await page.waitForURL(/minPrice=100/);
    expect(await resultCount(page)).toBeLessThanOrEqual(brandCount);

    await page.getByTestId("sort").selectOption("price_asc");
    await page.getByRole("button", { name: /sortier|sort/i }).click();
    await page.waitForURL(/sort=price_asc/);
    expect(page.url()).toContain(`brand=${brandSlug}`);
    expect(page.url()).toContain("minPrice=100");
  });

  it("answers unknown filter values with the empty state, not an error", async ({ shopper }) => {
    const page = await shopper.page({ width: 1440 });
    const script = encodeURIComponent("<script>alert(1)</script>");
    const response = await page.goto(`/de-de/brillen/?brand=does-not-exist&color=${script}`);
    expect(response?.status()).toBe(200);
    expect(await resultCount(page)).toBe(0);
    expect(await response?.text()).not.toContain("<script>alert(1)</script>");
    expect(await page.content()).not.toContain("<script>alert");
  });

  it.for([
    { shop: "fr-ch", term: "noir", width: 1440 },
    { shop: "cs-cz", term: "modrá", width: 375 },
  ])(
    "filters and sorts search results in $shop at $width px with JavaScript",
    async ({ shop, term, width }, { shopper }) => {
      const page = await shopper.page({ width });
      // The first page sets the viewport cookie, so the server renders the search page for this width.
      await gotoHydrated(page, `/${shop}/`);
      await gotoHydrated(page, `/${shop}/search/?${new URLSearchParams({ term })}`);
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(0);
      const panel = page.getByTestId("filters");
      expect(await panel.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(
        width >= BREAKPOINTS.lg,
      );
      if (width < BREAKPOINTS.lg) await panel.locator("summary").click();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const brands = page.getByTestId("filter-brand").locator("label");
      const counts = (await brands.allTextContents()).map((text) => Number(text.match(/\((\d+)\)$/)?.[1]));
      const narrowing = counts.findIndex((count) => count < all);
      await brands.nth(narrowing).getByRole("checkbox").check();
      await page.waitForURL(/brand=/);
      await expect.poll(() => resultCount(page), { timeout: 5000 }).toBe(counts[narrowing]);
      await page.getByTestId("sort").selectOption("price_desc");
      await page.waitForURL(/sort=price_desc/);
      const url = new URL(page.url());
      expect(url.searchParams.get("term")).toBe(term);
      expect(url.searchParams.get("brand")).toBeTruthy();
    },
  );
});
