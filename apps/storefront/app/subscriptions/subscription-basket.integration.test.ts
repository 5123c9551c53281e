import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { and, asc, eq, gt } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  BERLIN_ADDRESS,
  registeredCustomer,
  requestScope,
  routeArguments,
  testEngine,
  useStockedShop,
} from "../../tests/integration/request-scope.ts";
import { signIn } from "../account/account.server.ts";
import { loadBasketPage, updateBasketItem } from "../basket/basket.server.ts";
import * as basketRoute from "../basket/basket.tsx";
import * as productRoute from "../catalogue/product.tsx";
import * as checkoutRoute from "../checkout/checkout.tsx";
import * as guestCheckoutRoute from "../checkout/guest-checkout.tsx";
import type { ContactLensOffer } from "../contact-lenses/contact-lens-order.ts";
import * as successRoute from "../orders/success.tsx";
import { getSession } from "../platform/session.server.ts";
import { subscriptionsApi } from "./account-subscriptions.server.ts";

const ENGINE = testEngine("subscription-basket");
const DE = shopByCode("de-de")!;
const CZ = shopByCode("cs-cz")!;

// rule:subscriptions.product-choice, rule:subscriptions.interval-allowed, rule:subscriptions.reusable-payment
describe.each(testDatabaseKinds())("a subscription chosen on the product page (%s)", (kind) => {
  const stocked = useStockedShop(kind, DE.shopId, ENGINE);
  const scope = () => requestScope(stocked.database.db, ENGINE);
  const care = { productId: 0, variantId: 0 };
  let lens: { offer: ContactLensOffer; packSize: number; path: string };

  const productPage = (path: string, context: RouterContextProvider, shopCode = DE.code) =>
    routeArguments(path, context, { shopCode, params: { slug: path.split("/")[3]! } });

  /** The product page's data of a product, after its redirect to the canonical address. */
  const loadProductPage = async (shopCode: string, productId: number) => {
    const first = await answerOf(() =>
      productRoute.loader(productPage(`/${shopCode}/p/x-${productId}/`, scope(), shopCode)),
    );
    const path = first.location ?? `/${shopCode}/p/x-${productId}/`;
    return { path, page: await productRoute.loader(productPage(path, scope(), shopCode)) };
  };

  const firstInStock = async (productType: string) => {
    const [row] = await stocked.database.db
      .select({ productId: schema.products.id, variantId: schema.variants.id })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .innerJoin(schema.stock, eq(schema.stock.variantId, schema.variants.id))
      .where(
        and(
          eq(schema.products.productType, productType),
          eq(schema.products.salesStatus, "published"),
          gt(schema.stock.quantity, 10),
        ),
      )
      .orderBy(asc(schema.variants.id))
      .limit(1);
    return row!;
  };

  beforeAll(async () => {
    Object.assign(care, await firstInStock("careproducts"));
    const lensProduct = await firstInStock("contactLenses");
    const { path, page } = await loadProductPage(DE.code, lensProduct.productId);
    lens = { offer: page.lensOrder!.offer, packSize: page.lensOrder!.packSize, path };
  });

  const post = (form: Record<string, string>, options: { shopCode?: string; cookie?: string } = {}) =>
    answerOf(() =>
      basketRoute.action(
        routeArguments(`/${options.shopCode ?? DE.code}/basket/`, scope(), {
          shopCode: options.shopCode ?? DE.code,
          form,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        }),
      ),
    );
  const careForm = (fields: Record<string, string>) => ({
    intent: "add",
    variantId: String(care.variantId),
    productId: String(care.productId),
    quantity: "1",
    ...fields,
  });
  const subscribed = { purchase: "subscription", subscriptionInterval: "2", preferredDeliveryDay: "15" };
  const basketKeyOf = async (cookie: string | null, shopId = DE.shopId) => {
    const session = await getSession(
      scope(),
      new Request("http://shop.test/", { headers: { cookie: cookie ?? "" } }),
    );
    return (session.get("basketKeys") as Record<string, string>)[String(shopId)]!;
  };

  it("offers the product's intervals on lens and care pages in de-DE, and none in cs-CZ", async () => {
    expect(lens.offer.variants.length).toBeGreaterThan(0);
    expect((await loadProductPage(DE.code, care.productId)).page.product.subscriptionIntervals).toEqual([
      1, 2, 3, 6,
    ]);
    expect((await loadProductPage(CZ.code, care.productId)).page.product.subscriptionIntervals).toEqual([]);
  });

  it("puts a care product in as a subscription with its definition, shown per line", async () => {
    const answer = await post(careForm(subscribed));
    expect(answer.body).toMatchObject({ ok: true, messageKey: "basket.added" });
    const basketKey = await basketKeyOf(answer.setCookie);
    const [line] = (await loadBasketPage(scope(), DE, basketKey)).groups.flatMap((group) => group.items);
    expect(line!.subscriptionInterval).toBe(2);
    expect(await updateBasketItem(scope(), DE, basketKey, line!.key, 3)).toMatchObject({ ok: true });
    const [changed] = (await loadBasketPage(scope(), DE, basketKey)).groups.flatMap((group) => group.items);
    expect([changed!.quantity, changed!.subscriptionInterval]).toEqual([3, 2]);
  });

  /** A lens pair of the first power in stock for both eyes, one box each, with the purchase fields given. */
  const lensPairForm = (purchase: Record<string, string>) => {
    const variant = lens.offer.variants.find(
      (candidate) => candidate.packSize === lens.packSize && candidate.availability.kind === "immediate",
    )!;
    const values = Object.fromEntries(
      Object.entries(variant.values).flatMap(([field, value]) => [
        [`${field}R`, value],
        [`${field}L`, value],
      ]),
    );
    return {
      intent: "addContactLenses",
      productId: String(lens.offer.productId),
      packSize: String(lens.packSize),
      ...values,
      quantityR: "1",
      quantityL: "1",
      ...purchase,
    };
  };

  it("puts a lens pair in with the definition on both eyes' lines", async () => {
    const answer = await post(lensPairForm({ ...subscribed, subscriptionInterval: "3" }));
    expect(answer.body).toMatchObject({ ok: true, messageKey: "basket.added" });
    const page = await loadBasketPage(scope(), DE, await basketKeyOf(answer.setCookie));
    const lines = page.groups.flatMap((group) => group.items);
    expect(lines.map((item) => [(item.eyeLine as { eye: string }).eye, item.subscriptionInterval])).toEqual([
      ["right", 3],
      ["left", 3],
    ]);
    // A changed number of boxes keeps the eye's subscription.
    const basketKey = await basketKeyOf(answer.setCookie);
    expect(await updateBasketItem(scope(), DE, basketKey, lines[1]!.key, 2)).toMatchObject({ ok: true });
    const changed = (await loadBasketPage(scope(), DE, basketKey)).groups.flatMap((group) => group.items);
    expect(changed.map((item) => [item.quantity, item.subscriptionInterval])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it("refuses an interval the product does not offer (422, at the field) and a day not offered; nothing goes in", async () => {
    const answer = await post(careForm({ ...subscribed, subscriptionInterval: "4" }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      ok: false,
      errorKey: "subscription.error.interval",
      fieldErrors: { subscriptionInterval: ["subscription.error.interval"] },
    });
    const day = await post(careForm({ ...subscribed, preferredDeliveryDay: "2" }));
    expect(day.status).toBe(422);
    expect(day.body).toMatchObject({
      fieldErrors: { preferredDeliveryDay: ["subscription.error.deliveryDay"] },
    });
    const lensPair = await post(lensPairForm({ ...subscribed, subscriptionInterval: "4" }));
    expect(lensPair.status).toBe(422);
    expect(lensPair.body).toMatchObject({
      reply: { error: { subscriptionInterval: ["subscription.error.interval"] } },
      lensOrder: { subscriptionIntervals: [1, 2, 3, 6] },
    });
    const page = await loadBasketPage(scope(), DE, await basketKeyOf(answer.setCookie));
    expect(page.groups).toEqual([]);
  });

  it("refuses a subscription in a shop with the switch off (403), and of a variant named with another product", async () => {
    const answer = await post(careForm(subscribed), { shopCode: CZ.code });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ ok: false, errorKey: "subscription.error.notOffered" });
    const mismatched = await post(careForm({ ...subscribed, productId: String(lens.offer.productId) }));
    expect(mismatched.status).toBe(403);
  });

  it("offers only payment methods that give a mandate at the checkout of a subscription", async () => {
    const customer = await registeredCustomer(scope(), DE, "subscription-checkout@example.com");
    const cookie = (await signIn(scope(), new Request("http://shop.test/de-de/signin/"), DE, customer)).split(
      ";",
    )[0]!;
    const checkout = () =>
      answerOf(() =>
        checkoutRoute.loader(routeArguments("/de-de/checkout/", scope(), { shopCode: DE.code, cookie })),
      );
    const before = (await checkout()).body as { paymentKeys: string[]; subscribes: boolean };
    expect(before.subscribes).toBe(false);
    expect((await post(careForm(subscribed), { cookie })).body).toMatchObject({ ok: true });
    const view = (await checkout()).body as { paymentKeys: string[]; subscribes: boolean; items: unknown[] };
    expect(view.subscribes).toBe(true);
    expect(view.paymentKeys).toEqual([
      "paypal_instant",
      "klarna_paylater",
      "ratepay_directdebit",
      "computop_creditcard",
    ]);
    expect(view.items).toEqual([expect.objectContaining({ subscriptionInterval: 2 })]);
  });

  /** A signed-in customer with a care product subscribed every 2 months in the basket, ordering it with `paymentKey`. */
  async function orderSubscription(email: string, paymentKey: string) {
    const customer = await registeredCustomer(scope(), DE, email);
    const cookie = (await signIn(scope(), new Request("http://shop.test/de-de/signin/"), DE, customer)).split(
      ";",
    )[0]!;
    expect((await post(careForm(subscribed), { cookie })).body).toMatchObject({ ok: true });
    const view = (
      await answerOf(() =>
        checkoutRoute.loader(routeArguments("/de-de/checkout/", scope(), { shopCode: DE.code, cookie })),
      )
    ).body as { review: string; idempotencyKey: string };
    const address = Object.fromEntries(
      Object.entries(BERLIN_ADDRESS).map(([field, value]) => [`billing.${field}`, value]),
    );
    const answer = await answerOf(() =>
      checkoutRoute.action(
        routeArguments("/de-de/checkout/", scope(), {
          shopCode: DE.code,
          cookie,
          form: { idempotencyKey: view.idempotencyKey, review: view.review, paymentKey, ...address },
        }),
      ),
    );
    return { answer, customer, cookie };
  }

  it("shows the engine's refusal of a payment without a mandate as the form's translated error", async () => {
    const { answer } = await orderSubscription("subscription-invoice@example.com", "ratepay_invoice");
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: { "": ["checkout.error.payment_not_reusable"] } });
  });

  it("starts the subscription with the order placed by card, and names it in the order's confirmation mail", async () => {
    const { answer, customer, cookie } = await orderSubscription(
      "subscription-card@example.com",
      "computop_creditcard",
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/\/de-de\/success\/\?cbd=/);
    const success = await successRoute.loader(
      routeArguments(answer.location!, scope(), { shopCode: DE.code, cookie }),
    );
    expect(success).toMatchObject({ subscribes: true, isGuest: false });
    const listed = await subscriptionsApi.list(scope(), DE, customer.id);
    expect(
      listed.ok && listed.subscriptions.map((row) => [row.intervalMonths, row.preferredDeliveryDay]),
    ).toEqual([[2, 15]]);
    const mails = await stocked.database.db
      .select({ text: schema.mailOutbox.text })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, "subscription-card@example.com"));
    expect(mails.some((mail) => mail.text.includes("Im Abo: alle 2 Monate"))).toBe(true);
  });

  it("tells a guest with a subscription to sign in, and translates the engine's refusal of a guest's order", async () => {
    const added = await post(careForm(subscribed));
    const cookie = added.setCookie!.split(";")[0]!;
    const page = (
      await answerOf(() =>
        guestCheckoutRoute.loader(
          routeArguments("/de-de/guest-checkout/", scope(), { shopCode: DE.code, cookie }),
        ),
      )
    ).body as { subscribes: boolean; review: string; idempotencyKey: string };
    expect(page.subscribes).toBe(true);
    const address = Object.fromEntries(
      Object.entries(BERLIN_ADDRESS).map(([field, value]) => [`billing.${field}`, value]),
    );
    const answer = await answerOf(() =>
      guestCheckoutRoute.action(
        routeArguments("/de-de/guest-checkout/", scope(), {
          shopCode: DE.code,
          cookie,
          form: {
            idempotencyKey: page.idempotencyKey,
            review: page.review,
            email: "subscription-guest@example.com",
            paymentKey: "computop_creditcard",
            ...address,
          },
        }),
      ),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { "": ["checkout.error.subscription_needs_account"] } });
  });
});
