import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { beforeAll, describe, expect, it } from "vitest";
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
import { getSession } from "../platform/session.server.ts";
import * as subscriptionRoute from "./account-subscription.tsx";
import type { Subscription } from "./account-subscriptions.server.ts";
import * as subscriptionsRoute from "./account-subscriptions.tsx";

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
});
