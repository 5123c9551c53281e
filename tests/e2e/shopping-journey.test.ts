import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { addToBasket, gotoHydrated, it, openPurchasableProduct, seriousAxeViolations } from "./kit.ts";

const journeys = [
  { shop: "de-de", currency: /€/, lang: "de-DE" },
  { shop: "pl-pl", currency: /zł/, lang: "pl-PL" },
] as const;

describe.each(journeys)("shopping journey in $shop", ({ shop, currency, lang }) => {
  it("goes home → category → product → basket with JavaScript", async ({ shopper }) => {
    const page = await shopper.page();
    const browserErrors: string[] = [];
    page.on("pageerror", (error) => browserErrors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") browserErrors.push(message.text());
    });
    await gotoHydrated(page, `/${shop}/`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: /.+/ }).getByRole("link").first().click();
    await page.waitForURL(new RegExp(`/${shop}/.+/$`));
    await expect.poll(() => page.getByTestId("product-tile").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("price").first().textContent()).toMatch(currency);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const name = await openPurchasableProduct(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await addToBasket(page);
    await expect.poll(() => page.getByTestId("basket-count").textContent()).toBe("1");

    await page.getByTestId("basket-link").click();
    await page.waitForURL(new RegExp(`/${shop}/basket/$`));
    await expect.poll(() => page.getByTestId("basket-item-name").allTextContents()).toEqual([name]);
    expect(await page.getByTestId("basket-total").textContent()).toMatch(currency);
    expect(await page.getByTestId("basket-subtotal").textContent()).toBe(
      await page.getByTestId("basket-item-total").first().textContent(),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("basket-item-quantity").fill("2");
    await page.getByTestId("basket-item-update").click();
    await expect.poll(() => page.getByTestId("basket-count").textContent()).toBe("2");
    expect(browserErrors).toEqual([]);
  });

  it("adds to the basket with JavaScript disabled", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto(`/${shop}/`);
    await page.getByRole("navigation", { name: /.+/ }).getByRole("link").first().click();
    await page.waitForURL(new RegExp(`/${shop}/.+/$`));
    const name = await openPurchasableProduct(page, false);
    await page.getByTestId("add-to-basket").click();
    await page.waitForURL(new RegExp(`/${shop}/basket/$`));
    expect(await page.getByTestId("basket-item-name").allTextContents()).toEqual([name]);
    expect(await page.getByTestId("basket-count").textContent()).toBe("1");
    expect(await page.getByTestId("basket-total").textContent()).toMatch(currency);
  });
});

