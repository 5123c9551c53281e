import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DE, insertTestCustomer, ORDER_ADDRESS } from "../fixtures.ts";
import { useEngine } from "../harness.ts";
import { mailsTo, seedSubscribableLens, subscribe, subscriptionsOf } from "../subscription-helpers.ts";

interface Changed {
  subscription: { id: string; status: string; paymentKey: string; nextDeliveryOn: string };
  mailIds: number[];
  redirectUrl?: string;
}

const RETURN_URL = "https://shop.example/de-de/account/subscriptions/payment/";

// rule:subscriptions.payment-change
describe.each(testDatabaseKinds())("changing a subscription's payment method (%s)", (kind) => {
  const engine = useEngine(kind);
  beforeAll(() => seedSubscribableLens(engine));

  const path = (customerId: number, reference: string) =>
    `/v1/customers/${customerId}/subscriptions/${reference}/payment-method`;
  const changeMethod = (customerId: number, reference: string, body: unknown) =>
    engine.post(path(customerId, reference), body);
  const confirmReturn = (customerId: number, reference: string, returned: Record<string, string>) =>
    engine.post(`${path(customerId, reference)}/returns`, { returned });
  const rowOf = async (reference: string) => {
    const [row] = await engine.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.reference, reference));
    return row!;
  };
  const billedTo = (customerId: number, reference: string, lastName: string) =>
    engine.post(`/v1/customers/${customerId}/subscriptions/${reference}/changes`, {
      kind: "address",
      shippingAddress: ORDER_ADDRESS,
      billingAddress: { ...ORDER_ADDRESS, lastName },
    });

  it("takes the new method's mandate at once and mails the owner", async () => {
    const { customer } = await subscribe(engine, { paymentKey: "paypal_instant" });
    const [own] = await subscriptionsOf(engine, customer.id);
    const response = await changeMethod(customer.id, own!.id, { paymentKey: "computop_creditcard" });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as Changed;
    expect(changed.subscription.paymentKey).toBe("computop_creditcard");
    expect(changed.mailIds).toHaveLength(1);
    expect(changed.redirectUrl).toBeUndefined();
    const row = await rowOf(own!.id);
    expect(row.paymentMandate).toMatch(new RegExp(`^test-mandate-${own!.id}-[0-9a-f]{12}$`));
    const subjects = (await mailsTo(engine, customer.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Abo ${own!.id}: neue Zahlungsart`);
  });

  it("refuses a method without a mandate, one the shop does not offer, a declined mandate, a stranger and a cancelled subscription, changing nothing", async () => {
    const { customer } = await subscribe(engine);
    const [own] = await subscriptionsOf(engine, customer.id);
    const before = await rowOf(own!.id);
    const invoice = await changeMethod(customer.id, own!.id, { paymentKey: "ratepay_invoice" });
    expect(invoice.status).toBe(422);
    expect(await invoice.json()).toMatchObject({ code: "PAYMENT_NOT_REUSABLE" });
    const blik = await changeMethod(customer.id, own!.id, { paymentKey: "blik" });
    expect(blik.status).toBe(400);
    expect((await changeMethod(customer.id, own!.id, { paymentKey: "cash" })).status).toBe(400);
    const stranger = await insertTestCustomer(engine.database.db, DE);
    expect((await changeMethod(stranger.id, own!.id, { paymentKey: "computop_creditcard" })).status).toBe(
      404,
    );
    await billedTo(customer.id, own!.id, "Declined");
    const declined = await changeMethod(customer.id, own!.id, { paymentKey: "computop_creditcard" });
    expect(declined.status).toBe(402);
    const after = await rowOf(own!.id);
    expect([after.paymentKey, after.paymentMandate]).toEqual([before.paymentKey, before.paymentMandate]);
    await engine.post(`/v1/customers/${customer.id}/subscriptions/${own!.id}/changes`, { kind: "cancel" });
    const cancelled = await changeMethod(customer.id, own!.id, { paymentKey: "computop_creditcard" });
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toMatchObject({ code: "SUBSCRIPTION_CANCELLED" });
  });

  it("waits for the customer's signed return from the provider's page, once", async () => {
    const { customer } = await subscribe(engine, { paymentKey: "paypal_instant" });
    const [own] = await subscriptionsOf(engine, customer.id);
    await billedTo(customer.id, own!.id, "Redirect");
    const asked = (await (
      await changeMethod(customer.id, own!.id, { paymentKey: "klarna_paylater", returnUrl: RETURN_URL })
    ).json()) as Changed;
    expect(asked.redirectUrl).toMatch(/^https:\/\/shop\.example\/de-de\/account\/subscriptions\/payment\/\?/);
    expect(asked.subscription.paymentKey).toBe("paypal_instant");
    expect(asked.mailIds).toEqual([]);
    const returned = Object.fromEntries(new URL(asked.redirectUrl!).searchParams);

    const forged = await confirmReturn(customer.id, own!.id, { ...returned, outcome: "declined" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "PAYMENT_RETURN_UNVERIFIED" });
    const stranger = await insertTestCustomer(engine.database.db, DE);
    expect((await confirmReturn(stranger.id, own!.id, returned)).status).toBe(404);
    expect((await rowOf(own!.id)).paymentKey).toBe("paypal_instant");

    const confirmed = await confirmReturn(customer.id, own!.id, returned);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as Changed).subscription.paymentKey).toBe("klarna_paylater");
    const again = await confirmReturn(customer.id, own!.id, returned);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "PAYMENT_CHANGE_NOT_PENDING" });
    const row = await rowOf(own!.id);
    expect([row.pendingPaymentKey, row.pendingMandateRequest]).toEqual([null, null]);
  });

  it("runs a subscription paused by a failed payment again with the new mandate", async () => {
    const { customer } = await subscribe(engine, { lastName: "Lapsed" });
    const [own] = await subscriptionsOf(engine, customer.id);
    await engine.database.db
      .update(schema.subscriptions)
      .set({ status: "paused", pauseReason: "payment_failed", failedPayments: 3, paymentRetryOn: null })
      .where(eq(schema.subscriptions.reference, own!.id));
    await billedTo(customer.id, own!.id, ORDER_ADDRESS.lastName);
    const changed = (await (
      await changeMethod(customer.id, own!.id, { paymentKey: "computop_creditcard" })
    ).json()) as Changed;
    expect(changed.subscription.status).toBe("active");
    const row = await rowOf(own!.id);
    expect(row.failedPayments).toBe(0);
    expect(row.paymentMandate.startsWith("test-mandate-lapsed-")).toBe(false);
  });

  it("keeps a customer's own pause when only the payment method changes", async () => {
    const { customer } = await subscribe(engine);
    const [own] = await subscriptionsOf(engine, customer.id);
    await engine.post(`/v1/customers/${customer.id}/subscriptions/${own!.id}/changes`, { kind: "pause" });
    const changed = (await (
      await changeMethod(customer.id, own!.id, { paymentKey: "computop_creditcard" })
    ).json()) as Changed;
    expect(changed.subscription.status).toBe("paused");
  });
});
