import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { addDays, SUBSCRIPTION_PAYMENT_ATTEMPTS, SUBSCRIPTION_PRICE_NOTICE_DAYS } from "@eyewear/shop-rules";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../../src/payments/provider.ts";
import { createTestPaymentProvider } from "../../src/payments/test-provider.ts";
import { listDueSubscriptions, runDueSubscriptions } from "../../src/services/subscription-scheduler.ts";
import { DE } from "../fixtures.ts";
import { useEngine } from "../harness.ts";
import { LENS, mailsTo, seedSubscribableLens, subscribe } from "../subscription-helpers.ts";

const provider = createTestPaymentProvider("scheduler-test-secret");

/** Noon in Berlin on the day: the shops' calendar day whatever the season. */
const at = (day: string) => new Date(`${day}T11:00:00Z`);

/** A provider whose mandate charges fail the way a killed process would: after the order rows were written. */
const crashingProvider: PaymentProvider = {
  ...provider,
  chargeMandate: async () => {
    throw new Error("the process died");
  },
};
const decliningProvider: PaymentProvider = {
  ...provider,
  chargeMandate: async () => ({ status: "declined", reason: "insufficient funds" }),
};

describe.each(testDatabaseKinds())("the subscription scheduler (%s)", (kind) => {
  const engine = useEngine(kind);
  beforeAll(() => seedSubscribableLens(engine));
  const db = () => engine.database.db;

  async function newSubscription(options: Parameters<typeof subscribe>[1] = {}) {
    const { customer, response } = await subscribe(engine, options);
    expect(response.status).toBe(201);
    const [row] = await db()
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.customerId, customer.id));
    return { customer, row: row! };
  }

  const reload = async (id: number) =>
    (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.id, id)))[0]!;
  const followUps = (id: number) =>
    db()
      .select()
      .from(schema.orders)
      .where(like(schema.orders.idempotencyKey, `subscription-${id}-%`));
  const deliveries = (id: number) =>
    db()
      .select()
      .from(schema.subscriptionDeliveries)
      .where(eq(schema.subscriptionDeliveries.subscriptionId, id))
      .orderBy(schema.subscriptionDeliveries.period);

  it("places the due period's order once at a set clock, charged on the mandate, and moves to the next period", async () => {
    const { customer, row } = await newSubscription({ interval: 2, day: 15 });
    const due = at(row.nextDeliveryOn);
    expect(
      (await listDueSubscriptions(db(), due)).find((entry) => entry.reference === row.reference)?.due,
    ).toBe("deliver");
    const first = await runDueSubscriptions({ db: db(), provider, now: due });
    expect(first.failures).toEqual([]);
    const orders = await followUps(row.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "confirmed", totalWithTax: 4 * LENS.price });
    const items = await db()
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orders[0]!.id));
    expect(items.map((item) => item.customData.eye)).toEqual(["left", "right"]);
    const advanced = await reload(row.id);
    expect(advanced.nextDeliveryOn > row.nextDeliveryOn).toBe(true);
    expect(advanced.nextDeliveryOn.slice(8)).toBe("15");
    await runDueSubscriptions({ db: db(), provider, now: due });
    expect(await followUps(row.id)).toHaveLength(1);
    expect((await deliveries(row.id)).map((delivery) => delivery.period)).toHaveLength(2);
    const subjects = (await mailsTo(engine, customer.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes(orders[0]!.publicId))).toBe(true);
  });

  it("mails the reminder once, three days before the delivery", async () => {
    const { customer, row } = await newSubscription();
    const reminderDay = at(addDays(row.nextDeliveryOn, -3));
    await runDueSubscriptions({ db: db(), provider, now: at(addDays(row.nextDeliveryOn, -4)) });
    await runDueSubscriptions({ db: db(), provider, now: reminderDay });
    await runDueSubscriptions({ db: db(), provider, now: reminderDay });
    const reminders = (await mailsTo(engine, customer.email)).filter((mail) =>
      mail.subject.startsWith("Ihre nächste"),
    );
    expect(reminders).toHaveLength(1);
    expect(await followUps(row.id)).toEqual([]);
  });

  it("two schedulers started at once place exactly one order per subscription and period", async () => {
    const rows = await Promise.all([newSubscription(), newSubscription(), newSubscription()]).then((all) =>
      all.map((entry) => entry.row),
    );
    const latest = rows
      .map((row) => row.nextDeliveryOn)
      .sort()
      .at(-1)!;
    const runs = await Promise.all([
      runDueSubscriptions({ db: db(), provider, now: at(latest) }),
      runDueSubscriptions({ db: db(), provider, now: at(latest) }),
    ]);
    expect(runs.flatMap((run) => run.failures)).toEqual([]);
    for (const row of rows) {
      expect(await followUps(row.id)).toHaveLength(1);
      const periods = (await deliveries(row.id)).map((delivery) => delivery.period);
      expect(new Set(periods).size).toBe(periods.length);
    }
  });

  it("a run killed after the period's rows were written leaves no order and the next run places the period once", async () => {
    const { row } = await newSubscription();
    const due = at(row.nextDeliveryOn);
    const stockBefore = await db().select().from(schema.stock).where(eq(schema.stock.variantId, LENS.left));
    const killed = await runDueSubscriptions({ db: db(), provider: crashingProvider, now: due });
    expect(killed.failures.map((failure) => failure.reference)).toContain(row.reference);
    expect(await followUps(row.id)).toEqual([]);
    expect(await deliveries(row.id)).toHaveLength(1);
    expect((await reload(row.id)).nextDeliveryOn).toBe(row.nextDeliveryOn);
    const stockAfterKill = await db()
      .select()
      .from(schema.stock)
      .where(eq(schema.stock.variantId, LENS.left));
    expect(stockAfterKill[0]!.quantity).toBe(stockBefore[0]!.quantity);
    await runDueSubscriptions({ db: db(), provider, now: due });
    await runDueSubscriptions({ db: db(), provider, now: due });
    expect(await followUps(row.id)).toHaveLength(1);
  });

  it("a refused payment pauses, mails and retries after three days, up to the limit; a later success resumes", async () => {
    const { customer, row } = await newSubscription();
    let day = row.nextDeliveryOn;
    await runDueSubscriptions({ db: db(), provider: decliningProvider, now: at(day) });
    let paused = await reload(row.id);
    expect(paused).toMatchObject({ status: "paused", pauseReason: "payment_failed", failedPayments: 1 });
    expect(paused.paymentRetryOn).toBe(addDays(day, 3));
    expect(await followUps(row.id)).toEqual([]);
    expect((await deliveries(row.id)).at(-1)).toMatchObject({
      period: row.nextDeliveryOn,
      status: "payment_failed",
    });
    // Not before the retry day.
    await runDueSubscriptions({ db: db(), provider, now: at(addDays(day, 1)) });
    expect(await followUps(row.id)).toEqual([]);
    day = paused.paymentRetryOn!;
    await runDueSubscriptions({ db: db(), provider, now: at(day) });
    paused = await reload(row.id);
    expect(paused).toMatchObject({ status: "active", failedPayments: 0, pauseReason: null });
    expect(await followUps(row.id)).toHaveLength(1);
    expect(
      (await deliveries(row.id)).find((delivery) => delivery.period === row.nextDeliveryOn),
    ).toMatchObject({
      status: "placed",
    });
    const subjects = (await mailsTo(engine, customer.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes("Zahlung fehlgeschlagen"))).toHaveLength(1);
  });

  it("after the last try fails the subscription stays paused until the customer resumes it", async () => {
    const { customer, row } = await newSubscription({ lastName: "Lapsed" });
    let day = row.nextDeliveryOn;
    for (let attempt = 1; attempt <= SUBSCRIPTION_PAYMENT_ATTEMPTS; attempt++) {
      await runDueSubscriptions({ db: db(), provider, now: at(day) });
      const current = await reload(row.id);
      expect(current.failedPayments).toBe(attempt);
      day = current.paymentRetryOn ?? addDays(day, 30);
    }
    expect(await reload(row.id)).toMatchObject({ status: "paused", paymentRetryOn: null });
    await runDueSubscriptions({ db: db(), provider, now: at(addDays(day, 30)) });
    expect(await followUps(row.id)).toEqual([]);
    const last = (await mailsTo(engine, customer.email)).at(-1)!;
    expect(last.subject).toContain("erneut fehlgeschlagen");
  });

  it("tells the customer of a higher price before charging it, and charges it only after the notice period", async () => {
    const { customer, row } = await newSubscription();
    const raise = (withTax: number) =>
      db()
        .update(schema.prices)
        .set({ withTax })
        .where(and(eq(schema.prices.shopId, DE), eq(schema.prices.variantId, LENS.left)));
    await raise(LENS.price + 500);
    try {
      const due = row.nextDeliveryOn;
      await runDueSubscriptions({ db: db(), provider, now: at(due) });
      expect(await followUps(row.id)).toEqual([]);
      const notice = (await mailsTo(engine, customer.email)).find((mail) =>
        mail.subject.includes("neuer Preis"),
      )!;
      expect(notice.text).toContain("je Lieferung");
      await runDueSubscriptions({
        db: db(),
        provider,
        now: at(addDays(due, SUBSCRIPTION_PRICE_NOTICE_DAYS - 1)),
      });
      expect(await followUps(row.id)).toEqual([]);
      await runDueSubscriptions({
        db: db(),
        provider,
        now: at(addDays(due, SUBSCRIPTION_PRICE_NOTICE_DAYS)),
      });
      const [order] = await followUps(row.id);
      expect(order!.totalWithTax).toBe(4 * LENS.price + 2 * 500);
      const items = await db()
        .select()
        .from(schema.subscriptionItems)
        .where(eq(schema.subscriptionItems.subscriptionId, row.id));
      expect(items.find((item) => item.variantId === LENS.left)!.agreedUnitPriceWithTax).toBe(
        LENS.price + 500,
      );
    } finally {
      await raise(LENS.price);
    }
  });

  it("a subscription promotion prices the first order and each follow-up; when it ends, a notice comes first", async () => {
    const promotion = {
      id: "de-scheduler-abo",
      shopId: DE,
      name: "Subscriptions 10 %",
      priority: 15,
      startsAt: new Date("2020-01-01T00:00:00Z"),
      endsAt: new Date("2100-01-01T00:00:00Z"),
      effectType: "automatic_discount" as const,
      effectData: { type: "relative" as const, value: 10 },
      customData: { subscriptionsOnly: true },
    };
    await db().insert(schema.promotions).values(promotion);
    try {
      const { customer, row } = await newSubscription();
      const discounted = LENS.price - Math.round(LENS.price / 10);
      const agreed = await db()
        .select()
        .from(schema.subscriptionItems)
        .where(eq(schema.subscriptionItems.subscriptionId, row.id));
      expect(agreed.map((item) => item.agreedUnitPriceWithTax)).toEqual([discounted, discounted]);
      await runDueSubscriptions({ db: db(), provider, now: at(row.nextDeliveryOn) });
      const [order] = await followUps(row.id);
      expect(order!.totalWithTax).toBe(4 * discounted);
      const items = await db()
        .select()
        .from(schema.orderItems)
        .where(eq(schema.orderItems.orderId, order!.id));
      expect(items[0]).toMatchObject({
        unitPriceWithTax: discounted,
        appliedReductions: [
          {
            category: "promotion",
            promotionId: promotion.id,
            amount: { absoluteWithTax: 2 * (LENS.price - discounted) },
          },
        ],
      });
      // The promotion ends: the next delivery would cost more, so the customer is told first and nothing is charged.
      await db()
        .update(schema.promotions)
        .set({ endsAt: new Date("2020-02-01T00:00:00Z") })
        .where(eq(schema.promotions.id, promotion.id));
      const next = await reload(row.id);
      await runDueSubscriptions({ db: db(), provider, now: at(next.nextDeliveryOn) });
      expect(await followUps(row.id)).toHaveLength(1);
      const subjects = (await mailsTo(engine, customer.email)).map((mail) => mail.subject);
      expect(subjects.some((subject) => subject.includes("neuer Preis"))).toBe(true);
    } finally {
      await db().delete(schema.promotions).where(eq(schema.promotions.id, promotion.id));
    }
  });

  it("a cancellation within the reminder's lead lets that delivery go out, then ends the subscription", async () => {
    const { customer, row } = await newSubscription();
    const received = at(addDays(row.nextDeliveryOn, -2));
    const { requestSubscriptionCancellation } = await import("../../src/services/subscriptions.ts");
    const { shopContextFromRow } = await import("../../src/services/shop-context.ts");
    const { findShop } = await import("../../src/queries/shops.ts");
    const shop = shopContextFromRow((await findShop(db(), DE))!);
    await requestSubscriptionCancellation(
      db(),
      shop,
      { email: customer.email, identifier: row.reference },
      received,
    );
    expect(await reload(row.id)).toMatchObject({
      status: "active",
      cancellationEffectiveOn: row.nextDeliveryOn,
    });
    await runDueSubscriptions({ db: db(), provider, now: at(row.nextDeliveryOn) });
    expect(await followUps(row.id)).toHaveLength(1);
    expect((await reload(row.id)).status).toBe("cancelled");
    await runDueSubscriptions({ db: db(), provider, now: at(addDays(row.nextDeliveryOn, 90)) });
    expect(await followUps(row.id)).toHaveLength(1);
  });
});
