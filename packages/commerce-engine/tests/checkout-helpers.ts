import { randomUUID } from "node:crypto";
import { schema } from "@eyewear/database";
import { eq } from "drizzle-orm";
import { DE, insertTestCustomer, ORDER_ADDRESS } from "./fixtures.ts";
import type { EngineHarness } from "./harness.ts";

/** Customers, stock, baskets and checkout requests of the order tests, on the engine the getter answers. */
export function checkoutHelpers(harness: () => EngineHarness) {
  const db = () => harness().database.db;

  const newCustomer = (shopId = DE) => insertTestCustomer(db(), shopId);

  async function setStock(variantId: number, quantity: number, isSellableWithoutStock = false) {
    await db()
      .update(schema.stock)
      .set({ quantity, isSellableWithoutStock })
      .where(eq(schema.stock.variantId, variantId));
  }

  async function stockOf(variantId: number) {
    const [row] = await db().select().from(schema.stock).where(eq(schema.stock.variantId, variantId));
    return row!.quantity;
  }

  async function addToBasket(basketKey: string, variantId: number, quantity: number, shopId = DE) {
    await harness().client(shopId).basket.addItem(basketKey, variantId, quantity);
  }

  /** A new customer of the German shop whose basket holds `quantity` of the variant. */
  async function customerWithBasket(variantId: number, quantity = 1) {
    const customer = await newCustomer();
    await addToBasket(customer.basketKey, variantId, quantity);
    return customer;
  }

  const post: EngineHarness["post"] = (path, body, shopId) => harness().post(path, body, shopId);

  const place = (customerId: number, overrides: Record<string, unknown> = {}, shopId = DE) =>
    post(
      "/v1/checkout/orders",
      {
        customerId,
        idempotencyKey: randomUUID(),
        billingAddress: ORDER_ADDRESS,
        paymentKey: "paypal_instant",
        ...overrides,
      },
      shopId,
    );

  const placeAsGuest = (email: string, basketKey: string, overrides: Record<string, unknown> = {}) =>
    post("/v1/checkout/guest-orders", {
      email,
      basketKey,
      idempotencyKey: randomUUID(),
      billingAddress: ORDER_ADDRESS,
      paymentKey: "paypal_instant",
      ...overrides,
    });

  /** The shopper's return from a redirect payment: the query parameters the provider put on `paymentUrl`. */
  const confirmReturn = (customerId: number, orderId: string, paymentUrl: string) =>
    post(`/v1/checkout/orders/${orderId}/payment-confirmations`, {
      customerId,
      returned: Object.fromEntries(new URL(paymentUrl).searchParams),
    });

  return {
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
  };
}
