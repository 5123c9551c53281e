import { describe, expect } from "vitest";
import {
  BERLIN_CHECKOUT_FIELDS,
  expectOrderButtonAndCarrier,
  fillBillingAddress,
  fillOwnShippingAddress,
  gotoHydrated,
  it,
  orderFormKeys,
  outboxMails,
  REDIRECTED_WARSAW_ADDRESS,
  seriousAxeViolations,
  successPage,
} from "./kit.ts";

describe("checkout and orders", () => {
  it("checks out, shows the order on the success page and in the account", async ({ shopper }) => {
    const context = await shopper.customerWithBasket("de-de", "checkout");
    const page = await context.newPage();

    await gotoHydrated(page, "/de-de/checkout/");
    await expectOrderButtonAndCarrier(page, "zahlungspflichtig bestellen", "DHL");
    expect(await page.getByTestId("payment-twint").count()).toBe(0);
    // The glasses cost over 100 €: the running 10 % is named on the line and in the cost (rule:orders.reductions-shown).
    const promotionOf = (prefix: string) => ({
      onItem: page.getByTestId(`${prefix}-item-total-promotion`),
      before: page.getByTestId(`${prefix}-item-total-before`),
      inCost: page.locator(`[data-testid="${prefix}-reduction"][data-category="promotion"]`),
    });
    const reviewed = promotionOf("checkout");
    const reviewedPromotion = await reviewed.onItem.textContent();
    expect(reviewedPromotion).toMatch(/^10 % auf Ihre Bestellung ab 100/);
    expect(await reviewed.before.count()).toBe(1);
    const reviewedSaving = await reviewed.inCost.textContent();
    expect(reviewedSaving).toMatch(/^Aktionsrabatt−\d+,\d\d\s€$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("field-billing.zipCode").fill("1011X");
    await page.getByTestId("field-billing.city").focus();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/Postleitzahl/);
    await fillBillingAddress(page);
    await page.getByTestId("payment-computop_creditcard").check();
    const checkoutTotal = await page.getByTestId("checkout-total").textContent();
    await page.getByTestId("checkout-submit").click();

    const { orderId, addresses, items, shipping, total } = await successPage(page, "de-de");
    // The success page lists the item with its price, the shipping and the total (rule:checkout.success-page-summary).
    expect(items).toHaveLength(1);
    expect(items[0]).toContain("Anzahl: 1");
    expect(shipping).toMatch(/€|kostenlos/);
    expect(total).toBe(checkoutTotal);
    expect(addresses).toContain("Hauptstraße 12a");
    expect(addresses).toContain("10115 Berlin");
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
    expect(await page.getByTestId("order-item").allTextContents()).toEqual(items);
    const ordered = promotionOf("order");
    expect(await ordered.onItem.textContent()).toBe(reviewedPromotion);
    expect(await ordered.before.count()).toBe(1);
    expect(await ordered.inCost.textContent()).toBe(reviewedSaving);
    expect(await page.getByTestId("order-package").textContent()).toContain("DHL");
    expect(await page.locator('[aria-current="step"]').textContent()).toBe("Bestellt");
    expect(await page.getByTestId("order-return-link").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The basket is empty now, and an order id that is not the customer's is not found.
    await gotoHydrated(page, "/de-de/checkout/");
    await page.getByTestId("checkout-empty").waitFor();
    const foreign = await page.goto("/de-de/account/orders/100000000001/");
    expect(foreign?.status()).toBe(404);

    // The success page's order lookup: an unknown token is not found (rule:checkout.success-page-token).
    const unknown = await page.request.post("/api/rpc/getOrderDataByCbd", {
      headers: { "x-shop-id": "10002" },
      data: { payload: { cbdToken: "x".repeat(43) } },
    });
    expect(unknown.status()).toBe(404);
  });

  it("checks out without JavaScript, with a translated refusal for a declined payment first", async ({
    shopper,
  }) => {
    const setup = await shopper.customerWithBasket("de-de", "checkout");
    const context = await shopper.withoutJavaScript(setup);
    const page = await context.newPage();

    await page.goto("/de-de/checkout/");
    await fillBillingAddress(page, { lastName: "Declined" });
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/de-de\/checkout\/?$/);
    expect(await page.getByTestId("form-error").first().textContent()).toMatch(/abgelehnt/);

    await fillBillingAddress(page);
    await fillOwnShippingAddress(page, { street: "Ringstraße", zipCode: "80331", city: "München" });
    await page.getByTestId("checkout-submit").click();
    const { addresses } = await successPage(page, "de-de");
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
  });
  it("pays with BLIK in pl-PL through the provider's redirect and ships with InPost", async ({ shopper }) => {
    const context = await shopper.customerWithBasket("pl-pl", "checkout");
    const page = await context.newPage();
    await gotoHydrated(page, "/pl-pl/checkout/");
    await expectOrderButtonAndCarrier(page, "zamawiam z obowiązkiem zapłaty", "InPost");
    await fillBillingAddress(page, REDIRECTED_WARSAW_ADDRESS);
    await page.getByTestId("payment-blik").check();
    await page.getByTestId("checkout-submit").click();
    const { orderId, addresses } = await successPage(page, "pl-pl");
    expect(addresses).toContain("00-950 Warszawa");
    // The confirmed redirect payment mails the order confirmation once, in Polish; coming back again changes nothing.
    await page.goto(`/pl-pl/checkout/payment/?order=${orderId}`);
    await page.waitForURL(/\/pl-pl\/success\/\?cbd=[\w-]{43}$/);
    expect(await (await outboxMails(page, "pl-pl", `Twoje zamówienie ${orderId}`)).count()).toBe(1);
    await gotoHydrated(page, "/pl-pl/account/orders/");
    await page.getByTestId("order-row").getByRole("link").click();
    await page.getByTestId("account-order").waitFor();
    expect(await page.getByTestId("order-status").textContent()).toBe("Otwarte");
    expect(await page.getByTestId("account-order").textContent()).toContain("BLIK");
  });
  it("refuses a cross-site order and places a double-submitted order once", async ({ shopper }) => {
    const context = await shopper.customerWithBasket("de-de", "checkout");
    const page = await context.newPage();
    await gotoHydrated(page, "/de-de/checkout/");
    const form = { ...(await orderFormKeys(page)), ...BERLIN_CHECKOUT_FIELDS };
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
  });

  it("refuses an order that changed after its review, names what changed, then orders at the new review", async ({
    shopper,
  }) => {
    const context = await shopper.customerWithBasket("de-de", "review-changed");
    const page = await context.newPage();
    await gotoHydrated(page, "/de-de/checkout/");
    await page.getByTestId("voucher-code").fill("WILLKOMMEN10");
    await page.getByTestId("voucher-apply").click();
    await page.getByTestId("voucher-applied").waitFor();
    await fillBillingAddress(page);
    const reviewedTotal = await page.getByTestId("checkout-total").textContent();

    // In another tab the shopper drops the voucher; the first tab still shows the review with it.
    const otherTab = await context.newPage();
    await gotoHydrated(otherTab, "/de-de/checkout/");
    await otherTab.getByTestId("voucher-remove").click();
    await otherTab.getByTestId("voucher-code").waitFor();
    const newTotal = await otherTab.getByTestId("checkout-total").textContent();

    await page.getByTestId("checkout-submit").click();
    const alert = page.getByTestId("form-error").first();
    await expect.poll(() => alert.textContent()).toMatch(/seit der Übersicht geändert/);
    const told = (await alert.textContent()) ?? "";
    expect(told).toContain("Der Gutschein WILLKOMMEN10 kann nicht mehr eingelöst werden.");
    expect(told).toContain(`Die Gesamtsumme beträgt jetzt ${newTotal} statt ${reviewedTotal}.`);
    expect(await alert.getAttribute("role")).toBe("alert");
    expect(page.url()).toMatch(/\/de-de\/checkout\/$/);
    await expect.poll(() => page.getByTestId("checkout-total").textContent()).toBe(newTotal);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("checkout-submit").click();
    const { orderId } = await successPage(page, "de-de");
    await gotoHydrated(page, `/de-de/account/orders/${orderId}/`);
    expect(await page.getByTestId("order-total").textContent()).toContain(newTotal ?? "");
  });

  it("confirms a redirect payment only by the provider's signed return, not by the shopper's own GET", async ({
    shopper,
  }) => {
    const context = await shopper.customerWithBasket("de-de", "signed-return");
    const page = await context.newPage();
    await gotoHydrated(page, "/de-de/checkout/");
    const form = {
      ...(await orderFormKeys(page)),
      ...BERLIN_CHECKOUT_FIELDS,
      "billing.lastName": "Redirect",
    };
    const placed = await page.request.post("/de-de/checkout/", { form, maxRedirects: 0 });
    expect(placed.status()).toBe(302);
    const signed = new URL(placed.headers().location!, page.url());
    const orderId = signed.searchParams.get("order")!;
    expect(signed.searchParams.get("signature")).toMatch(/^[\w-]{43}$/);

    const tampered = new URL(signed);
    tampered.searchParams.set("expires", String(Number(signed.searchParams.get("expires")) + 1));
    for (const forged of [`/de-de/checkout/payment/?order=${orderId}`, tampered.toString()]) {
      const answer = await page.goto(forged);
      expect(answer?.status()).toBe(400);
      expect(await page.getByTestId("payment-failed").textContent()).toContain(
        "Die Rückmeldung des Zahlungsanbieters ließ sich nicht bestätigen",
      );
    }
    await gotoHydrated(page, `/de-de/account/orders/${orderId}/`);
    expect(await page.getByTestId("account-order").count()).toBe(1);
    expect(await (await outboxMails(page, "de-de", `Ihre Bestellung ${orderId}`)).count()).toBe(0);

    await page.goto(signed.toString());
    const { orderId: paid } = await successPage(page, "de-de");
    expect(paid).toBe(orderId);
    expect(await (await outboxMails(page, "de-de", `Ihre Bestellung ${orderId}`)).count()).toBe(1);
  });
});
