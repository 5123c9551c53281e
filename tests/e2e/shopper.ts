import type { Page } from "playwright-core";
import { expect } from "vitest";
import { gotoHydrated } from "./browser.ts";

export { BERLIN_CHECKOUT_FIELDS } from "../../apps/storefront/tests/checkout-fields.ts";

/** A password that meets the password rule (rule:account.password). */
export const PASSWORD = "Brille#2026";

let addressCount = 0;

/** A fresh email address for a test run; `label` tells its purpose in the outbox. */
export function newEmailAddress(label: string): string {
  addressCount += 1;
  return `e2e-${label}-${Date.now()}-${addressCount}@example.com`;
}

/**
 * Fills and sends the sign-up form of the page the browser is on, then signs in on the "check your mail" page it
 * leads to (sign-up answers alike for new and taken addresses and signs nobody in, ADR 0052).
 */
export async function signUp(page: Page, email: string) {
  await page.getByTestId("field-firstName").fill("Anna");
  await page.getByTestId("field-lastName").fill("Muster");
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("field-passwordConfirmation").fill(PASSWORD);
  await page.getByTestId("signup-submit").click();
  await page.getByTestId("signin-status").waitFor();
  await signIn(page, email);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill(password);
  await page.getByTestId("signin-submit").click();
}

/** The link of the newest outbox mail to the address (the developer page of demo mode). */
export async function outboxLink(page: Page, shop: string, email: string): Promise<string> {
  await page.goto(`/${shop}/dev/outbox/`);
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
  const href = await mail.getByTestId("outbox-link").getAttribute("href");
  if (!href) throw new Error(`no mail to ${email} in the outbox`);
  return new URL(href).pathname + new URL(href).search;
}

/** Signs up in the shop and verifies the address by the outbox's link. */
export async function signUpVerified(page: Page, shop: string, email: string) {
  await gotoHydrated(page, `/${shop}/signin/?register=true`);
  await signUp(page, email);
  await page.waitForURL(new RegExp(`/${shop}/account/$`));
  await gotoHydrated(page, await outboxLink(page, shop, email));
  await page.getByTestId("verify-submit").click();
  await page.waitForURL(new RegExp(`/${shop}/account/\\?verified=true$`));
}

/**
 * Opens a page, hydrated when JavaScript runs in its context (so event handlers are attached), else as the server
 * sent it.
 */
export async function visit(page: Page, path: string, javaScript: boolean): Promise<void> {
  if (javaScript) await gotoHydrated(page, path);
  else await page.goto(path);
}

/**
 * The href of the shop's first top menu entry: the glasses, whose frames all have a lens width. With JavaScript the
 * home page is left only once hydrated, so the viewport cookie is set for the listing.
 */
export async function firstTopCategory(page: Page, shop: string, javaScript = true): Promise<string> {
  await visit(page, `/${shop}/`, javaScript);
  return (await page.locator("[data-flyout-opener]").first().getAttribute("href")) ?? `/${shop}/`;
}

/**
 * From the listing the page is on, opens product tiles until one can be added to the basket, and answers its
 * name. With JavaScript it waits for every freshly loaded page to hydrate before using it.
 */
export async function openPurchasableProduct(page: Page, javaScript = true): Promise<string> {
  const hydrated = () =>
    javaScript ? page.waitForFunction(() => document.documentElement.dataset.hydrated === "true") : undefined;
  const tiles = page.getByTestId("product-tile").getByRole("link");
  const count = await tiles.count();
  const listingUrl = page.url();
  for (let index = 0; index < count; index++) {
    await tiles.nth(index).click();
    await page.waitForURL(/\/p\/.+-\d+\/$/);
    await hydrated();
    if (await page.getByTestId("add-to-basket").isEnabled()) {
      return (await page.getByTestId("product-name").textContent()) ?? "";
    }
    await page.goto(listingUrl);
    await hydrated();
  }
  throw new Error(`no purchasable product on ${listingUrl}`);
}

/** Opens the shop's first top category and there the first product that can be added to the basket; names it. */
export async function openPurchasableProductIn(page: Page, shop: string, javaScript = true): Promise<string> {
  await visit(page, await firstTopCategory(page, shop, javaScript), javaScript);
  return openPurchasableProduct(page, javaScript);
}

/** From the shop's homepage, opens product tiles until one can be added to the basket, adds it, and names it. */
export async function addSomethingToBasket(page: Page, shop: string): Promise<string> {
  await gotoHydrated(page, `/${shop}/`);
  await page.getByRole("navigation", { name: /.+/ }).getByRole("link").first().click();
  await page.waitForURL(new RegExp(`/${shop}/.+/$`));
  const name = await openPurchasableProduct(page);
  await addToBasket(page);
  return name;
}

