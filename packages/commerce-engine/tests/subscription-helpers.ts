import { randomUUID } from "node:crypto";
import { rebuildShopProducts, schema } from "@eyewear/database";
import { eq } from "drizzle-orm";
import { DE, insertTestCustomer, ORDER_ADDRESS, PL, seedProduct } from "./fixtures.ts";
import type { EngineHarness } from "./harness.ts";

/** A contact lens that may be subscribed at 1, 2, 3 or 6 months, in a left-eye and a right-eye power. */
export const LENS = { productId: 1901, left: 190101, right: 190102, price: 2999 } as const;

/** Seeds the subscribable lens once per database (the fixture's catalogue has none). */
export async function seedSubscribableLens(harness: EngineHarness) {
  const { db } = harness.database;
  const [brand] = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
  const prices = [
    { shopId: DE, withTax: LENS.price },
    { shopId: PL, withTax: 9900 },
  ];
  await seedProduct(db, {
    id: LENS.productId,
    name: "Aqua Monthly",
    masterKey: "aqua-monthly",
    productType: "contactLenses",
    brandId: brand!.id,
    categories: ["care"],
    attributes: { subscriptionIntervals: ["1", "2", "3", "6"] },
    createdAt: new Date("2025-03-01T00:00:00Z"),
    variants: [
      { id: LENS.left, stock: 500, attributes: { sphere: ["-1.25"] }, prices },
      { id: LENS.right, stock: 500, attributes: { sphere: ["-1.50"] }, prices },
    ],
  });
  await rebuildShopProducts(db);
}

export interface SubscribeOptions {
  shopId?: number;
  interval?: number | string;
  day?: number;
  paymentKey?: string;
  lastName?: string;
  /** Where a redirect payment returns to. */
  returnUrl?: string;
  /** Another variant to subscribe to instead of the lens pair. */
  variantId?: number;
}

/** The pair of lens lines as the storefront will add them: one per eye, each with its subscription. */
export function lensPairLines(definition: Record<string, unknown>) {
  return [
    {
      variantId: LENS.left,
      quantity: 2,
      customData: { eye: "left", sphere: "-1.25", subscriptionDefinition: definition },
    },
    {
      variantId: LENS.right,
      quantity: 2,
      customData: { eye: "right", sphere: "-1.50", subscriptionDefinition: definition },
    },
  ];
}

/**
 * A new registered customer orders the lens pair as a subscription through the engine's API; answers the
 * customer and the raw answer of the order.
 */
export async function subscribe(harness: EngineHarness, options: SubscribeOptions = {}) {
  const shopId = options.shopId ?? DE;
  const customer = await insertTestCustomer(harness.database.db, shopId);
  const definition = {
    subscriptionInterval: options.interval ?? 1,
    preferredDeliveryDay: options.day ?? 15,
    origin: "pdp",
  };
  const lines = options.variantId
    ? [{ variantId: options.variantId, quantity: 1, customData: { subscriptionDefinition: definition } }]
    : lensPairLines(definition);
  for (const line of lines) {
    const added = await harness.post(`/v1/baskets/${customer.basketKey}/items`, line, shopId);
    if (!added.ok) throw new Error(`adding to the basket failed: ${added.status} ${await added.text()}`);
  }
  const response = await harness.post(
    "/v1/checkout/orders",
    {
      customerId: customer.id,
      idempotencyKey: randomUUID(),
      billingAddress: { ...ORDER_ADDRESS, lastName: options.lastName ?? ORDER_ADDRESS.lastName },
      paymentKey: options.paymentKey ?? "paypal_instant",
      ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
    },
    shopId,
  );
  return { customer, response };
}

/** The customer's subscriptions as the engine answers them. */
export async function subscriptionsOf(harness: EngineHarness, customerId: number, shopId = DE) {
  const response = await harness.request(`/v1/customers/${customerId}/subscriptions`, { shopId });
  return (
    (await response.json()) as { subscriptions: { id: string; nextDeliveryOn: string; status: string }[] }
  ).subscriptions;
}

/** The outbox mails to the address, oldest first. */
export async function mailsTo(harness: EngineHarness, to: string) {
  return harness.database.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.to, to))
    .orderBy(schema.mailOutbox.id);
}
