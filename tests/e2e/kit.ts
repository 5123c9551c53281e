/**
 * The end-to-end test kit (docs/decisions/0045-end-to-end-test-kit.md): `it` carries a `browser` launched once
 * per run and a `shopper` that opens browser contexts on the shop and closes them after each test.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { it as base, inject } from "vitest";
import { continueWithoutJavaScript, launchBrowser, newShopperContext } from "./browser.ts";
import { addSomethingToBasket, newEmailAddress, signUpVerified } from "./shopper.ts";

export { gotoHydrated, seriousAxeViolations, tabReachesPageBehind } from "./browser.ts";
export * from "./shopper.ts";

/** How a shopper's browser context looks at the shop: its viewport width and whether JavaScript runs. */
export interface ShopperOptions {
  width?: number;
  javaScriptEnabled?: boolean;
}

/** Opens browser contexts on the shop for one test and closes them all when it ends, passed or failed. */
export class Shopper {
  readonly #contexts: BrowserContext[] = [];
  readonly browser: Browser;
  readonly baseUrl = inject("baseUrl");

  constructor(browser: Browser) {
    this.browser = browser;
  }

  /** A fresh context (its own cookies) at 1440 px with JavaScript unless told otherwise. */
  async context(options: ShopperOptions = {}): Promise<BrowserContext> {
    return this.#keep(await newShopperContext(this.browser, this.baseUrl, options));
  }

  /** A page in a fresh context. */
  async page(options: ShopperOptions = {}): Promise<Page> {
    return (await this.context(options)).newPage();
  }

  /** A context without JavaScript, `width` px wide, with the cookies of `setup`, which is closed. */
  async withoutJavaScript(setup: BrowserContext, width?: number): Promise<BrowserContext> {
    return this.#keep(await continueWithoutJavaScript(this.browser, this.baseUrl, setup, width));
  }

  /** A context with JavaScript of a new verified customer of the shop with one product in the basket. */
  async customerWithBasket(shop: string, label: string): Promise<BrowserContext> {
    const context = await this.context();
    const page = await context.newPage();
    await signUpVerified(page, shop, newEmailAddress(label));
    await addSomethingToBasket(page, shop);
    await page.close();
    return context;
  }

  async close(): Promise<void> {
    await Promise.all(this.#contexts.map((context) => context.close()));
  }

  #keep(context: BrowserContext): BrowserContext {
    this.#contexts.push(context);
    return context;
  }
}

export const it = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern; it has none.
  .extend("browser", { scope: "worker" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("shopper", async ({ browser }, { onCleanup }) => {
    const shopper = new Shopper(browser);
    onCleanup(() => shopper.close());
    return shopper;
  });