/** Adds the product of the page to the basket with JavaScript and waits for the confirmation alert. */
export async function addToBasket(page: Page): Promise<void> {
  await page.getByTestId("add-to-basket").click();
  await page.getByTestId("basket-confirmation").waitFor();
}

/** The 12-digit order id the success page shows. */
export async function successOrderId(page: Page): Promise<string | undefined> {
  return /(\d{12})/.exec((await page.getByTestId("success-order-id").textContent()) ?? "")?.[1];
}

/** Parts of a checkout address, by field name. */
type AddressParts = Partial<
  Record<"firstName" | "lastName" | "street" | "houseNumber" | "zipCode" | "city", string>
>;

/** Fills the given fields of the checkout's billing or shipping address. */
export async function fillAddress(page: Page, kind: "billing" | "shipping", parts: AddressParts) {
  for (const [name, value] of Object.entries(parts))
    if (value !== undefined) await page.getByTestId(`field-${kind}.${name}`).fill(value);
}

/** A Warsaw billing address whose last name makes the test payment provider send it through its payment page (ADR 0023). */
export const REDIRECTED_WARSAW_ADDRESS = {
  lastName: "Redirect",
  street: "Marszałkowska",
  zipCode: "00-950",
  city: "Warszawa",
};

/**
 * Fills the checkout's billing address with a Berlin address unless told otherwise; the first name only when
 * given, as a registered customer's is filled in already.
 */
export function fillBillingAddress(page: Page, parts: AddressParts = {}) {
  return fillAddress(page, "billing", {
    lastName: "Muster",
    street: "Hauptstraße",
    houseNumber: "12a",
    zipCode: "10115",
    city: "Berlin",
    ...parts,
  });
}

/** Asks for a shipping address of its own and fills it: Ben Beispiel at number 3 of the given street and town. */
export async function fillOwnShippingAddress(
  page: Page,
  place: { street: string; zipCode: string; city: string },
) {
  await page.getByTestId("shipping-differs").check();
  await fillAddress(page, "shipping", { firstName: "Ben", lastName: "Beispiel", houseNumber: "3", ...place });
}

/** Expects the checkout page's order button, worded by the shop's law, and its carrier. */
export async function expectOrderButtonAndCarrier(page: Page, orderButton: string, carrier: string) {
  expect(await page.getByTestId("checkout-submit").textContent()).toBe(orderButton);
  expect(await page.getByTestId("checkout-carrier").textContent()).toContain(carrier);
}

/** The success page's order id, customer line and addresses, once it shows the order. */
export async function successPage(page: Page, shop: string) {
  await page.waitForURL(new RegExp(`/${shop}/success/\\?cbd=[\\w-]{43}$`));
  await page.getByTestId("success-page").waitFor();
  return {
    orderId: await successOrderId(page),
    customer: (await page.getByTestId("success-customer").textContent()) ?? "",
    addresses: (await page.getByTestId("success-addresses").textContent()) ?? "",
    /** Each item line as the page shows it: name, per-eye values, quantity, price (rule:checkout.success-page-summary). */
    items: await page.getByTestId("order-item").allTextContents(),
    shipping: (await page.getByTestId("order-shipping").textContent()) ?? "",
    total: (await page.getByTestId("order-total").textContent()) ?? "",
  };
}

/**
 * A new verified customer of the shop orders something by credit card with the default billing address; answers
 * the order id from the success page.
 */
export async function placeOrder(page: Page, shop: string, email: string): Promise<string> {
  await signUpVerified(page, shop, email);
  await addSomethingToBasket(page, shop);
  await gotoHydrated(page, `/${shop}/checkout/`);
  await fillBillingAddress(page);
  await page.getByTestId("payment-computop_creditcard").check();
  await page.getByTestId("checkout-submit").click();
  const { orderId } = await successPage(page, shop);
  if (!orderId) throw new Error("no order id on the success page");
  return orderId;
}

/** The checkout page's idempotency key and signed review, for an order form sent without the browser's click. */
export async function orderFormKeys(page: Page): Promise<{ idempotencyKey: string; review: string }> {
  return {
    idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(),
    review: await page.locator('input[name="review"]').inputValue(),
  };
}

/** The outbox mails (demo mode's developer page) whose subject or text contains `text`. */
export async function outboxMails(page: Page, shop: string, text: string) {
  await page.goto(`/${shop}/dev/outbox/`);
  return page.getByTestId("outbox-mail").filter({ hasText: text });
}
