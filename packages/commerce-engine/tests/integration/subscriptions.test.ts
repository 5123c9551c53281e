import { randomUUID } from "node:crypto";
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DE, insertTestCustomer, ORDER_ADDRESS, PL, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";
import { LENS, mailsTo, seedSubscribableLens, subscribe, subscriptionsOf } from "../subscription-helpers.ts";

interface Subscription {
  id: string;
  status: string;
  pauseReason: string | null;
  intervalMonths: number;
  allowedIntervals: number[];
  preferredDeliveryDay: number;
  nextDeliveryOn: string;
  items: {
    variant: { id: number };
    quantity: number;
    customData: Record<string, unknown>;
    price: { unit: { withTax: number } };
  }[];
  deliveries: { period: string; status: string }[];
  cancellation: { receivedAt: string; effectiveOn: string; reason: string | null } | null;
}

describe.each(testDatabaseKinds())("subscriptions (%s)", (kind) => {
  const engine = useEngine(kind);
  beforeAll(() => seedSubscribableLens(engine));

  const change = (customerId: number, reference: string, body: unknown) =>
    engine.post(`/v1/customers/${customerId}/subscriptions/${reference}/changes`, body);
  const subscription = async (response: Response) =>
    ((await response.json()) as { subscription: Subscription }).subscription;

  describe("placing an order with subscriptionDefinition", () => {
    it("starts a subscription with the lens pair, its eyes' customData as given, the agreed prices and a mail", async () => {
      const { customer, response } = await subscribe(engine, { interval: "3", day: 15 });
      expect(response.status).toBe(201);
      const [listed] = await subscriptionsOf(engine, customer.id);
      expect(listed!.id).toMatch(/^ABO-[A-Z2-9]{8}$/);
      const got = await subscription(
        await engine.request(`/v1/customers/${customer.id}/subscriptions/${listed!.id}`),
      );
      expect(got).toMatchObject({
        status: "active",
        intervalMonths: 3,
        allowedIntervals: [1, 2, 3, 6],
        preferredDeliveryDay: 15,
      });
      expect(got.nextDeliveryOn.slice(8)).toBe("15");
      expect(
        got.items.map((item) => [
          item.variant.id,
          item.quantity,
          item.customData.eye,
          item.price.unit.withTax,
        ]),
      ).toEqual([
        [LENS.left, 2, "left", LENS.price],
        [LENS.right, 2, "right", LENS.price],
      ]);
      expect(got.deliveries).toHaveLength(1);
      const [mail] = await mailsTo(engine, customer.email);
      expect(mail!.subject).toContain(listed!.id);
      expect(mail!.text).toContain("alle 3 Monate");
    });

    it("refuses a product that allows no subscription, an interval it does not offer and a malformed definition, and keeps the basket", async () => {
      const sunglasses = await subscribe(engine, { variantId: VARIANT.aviatorBlack58InStock });
      expect(sunglasses.response.status).toBe(422);
      expect(await sunglasses.response.json()).toMatchObject({ code: "SUBSCRIPTION_INTERVAL_NOT_ALLOWED" });
      const fourMonths = await subscribe(engine, { interval: 4 });
      expect(await fourMonths.response.json()).toMatchObject({ code: "SUBSCRIPTION_INTERVAL_NOT_ALLOWED" });
      const malformed = await subscribe(engine, { interval: "monthly" });
      expect(malformed.response.status).toBe(400);
      expect(await malformed.response.json()).toMatchObject({ code: "INVALID_SUBSCRIPTION" });
      const basket = await engine.request(`/v1/baskets/${fourMonths.customer.basketKey}`);
      expect(((await basket.json()) as { items: unknown[] }).items).toHaveLength(2);
      expect(await subscriptionsOf(engine, fourMonths.customer.id)).toEqual([]);
    });

    it("refuses a payment method without a mandate and a shop without subscriptions", async () => {
      const invoice = await subscribe(engine, { paymentKey: "ratepay_invoice" });
      expect(invoice.response.status).toBe(422);
      expect(await invoice.response.json()).toMatchObject({ code: "PAYMENT_NOT_REUSABLE" });
      const poland = await subscribe(engine, { shopId: PL, paymentKey: "blik" });
      expect(poland.response.status).toBe(403);
      expect(await poland.response.json()).toMatchObject({ code: "SUBSCRIPTIONS_OFF" });
    });

    it("refuses a guest", async () => {
      const basketKey = `guest-${randomUUID()}`;
      await engine.post(`/v1/baskets/${basketKey}/items`, {
        variantId: LENS.left,
        quantity: 1,
        customData: { subscriptionDefinition: { subscriptionInterval: 1 } },
      });
      const response = await engine.post("/v1/checkout/guest-orders", {
        email: `${randomUUID()}@example.com`,
        basketKey,
        idempotencyKey: randomUUID(),
        billingAddress: ORDER_ADDRESS,
        paymentKey: "paypal_instant",
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "SUBSCRIPTION_NEEDS_ACCOUNT" });
    });

    it("starts the subscription of a redirect payment when the payment is confirmed", async () => {
      const { customer, response } = await subscribe(engine, {
        lastName: "Redirect",
        returnUrl: "https://shop.example/de-de/checkout/payment/",
      });
      const placed = (await response.json()) as { order: { id: string }; payment: { url: string } };
      expect(await subscriptionsOf(engine, customer.id)).toEqual([]);
      const confirmed = await engine.post(`/v1/checkout/orders/${placed.order.id}/payment-confirmations`, {
        customerId: customer.id,
        returned: Object.fromEntries(new URL(placed.payment.url).searchParams),
      });
      expect(confirmed.status).toBe(200);
      expect(await subscriptionsOf(engine, customer.id)).toHaveLength(1);
    });
  });

  describe("the customer's endpoints", () => {
    it("answers another customer's subscription as unknown and changes nothing", async () => {
      const { customer } = await subscribe(engine);
      const [own] = await subscriptionsOf(engine, customer.id);
      const stranger = await insertTestCustomer(engine.database.db, DE);
      const read = await engine.request(`/v1/customers/${stranger.id}/subscriptions/${own!.id}`);
      expect(read.status).toBe(404);
      const body = JSON.stringify(await read.json());
      expect(body).not.toContain(customer.email);
      expect((await change(stranger.id, own!.id, { kind: "cancel" })).status).toBe(404);
      expect((await change(stranger.id, own!.id, { kind: "pause" })).status).toBe(404);
      expect(await subscriptionsOf(engine, stranger.id)).toEqual([]);
      const [still] = await subscriptionsOf(engine, customer.id);
      expect(still!.status).toBe("active");
    });

    it("skips, changes interval and day, pauses, resumes and moves the address, mailing each", async () => {
      const { customer } = await subscribe(engine, { interval: 1, day: 15 });
      const [start] = await subscriptionsOf(engine, customer.id);
      const skipped = await subscription(await change(customer.id, start!.id, { kind: "skip" }));
      expect(skipped.nextDeliveryOn > start!.nextDeliveryOn).toBe(true);
      expect(skipped.nextDeliveryOn.slice(8)).toBe("15");
      expect((await change(customer.id, start!.id, { kind: "interval", intervalMonths: 5 })).status).toBe(
        422,
      );
      expect(
        (await subscription(await change(customer.id, start!.id, { kind: "interval", intervalMonths: 2 })))
          .intervalMonths,
      ).toBe(2);
      const day = await subscription(
        await change(customer.id, start!.id, { kind: "deliveryDay", preferredDeliveryDay: 31 }),
      );
      expect(day.preferredDeliveryDay).toBe(31);
      expect((await subscription(await change(customer.id, start!.id, { kind: "pause" }))).status).toBe(
        "paused",
      );
      expect((await change(customer.id, start!.id, { kind: "skip" })).status).toBe(409);
      expect((await subscription(await change(customer.id, start!.id, { kind: "resume" }))).status).toBe(
        "active",
      );
      const moved = await change(customer.id, start!.id, {
        kind: "address",
        shippingAddress: { ...ORDER_ADDRESS, street: "Neue Straße" },
      });
      expect(moved.status).toBe(200);
      expect((await change(customer.id, start!.id, { kind: "interval", intervalMonths: "2" })).status).toBe(
        400,
      );
      const subjects = (await mailsTo(engine, customer.email)).map((mail) => mail.subject);
      expect(subjects).toHaveLength(7);
    });

    it("cancels once, with the reason, however often it is asked", async () => {
      const { customer } = await subscribe(engine);
      const [own] = await subscriptionsOf(engine, customer.id);
      type Changed = { subscription: Subscription; mailIds: number[] };
      const firstAnswer = (await (
        await change(customer.id, own!.id, { kind: "cancel", reason: "zu teuer" })
      ).json()) as Changed;
      const secondAnswer = (await (await change(customer.id, own!.id, { kind: "cancel" })).json()) as Changed;
      // The first cancellation names its mail for the storefront to send at once; the repeat writes none.
      expect(firstAnswer.mailIds).toHaveLength(1);
      expect(secondAnswer.mailIds).toEqual([]);
      const first = firstAnswer.subscription;
      const second = secondAnswer.subscription;
      expect(second.cancellation).toEqual(first.cancellation);
      expect(first.cancellation!.reason).toBe("zu teuer");
      expect((await change(customer.id, own!.id, { kind: "resume" })).status).toBe(409);
      const cancellationMails = (await mailsTo(engine, customer.email)).filter((mail) =>
        mail.subject.startsWith("Kündigung"),
      );
      expect(cancellationMails).toHaveLength(1);
    });
  });

  describe("cancelling without signing in", () => {
    const request = (body: Record<string, unknown>) => engine.post("/v1/subscription-cancellations", body);

    it("cancels by email and reference, mails the owner the time received, and answers as for no match", async () => {
      const { customer } = await subscribe(engine);
      const [own] = await subscriptionsOf(engine, customer.id);
      const matched = await request({
        email: customer.email.toUpperCase(),
        identifier: own!.id.toLowerCase(),
        reason: "Umzug",
      });
      const unknown = await request({ email: customer.email, identifier: "ABO-AAAAAAAA" });
      expect(matched.status).toBe(202);
      expect(unknown.status).toBe(202);
      const matchedBody = (await matched.json()) as Record<string, unknown>;
      const unknownBody = (await unknown.json()) as Record<string, unknown>;
      expect(Object.keys(matchedBody).sort()).toEqual(Object.keys(unknownBody).sort());
      const [cancelled] = await subscriptionsOf(engine, customer.id);
      expect(cancelled!.status).toBe("cancelled");
      const mails = await mailsTo(engine, customer.email);
      const confirmation = mails.find((mail) => mail.subject.startsWith("Kündigung"))!;
      expect(confirmation.text).toMatch(
        /am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2} \S+ bei uns eingegangen/,
      );
      expect(mails.some((mail) => mail.text.includes("kein laufendes Abo"))).toBe(true);
    });

    it("finds the subscription by its order's number, and cancels once when asked twice", async () => {
      const { customer, response } = await subscribe(engine);
      const { order } = (await response.json()) as { order: { id: string } };
      await request({ email: customer.email, identifier: order.id });
      const [first] = await subscriptionsOf(engine, customer.id);
      await request({ email: customer.email, identifier: order.id });
      const [again] = await subscriptionsOf(engine, customer.id);
      expect(again).toEqual(first);
      expect(first!.status).toBe("cancelled");
    });

    it("does nothing to someone else's subscription and mails only the address typed", async () => {
      const { customer } = await subscribe(engine);
      const [own] = await subscriptionsOf(engine, customer.id);
      const mailsBefore = (await mailsTo(engine, customer.email)).length;
      const stranger = `${randomUUID()}@example.com`;
      const response = await request({ email: stranger, identifier: own!.id });
      expect(response.status).toBe(202);
      const [untouched] = await subscriptionsOf(engine, customer.id);
      expect(untouched!.status).toBe("active");
      expect(await mailsTo(engine, customer.email)).toHaveLength(mailsBefore);
      const [mail] = await mailsTo(engine, stranger);
      expect(mail!.text).not.toContain(own!.id);
    });

    it("refuses a malformed request with 400 and writes nothing", async () => {
      const before = await engine.database.db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox);
      expect((await request({ email: "no-address", identifier: "ABO-AAAAAAAA" })).status).toBe(400);
      expect((await request({ email: "a@example.com", identifier: "" })).status).toBe(400);
      expect((await request({ email: "a@example.com", identifier: "x".repeat(41) })).status).toBe(400);
      const after = await engine.database.db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox);
      expect(after).toHaveLength(before.length);
    });
  });

  it("keeps each eye's line with its own customData in the follow-up order's definition", async () => {
    const { customer } = await subscribe(engine);
    const rows = await engine.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.customerId, customer.id));
    expect(rows[0]!.paymentMandate).toMatch(/^test-mandate-/);
  });
});
