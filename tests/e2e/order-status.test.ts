import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoHydrated, launchBrowser, newShopperContext, seriousAxeViolations } from "./browser.ts";
import { newEmailAddress, placeOrder } from "./shopper.ts";

const baseUrl = inject("baseUrl");
const LOOKUP_PATH = "/de-de/service/auftragsstatus/";
const NOT_FOUND = /keine Bestellung gefunden/;
let browser: Browser;
let customer: { email: string; orderId: string };
let otherOrderId: string;

/** A customer of de-DE with one order, placed in a browser context of their own. */
async function customerWithOrder(label: string) {
  const context = await newShopperContext(browser, baseUrl);
  const email = newEmailAddress(label);
  const orderId = await placeOrder(await context.newPage(), "de-de", email);
  await context.close();
  return { email, orderId };
}

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await customerWithOrder("lookup");
  otherOrderId = (await customerWithOrder("lookup-other")).orderId;
});

afterAll(async () => {
  await browser?.close();
});

/** Fills and sends the lookup form; answers the action's response (a data request with JavaScript). */
async function lookUp(page: Page, orderId: string, secondFactor: string) {
  await page.getByTestId("field-orderId").fill(orderId);
  await page.getByTestId("field-secondFactor").fill(secondFactor);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.getByTestId("order-status-submit").click(),
  ]);
  return response;
}

describe("order status lookup (S1 §2 /service/auftragsstatus/)", () => {
  it("shows the order's status by email or zip code, and one not-found answer for any mismatch", async () => {
    const context = await newShopperContext(browser, baseUrl);
    const page = await context.newPage();
    await gotoHydrated(page, LOOKUP_PATH);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Auftragsstatus");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The header's navigation item leads here.
    expect(await page.locator(`a[href="${LOOKUP_PATH}"]`).count()).toBeGreaterThan(0);

    await page.getByTestId("field-orderId").fill("12345");
    await page.getByTestId("field-secondFactor").focus();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/12-stellige/);

    const byEmail = await lookUp(page, customer.orderId, customer.email.toUpperCase());
    expect(byEmail.headers()["cache-control"]).toBe("no-store");
    const result = page.getByTestId("order-status-result");
    await result.waitFor();
    expect(page.url()).toBe(`${baseUrl}${LOOKUP_PATH}`);
    expect(await result.getByRole("heading", { level: 2 }).first().textContent()).toContain(customer.orderId);
    expect(await page.getByTestId("order-status").textContent()).toBe("Offen");
    expect(await page.locator('[aria-current="step"]').textContent()).toBe("Bestellt");
    expect(await page.getByTestId("order-item").count()).toBe(1);
    expect(await page.getByTestId("order-package").textContent()).toContain("DHL");
    const shown = (await result.textContent()) ?? "";
    expect(shown).not.toContain("Hauptstraße");
    expect(shown).not.toContain("Muster");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await lookUp(page, customer.orderId, "10115");
    await page.getByTestId("order-status-result").waitFor();
    expect(await page.getByTestId("order-status").textContent()).toBe("Offen");

    const wrongZip = await lookUp(page, customer.orderId, "10117");
    expect(wrongZip.status()).toBe(404);
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(NOT_FOUND);
    expect(await page.getByTestId("order-status-result").count()).toBe(0);
    const wrongZipMessage = await page.getByTestId("form-error").first().textContent();

    // Another customer's order id with one's own email address: the same answer as a wrong zip code.
    await lookUp(page, otherOrderId, customer.email);
    await expect.poll(() => page.getByTestId("order-status-result").count()).toBe(0);
    expect(await page.getByTestId("form-error").first().textContent()).toBe(wrongZipMessage);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it("works without JavaScript, as a POST whose answer is not stored, and stops guessing with 429", async () => {
    const context = await newShopperContext(browser, baseUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LOOKUP_PATH);
    const found = await lookUp(page, customer.orderId, ` ${customer.email} `);
    expect(found.status()).toBe(200);
    expect(found.headers()["cache-control"]).toBe("no-store");
    await page.getByTestId("order-status-result").waitFor();
    expect(page.url()).toBe(`${baseUrl}${LOOKUP_PATH}`);
    expect(await page.getByTestId("order-status").textContent()).toBe("Offen");

    const missing = await lookUp(page, otherOrderId, "99999");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    expect(await page.getByTestId("form-error").first().textContent()).toMatch(NOT_FOUND);

    // Guessing an order's zip code stops after a few tries, even for the right factor, with a translated 429.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await lookUp(page, customer.orderId, `9999${attempt}`)).status()).toBe(404);
    const locked = await lookUp(page, customer.orderId, customer.email);
    expect(locked.status()).toBe(429);
    expect(locked.headers()["cache-control"]).toBe("no-store");
    expect(await page.getByTestId("form-error").first().textContent()).toMatch(/Zu viele Versuche/);
    expect(await page.getByTestId("order-status-result").count()).toBe(0);
    await context.close();
  });
});
