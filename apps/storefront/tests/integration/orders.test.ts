import { releaseAbandonedOrders } from "@eyewear/commerce-engine";
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { formatPrice, shopByCode } from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn } from "../../app/account/account.server.ts";
import { loader as paymentReturnLoader } from "../../app/checkout/checkout-payment.tsx";
import { reviewVoucher, voucherAction } from "../../app/checkout/checkout-voucher.server.ts";
import { queueOrderConfirmationMail } from "../../app/checkout/order-confirmation-mail.server.tsx";
import { orderDataByCbd, ordersApi } from "../../app/platform/orders-api.server.ts";
import { commitSession, getSession } from "../../app/platform/session.server.ts";
import { procedureNamed } from "../../app/rpc/rpc.server.ts";
import { formData } from "../form-data.ts";
import {
  BERLIN_ADDRESS,
  engineClient,
  registeredCustomer,
  requestScope,
  testEngine,
  useStockedShop,
} from "./request-scope.ts";

const ENGINE = testEngine("orders");
const SHOP = shopByCode("de-de")!;
const ADDRESS = BERLIN_ADDRESS;

describe.each(testDatabaseKinds())("orders through the storefront's engine client (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);

  const scope = () => requestScope(stocked.database.db, ENGINE);

  async function customerWithOrder(email: string, voucherCode?: string, lastName = ADDRESS.lastName) {
    const customer = await registeredCustomer(scope(), SHOP, email);
    const client = engineClient(ENGINE, SHOP.shopId);
    await client.basket.addItem(customer.basketKey, stocked.variantId, 1);
    const placed = await ordersApi.place(scope(), SHOP, {
      customerId: customer.id,
      idempotencyKey: `order-${customer.id}-0000000000`,
      billingAddress: { ...ADDRESS, lastName },
      paymentKey: "klarna_paylater",
      returnUrl: "http://shop.test/de-de/checkout/payment/",
      voucherCode,
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

  it("writes the order confirmation once per order, in the shop's language, with items, voucher, total and link", async () => {
    const { placed } = await customerWithOrder("confirmation@example.com", "willkommen10");
    const { order } = placed;
    expect(order.vouchers).toMatchObject([{ code: "WILLKOMMEN10", value: 1000 }]);
    await Promise.all([
      queueOrderConfirmationMail(scope(), SHOP, order),
      queueOrderConfirmationMail(scope(), SHOP, order),
    ]);
    await queueOrderConfirmationMail(scope(), SHOP, order);
    const mails = await stocked.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, "confirmation@example.com"));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Ihre Bestellung ${order.id}`);
    const item = order.items[0]!;
    // The demo names lead with the brand, so the line names it once (rule:catalogue.product-title).
    expect(item.product.name.startsWith(`${item.product.brand} `)).toBe(true);
    expect(mail?.text).toContain(`1 × ${item.product.name}`);
    expect(mail?.text).not.toContain(`${item.product.brand} ${item.product.brand}`);
    expect(mail?.text).toContain(`Gutschein WILLKOMMEN10: −${formatPrice(1000, SHOP)}`);
    expect(mail?.text).toContain(`Gesamtsumme (inkl. MwSt.): ${formatPrice(order.cost.withTax, SHOP)}`);
    expect(mail?.text).toContain("Rechnungsadresse:\nAnna Muster\nHauptstraße 1\n10115 Berlin");
    expect(mail?.text).toContain(`http://shop.test/de-de/account/orders/${order.id}/`);
    expect(mail?.html).toContain(`href="http://shop.test/de-de/account/orders/${order.id}/"`);
  });

  it("applies a voucher code to the session after the engine checked it, and refuses an expired one", async () => {
    const { customer } = await customerWithOrder("voucher-session@example.com");
    const client = engineClient(ENGINE, SHOP.shopId);
    await client.basket.addItem(customer.basketKey, stocked.variantId, 1);
    const context = scope();
    const checkoutBasket = { customerId: customer.id, key: customer.basketKey };
    const session = await getSession(context, new Request("http://shop.test/de-de/checkout/"));
    const submit = (fields: Record<string, string>) =>
      voucherAction(context, SHOP, checkoutBasket, session, formData(fields));

    const expired = await submit({ intent: "voucher-apply", voucherCode: "abgelaufen" });
    expect(expired.init?.status).toBe(422);
    expect(expired.data).toEqual({
      voucherForm: { code: "abgelaufen", error: "checkout.voucher.error.expired" },
    });
    const malformed = await submit({ intent: "voucher-apply", voucherCode: "<script>" });
    expect(malformed.data.voucherForm.error).toBe("checkout.voucher.error.unknown");

    const applied = await submit({ intent: "voucher-apply", voucherCode: " willkommen10 " });
    expect(applied.data).toEqual({ voucherForm: { code: "willkommen10", error: null } });
    const { review } = await reviewVoucher(context, SHOP, checkoutBasket, session);
    expect(review).toMatchObject({ status: "applied", code: "WILLKOMMEN10", reduction: 1000 });

    await submit({ intent: "voucher-remove" });
    expect((await reviewVoucher(context, SHOP, checkoutBasket, session)).review).toEqual({ status: "none" });
    expect(await commitSession(context, session)).toMatch(/^eyewear_session=/);
  });

  it("takes a voucher on a guest's session basket and mails the guest the order status lookup link", async () => {
    const basketKey = "guest-voucher-basket";
    const client = engineClient(ENGINE, SHOP.shopId);
    await client.basket.addItem(basketKey, stocked.variantId, 1);
    const context = scope();
    const session = await getSession(context, new Request("http://shop.test/de-de/guest-checkout/"));
    const applied = await voucherAction(
      context,
      SHOP,
      { key: basketKey },
      session,
      formData({ intent: "voucher-apply", voucherCode: "Willkommen10" }),
    );
    expect(applied.data).toEqual({ voucherForm: { code: "Willkommen10", error: null } });
    expect((await reviewVoucher(context, SHOP, { key: basketKey }, session)).review).toMatchObject({
      status: "applied",
      code: "WILLKOMMEN10",
    });
    expect((await reviewVoucher(context, SHOP, { key: undefined }, session)).review).toEqual({
      status: "none",
    });

    const placed = await ordersApi.placeAsGuest(context, SHOP, {
      email: "guest-confirmation@example.com",
      basketKey,
      idempotencyKey: "guest-voucher-order-0000",
      billingAddress: ADDRESS,
      paymentKey: "klarna_paylater",
      returnUrl: "http://shop.test/de-de/guest-checkout/payment/",
      voucherCode: "WILLKOMMEN10",
    });
    if (!placed.ok) throw new Error(`placing answered ${placed.status} ${placed.code}`);
    expect(placed.order.vouchers).toMatchObject([{ code: "WILLKOMMEN10", value: 1000 }]);
    await queueOrderConfirmationMail(context, SHOP, placed.order);
    await queueOrderConfirmationMail(context, SHOP, placed.order);
    const mails = await stocked.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, "guest-confirmation@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      "Auftragsstatus abfragen: http://shop.test/de-de/service/auftragsstatus/",
    );
    expect(mails[0]?.text).not.toContain("/account/");
  });

  it("confirms a redirect payment on the return page only with the provider's signature, once however often it is loaded, and refuses a released one", async () => {
    const returnTo = async (url: string, customer: Parameters<typeof signIn>[3]) => {
      const cookie = await signIn(scope(), new Request("http://shop.test/de-de/signin/"), SHOP, customer);
      const request = new Request(url, { headers: { cookie: cookie.split(";")[0]! } });
      const args = { params: { shop: "de-de" }, request, url: new URL(request.url), context: scope() };
      try {
        return await paymentReturnLoader(args as unknown as Parameters<typeof paymentReturnLoader>[0]);
      } catch (thrown) {
        return thrown;
      }
    };
    const mailsTo = (email: string) =>
      stocked.database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
    const statusOf = async (orderId: string) => {
      const [row] = await stocked.database.db
        .select({ status: schema.orders.status })
        .from(schema.orders)
        .where(eq(schema.orders.publicId, orderId));
      return row?.status;
    };

    const paid = await customerWithOrder("returned@example.com", undefined, "Redirect");
    if (paid.placed.payment.status !== "redirect") throw new Error("expected a redirect payment");
    const signedUrl = paid.placed.payment.url;
    const orderId = paid.placed.order.id;
    const tampered = new URL(signedUrl);
    tampered.searchParams.set("outcome", "declined");
    for (const url of [`http://shop.test/de-de/checkout/payment/?order=${orderId}`, tampered.toString()]) {
      expect(await returnTo(url, paid.customer)).toMatchObject({
        data: { reason: "unverified" },
        init: { status: 400 },
      });
    }
    expect(await statusOf(orderId)).toBe("payment_pending");
    expect(await mailsTo("returned@example.com")).toHaveLength(0);

    const answers = await Promise.all([
      returnTo(signedUrl, paid.customer),
      returnTo(signedUrl, paid.customer),
    ]);
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("location")).toMatch(/^\/de-de\/success\/\?cbd=[\w-]{43}$/);
    }
    expect(await statusOf(orderId)).toBe("confirmed");
    expect(await mailsTo("returned@example.com")).toHaveLength(1);

    const abandoned = await customerWithOrder("abandoned@example.com", undefined, "Redirect");
    if (abandoned.placed.payment.status !== "redirect") throw new Error("expected a redirect payment");
    expect(await releaseAbandonedOrders(stocked.database.db, 1, new Date(Date.now() + 1000))).toBe(1);
    const late = await returnTo(abandoned.placed.payment.url, abandoned.customer);
    expect(late).toMatchObject({ data: { reason: "released" }, init: { status: 409 } });
    expect(await mailsTo("abandoned@example.com")).toHaveLength(0);
  });
});
