import { randomUUID } from "node:crypto";
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ORDER_LOOKUP_FREE_FAILURES_PER_CLIENT,
  ORDER_LOOKUP_FREE_FAILURES_PER_ORDER_AND_CLIENT,
} from "../../src/services/order-status-lookups.ts";
import { DE, insertTestCustomer, ORDER_ADDRESS, PL, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

const SHIPPING = { ...ORDER_ADDRESS, firstName: "Ben", zipCode: "80331", city: "München" };

describe.each(testDatabaseKinds())("order status lookup (%s)", (kind) => {
  const engine = useEngine(kind);
  let orderId: string;
  let email: string;
  let clientCount = 0;
  beforeAll(async () => {
    const customer = await insertTestCustomer(engine.database.db, DE);
    email = customer.email;
    await engine.database.db
      .update(schema.stock)
      .set({ quantity: 20 })
      .where(eq(schema.stock.variantId, VARIANT.aviatorBlack58InStock));
    await engine.client(DE).basket.addItem(customer.basketKey, VARIANT.aviatorBlack58InStock, 1);
    const placed = await post("/v1/checkout/orders", {
      customerId: customer.id,
      idempotencyKey: randomUUID(),
      billingAddress: ORDER_ADDRESS,
      shippingAddress: SHIPPING,
      paymentKey: "paypal_instant",
    });
    orderId = (await placed.json()).order.id;
  });

  function post(path: string, body: unknown, shopId = DE) {
    return engine.request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
      shopId,
    });
  }

  /** A lookup from a client address of its own, so tests do not share the per-client limit. */
  function lookUp(secondFactor: string, { id = orderId, shopId = DE, clientAddress = "" } = {}) {
    clientCount += 1;
    return post(
      "/v1/orders/status-lookups",
      { orderId: id, secondFactor, clientAddress: clientAddress || `192.0.2.${clientCount}` },
      shopId,
    );
  }

  it("finds the order by its email address, without the customer or the addresses", async () => {
    const response = await lookUp(` ${email.toUpperCase()} `);
    expect(response.status).toBe(200);
    const { order } = await response.json();
    expect(order).toMatchObject({
      id: orderId,
      status: "confirmed",
      items: [{ variant: { id: VARIANT.aviatorBlack58InStock }, quantity: 1, status: "ordered" }],
      packages: [{ carrierKey: "DHL", deliveryStatus: "open", tracking: null }],
    });
    expect(order.customer).toBeUndefined();
    expect(order.addresses).toBeUndefined();
    expect(JSON.stringify(order)).not.toContain(email);
  });

  it("finds the order by the billing or the shipping zip code, spaces and case aside", async () => {
    expect((await lookUp("10115")).status).toBe(200);
    expect((await lookUp(" 803 31 ")).status).toBe(200);
  });

  it("gives a wrong factor, an unknown id and another shop's order the same not-found answer", async () => {
    const answers = [
      await lookUp("10116"),
      await lookUp("someone@example.com"),
      await lookUp(email, { id: "999999999999" }),
      await lookUp(email, { shopId: PL }),
    ];
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it("refuses a malformed order id and an empty factor", async () => {
    expect((await lookUp(email, { id: "12345" })).status).toBe(400);
    expect((await lookUp("   ")).status).toBe(400);
  });

  it("slows failures per order id from one client: even the right factor waits, other clients do not", async () => {
    const clientAddress = "198.51.100.8";
    for (let attempt = 0; attempt < ORDER_LOOKUP_FREE_FAILURES_PER_ORDER_AND_CLIENT; attempt++)
      expect((await lookUp("00000", { clientAddress })).status).toBe(404);
    const refused = await lookUp(email, { clientAddress });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await refused.json()).code).toBe("TOO_MANY_ATTEMPTS");
    expect((await lookUp(email)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await lookUp(email, { clientAddress })).status).toBe(200);
  });

  it("slows failures per client address across order ids", async () => {
    const clientAddress = "198.51.100.7";
    for (let attempt = 0; attempt < ORDER_LOOKUP_FREE_FAILURES_PER_CLIENT; attempt++) {
      const id = String(100_000_000_000 + attempt);
      expect((await lookUp(email, { id, clientAddress })).status).toBe(404);
    }
    expect((await lookUp(email, { clientAddress })).status).toBe(429);
    expect((await lookUp(email)).status).toBe(200);
  });
});
