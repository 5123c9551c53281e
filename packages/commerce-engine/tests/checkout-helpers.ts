import { randomUUID } from "node:crypto";
import { schema } from "@eyewear/database";
import { eq } from "drizzle-orm";
import { insertCustomer } from "../src/queries/customers.ts";
import { DE } from "./fixtures.ts";
import type { EngineHarness } from "./harness.ts";

export const ADDRESS = {
  firstName: "Anna",
  lastName: "Muster",
  street: "Hauptstraße",
  houseNumber: "12a",
  zipCode: "10115",
  city: "Berlin",
};

/** Customers, stock, baskets and checkout requests of the order tests, on the engine the getter answers. */
export function checkoutHelpers(harness: () => EngineHarness) {
  const db = () => harness().database.db;

  async function newCustomer(shopId = DE) {
    const row = await insertCustomer(db(), {
      shopId,
      email: `${randomUUID()}@example.com`,
      passwordHash: "unused",
      firstName: "Anna",
      lastName: "Muster",
      basketKey: `customer-${randomUUID()}`,
      wishlistKey: `customer-${randomUUID()}`,
    });
    return row!;
  }

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

  const post = (path: string, body: unknown, shopId = DE) =>
    harness().request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
      shopId,
    });

  const place = (customerId: number, overrides: Record<string, unknown> = {}, shopId = DE) =>
    post(
      "/v1/checkout/orders",
      {
        customerId,
        idempotencyKey: randomUUID(),
        billingAddress: ADDRESS,
        paymentKey: "paypal_instant",
        ...overrides,
      },
      shopId,
    );

  return { db, newCustomer, setStock, stockOf, addToBasket, post, place };
}
