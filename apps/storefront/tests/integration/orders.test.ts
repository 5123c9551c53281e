import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";
import { shopByCode } from "@eyewear/shop-rules";
import { StorefrontAPIClient } from "@scayle/storefront-api";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customersApi } from "../../app/lib/customers.server.ts";
import { orderDataByCbd, ordersApi } from "../../app/lib/orders.server.ts";
import { procedureNamed } from "../../app/lib/rpc.server.ts";
import { requestScope } from "./request-scope.ts";

const ENGINE_HOST = "orders-engine.test";
const TOKEN = "orders-test-token";
const SHOP = shopByCode("de-de")!;
const ADDRESS = {
  firstName: "Anna",
  lastName: "Muster",
  street: "Hauptstraße",
  houseNumber: "1",
  zipCode: "10115",
  city: "Berlin",
};

describe.each(testDatabaseKinds())("orders through the storefront's engine client (%s)", (kind) => {
  let database: DatabaseHandle;
  let variantId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { productCount: 20, now: new Date("2026-11-01T00:00:00Z") });
    const engine = createCommerceEngine({ db: database.db, accessToken: TOKEN });
    installInProcessTransport(`https://${ENGINE_HOST}`, engine.fetch);
    const [row] = await database.db
      .select({ variantId: schema.stock.variantId })
      .from(schema.stock)
      .innerJoin(schema.prices, eq(schema.prices.variantId, schema.stock.variantId))
      .where(and(gt(schema.stock.quantity, 20), eq(schema.prices.shopId, SHOP.shopId)))
      .orderBy(schema.stock.variantId)
      .limit(1);
    variantId = row!.variantId;
  });
  afterAll(() => database.close());

  const scope = () => requestScope(database.db, { host: ENGINE_HOST, token: TOKEN });

  async function customerWithOrder(email: string) {
    const registered = await customersApi.register(scope(), SHOP, {
      email,
      password: "Sunglasses#2026",
      firstName: "Anna",
      lastName: "Muster",
      gender: null,
      birthDate: null,
      phone: null,
    });
    if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
    const { customer } = registered;
    const client = new StorefrontAPIClient({
      host: ENGINE_HOST,
      shopId: SHOP.shopId,
      auth: { type: "token", token: TOKEN },
    });
    await client.basket.addItem(customer.basketKey, variantId, 1);
    const placed = await ordersApi.place(scope(), SHOP, {
      customerId: customer.id,
      idempotencyKey: `order-${customer.id}-0000000000`,
      billingAddress: ADDRESS,
      paymentKey: "klarna_paylater",
      returnUrl: "http://shop.test/de-de/checkout/payment/",
    });
    if (!placed.ok) throw new Error(`placing answered ${placed.status} ${placed.code}`);
    return { customer, placed };
  }

  it("answers getOrderDataByCbd with the customer and both addresses, and 404 for an unknown token", async () => {
    const { placed } = await customerWithOrder("rpc-order@example.com");
    const expected = {
      orderId: placed.order.id,
      customer: { firstName: "Anna", lastName: "Muster", email: "rpc-order@example.com" },
      billingAddress: { ...ADDRESS, countryCode: "DE" },
      shippingAddress: { ...ADDRESS, countryCode: "DE" },
    };
    expect(await orderDataByCbd(scope(), SHOP, placed.cbdToken)).toEqual(expected);
    const procedure = procedureNamed("getOrderDataByCbd")!;
    const request = new Request("http://shop.test/api/rpc/getOrderDataByCbd", { method: "POST" });
    const call = procedure.call(scope(), SHOP, { cbdToken: placed.cbdToken }, request);
    expect(call.ok && (await call.answer)).toEqual(expected);
    const unknown = procedure.call(scope(), SHOP, { cbdToken: "x".repeat(43) }, request);
    expect(unknown.ok).toBe(true);
    if (unknown.ok) await expect(unknown.answer).rejects.toMatchObject({ status: 404 });
    expect(procedure.call(scope(), SHOP, {}, request).ok).toBe(false);
  });

  it("shows a customer only their own orders", async () => {
    const { customer, placed } = await customerWithOrder("own-order@example.com");
    const other = await customerWithOrder("other-order@example.com");
    const mine = await ordersApi.list(scope(), SHOP, customer.id);
    expect(mine.ok && mine.orders.map((order) => order.id)).toEqual([placed.order.id]);
    const foreign = await ordersApi.get(scope(), SHOP, customer.id, other.placed.order.id);
    expect(foreign).toMatchObject({ ok: false, status: 404 });
  });

  it("looks up an order's status by its id and email or zip code, the same refusal for another customer's", async () => {
    const { placed } = await customerWithOrder("lookup-order@example.com");
    const other = await customerWithOrder("lookup-other@example.com");
    const lookUp = (orderId: string, secondFactor: string) =>
      ordersApi.lookUpStatus(scope(), SHOP, { orderId, secondFactor, clientAddress: "192.0.2.10" });
    const byEmail = await lookUp(placed.order.id, "Lookup-Order@example.com");
    expect(byEmail.ok && byEmail.order).toMatchObject({
      id: placed.order.id,
      packages: [{ carrierKey: "DHL" }],
    });
    expect(byEmail.ok && "addresses" in byEmail.order).toBe(false);
    expect((await lookUp(placed.order.id, ADDRESS.zipCode)).ok).toBe(true);
    expect(await lookUp(other.placed.order.id, "lookup-order@example.com")).toEqual({
      ok: false,
      status: 404,
      code: "NOT_FOUND",
    });
  });
});
