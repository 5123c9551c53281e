import { randomUUID } from "node:crypto";
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { basketShipping, deriveOrderStatus, orderReview, paymentKeysForCountry } from "@eyewear/shop-rules";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCommerceEngine } from "../../src/engine.ts";
import { TEST_PAYMENT_LAST_NAMES } from "../../src/payments/test-provider.ts";
import { advanceOrderPackages, changeOrderItems } from "../../src/services/order-operations.ts";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { ORDER_ADDRESS as ADDRESS, DE, PL, VARIANT } from "../fixtures.ts";
import { ACCESS_TOKEN, HOST, useEngine } from "../harness.ts";

describe.each(testDatabaseKinds())("order placement (%s)", (kind) => {
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

  async function basketQuantities(basketKey: string) {
    const { basket } = await engine.client(DE).basket.get(basketKey);
    return basket.items.map((item) => item.quantity);
  }

  const ordersOf = async (customerId: number) =>
    (await (await engine.request(`/v1/customers/${customerId}/orders`)).json()).orders;

  it("places the basket as a confirmed order, takes the stock and empties the basket", async () => {
    await setStock(VARIANT.aviatorBlack58InStock, 20);
    const customer = await customerWithBasket(VARIANT.aviatorBlack58InStock, 2);
    await db()
      .update(schema.customers)
      .set({ phone: "+491512345678", gender: "f", birthDate: "1990-05-17" })
      .where(eq(schema.customers.id, customer.id));
    const { basket } = await engine.client(DE).basket.get(customer.basketKey);

    const response = await place(customer.id);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.payment).toEqual({ status: "authorized" });
    expect(body.cbdToken).toMatch(/^[\w-]{43}$/);
    expect(body.order).toMatchObject({
      status: "confirmed",
      paymentKey: "paypal_instant",
      // The order's customer with phone, gender and birth date; its items with their basket key and data.
      customer: {
        id: customer.id,
        email: customer.email,
        phone: "+491512345678",
        gender: "f",
        birthDate: "1990-05-17",
      },
      addresses: { billing: { ...ADDRESS, countryCode: "DE" }, shipping: { ...ADDRESS, countryCode: "DE" } },
      cost: { withTax: basket.cost.withTax, withoutTax: basket.cost.withoutTax },
      currencyCode: "EUR",
      vouchers: [],
      items: [
        {
          key: basket.items[0]!.key,
          customData: basket.items[0]!.customData ?? {},
          variant: { id: VARIANT.aviatorBlack58InStock },
          quantity: 2,
          price: {
            unit: { withTax: basket.items[0]!.price.unit.withTax },
            total: { withTax: basket.items[0]!.price.total.withTax },
          },
          status: "ordered",
        },
      ],
      packages: [{ carrierKey: "DHL", deliveryStatus: "open", tracking: null }],
    });
    expect(body.order.id).toMatch(/^[1-9]\d{11}$/);
    expect(body.order.confirmedAt).not.toBeNull();
    expect(body.order.packages[0].deliveryDate.min <= body.order.packages[0].deliveryDate.max).toBe(true);
    expect(await stockOf(VARIANT.aviatorBlack58InStock)).toBe(18);
    expect(await basketQuantities(customer.basketKey)).toEqual([]);

    const lookup = await post("/v1/orders/cbd-lookups", { cbdToken: body.cbdToken });
    expect(lookup.status).toBe(200);
    expect((await lookup.json()).order).toMatchObject({ id: body.order.id, addresses: body.order.addresses });
    expect((await ordersOf(customer.id)).map((order: { id: string }) => order.id)).toEqual([body.order.id]);
    const detail = await engine.request(`/v1/customers/${customer.id}/orders/${body.order.id}`);
    expect((await detail.json()).order.id).toBe(body.order.id);
  });

  it("answers another customer's order id and an unknown or expired cbd token as not found", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    await setStock(VARIANT.careFluid, 8);
    await addToBasket(owner.basketKey, VARIANT.careFluid, 1);
    const { order, cbdToken } = await (await place(owner.id)).json();
    const foreign = await engine.request(`/v1/customers/${other.id}/orders/${order.id}`);
    expect(foreign.status).toBe(404);
    expect(await ordersOf(other.id)).toEqual([]);
    expect((await post("/v1/orders/cbd-lookups", { cbdToken: "x".repeat(43) })).status).toBe(404);
    expect((await post("/v1/orders/cbd-lookups", { cbdToken }, PL)).status).toBe(404);
    await db()
      .update(schema.orders)
      .set({ cbdTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.publicId, order.id));
    expect((await post("/v1/orders/cbd-lookups", { cbdToken })).status).toBe(404);
  });

  it("answers a repeated submit with the same order and takes the stock once, also when both arrive at once", async () => {
    await setStock(VARIANT.aviatorBlack62LowStock, 3);
    const customer = await customerWithBasket(VARIANT.aviatorBlack62LowStock);
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([
      place(customer.id, { idempotencyKey }),
      place(customer.id, { idempotencyKey }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [a, b] = [await first.json(), await second.json()];
    expect(a.order.id).toBe(b.order.id);
    const third = await place(customer.id, { idempotencyKey });
    expect(third.status).toBe(200);
    expect((await third.json()).order.id).toBe(a.order.id);
    expect(await stockOf(VARIANT.aviatorBlack62LowStock)).toBe(2);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it("refuses another customer's idempotency key", async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    await setStock(VARIANT.careFluid, 8);
    await addToBasket(customer.basketKey, VARIANT.careFluid, 1);
    await addToBasket(other.basketKey, VARIANT.careFluid, 1);
    const idempotencyKey = randomUUID();
    expect((await place(customer.id, { idempotencyKey })).status).toBe(201);
    const reused = await place(other.id, { idempotencyKey });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("sells the last unit once when two baskets check out at the same time", async () => {
    const [anna, ben] = [await newCustomer(), await newCustomer()];
    await setStock(VARIANT.aviatorBlack62LowStock, 1);
    await addToBasket(anna.basketKey, VARIANT.aviatorBlack62LowStock, 1);
    await addToBasket(ben.basketKey, VARIANT.aviatorBlack62LowStock, 1);
    const answers = await Promise.all([place(anna.id), place(ben.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: "OUT_OF_STOCK", parameter: "items" });
    expect(await stockOf(VARIANT.aviatorBlack62LowStock)).toBe(0);
    expect([...(await ordersOf(anna.id)), ...(await ordersOf(ben.id))]).toHaveLength(1);
  });

  it("ends 200 simultaneous checkouts (30 on PGlite, which runs one at a time) for 10 units with exactly 10 orders", async () => {
    const customers = [];
    const shoppers = kind === "postgres" ? 200 : 30;
    for (let index = 0; index < shoppers; index++) customers.push(await newCustomer());
    await setStock(VARIANT.careFluid, shoppers);
    for (const customer of customers) await addToBasket(customer.basketKey, VARIANT.careFluid, 1);
    await setStock(VARIANT.careFluid, 10);
    const answers = await Promise.all(customers.map((customer) => place(customer.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(shoppers - 10);
    expect(await stockOf(VARIANT.careFluid)).toBe(0);
    const placed = await Promise.all(customers.map((customer) => ordersOf(customer.id)));
    expect(placed.flat()).toHaveLength(10);
  });

  it("takes a variant sold without stock down to 0, never below", async () => {
    await setStock(VARIANT.aviatorHavanaOnOrder, 1, true);
    const customer = await customerWithBasket(VARIANT.aviatorHavanaOnOrder, 4);
    expect((await place(customer.id)).status).toBe(201);
    expect(await stockOf(VARIANT.aviatorHavanaOnOrder)).toBe(0);
  });

  it("declines every payment and places no order when test payments are off (production without a provider)", async () => {
    await setStock(VARIANT.aviatorBlack58InStock, 20);
    const customer = await customerWithBasket(VARIANT.aviatorBlack58InStock);
    const withoutTestPayments = createCommerceEngine({
      db: db(),
      accessToken: ACCESS_TOKEN,
      testPayments: false,
    });
    const url = new URL(`https://${HOST}/v1/checkout/orders`);
    url.searchParams.set("shopId", String(DE));
    const answer = await withoutTestPayments.fetch(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": ACCESS_TOKEN },
        body: JSON.stringify({
          customerId: customer.id,
          idempotencyKey: randomUUID(),
          billingAddress: ADDRESS,
          paymentKey: "paypal_instant",
        }),
      }),
    );
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({ code: "PAYMENT_DECLINED" });
    expect(await stockOf(VARIANT.aviatorBlack58InStock)).toBe(20);
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("leaves no order and no stock change when the payment is declined or times out", async () => {
    await setStock(VARIANT.aviatorBlack58InStock, 20);
    const customer = await customerWithBasket(VARIANT.aviatorBlack58InStock);
    const declined = await place(customer.id, {
      billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.declined },
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ code: "PAYMENT_DECLINED" });
    const timedOut = await place(customer.id, {
      billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.timeout },
      paymentKey: "klarna_paylater",
    });
    expect(timedOut.status).toBe(504);
    expect(await timedOut.json()).toMatchObject({ code: "PAYMENT_TIMEOUT" });
    expect(await stockOf(VARIANT.aviatorBlack58InStock)).toBe(20);
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await basketQuantities(customer.basketKey)).toEqual([1]);
  });

  it("keeps a redirect payment pending until the shopper comes back with the provider's signed return", async () => {
    await setStock(VARIANT.careFluid, 5);
    const customer = await customerWithBasket(VARIANT.careFluid);
    const response = await place(customer.id, {
      billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.redirect },
      returnUrl: "https://shop.example/de-de/checkout/payment/",
    });
    expect(response.status).toBe(201);
    const { order, payment } = await response.json();
    expect(order).toMatchObject({ status: "payment_pending", confirmedAt: null });
    expect(payment.status).toBe("redirect");
    const signed = new URL(payment.url);
    expect(`${signed.origin}${signed.pathname}`).toBe("https://shop.example/de-de/checkout/payment/");
    expect(Object.fromEntries(signed.searchParams)).toEqual({
      order: order.id,
      outcome: "authorized",
      expires: expect.stringMatching(/^\d+$/),
      signature: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await stockOf(VARIANT.careFluid)).toBe(4);
    const other = await newCustomer();
    expect((await confirmReturn(other.id, order.id, payment.url)).status).toBe(404);

    // The shopper's own GET without the provider's signature, or with any part of it changed, pays nothing.
    const withParameters = (change: Record<string, string>) => {
      const url = new URL(payment.url);
      for (const [name, value] of Object.entries(change)) url.searchParams.set(name, value);
      return url.toString();
    };
    const refusals = [
      `https://shop.example/de-de/checkout/payment/?order=${order.id}`,
      withParameters({ outcome: "declined" }),
      withParameters({ expires: String(Number(signed.searchParams.get("expires")) + 1) }),
      withParameters({ signature: "A".repeat(43) }),
      withParameters({ signature: "" }),
      withParameters({ expires: String(Date.now() - 1) }),
    ];
    for (const url of refusals) {
      const refused = await confirmReturn(customer.id, order.id, url);
      expect([refused.status, (await refused.json()).code]).toEqual([400, "PAYMENT_RETURN_UNVERIFIED"]);
    }
    const unsigned = await post(`/v1/checkout/orders/${order.id}/payment-confirmations`, {
      customerId: customer.id,
    });
    expect(unsigned.status).toBe(400);
    const [pending] = await db().select().from(schema.orders).where(eq(schema.orders.publicId, order.id));
    expect([pending!.status, pending!.confirmedAt]).toEqual(["payment_pending", null]);

    const confirmed = await confirmReturn(customer.id, order.id, payment.url);
    expect(confirmed.status).toBe(200);
    const body = await confirmed.json();
    expect(body.order).toMatchObject({ id: order.id, status: "confirmed" });
    expect((await (await post("/v1/orders/cbd-lookups", { cbdToken: body.cbdToken })).json()).order.id).toBe(
      order.id,
    );
  });

  it("places an order only at what the shopper reviewed (rule:checkout.reviewed-order)", async () => {
    await setStock(VARIANT.careFluid, 50);
    const [voucher] = await db()
      .insert(schema.vouchers)
      .values({ shopId: DE, code: `REVIEW${randomUUID().slice(0, 8)}`, value: 100, validFrom: new Date(0) })
      .returning();
    const customer = await customerWithBasket(VARIANT.careFluid, 2);
    /** The review of the customer's basket as it stands, as the storefront's checkout builds it. */
    const reviewNow = async (voucherApplied: boolean) => {
      const { basket } = await engine.client(DE).basket.get(customer.basketKey);
      const reduction = voucherApplied ? voucher!.value : 0;
      return orderReview(
        basket,
        voucherApplied
          ? { code: voucher!.code, reduction, totalWithTax: basket.cost.withTax - reduction }
          : undefined,
        basketShipping({ country: "DE", freeShippingOnPrescription: true }, basket.cost.withTax, []),
        paymentKeysForCountry("DE"),
      );
    };
    const setPrice = (withTax: number) =>
      db()
        .update(schema.prices)
        .set({ withTax })
        .where(and(eq(schema.prices.variantId, VARIANT.careFluid), eq(schema.prices.shopId, DE)));
    const [{ withTax: price }] = (await db()
      .select({ withTax: schema.prices.withTax })
      .from(schema.prices)
      .where(and(eq(schema.prices.variantId, VARIANT.careFluid), eq(schema.prices.shopId, DE)))) as [
      { withTax: number },
    ];
    const ordered = async () =>
      (await (await engine.request(`/v1/customers/${customer.id}/orders`)).json()).orders.length;

    const reviewed = await reviewNow(true);
    await setPrice(price + 100);
    const repriced = await place(customer.id, { review: reviewed, voucherCode: voucher!.code });
    expect([repriced.status, (await repriced.json()).code]).toEqual([409, "REVIEW_CHANGED"]);
    const withoutVoucher = await place(customer.id, { review: await reviewNow(true) });
    expect([withoutVoucher.status, (await withoutVoucher.json()).code]).toEqual([409, "REVIEW_CHANGED"]);
    const malformed = await place(customer.id, { review: { ...reviewed, total: -1 } });
    expect(malformed.status).toBe(400);
    expect(await ordered()).toBe(0);
    expect(await stockOf(VARIANT.careFluid)).toBe(50);
    const [unused] = await db().select().from(schema.vouchers).where(eq(schema.vouchers.id, voucher!.id));
    expect(unused!.redemptionCount).toBe(0);

    // The review as it stands now is placed once; a repeat of the same submit answers that order, even though
    // the emptied basket no longer matches its review.
    const current = await reviewNow(true);
    const idempotencyKey = randomUUID();
    const placed = await place(customer.id, { review: current, voucherCode: voucher!.code, idempotencyKey });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect(order.cost.withTax).toBe(current.total);
    const repeated = await place(customer.id, {
      review: current,
      voucherCode: voucher!.code,
      idempotencyKey,
    });
    expect(repeated.status).toBe(200);
    expect((await repeated.json()).order.id).toBe(order.id);
    expect(await ordered()).toBe(1);
    await setPrice(price);
  });

  it("refuses bad addresses, a payment key of another country, an empty basket and guests", async () => {
    const customer = await newCustomer();
    const refusal = async (overrides: Record<string, unknown>) => {
      const response = await place(customer.id, overrides);
      return { status: response.status, body: await response.json() };
    };
    expect(await refusal({ billingAddress: { ...ADDRESS, zipCode: "10115X" } })).toMatchObject({
      status: 400,
      body: { parameter: "billingAddress.zipCode" },
    });
    expect(await refusal({ shippingAddress: { ...ADDRESS, firstName: "Anna2" } })).toMatchObject({
      status: 400,
      body: { parameter: "shippingAddress.firstName" },
    });
    expect(await refusal({ billingAddress: { ...ADDRESS, street: "  " } })).toMatchObject({
      status: 400,
      body: { parameter: "billingAddress.street" },
    });
    expect(await refusal({ paymentKey: "twint" })).toMatchObject({
      status: 400,
      body: { parameter: "paymentKey" },
    });
    expect(await refusal({ totalWithTax: 1 })).toMatchObject({ status: 400 });
    expect(await refusal({})).toMatchObject({ status: 409, body: { code: "BASKET_EMPTY" } });
    const guest = await newCustomer();
    await db().update(schema.customers).set({ guest: true }).where(eq(schema.customers.id, guest.id));
    expect((await place(guest.id)).status).toBe(403);
  });

  it("ships with the shop country's carrier and offers its payment keys", async () => {
    const customer = await newCustomer(PL);
    await addToBasket(customer.basketKey, VARIANT.polishOnly, 1, PL);
    const response = await place(
      customer.id,
      { paymentKey: "blik", billingAddress: { ...ADDRESS, zipCode: "00-950", city: "Warszawa" } },
      PL,
    );
    expect(response.status).toBe(201);
    expect((await response.json()).order).toMatchObject({
      paymentKey: "blik",
      currencyCode: "PLN",
      packages: [{ carrierKey: "INPOST_PL" }],
      addresses: { billing: { countryCode: "PL", zipCode: "00-950" } },
    });
  });
  it("lets the operator ship with tracking, cancel items back into stock and take returns", async () => {
    const customer = await newCustomer();
    await setStock(VARIANT.aviatorBlack58InStock, 20);
    await setStock(VARIANT.careFluid, 8);
    await addToBasket(customer.basketKey, VARIANT.aviatorBlack58InStock, 1);
    await addToBasket(customer.basketKey, VARIANT.careFluid, 2);
    const { order } = await (await place(customer.id)).json();
    const detail = async () =>
      (await (await engine.request(`/v1/customers/${customer.id}/orders/${order.id}`)).json()).order;

    await changeOrderItems(db(), order.id, "cancelled", [2], new Date());
    expect(await stockOf(VARIANT.careFluid)).toBe(8);
    let current = await detail();
    expect(deriveOrderStatus(current.items, current.packages)).toBe("partially_cancelled");

    await advanceOrderPackages(db(), order.id, "shipment_completed", { trackingId: "JJD0001" });
    current = await detail();
    expect(current.packages[0]).toMatchObject({
      deliveryStatus: "shipment_completed",
      tracking: {
        id: "JJD0001",
        url: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0001",
      },
    });
    await changeOrderItems(db(), order.id, "returned", [], new Date());
    current = await detail();
    expect(current.items.map((item: { status: string }) => item.status)).toEqual(["returned", "cancelled"]);
    expect(deriveOrderStatus(current.items, current.packages)).toBe("partially_returned");
    await expect(changeOrderItems(db(), order.id, "returned", [3], new Date())).rejects.toThrow(/no item 3/);
  });

  describe("guest orders (docs/decisions/0026)", () => {
    async function customerRowsOf(email: string) {
      return db().select().from(schema.customers).where(eq(schema.customers.email, email));
    }

    it("places the session's anonymous basket for a guest row without a password", async () => {
      const basketKey = randomUUID();
      await setStock(VARIANT.careFluid, 9);
      await addToBasket(basketKey, VARIANT.careFluid, 2);
      const email = `${randomUUID()}@example.com`;

      const response = await placeAsGuest(` ${email.toUpperCase()} `, basketKey);
      expect(response.status).toBe(201);
      const { order, cbdToken, payment } = await response.json();
      expect(payment).toEqual({ status: "authorized" });
      expect(order).toMatchObject({
        status: "confirmed",
        customer: { email, status: { isGuestCustomer: true } },
        addresses: { billing: { ...ADDRESS, countryCode: "DE" } },
        items: [{ variant: { id: VARIANT.careFluid }, quantity: 2 }],
      });
      expect(await stockOf(VARIANT.careFluid)).toBe(7);
      expect(await basketQuantities(basketKey)).toEqual([]);
      const [guest] = await customerRowsOf(email);
      expect(guest).toMatchObject({ id: order.customer.id, guest: true, passwordHash: null });
      const lookup = await post("/v1/orders/cbd-lookups", { cbdToken });
      expect((await lookup.json()).order.id).toBe(order.id);
      const signIn = await post("/v1/customers/authentications", {
        email,
        password: "Brille#2026",
        clientAddress: "192.0.2.10",
      });
      expect(signIn.status).toBe(401);
    });

    it("answers a repeated submit with the same order and reuses the guest row for the next order", async () => {
      const basketKey = randomUUID();
      await setStock(VARIANT.careFluid, 9);
      await addToBasket(basketKey, VARIANT.careFluid, 1);
      const email = `${randomUUID()}@example.com`;
      const idempotencyKey = randomUUID();
      const [first, second] = await Promise.all([
        placeAsGuest(email, basketKey, { idempotencyKey }),
        placeAsGuest(email, basketKey, { idempotencyKey }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      const [a, b] = [await first.json(), await second.json()];
      expect(a.order.id).toBe(b.order.id);
      expect(await stockOf(VARIANT.careFluid)).toBe(8);

      await addToBasket(basketKey, VARIANT.careFluid, 1);
      const next = await placeAsGuest(email, basketKey, {
        billingAddress: { ...ADDRESS, firstName: "Berta" },
      });
      expect(next.status).toBe(201);
      const { order } = await next.json();
      expect(order.customer).toMatchObject({ id: a.order.customer.id, firstName: "Berta" });
      expect(await customerRowsOf(email)).toHaveLength(1);
      expect(await ordersOf(a.order.customer.id)).toHaveLength(2);
    });

    it("refuses an empty or unknown basket, a bad address and a missing email, and leaves no guest row", async () => {
      const email = `${randomUUID()}@example.com`;
      const empty = await placeAsGuest(email, randomUUID());
      expect(empty.status).toBe(409);
      expect(await empty.json()).toMatchObject({ code: "BASKET_EMPTY" });
      expect(await customerRowsOf(email)).toEqual([]);
      const basketKey = randomUUID();
      await setStock(VARIANT.careFluid, 9);
      await addToBasket(basketKey, VARIANT.careFluid, 1);
      expect((await placeAsGuest("no-address", basketKey)).status).toBe(400);
      expect((await placeAsGuest(email, "../baskets")).status).toBe(400);
      expect(
        (await placeAsGuest(email, basketKey, { billingAddress: { ...ADDRESS, zipCode: "X" } })).status,
      ).toBe(400);
      const declined = await placeAsGuest(email, basketKey, {
        billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.declined },
      });
      expect(declined.status).toBe(402);
      expect(await customerRowsOf(email)).toEqual([]);
      expect(await basketQuantities(basketKey)).toEqual([1]);
    });

    it("lets a guest use an account's email without touching the account or reading its orders", async () => {
      await setStock(VARIANT.careFluid, 9);
      const account = await customerWithBasket(VARIANT.careFluid);
      const { order: accountOrder } = await (await place(account.id)).json();
      const basketKey = randomUUID();
      await addToBasket(basketKey, VARIANT.careFluid, 1);

      const response = await placeAsGuest(account.email, basketKey, {
        billingAddress: { ...ADDRESS, firstName: "Gustav", lastName: "Gast" },
      });
      expect(response.status).toBe(201);
      const { order: guestOrder } = await response.json();
      const guestId = guestOrder.customer.id;
      expect(guestId).not.toBe(account.id);
      const [unchanged] = await db()
        .select()
        .from(schema.customers)
        .where(eq(schema.customers.id, account.id));
      expect(unchanged).toEqual(account);

      expect(await ordersOf(guestId)).toHaveLength(1);
      expect((await engine.request(`/v1/customers/${guestId}/orders/${accountOrder.id}`)).status).toBe(404);
      expect((await ordersOf(account.id)).map((order: { id: string }) => order.id)).toEqual([
        accountOrder.id,
      ]);
      const confirmForeign = await post(`/v1/checkout/orders/${accountOrder.id}/payment-confirmations`, {
        customerId: guestId,
        returned: {},
      });
      expect(confirmForeign.status).toBe(404);
      expect((await place(guestId)).status).toBe(403);
    });

    it("keeps a guest's redirect payment pending until the guest comes back", async () => {
      const basketKey = randomUUID();
      await setStock(VARIANT.careFluid, 9);
      await addToBasket(basketKey, VARIANT.careFluid, 1);
      const response = await placeAsGuest(`${randomUUID()}@example.com`, basketKey, {
        billingAddress: { ...ADDRESS, lastName: TEST_PAYMENT_LAST_NAMES.redirect },
        returnUrl: "https://shop.example/de-de/guest-checkout/payment/",
      });
      const { order, payment } = await response.json();
      expect(payment.url).toMatch(
        new RegExp(
          `^https://shop\\.example/de-de/guest-checkout/payment/\\?order=${order.id}&outcome=authorized&`,
        ),
      );
      const confirmed = await confirmReturn(order.customer.id, order.id, payment.url);
      expect(confirmed.status).toBe(200);
      expect((await confirmed.json()).order.status).toBe("confirmed");
    });
  });
});
