import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  addSomethingToBasket,
  expectOrderButtonAndCarrier,
  fillBillingAddress,
  fillOwnShippingAddress,
  gotoHydrated,
  it,
  newEmailAddress,
  outboxMails,
  REDIRECTED_WARSAW_ADDRESS,
  seriousAxeViolations,
  successPage,
} from "./kit.ts";

async function applyVoucher(page: Page, code: string) {
  await page.getByTestId("voucher-code").fill(code);
  await page.getByTestId("voucher-apply").click();
  await page.getByTestId("voucher-applied").waitFor();
}

describe("guest checkout (docs/decisions/0026)", () => {
  it("orders as a guest in pl-PL from the sign-in page, paying with BLIK through the provider's redirect", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await addSomethingToBasket(page, "pl-pl");

    await gotoHydrated(page, "/pl-pl/checkout/");
    await page.waitForURL(/\/pl-pl\/signin\/\?redirectUrl=.+&showBasket=true$/);
    await page.getByTestId("guest-checkout-link").click();
    await page.waitForURL(/\/pl-pl\/guest-checkout\/$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expectOrderButtonAndCarrier(page, "zamawiam z obowiązkiem zapłaty", "InPost");

    const email = newEmailAddress("guest-pl");
    await page.getByTestId("field-email").fill(email);
    await fillBillingAddress(page, { firstName: "Gustaw", ...REDIRECTED_WARSAW_ADDRESS });
    await page.getByTestId("payment-blik").check();
    await page.getByTestId("checkout-submit").click();
    const { customer, addresses } = await successPage(page, "pl-pl");
    expect(customer).toBe(`Gustaw Redirect, ${email}`);
    expect(addresses).toContain("Marszałkowska 12a");
    expect(addresses).toContain("00-950 Warszawa");

    // The session now holds the guest customer: getUser says so, and the route guards keep them out of the
    // checkout and the account while the header's account icon still goes to sign-in (rule:routing.guards,
    // rule:layout.account-icon).
    const user = await page.request.post("/api/rpc/getUser", {
      headers: { "x-shop-id": "10004" },
      data: { payload: {} },
    });
    expect(await user.json()).toMatchObject({ user: { email, status: { isGuestCustomer: true } } });
    expect(await page.getByTestId("account-link").getAttribute("href")).toBe("/pl-pl/signin/");
    await page.goto("/pl-pl/checkout/");
    expect(new URL(page.url()).pathname).toBe("/pl-pl/");
    await page.goto("/pl-pl/account/orders/");
    expect(new URL(page.url()).pathname).toBe("/pl-pl/signin/");
  });

  it("orders as a guest in de-CH with TWINT, a voucher and a shipping address of its own; the page is axe-clean", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await addSomethingToBasket(page, "de-ch");

    await gotoHydrated(page, "/de-ch/guest-checkout/");
    await expectOrderButtonAndCarrier(page, "zahlungspflichtig bestellen", "Die Schweizerische Post");
    await applyVoucher(page, "willkommen10");
    expect(await page.getByTestId("voucher-applied").textContent()).toContain("WILLKOMMEN10");
    expect(await page.getByTestId("checkout-voucher-reduction").textContent()).toMatch(/10[.,]00/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("field-email").fill("not-an-address");
    await page.getByTestId("field-billing.firstName").focus();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/E-Mail/);
    const email = newEmailAddress("guest-ch");
    await page.getByTestId("field-email").fill(email);
    await fillBillingAddress(page, {
      firstName: "Gina",
      lastName: "Gast",
      street: "Bahnhofstrasse",
      zipCode: "8001",
      city: "Zürich",
    });
    await fillOwnShippingAddress(page, { street: "Marktgasse", zipCode: "3011", city: "Bern" });
    await page.getByTestId("payment-twint").check();
    await page.getByTestId("checkout-submit").click();

    const { orderId, customer, addresses } = await successPage(page, "de-ch");
    expect(customer).toBe(`Gina Gast, ${email}`);
    expect(addresses).toContain("Bahnhofstrasse 12a");
    expect(addresses).toContain("8001 Zürich");
    expect(addresses).toContain("Ben Beispiel");
    expect(addresses).toContain("3011 Bern");
    // A guest has no order list: the success page and the confirmation mail lead to the order status lookup.
    expect(await page.getByTestId("success-order-status-link").getAttribute("href")).toBe(
      "/de-ch/service/auftragsstatus/",
    );
    const mails = await outboxMails(page, "de-ch", `Ihre Bestellung ${orderId}`);
    expect(await mails.count()).toBe(1);
    expect(await mails.textContent()).toContain("Gutschein WILLKOMMEN10");
    expect(await mails.getByTestId("outbox-link").getAttribute("href")).toMatch(
      /\/de-ch\/service\/auftragsstatus\/$/,
    );
    await gotoHydrated(page, "/de-ch/guest-checkout/");
    await page.getByTestId("checkout-empty").waitFor();
  });

  it("orders as a guest without JavaScript, with the form's errors rendered by the server first", async ({
    shopper,
  }) => {
    const setup = await shopper.context();
    await addSomethingToBasket(await setup.newPage(), "de-de");
    const context = await shopper.withoutJavaScript(setup);
    const page = await context.newPage();

    await page.goto("/de-de/signin/?redirectUrl=%2Fde-de%2Fcheckout%2F&showBasket=true");
    await page.getByTestId("guest-checkout-link").click();
    await page.waitForURL(/\/de-de\/guest-checkout\/$/);
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/de-de\/guest-checkout\/$/);
    expect(await page.getByTestId("form-error").count()).toBeGreaterThan(0);

    // The voucher form works without JavaScript too: the page reloads with the code applied.
    await page.getByTestId("voucher-code").fill("WILLKOMMEN10");
    await page.getByTestId("voucher-apply").click();
    await page.getByTestId("voucher-applied").waitFor();
    const email = newEmailAddress("guest-nojs");
    await page.getByTestId("field-email").fill(email);
    await fillBillingAddress(page, { firstName: "Nora" });
    await page.getByTestId("checkout-submit").click();
    const { customer, addresses } = await successPage(page, "de-de");
    expect(customer).toBe(`Nora Muster, ${email}`);
    expect(addresses).toContain("Hauptstraße 12a");
    expect(addresses).toContain("10115 Berlin");
  });
});
