// What the prescription configurator's end-to-end tests share: the shop's frames that take lenses, the way through
// the steps and the shop's own words for its messages.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { fillBillingAddress, gotoHydrated, successPage } from "./kit.ts";

const baseUrl = inject("baseUrl");

/** Where a fixed product page sends the shopper (rule:catalogue.fixed-product-pages). */
export async function fixedPageTarget(
  shop: string,
  page: string,
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseUrl}/${shop}/p/${page}/`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

/** The words of a locale namespace for a message key, with its values filled in. */
function localeText(
  namespace: "shop" | "account",
  language: string,
  key: string,
  values: Record<string, string>,
): string {
  const file = resolve(
    import.meta.dirname,
    `../../apps/storefront/app/locales/${namespace}/${language}.json`,
  );
  const text = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, "utf8")),
    );
  return Object.entries(values).reduce(
    (shown, [name, value]) => shown.replace(`{{${name}}}`, value),
    text as string,
  );
}

/** The shop's words for a message key ("product.lensesFrom"), to expect exactly what the page says. */
export function shopText(language: string, key: string, values: Record<string, string> = {}): string {
  return localeText("shop", language, key, values);
}

/** The account pages' words for a message key ("subscriptions.done.skip"). */
export function accountText(language: string, key: string, values: Record<string, string> = {}): string {
  return localeText("account", language, key, values);
}

/** The shop's words for a prescription message key. */
export function prescriptionText(language: string, key: string, values: Record<string, string> = {}): string {
  return shopText(language, `prescription.${key}`, values);
}

/** Goes on to the next step and waits for its address. */
export async function next(page: Page, step: string): Promise<void> {
  await page.getByTestId("configurator-next").click();
  await page.waitForURL(new RegExp(`/lenses/${step}/`));
}

/** The shop's representative frame, where the shopper opens its fixed page (rule:catalogue.fixed-product-pages). */
export async function representativeFrame(shop: string): Promise<string> {
  return (await fixedPageTarget(shop, "rx-glasses-pdp")).location!;
}

/**
 * The frames that take lenses from the dearest down, for the tests that order: the other end-to-end tests buy
 * the first frames of the listing, whose stock an order here must not change; each ordering test takes its own
 * rank, so their orders do not share a frame's few units either.
 */
export async function dearestConfigurableFrame(shop: string, rank = 0): Promise<string> {
  const listing = await glassesListing(shop);
  const page = await (await fetch(`${baseUrl}${listing}?sort=price_desc`)).text();
  const frames = [
    ...new Set([...page.matchAll(/href="(\/[a-z-]+\/p\/[^"?]+-\d+\/)"/g)].map((match) => match[1]!)),
  ];
  let found = 0;
  for (const frame of frames) {
    if (!(await (await fetch(`${baseUrl}${frame}`)).text()).includes('data-testid="configure-lenses"'))
      continue;
    if (found === rank) return frame;
    found += 1;
  }
  throw new Error(`${listing} has no frame that takes lenses at rank ${rank}`);
}

/** The shop's glasses listing: its first top menu entry, named in the shop's language. */
async function glassesListing(shop: string): Promise<string> {
  const home = await (await fetch(`${baseUrl}/${shop}/`)).text();
  const listing = home.match(/data-flyout-opener="[^"]*"[^>]*href="([^"]+)"/)?.[1];
  if (!listing) throw new Error(`/${shop}/ has no top menu entry`);
  return listing;
}

/** Opens the configurator from a frame's page, as a shopper does. */
export async function openConfigurator(page: Page, frame: string, javaScript: boolean): Promise<void> {
  if (javaScript) await gotoHydrated(page, frame);
  else await page.goto(frame);
  await page.getByTestId("configure-lenses").click();
  await page.waitForURL(/\/lenses\/prescription-type\//);
}

/**
 * Orders the basket with a billing address in the shop's country (Berlin unless given) and the payment method, and
 * opens the order in the account, which lists what the success page listed; answers the order's id.
 */
export async function orderAndOpenInAccount(
  page: Page,
  shop: string,
  {
    javaScript,
    address,
    payment = "computop_creditcard",
  }: {
    javaScript: boolean;
    address?: { street: string; zipCode: string; city: string };
    payment?: string;
  },
): Promise<string> {
  const open = (path: string) => (javaScript ? gotoHydrated(page, path) : page.goto(path));
  await open(`/${shop}/checkout/`);
  await fillBillingAddress(page, address);
  await page.getByTestId(`payment-${payment}`).check();
  await page.getByTestId("checkout-submit").click();
  const success = await successPage(page, shop);
  await open(`/${shop}/account/orders/${success.orderId}/`);
  await page.getByTestId("account-order").waitFor();
  // The success page listed the same items, glasses as their group, and the same total as the order in the account.
  expect(success.items).toEqual(await page.getByTestId("order-item").allTextContents());
  expect(success.total).toBe(await page.getByTestId("order-total").textContent());
  return success.orderId!;
}
