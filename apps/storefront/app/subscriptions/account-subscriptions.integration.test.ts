import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtpServer } from "../../tests/integration/fake-smtp-server.ts";
import {
  answerOf,
  BERLIN_ADDRESS,
  requestScope,
  routeArguments,
  signedInCustomerWithOrder,
  testEngine,
  useStockedShop,
  variantsInStock,
} from "../../tests/integration/request-scope.ts";
import { loadBasketPage } from "../basket/basket.server.ts";
import * as basketRoute from "../basket/basket.tsx";
import { servicesContext } from "../platform/context.ts";
import { getSession } from "../platform/session.server.ts";
import * as subscriptionRoute from "./account-subscription.tsx";
import type { Subscription } from "./account-subscriptions.server.ts";
import * as subscriptionsRoute from "./account-subscriptions.tsx";
import * as paymentReturnRoute from "./subscription-payment-return.tsx";

const ENGINE = testEngine("account-subscriptions");
const SHOP = shopByCode("de-de")!;

describe.each(testDatabaseKinds())("the account's subscription pages (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  const scope = () => requestScope(stocked.database.db, ENGINE);
  let careVariantId: number;

  beforeAll(async () => {
    careVariantId = (await variantsInStock(stocked.database.db, ["careproducts"]))[0]!;
  });

  /** A signed-in customer whose order subscribed to a care product every 2 months on the 15th. */
  async function subscriber(email: string) {
    const { cookie, orderId } = await signedInCustomerWithOrder(
      scope,
      ENGINE,
      SHOP,
      email,
      (client, customer) =>
        client.basket.addItem(customer.basketKey, careVariantId, 1, {
          customData: {
            subscriptionDefinition: { subscriptionInterval: 2, preferredDeliveryDay: 15, origin: "pdp" },
          },
        }),
    );
    const list = await subscriptionsRoute.loader(
      routeArguments("/de-de/account/subscriptions/", scope(), { shopCode: SHOP.code, cookie }),
    );
    return { cookie, list: list.subscriptions, orderId };
  }

  const detail = (reference: string, cookie?: string) =>
    answerOf(() =>
      subscriptionRoute.loader(
        routeArguments(`/de-de/account/subscriptions/${reference}/`, scope(), {
          shopCode: SHOP.code,
          params: { reference },
          ...(cookie ? { cookie } : {}),
        }),
      ),
    );
  const change = (reference: string, cookie: string, form: Record<string, string>) =>
    answerOf(() =>
      subscriptionRoute.action(
        routeArguments(`/de-de/account/subscriptions/${reference}/`, scope(), {
          shopCode: SHOP.code,
          params: { reference },
          cookie,
          form,
        }),
      ),
    );
  const subscriptionOf = async (reference: string, cookie: string) =>
    ((await detail(reference, cookie)).body as { subscription: Subscription }).subscription;

  it("lists the subscription the order started: its item, interval, next delivery on the 15th, status", async () => {
    const { list, cookie } = await subscriber("subscriptions-list@example.com");
    expect(list).toHaveLength(1);
    const [subscription] = list;
    expect(subscription).toMatchObject({ status: "active", intervalMonths: 2, preferredDeliveryDay: 15 });
    expect(subscription!.id).toMatch(/^ABO-/);
    expect(subscription!.nextDeliveryOn.slice(8)).toBe("15");
    expect(subscription!.items).toHaveLength(1);
    expect((await detail(subscription!.id, cookie)).status).toBe(200);
  });

  it("skips the next delivery, changes the interval, the day and the address, pauses, resumes and cancels", async () => {
    const { list, cookie } = await subscriber("subscriptions-changes@example.com");
    const reference = list[0]!.id;
    const planned = list[0]!.nextDeliveryOn;

    const skipped = await change(reference, cookie, { intent: "skip" });
    expect(skipped.body).toMatchObject({ outcome: { ok: true, intent: "skip" } });
    const afterSkip = await subscriptionOf(reference, cookie);
    expect(afterSkip.nextDeliveryOn > planned).toBe(true);

    expect((await change(reference, cookie, { intent: "interval", intervalMonths: "3" })).body).toMatchObject(
      {
        outcome: { ok: true, intent: "interval", intervalMonths: 3 },
      },
    );
    const refused = await change(reference, cookie, { intent: "interval", intervalMonths: "5" });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ outcome: { ok: false, errorKey: "subscriptions.error.interval" } });

    expect(
      (await change(reference, cookie, { intent: "deliveryDay", preferredDeliveryDay: "1" })).body,
    ).toMatchObject({
      outcome: { ok: true, intent: "deliveryDay" },
    });
    expect((await subscriptionOf(reference, cookie)).preferredDeliveryDay).toBe(1);

    const address = Object.fromEntries(
      Object.entries({ ...BERLIN_ADDRESS, street: "Neue Straße" }).map(([field, value]) => [
        `shipping.${field}`,
        value,
      ]),
    );
    expect((await change(reference, cookie, { intent: "address", ...address })).body).toMatchObject({
      outcome: { ok: true, intent: "address" },
    });
    expect((await subscriptionOf(reference, cookie)).addresses.shipping.street).toBe("Neue Straße");
    const badAddress = await change(reference, cookie, {
      intent: "address",
      ...address,
      "shipping.zipCode": "1",
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({
      addressReply: { error: { "shipping.zipCode": ["validation.zip_code"] } },
    });

    expect((await change(reference, cookie, { intent: "pause" })).body).toMatchObject({
      outcome: { ok: true },
    });
    expect((await subscriptionOf(reference, cookie)).status).toBe("paused");
    const skipPaused = await change(reference, cookie, { intent: "skip" });
    expect(skipPaused.status).toBe(409);
    expect(skipPaused.body).toMatchObject({ outcome: { errorKey: "subscriptions.error.notActive" } });
    expect((await change(reference, cookie, { intent: "resume" })).body).toMatchObject({
      outcome: { ok: true },
    });
    expect((await subscriptionOf(reference, cookie)).status).toBe("active");

    const cancelled = await change(reference, cookie, { intent: "cancel", reason: "Zu viele Linsen" });
    expect(cancelled.body).toMatchObject({ outcome: { ok: true, intent: "cancel" } });
    const afterCancel = await subscriptionOf(reference, cookie);
    expect(afterCancel.cancellation).toMatchObject({ reason: "Zu viele Linsen" });
    const changeAfterCancel = await change(reference, cookie, { intent: "pause" });
    expect(changeAfterCancel.status).toBe(409);
    expect(changeAfterCancel.body).toMatchObject({ outcome: { errorKey: "subscriptions.error.cancelled" } });
  });

  it("answers another customer's reference, an unknown one and a malformed one as not found; a visitor signs in", async () => {
    const owner = await subscriber("subscriptions-owner@example.com");
    const other = await subscriber("subscriptions-other@example.com");
    const reference = owner.list[0]!.id;
    expect((await detail(reference, other.cookie)).status).toBe(404);
    expect((await change(reference, other.cookie, { intent: "cancel" })).status).toBe(404);
    expect((await detail("ABO-ZZZZZZZZ", other.cookie)).status).toBe(404);
    expect((await detail("not-a-reference", other.cookie)).status).toBe(404);
    const visitor = await detail(reference);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/de-de/signin/");
    expect((await subscriptionOf(reference, owner.cookie)).status).toBe("active");
  });

  it("refuses a change it does not know (400) and changes nothing", async () => {
    const { list, cookie } = await subscriber("subscriptions-unknown@example.com");
    const answer = await change(list[0]!.id, cookie, { intent: "delete" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ outcome: { ok: false, errorKey: "subscriptions.error.invalid" } });
    expect((await subscriptionOf(list[0]!.id, cookie)).status).toBe("active");
  });

  it("orders a subscribed product again as a one-time purchase", async () => {
    const { orderId, cookie } = await subscriber("subscriptions-reorder@example.com");
    const answer = await answerOf(() =>
      basketRoute.action(
        routeArguments("/de-de/basket/", scope(), {
          shopCode: SHOP.code,
          cookie,
          form: { intent: "reorder", orderId },
        }),
      ),
    );
    expect(answer.body).toMatchObject({ ok: true, messageKey: "basket.reordered" });
    const session = await getSession(
      scope(),
      new Request("http://shop.test/", { headers: { cookie: answer.setCookie ?? cookie } }),
    );
    const basketKey = (session.get("basketKeys") as Record<string, string>)[String(SHOP.shopId)]!;
    const basket = await loadBasketPage(scope(), SHOP, basketKey);
    expect(basket.groups.flatMap((group) => group.items).map((item) => item.subscriptionInterval)).toEqual([
      undefined,
    ]);
  });

  // rule:subscriptions.payment-change
  describe("changing the payment method", () => {
    const paymentReturn = (reference: string, cookie: string, search: string) =>
      answerOf(() =>
        paymentReturnRoute.loader(
          routeArguments(`/de-de/account/subscriptions/${reference}/payment/${search}`, scope(), {
            shopCode: SHOP.code,
            params: { reference },
            cookie,
          }),
        ),
      );

    it("changes it at once to another method that gives a mandate, mailing at once, and refuses one that gives none", async () => {
      const { list, cookie } = await subscriber("subscriptions-payment@example.com");
      const reference = list[0]!.id;
      const smtp = await startFakeSmtpServer();
      const mailing = scope();
      mailing.set(servicesContext, { ...mailing.get(servicesContext), smtpUrl: smtp.url });
      const changed = await answerOf(() =>
        subscriptionRoute.action(
          routeArguments(`/de-de/account/subscriptions/${reference}/`, mailing, {
            shopCode: SHOP.code,
            params: { reference },
            cookie,
            form: { intent: "paymentMethod", paymentKey: "computop_creditcard" },
          }),
        ),
      );
      await smtp.close();
      expect(changed.body).toMatchObject({ outcome: { ok: true, intent: "paymentMethod" } });
      // The mail leaves with the answer, not with the next delivery run.
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(`Subject: Abo ${reference}: neue Zahlungsart`);
      expect((await subscriptionOf(reference, cookie)).paymentKey).toBe("computop_creditcard");
      const page = (await detail(reference, cookie)).body as { paymentKeys: string[] };
      expect(page.paymentKeys).toEqual([
        "paypal_instant",
        "klarna_paylater",
        "ratepay_directdebit",
        "computop_creditcard",
      ]);

      const invoice = await change(reference, cookie, {
        intent: "paymentMethod",
        paymentKey: "ratepay_invoice",
      });
      expect(invoice.status).toBe(422);
      expect(invoice.body).toMatchObject({ outcome: { errorKey: "subscriptions.error.paymentNotReusable" } });
      const notOffered = await change(reference, cookie, { intent: "paymentMethod", paymentKey: "twint" });
      expect(notOffered.status).toBe(400);
      expect((await change(reference, cookie, { intent: "paymentMethod", paymentKey: "gold" })).status).toBe(
        400,
      );
      expect((await subscriptionOf(reference, cookie)).paymentKey).toBe("computop_creditcard");
    });

    it("sends the customer to the provider's page and takes the new method only on its signed return", async () => {
      const { list, cookie } = await subscriber("subscriptions-payment-redirect@example.com");
      const reference = list[0]!.id;
      // The test provider sends a billing name "Redirect" through its page (ADR 0050).
      await stocked.database.db
        .update(schema.subscriptions)
        .set({ billingAddress: { ...BERLIN_ADDRESS, countryCode: "DE", lastName: "Redirect" } })
        .where(eq(schema.subscriptions.reference, reference));
      const asked = await change(reference, cookie, {
        intent: "paymentMethod",
        paymentKey: "paypal_instant",
      });
      expect(asked.status).toBe(302);
      const providerPage = new URL(asked.location!);
      expect(providerPage.pathname).toBe(`/de-de/account/subscriptions/${reference}/payment/`);
      expect((await subscriptionOf(reference, cookie)).paymentKey).toBe("klarna_paylater");

      const forged = await paymentReturn(
        reference,
        cookie,
        `?order=${providerPage.searchParams.get("order")}`,
      );
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual({ reason: "unverified" });
      expect((await subscriptionOf(reference, cookie)).paymentKey).toBe("klarna_paylater");

      const returned = await paymentReturn(reference, cookie, providerPage.search);
      expect(returned.status).toBe(302);
      expect(returned.location).toBe(`/de-de/account/subscriptions/${reference}/?changed=paymentMethod`);
      const back = await answerOf(() =>
        subscriptionRoute.loader(
          routeArguments(`/de-de/account/subscriptions/${reference}/?changed=paymentMethod`, scope(), {
            shopCode: SHOP.code,
            params: { reference },
            cookie,
          }),
        ),
      );
      expect(back.body).toMatchObject({
        subscription: { paymentKey: "paypal_instant" },
        returnedOutcome: { ok: true, intent: "paymentMethod" },
      });
      const again = await paymentReturn(reference, cookie, providerPage.search);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ reason: "notPending" });
    });
  });
});