describe("listing without JavaScript", () => {
  it("sorts with the plain GET form", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/de-de/sonnenbrillen/");
    await page.getByTestId("sort").selectOption("price_desc");
    await page.getByRole("button", { name: "Sortieren" }).click();
    await page.waitForURL(/\/de-de\/sonnenbrillen\/\?sort=price_desc$/);
    expect(await page.getByTestId("sort").inputValue()).toBe("price_desc");
  });

  it("sorts as soon as the choice changes with JavaScript", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/sonnenbrillen/");
    await page.getByTestId("sort").selectOption("price_asc");
    await page.waitForURL(/\?sort=price_asc$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("wishlist (rule:wishlist.toggle)", () => {
  it("toggles a product with JavaScript, counts it in the header and lists it", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/fr-ch/lunettes-de-soleil/");
    await page.getByTestId("product-tile").getByRole("link").first().click();
    await page.waitForURL(/\/p\//);
    const name = await page.getByTestId("product-name").textContent();
    const toggle = page.getByTestId("wishlist-toggle");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByTestId("wishlist-count").textContent()).toBe("1");
    await page.getByTestId("wishlist-link").click();
    await page.waitForURL(/\/fr-ch\/wishlist\/$/);
    await expect.poll(() => page.getByTestId("wishlist-item-name").allTextContents()).toEqual([name]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("wishlist-item").getByRole("button").click();
    await expect.poll(() => page.getByTestId("wishlist-item").count()).toBe(0);
    expect(await page.getByTestId("wishlist-count").textContent()).toBe("0");
  });

  it("toggles twice without JavaScript: added, then removed again", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/cs-cz/");
    await page.getByTestId("product-tile").getByRole("link").first().click();
    await page.waitForURL(/\/p\//);
    const productUrl = page.url();
    await page.getByTestId("wishlist-toggle").click();
    await page.waitForURL(productUrl);
    expect(await page.getByTestId("wishlist-toggle").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("wishlist-count").textContent()).toBe("1");
    await page.getByTestId("wishlist-toggle").click();
    await page.waitForURL(productUrl);
    expect(await page.getByTestId("wishlist-toggle").getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByTestId("wishlist-count").textContent()).toBe("0");
  });
});

describe("wishlist replace (rule:wishlist.replace-variant)", () => {
  /** Puts the first contact lens (a product of many variants) of the listing on the wishlist; answers its name. */
  async function wishlistContactLens(page: Page, listing: string, interactive: boolean): Promise<string> {
    await (interactive ? gotoHydrated(page, listing) : page.goto(listing));
    await page.getByTestId("product-tile").getByRole("link").first().click();
    await page.waitForURL(/\/p\//);
    if (interactive) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const name = (await page.getByTestId("product-name").textContent()) ?? "";
    await page.getByTestId("wishlist-toggle").click();
    await expect.poll(() => page.getByTestId("wishlist-count").textContent()).toBe("1");
    return name;
  }

  /** The values of the variants offered in place of the held one. */
  const variantValues = (page: Page) =>
    page
      .getByTestId("wishlist-variant")
      .locator("option:not([disabled])")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

  it("replaces the item's variant on change in de-DE at 1440 px, and reports a stale page's item as gone", async ({
    shopper,
  }) => {
    const context = await shopper.context();
    const page = await context.newPage();
    const name = await wishlistContactLens(page, "/de-de/kontaktlinsen/", true);
    await gotoHydrated(page, "/de-de/wishlist/");
    const choice = page.getByRole("combobox", { name: `Ausführung von ${name}` });
    expect(await choice.inputValue()).toBe("");
    const [, chosen, other] = await variantValues(page);
    await choice.selectOption(chosen!);
    const confirmation = page
      .getByTestId("alert")
      .filter({ hasText: "Die Ausführung auf Ihrer Merkliste wurde geändert." });
    await expect.poll(() => confirmation.getAttribute("data-kind")).toBe("CONFIRM");
    await expect.poll(() => choice.inputValue()).toBe(chosen);
    expect(await page.getByTestId("wishlist-item").count()).toBe(1);
    expect(await page.getByTestId("wishlist-count").textContent()).toBe("1");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const otherTab = await context.newPage();
    await gotoHydrated(otherTab, "/de-de/wishlist/");
    await otherTab.getByTestId("wishlist-item").getByRole("button").click();
    await expect.poll(() => otherTab.getByTestId("wishlist-item").count()).toBe(0);
    await choice.selectOption(other!);
    const error = page.getByTestId("wishlist-error");
    await expect
      .poll(() => error.textContent())
      .toContain("Dieser Artikel steht nicht mehr auf Ihrer Merkliste.");
    expect(await error.getAttribute("data-kind")).toBe("ERROR");
  });

  it("replaces the item's variant with the form's button in cs-CZ at 375 px without JavaScript", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false, width: 375 });
    const name = await wishlistContactLens(page, "/cs-cz/kontaktni-cocky/", false);
    await page.goto("/cs-cz/wishlist/");
    const choice = page.getByRole("combobox", { name: `Varianta produktu ${name}` });
    const [chosen] = await variantValues(page);
    await choice.selectOption(chosen!);
    await page.getByRole("button", { name: "Změnit", exact: true }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Varianta v oblíbených byla změněna." }).count())
      .toBe(1);
    expect(await choice.inputValue()).toBe(chosen);
    expect(await page.getByTestId("wishlist-item").count()).toBe(1);
  });
});

describe("language switcher (rule:layout.language-switcher)", () => {
  it("lists the Swiss shop's languages and switches, remembered for the next visit to /", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/de-ch/");
    const switcher = page.getByTestId("language-switcher");
    await switcher.locator("summary").click();
    expect(await switcher.getByRole("link").allTextContents()).toEqual(["Deutsch", "Français", "Italiano"]);
    await switcher.getByRole("link", { name: "Français" }).click();
    await page.waitForURL(/\/fr-ch\/$/);
    await page.goto("/");
    await page.waitForURL(/\/fr-ch\/$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CH");
  });

  it("is not shown where the country has one language", async ({ shopper }) => {
    const page = await shopper.page();
    await page.goto("/pl-pl/");
    expect(await page.getByTestId("language-switcher").count()).toBe(0);
  });
});

describe("header search", () => {
  it("keeps submit disabled while the term is empty and searches on submit", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/fr-ch/");
    expect(await page.getByTestId("search-submit").isDisabled()).toBe(true);
    await page.getByTestId("search-input").fill("noir");
    expect(await page.getByTestId("search-submit").isEnabled()).toBe(true);
    await page.getByTestId("search-submit").click();
    await page.waitForURL(/\/fr-ch\/search\/\?term=noir$/);
    await expect.poll(() => page.getByTestId("product-tile").count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("searches without JavaScript", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/pl-pl/");
    await page.getByTestId("search-input").fill("czarny");
    await page.getByTestId("search-submit").click();
    await page.waitForURL(/\/pl-pl\/search\/\?term=czarny$/);
    expect(await page.getByTestId("product-tile").count()).toBeGreaterThan(0);
  });
});

describe("content page with every component (rule:content.components)", () => {
  it("is accessible and its questionnaire and accordion work without JavaScript", async ({ shopper }) => {
    const context = await shopper.context({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/it-it/inspiration/");
    const accordionItem = page.locator("details").first();
    await accordionItem.locator("summary").click();
    expect(await accordionItem.getAttribute("open")).not.toBeNull();
    await context.close();

    const interactive = await shopper.context();
    const hydrated = await interactive.newPage();
    await gotoHydrated(hydrated, "/it-it/inspiration/");
    expect(await seriousAxeViolations(hydrated)).toEqual([]);
    await interactive.close();
  });
});

describe("shops and errors", () => {
  it("renders fr-CH in French with prices in CHF", async ({ shopper }) => {
    const page = await shopper.page();
    await page.goto("/fr-ch/");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CH");
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link").first().click();
    await page.waitForURL(/\/fr-ch\/.+\/$/);
    expect(await page.getByTestId("price").first().textContent()).toMatch(/CHF/);
  });

  it("shows a 404 with the shop's not-found story for an unknown page", async ({ shopper }) => {
    const page = await shopper.page();
    const response = await page.goto("/de-de/gibt-es-nicht/");
    expect(response?.status()).toBe(404);
    // The shopper reads the shop's not-found story; the path stays in the error object (rule:layout.error-page).
    expect(await page.locator("body").innerText()).not.toContain("Page Not Found");
    const polish = await page.goto("/pl-pl/nie-ma-takiej-strony/");
    expect(polish?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Nie znaleziono strony");
    expect(await page.locator("body").innerText()).not.toContain("Page Not Found");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
