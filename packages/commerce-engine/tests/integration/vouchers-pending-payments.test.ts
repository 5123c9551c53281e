import { randomUUID } from "node:crypto";
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { SHIPPING_TERMS } from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { TEST_PAYMENT_LAST_NAMES } from "../../src/payments/test-provider.ts";
import {
  DEFAULT_PENDING_PAYMENT_TIMEOUT_MS,
  pendingPaymentTimeoutMs,
  releaseAbandonedOrders,
  startAbandonedOrderRelease,
} from "../../src/services/order-release.ts";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { ORDER_ADDRESS as ADDRESS, DE, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_AGE_MS = 30 * 60 * 1000;
const AVIATOR_PRICE = 12999;
const CARE_FLUID_PRICE = 899;

describe.each(testDatabaseKinds())("vouchers and abandoned payments (%s)", (kind) => {
  const engine = useEngine(kind);

  const {
    db,
    newCustomer,
    setStock,
    stockOf,
    addToBasket,
    customerWithBasket,
    post,
    place,
    placeAsGuest,
    confirmReturn,
  } = checkoutHelpers(() => engine);
  let codeNumber = 0;

  async function newVoucher(terms: Partial<typeof schema.vouchers.$inferInsert> = {}) {
    codeNumber += 1;
    const [row] = await db()
      .insert(schema.vouchers)
      .values({
        shopId: DE,
        code: `TEST${codeNumber}`,
        value: 1000,
        validFrom: new Date(Date.now() - DAY_MS),
        ...terms,
      })
      .returning();
    return row!;
  }

  async function redemptionsOf(voucherId: number) {
    const [row] = await db().select().from(schema.vouchers).where(eq(schema.vouchers.id, voucherId));
    return row!.redemptionCount;
  }

  const check = (customerId: number, voucherCode: string) =>
    post("/v1/checkout/voucher-checks", { customerId, voucherCode });

  async function placeRedirectOrder() {
    const customer = await customerWithBasket(VARIANT.careFluid);
    const response = await place(customer.id, {
      billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.redirect },
      returnUrl: "https://shop.example/de-de/checkout/payment/",
    });
    expect(response.status).toBe(201);
    const { order, payment } = await response.json();
    return { customer, order, paymentUrl: payment.url as string };
  }

  const statusOf = async (orderId: string) => {
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.publicId, orderId));
    return row!.status;
  };

  it("checks a code case-insensitively and takes its value off the order, redeeming it once", async () => {
    await setStock(VARIANT.aviatorBlack58InStock, 20);
    const voucher = await newVoucher({ code: "Willkommen10" });
    const customer = await customerWithBasket(VARIANT.aviatorBlack58InStock);

    const checked = await check(customer.id, "willkommen10");
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({
      voucher: { code: "Willkommen10", reduction: 1000 },
      cost: { withTax: AVIATOR_PRICE - 1000 },
    });

    const response = await place(customer.id, { voucherCode: " WILLKOMMEN10 " });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.cost.withTax).toBe(AVIATOR_PRICE - 1000);
    expect(order.cost.withoutTax + order.cost.tax.vat.amount).toBe(AVIATOR_PRICE - 1000);
    expect(order.vouchers).toEqual([
      { type: "absolute", code: "Willkommen10", value: 1000, applicableItems: [String(order.items[0].id)] },
    ]);
    expect(order.cost.appliedReductions).toEqual([
      {
        category: "voucher",
        type: "absolute",
        code: "Willkommen10",
        amount: { absoluteWithTax: 1000, relative: 0.08 },
      },
    ]);
    expect(await redemptionsOf(voucher.id)).toBe(1);
  });

  it("never takes the total below 0 and ignores an amount in the request", async () => {
    const voucher = await newVoucher({ value: 5000 });
    const customer = await customerWithBasket(VARIANT.careFluid);
    const tampered = await place(customer.id, { voucherCode: voucher.code, voucherValue: 1 });
    expect(tampered.status).toBe(400);

    const response = await place(customer.id, { voucherCode: voucher.code });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    // The goods cost nothing after the voucher; shipping (rule:shipping.cost) is not the voucher's to take.
    expect(order.cost.withTax).toBe(SHIPPING_TERMS.DE.fee);
    expect(order.vouchers[0].value).toBe(CARE_FLUID_PRICE);
  });

  it("refuses unknown, expired, not yet valid and used-up codes and an order below the minimum", async () => {
    const customer = await customerWithBasket(VARIANT.careFluid);
    const expired = await newVoucher({ validUntil: new Date(Date.now() - 1000) });
    const future = await newVoucher({ validFrom: new Date(Date.now() + DAY_MS) });
    const minimum = await newVoucher({ minimumOrderValue: CARE_FLUID_PRICE + 1 });
    const usedUp = await newVoucher({ redemptionLimit: 1, redemptionCount: 1 });
    const refusals = [
      ["NO-SUCH-CODE", "VOUCHER_UNKNOWN"],
      [expired.code, "VOUCHER_EXPIRED"],
      [future.code, "VOUCHER_NOT_YET_VALID"],
      [minimum.code, "VOUCHER_MINIMUM_NOT_REACHED"],
      [usedUp.code, "VOUCHER_USED_UP"],
    ];
    for (const [code, error] of refusals) {
      const checked = await check(customer.id, code!);
      expect([checked.status, (await checked.json()).code]).toEqual([422, error]);
      const placed = await place(customer.id, { voucherCode: code });
      expect([placed.status, (await placed.json()).code]).toEqual([422, error]);
    }
    expect(await stockOf(VARIANT.careFluid)).toBeGreaterThan(0);
    expect((await engine.client(DE).basket.get(customer.basketKey)).basket.items).toHaveLength(1);
  });

  it("checks a code against a guest checkout's anonymous basket and redeems it in the guest order", async () => {
    await setStock(VARIANT.careFluid, 10);
    const voucher = await newVoucher({ value: 300 });
    const basketKey = randomUUID();
    await addToBasket(basketKey, VARIANT.careFluid, 1);

    const checked = await post("/v1/checkout/voucher-checks", { basketKey, voucherCode: voucher.code });
    expect(await checked.json()).toEqual({
      voucher: { code: voucher.code, reduction: 300 },
      cost: { withTax: CARE_FLUID_PRICE - 300 },
    });
    const both = await post("/v1/checkout/voucher-checks", {
      customerId: (await newCustomer()).id,
      basketKey,
      voucherCode: voucher.code,
    });
    expect(both.status).toBe(400);

    const response = await placeAsGuest(`${randomUUID()}@example.com`, basketKey, {
      voucherCode: voucher.code,
    });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.customer.status.isGuestCustomer).toBe(true);
    expect(order.cost.withTax).toBe(CARE_FLUID_PRICE - 300 + SHIPPING_TERMS.DE.fee);
    expect(order.vouchers).toMatchObject([{ code: voucher.code, value: 300 }]);
    expect(await redemptionsOf(voucher.id)).toBe(1);
  });

  it("keeps the redemption limit when many orders use the last redemptions at the same time", async () => {
    await setStock(VARIANT.careFluid, 100);
    const voucher = await newVoucher({ redemptionLimit: 3 });
    const shoppers = kind === "postgres" ? 20 : 6;
    const customers = await Promise.all(
      Array.from({ length: shoppers }, () => customerWithBasket(VARIANT.careFluid)),
    );
    const answers = await Promise.all(
      customers.map((customer) => place(customer.id, { voucherCode: voucher.code })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(shoppers - 3);
    expect(await redemptionsOf(voucher.id)).toBe(3);
    expect(await stockOf(VARIANT.careFluid)).toBe(100 - 3);
  });

  it("releases a payment left pending too long: stock and voucher back, the late confirmation refused", async () => {
    await setStock(VARIANT.careFluid, 10);
    const voucher = await newVoucher();
    const customer = await customerWithBasket(VARIANT.careFluid);
    const response = await place(customer.id, {
      billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.redirect },
      returnUrl: "https://shop.example/de-de/checkout/payment/",
      voucherCode: voucher.code,
    });
    const { order, payment } = await response.json();
    expect(await stockOf(VARIANT.careFluid)).toBe(9);

    expect(await releaseAbandonedOrders(db(), MAX_AGE_MS, new Date(Date.now() + MAX_AGE_MS / 2))).toBe(0);
    expect(await releaseAbandonedOrders(db(), MAX_AGE_MS, new Date(Date.now() + MAX_AGE_MS + 1000))).toBe(1);
    expect(await statusOf(order.id)).toBe("payment_abandoned");
    expect(await stockOf(VARIANT.careFluid)).toBe(10);
    expect(await redemptionsOf(voucher.id)).toBe(0);
    const detail = await engine.request(`/v1/customers/${customer.id}/orders/${order.id}`);
    expect((await detail.json()).order.items.map((item: { status: string }) => item.status)).toEqual([
      "cancelled",
    ]);

    const late = await confirmReturn(customer.id, order.id, payment.url);
    expect([late.status, (await late.json()).code]).toEqual([409, "ORDER_RELEASED"]);
    expect(await releaseAbandonedOrders(db(), MAX_AGE_MS, new Date(Date.now() + MAX_AGE_MS + 1000))).toBe(0);
    expect(await stockOf(VARIANT.careFluid)).toBe(10);
  });

  it("lets a confirmation and a release race: exactly one wins and the stock adds up", async () => {
    await setStock(VARIANT.careFluid, 20);
    const later = new Date(Date.now() + MAX_AGE_MS + 1000);
    for (let round = 0; round < 5; round += 1) {
      const { customer, order, paymentUrl } = await placeRedirectOrder();
      const before = await stockOf(VARIANT.careFluid);
      const [confirmation, released] = await Promise.all([
        confirmReturn(customer.id, order.id, paymentUrl),
        releaseAbandonedOrders(db(), MAX_AGE_MS, later),
      ]);
      const status = await statusOf(order.id);
      if (confirmation.status === 200) {
        expect([status, released, await stockOf(VARIANT.careFluid)]).toEqual(["confirmed", 0, before]);
      } else {
        expect(confirmation.status).toBe(409);
        expect([status, released, await stockOf(VARIANT.careFluid)]).toEqual([
          "payment_abandoned",
          1,
          before + 1,
        ]);
      }
    }
  });

  it("confirms a redirect payment once when the return page is loaded twice at the same time", async () => {
    const { customer, order, paymentUrl } = await placeRedirectOrder();
    const answers = await Promise.all([
      confirmReturn(customer.id, order.id, paymentUrl),
      confirmReturn(customer.id, order.id, paymentUrl),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies[0].order.confirmedAt).toBe(bodies[1].order.confirmedAt);
    expect(await statusOf(order.id)).toBe("confirmed");
  });

  it("reads the release age from whole minutes, 30 when unset, and refuses anything else", () => {
    expect(pendingPaymentTimeoutMs(undefined)).toBe(DEFAULT_PENDING_PAYMENT_TIMEOUT_MS);
    expect(DEFAULT_PENDING_PAYMENT_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(pendingPaymentTimeoutMs("45")).toBe(45 * 60 * 1000);
    for (const wrong of ["0", "-5", "1.5", "soon"])
      expect(() => pendingPaymentTimeoutMs(wrong)).toThrow(RangeError);
  });

  it("releases abandoned orders periodically on its own timer until stopped", async () => {
    const { order } = await placeRedirectOrder();
    const releasedCounts: number[] = [];
    const stop = startAbandonedOrderRelease(db(), {
      maxAgeMs: 1,
      intervalMs: 20,
      onReleased: (count) => releasedCounts.push(count),
      onError: (error) => {
        throw error;
      },
    });
    try {
      await vi.waitFor(async () => expect(await statusOf(order.id)).toBe("payment_abandoned"), {
        timeout: 5000,
      });
      expect(releasedCounts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
    }
  });
});
