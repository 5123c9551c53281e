import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  continueWithoutJavaScript,
  gotoHydrated,
  launchBrowser,
  newShopperContext,
  seriousAxeViolations,
} from "./browser.ts";
import {
  addSomethingToBasket,
  fillAddress,
  fillBillingAddress,
  newEmailAddress,
  outboxMails,
  signUpVerified,
} from "./shopper.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A verified customer of the shop with one product in the basket, in a browser context with JavaScript. */
async function customerWithBasket(shop = "de-de"): Promise<BrowserContext> {
  const context = await newShopperContext(browser, baseUrl);
  const page = await context.newPage();
  await signUpVerified(page, shop, newEmailAddress("checkout"));
  await addSomethingToBasket(page, shop);
  await page.close();
  return context;
}

describe("checkout and orders (S1 §2–§4, §7)", () => {
  it("checks out, shows the order on the success page and in the account", async () => {
    const context = await customerWithBasket();
    const page = await context.newPage();

    await gotoHydrated(page, "/de-de/checkout/");
    expect(await page.getByTestId("checkout-carrier").textContent()).toContain("DHL");
    expect(await page.getByTestId("checkout-submit").textContent()).toBe("zahlungspflichtig bestellen");
    expect(await page.getByTestId("payment-twint").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("field-billing.zipCode").fill("1011X");
    await page.getByTestId("field-billing.city").focus();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/Postleitzahl/);
    await fillBillingAddress(page);
    await page.getByTestId("payment-computop_creditcard").check();
    await page.getByTestId("checkout-submit").click();

    await page.waitForURL(/\/de-de\/success\/\?cbd=[\w-]{43}$/);
    await page.getByTestId("success-page").waitFor();
    const addresses = (await page.getByTestId("success-addresses").textContent()) ?? "";
    expect(addresses).toContain("Hauptstraße 12a");
    expect(addresses).toContain("10115 Berlin");
    const orderId = /(\d{12})/.exec((await page.getByTestId("success-order-id").textContent()) ?? "")?.[1];
    expect(orderId).toMatch(/^\d{12}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await gotoHydrated(page, "/de-de/account/orders/");
    expect(await page.getByTestId("order-row").count()).toBe(1);
    expect(await page.getByTestId("order-row").textContent()).toContain(orderId);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("order-row").getByRole("link").click();
    await page.waitForURL(new RegExp(`/de-de/account/orders/${orderId}/$`));
    await page.getByTestId("account-order").waitFor();
    expect(await page.getByTestId("order-status").textContent()).toBe("Offen");
    expect(await page.getByTestId("order-item").count()).toBe(1);
    expect(await page.getByTestId("order-package").textContent()).toContain("DHL");
    expect(await page.locator('[aria-current="step"]').textContent()).toBe("Bestellt");
    expect(await page.getByTestId("order-return-link").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The basket is empty now, and an order id that is not the customer's is not found.
    await gotoHydrated(page, "/de-de/checkout/");
    await page.getByTestId("checkout-empty").waitFor();
    const foreign = await page.goto("/de-de/account/orders/100000000001/");
    expect(foreign?.status()).toBe(404);

    // S1 §7 getOrderDataByCbd: an unknown token is not found.
    const unknown = await page.request.post("/api/rpc/getOrderDataByCbd", {
      headers: { "x-shop-id": "10002" },
      data: { payload: { cbdToken: "x".repeat(43) } },
    });
    expect(unknown.status()).toBe(404);
    await context.close();
  });

  it("checks out without JavaScript, with a translated refusal for a declined payment first", async () => {
    const setup = await customerWithBasket();
    const context = await continueWithoutJavaScript(browser, baseUrl, setup);
    const page = await context.newPage();

    await page.goto("/de-de/checkout/");
    await fillBillingAddress(page, { lastName: "Declined" });
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/de-de\/checkout\/?$/);
    expect(await page.getByTestId("form-error").first().textContent()).toMatch(/abgelehnt/);

    await fillBillingAddress(page);
    await page.getByTestId("shipping-differs").check();
    await fillAddress(page, "shipping", {
      firstName: "Ben",
      lastName: "Beispiel",
      street: "Ringstraße",
      houseNumber: "3",
      zipCode: "80331",
      city: "München",
    });
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/de-de\/success\/\?cbd=[\w-]{43}$/);
    const addresses = (await page.getByTestId("success-addresses").textContent()) ?? "";
    expect(addresses).toContain("Hauptstraße 12a");
    expect(addresses).toContain("Ben Beispiel");
    expect(addresses).toContain("80331 München");

    const cbdToken = new URL(page.url()).searchParams.get("cbd")!;
    const answer = await page.request.post("/api/rpc/getOrderDataByCbd", {
      headers: { "x-shop-id": "10002" },
      data: { payload: { cbdToken } },
    });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({
      customer: { firstName: "Anna", lastName: "Muster" },
      billingAddress: { street: "Hauptstraße", zipCode: "10115", countryCode: "DE" },
      shippingAddress: { firstName: "Ben", city: "München" },
    });
    await context.close();
  });
  it("pays with BLIK in pl-PL through the provider's redirect and ships with InPost", async () => {
    const context = await customerWithBasket("pl-pl");
    const page = await context.newPage();
    await gotoHydrated(page, "/pl-pl/checkout/");
    expect(await page.getByTestId("checkout-submit").textContent()).toBe("zamawiam z obowiązkiem zapłaty");
    expect(await page.getByTestId("checkout-carrier").textContent()).toContain("InPost");
    // The test provider sends a billing last name "Redirect" through its payment page (ADR 0023).
    await fillBillingAddress(page, {
      lastName: "Redirect",
      street: "Marszałkowska",
      zipCode: "00-950",
      city: "Warszawa",
    });
    await page.getByTestId("payment-blik").check();
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/pl-pl\/success\/\?cbd=[\w-]{43}$/);
    expect(await page.getByTestId("success-addresses").textContent()).toContain("00-950 Warszawa");
    const orderId = /(\d{12})/.exec((await page.getByTestId("success-order-id").textContent()) ?? "")?.[1];
    // The confirmed redirect payment mails the order confirmation once, in Polish; coming back again changes nothing.
    await page.goto(`/pl-pl/checkout/payment/?order=${orderId}`);
    await page.waitForURL(/\/pl-pl\/success\/\?cbd=[\w-]{43}$/);
    expect(await (await outboxMails(page, "pl-pl", `Twoje zamówienie ${orderId}`)).count()).toBe(1);
    await gotoHydrated(page, "/pl-pl/account/orders/");
    await page.getByTestId("order-row").getByRole("link").click();
    await page.getByTestId("account-order").waitFor();
    expect(await page.getByTestId("order-status").textContent()).toBe("Otwarte");
    expect(await page.getByTestId("account-order").textContent()).toContain("BLIK");
    await context.close();
  });
  it("refuses a cross-site order and places a double-submitted order once", async () => {
    const context = await customerWithBasket();
    const page = await context.newPage();
    await gotoHydrated(page, "/de-de/checkout/");
    const form = {
      idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(),
      "billing.firstName": "Anna",
      "billing.lastName": "Muster",
      "billing.street": "Hauptstraße",
      "billing.houseNumber": "1",
      "billing.zipCode": "10115",
      "billing.city": "Berlin",
      paymentKey: "paypal_instant",
    };
    const crossSite = await page.request.post("/de-de/checkout/", {
      form,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    const submits = await Promise.all([
      page.request.post("/de-de/checkout/", { form, maxRedirects: 0 }),
      page.request.post("/de-de/checkout/", { form, maxRedirects: 0 }),
    ]);
    for (const submit of submits) {
      expect(submit.status()).toBe(302);
      expect(submit.headers().location).toMatch(/^\/de-de\/success\/\?cbd=[\w-]{43}$/);
    }
    await gotoHydrated(page, "/de-de/account/orders/");
    expect(await page.getByTestId("order-row").count()).toBe(1);
    await context.close();
  });
});
