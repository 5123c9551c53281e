import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { gotoHydrated, it, newEmailAddress, placeOrder, Shopper, seriousAxeViolations } from "./kit.ts";

const baseUrl = inject("baseUrl");
const LOOKUP_PATH = "/de-de/service/auftragsstatus/";
const NOT_FOUND = /keine Bestellung gefunden/;
let customer: { email: string; orderId: string };
let otherOrderId: string;

/** A customer of de-DE with one order, placed in a browser context of their own. */
async function customerWithOrder(shopper: Shopper, label: string) {
  const email = newEmailAddress(label);
  const orderId = await placeOrder(await shopper.page(), "de-de", email);
  return { email, orderId };
}

it.beforeAll(async ({ browser }) => {
  const shopper = new Shopper(browser);
  customer = await customerWithOrder(shopper, "lookup");
  otherOrderId = (await customerWithOrder(shopper, "lookup-other")).orderId;
  await shopper.close();
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

describe("order status lookup at /service/auftragsstatus/ (rule:orders.status-lookup)", () => {
  it("shows the order's status by email or zip code, and one not-found answer for any mismatch", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await gotoHydrated(page, LOOKUP_PATH);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Auftragsstatus");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The header's navigation item leads here.
    expect(await page.locator(`a[href="${LOOKUP_PATH}"]`).count()).toBeGreaterThan(0);

    await page.getByTestId("field-orderId").fill("12345");
    await page.getByTestId("field-secondFactor").focus();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/12-stellige/);

    const byEmail = await lookUp(page, customer.orderId, customer.email.toUpperCase());
    expect(byEmail.headers()["cache-control"]).toBe("private, no-store");
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
  });

  it("works without JavaScript, as a POST whose answer is not stored, and slows guessing with 429", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto(LOOKUP_PATH);
    const found = await lookUp(page, customer.orderId, ` ${customer.email} `);
    expect(found.status()).toBe(200);
    expect(found.headers()["cache-control"]).toBe("private, no-store");
    await page.getByTestId("order-status-result").waitFor();
    expect(page.url()).toBe(`${baseUrl}${LOOKUP_PATH}`);
    expect(await page.getByTestId("order-status").textContent()).toBe("Offen");

    const missing = await lookUp(page, otherOrderId, "99999");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("private, no-store");
    expect(await page.getByTestId("form-error").first().textContent()).toMatch(NOT_FOUND);

    // Guessing an order's zip code makes this client wait after a few tries, even for the right factor, with a
    // translated 429 and Retry-After (rule:account.attempt-delay).
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await lookUp(page, customer.orderId, `9999${attempt}`)).status()).toBe(404);
    const locked = await lookUp(page, customer.orderId, customer.email);
    expect(locked.status()).toBe(429);
    expect(locked.headers()["cache-control"]).toBe("private, no-store");
    expect(locked.headers()["retry-after"]).toBe("1");
    expect(await page.getByTestId("form-error").first().textContent()).toMatch(
      /Zu viele fehlgeschlagene Abfragen/,
    );
    expect(await page.getByTestId("order-status-result").count()).toBe(0);
  });
});
