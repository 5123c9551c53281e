import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import {
  addSomethingToBasket,
  BERLIN_CHECKOUT_FIELDS,
  fillBillingAddress,
  gotoHydrated,
  it,
  orderFormKeys,
  outboxMails,
  seriousAxeViolations,
  successOrderId,
} from "./kit.ts";

const _baseUrl = inject("baseUrl");

/** Minor units of a displayed price such as "179,00 €". */
const minorUnits = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/\D/g, ""));

async function applyVoucher(page: Page, code: string) {
  await page.getByTestId("voucher-code").fill(code);
  await page.getByTestId("voucher-apply").click();
}

describe("vouchers at checkout and the order confirmation mail (rule:checkout.voucher-terms)", () => {
  it("refuses unknown and expired codes, applies WILLKOMMEN10 and mails the confirmation once", async ({
    shopper,
  }) => {
    const context = await shopper.customerWithBasket("de-de", "voucher");
    const page = await context.newPage();
    await gotoHydrated(page, "/de-de/checkout/");
    const totalBefore = await minorUnits(page, "checkout-total");
    const subtotalBefore = await minorUnits(page, "checkout-subtotal");

    await applyVoucher(page, "GIBTSNICHT");
    await expect.poll(() => page.getByTestId("voucher-error").textContent()).toMatch(/kennen wir nicht/);
    await applyVoucher(page, "abgelaufen");
    await expect.poll(() => page.getByTestId("voucher-error").textContent()).toMatch(/abgelaufen/);
    // What the shopper typed elsewhere stays while the voucher form answers in place.
    await fillBillingAddress(page);
    await applyVoucher(page, "willkommen10");
    await page.getByTestId("voucher-applied").waitFor();
    expect(await page.getByTestId("voucher-applied").textContent()).toContain("WILLKOMMEN10");
    expect(await page.getByTestId("voucher-error").count()).toBe(0);
    expect(await page.getByTestId("field-billing.street").inputValue()).toBe("Hauptstraße");
    expect(await minorUnits(page, "checkout-subtotal")).toBe(subtotalBefore);
    expect(await page.getByTestId("checkout-voucher-reduction").textContent()).toMatch(/^−10,00\s€$/);
    expect(await minorUnits(page, "checkout-total")).toBe(Math.max(totalBefore - 1000, 0));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/de-de\/success\/\?cbd=[\w-]{43}$/);
    const orderId = await successOrderId(page);
    expect(orderId).toMatch(/^\d{12}$/);

    await gotoHydrated(page, `/de-de/account/orders/${orderId}/`);
    expect(await page.getByTestId("account-order").textContent()).toContain("Gutschein WILLKOMMEN10");
    expect(await minorUnits(page, "order-total")).toBe(Math.max(totalBefore - 1000, 0));

    const mails = await outboxMails(page, "de-de", `Ihre Bestellung ${orderId}`);
    expect(await mails.count()).toBe(1);
    expect(await mails.textContent()).toContain("Gutschein WILLKOMMEN10");
    expect(await mails.getByTestId("outbox-link").getAttribute("href")).toMatch(
      new RegExp(`/de-de/account/orders/${orderId}/$`),
    );

    // The voucher was used by this order: the next checkout starts without it.
    await addSomethingToBasket(page, "de-de");
    await gotoHydrated(page, "/de-de/checkout/");
    expect(await page.getByTestId("voucher-applied").count()).toBe(0);
  });

  it("applies a voucher without JavaScript and mails a double-submitted order once", async ({ shopper }) => {
    const setup = await shopper.customerWithBasket("de-de", "voucher");
    const context = await shopper.withoutJavaScript(setup);
    const page = await context.newPage();
    await page.goto("/de-de/checkout/");
    await applyVoucher(page, "Willkommen10");
    await page.waitForURL(/\/de-de\/checkout\/?$/);
    await page.getByTestId("voucher-applied").waitFor();
    await page.getByTestId("voucher-remove").click();
    await page.waitForURL(/\/de-de\/checkout\/?$/);
    await page.getByTestId("voucher-code").waitFor();
    await applyVoucher(page, "WILLKOMMEN10");
    await page.getByTestId("voucher-applied").waitFor();
    expect(await page.getByTestId("checkout-voucher-reduction").textContent()).toMatch(/^−10,00\s€$/);

    const form = {
      ...(await orderFormKeys(page)),
      ...BERLIN_CHECKOUT_FIELDS,
      // A tampered amount is no field of the form and changes nothing: the voucher value comes from the database.
      voucherValue: "999999",
    };
    const submits = await Promise.all([
      page.request.post("/de-de/checkout/", { form, maxRedirects: 0 }),
      page.request.post("/de-de/checkout/", { form, maxRedirects: 0 }),
    ]);
    for (const submit of submits) expect(submit.status()).toBe(302);
    await page.goto("/de-de/account/orders/");
    expect(await page.getByTestId("order-row").count()).toBe(1);
    const orderId = /(\d{12})/.exec((await page.getByTestId("order-row").textContent()) ?? "")?.[1];
    await page.goto(`/de-de/account/orders/${orderId}/`);
    expect(await page.getByTestId("account-order").textContent()).toContain("Gutschein WILLKOMMEN10");
    expect(await (await outboxMails(page, "de-de", `Ihre Bestellung ${orderId}`)).count()).toBe(1);
  });
});
