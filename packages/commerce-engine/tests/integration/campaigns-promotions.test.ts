import { rebuildShopProducts, schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { basketShipping, orderReview, paymentKeysForCountry } from "@eyewear/shop-rules";
import type { BasketResponseData } from "@scayle/storefront-api";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { DE, PL, PRODUCT, VARIANT } from "../fixtures.ts";
import { type EngineHarness, rejection, useEngine } from "../harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const running = { startsAt: daysFromNow(-30), endsAt: daysFromNow(120), isActive: true };
const ended = { startsAt: daysFromNow(-150), endsAt: daysFromNow(-60), isActive: true };

/** Campaigns and promotions of the DE shop (and one each in PL, which DE must never see). */
async function seedCampaignsAndPromotions(engine: EngineHarness): Promise<Record<string, number>> {
  const { db } = engine.database;
  const rows = await db
    .insert(schema.campaigns)
    .values([
      { shopId: DE, key: "autumn-deals", name: "Herbst-Deals", reduction: 50, ...running },
      { shopId: DE, key: "summer-sale", name: "Sommer-Sale", reduction: 30, ...ended },
      { shopId: PL, key: "jesien", name: "Jesienne okazje", reduction: 40, ...running },
    ])
    .returning({ id: schema.campaigns.id, key: schema.campaigns.key });
  const ids = Object.fromEntries(rows.map((row) => [row.key, row.id]));
  await db
    .update(schema.prices)
    .set({ reductionCategory: "campaign", campaignId: ids["autumn-deals"] })
    .where(and(eq(schema.prices.variantId, VARIANT.aviatorHavanaOnOrder), eq(schema.prices.shopId, DE)));
  await rebuildShopProducts(db, [PRODUCT.aviatorHavana]);
  const giftConditions = { giftConditions: { minQuantity: 1 } };
  await db.insert(schema.promotions).values([
    {
      id: "de-ten",
      shopId: DE,
      name: "10 % from 200",
      priority: 10,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 10 },
      customData: { minOrderValue: 20_000, headlineParts: ["10 %", "ab 200 €"] },
    },
    {
      id: "de-five",
      shopId: DE,
      name: "5 off care products",
      priority: 5,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "absolute", value: 500 },
      customData: { productTypes: ["careproducts"] },
    },
    {
      id: "de-abo",
      shopId: DE,
      name: "Subscriptions 10 %",
      priority: 15,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 10 },
      customData: { subscriptionsOnly: true },
    },
    {
      id: "de-gift",
      shopId: DE,
      name: "Free care fluid from 100",
      priority: 20,
      ...running,
      effectType: "buy_x_get_y",
      effectData: { variantIds: [VARIANT.careFluid], maxCount: 1 },
      customData: { ...giftConditions, minOrderValue: 10_000, product: { promotionId: "de-gift" } },
    },
    {
      id: "de-vip",
      shopId: DE,
      name: "VIP",
      priority: 50,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "absolute", value: 100 },
      customData: { minOrderValue: 30_000 },
    },
    {
      id: "de-expired",
      shopId: DE,
      name: "Summer gift",
      priority: 30,
      ...ended,
      effectType: "buy_x_get_y",
      effectData: { variantIds: [VARIANT.careFluid], maxCount: 1 },
      customData: giftConditions,
    },
    {
      id: "de-off",
      shopId: DE,
      name: "Black Week",
      priority: 40,
      ...running,
      isActive: false,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 15 },
    },
    {
      id: "pl-ten",
      shopId: PL,
      name: "10 %",
      priority: 10,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 10 },
    },
  ]);
  return ids;
}

const WITH_PROMOTIONS = { with: { items: { promotion: true }, applicablePromotions: true } } as const;

function itemOf(basket: BasketResponseData, variantId: number) {
  const item = basket.items.find((entry) => entry.variant.id === variantId);
  if (!item) throw new Error(`no item for variant ${variantId}`);
  return item;
}

function lines(basket: BasketResponseData) {
  return basket.items.map((item) => [item.variant.id, item.quantity, item.customData]);
}

describe.each(testDatabaseKinds())("campaigns, promotions and basket merge (%s)", (kind) => {
  const engine = useEngine(kind);
  const checkout = checkoutHelpers(() => engine);
  let campaignIds: Record<string, number>;
  beforeAll(async () => {
    campaignIds = await seedCampaignsAndPromotions(engine);
  });

  async function post(path: string, body: unknown) {
    const response = await engine.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  describe("campaigns", () => {
    it("lists the shop's campaigns sorted and paged", async () => {
      const client = engine.client(DE);
      const page = await client.campaigns.get({
        sort: { by: "reduction", direction: "desc" },
        pagination: { page: 1, perPage: 1 },
      });
      expect(page.entities.map((campaign) => campaign.key)).toEqual(["autumn-deals"]);
      expect(page.pagination).toEqual({
        current: 1,
        total: 2,
        perPage: 1,
        page: 1,
        first: 1,
        prev: 1,
        next: 2,
        last: 2,
      });
      const byStart = await client.campaigns.get({ sort: { by: "start_at", direction: "asc" } });
      expect(byStart.entities.map((campaign) => campaign.key)).toEqual(["summer-sale", "autumn-deals"]);
    });

    it("answers a campaign by id, with 404 for one of another shop", async () => {
      const campaign = await engine.client(DE).campaigns.getById(campaignIds["autumn-deals"]!);
      expect(campaign).toMatchObject({ key: "autumn-deals", name: "Herbst-Deals", reduction: 50 });
      expect(campaign.startsAt).toBe(campaign.start_at);
      const missing = await rejection(engine.client(DE).campaigns.getById(campaignIds.jesien!));
      expect(missing).toMatchObject({ status: 404, body: { parameter: "campaignId" } });
    });

    it("refuses an unknown sort with 400 naming it", async () => {
      const response = await engine.request("/v1/campaigns?sort=name");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ parameter: "sort" });
    });

    it("applies campaign prices for their campaign and regular prices for another", async () => {
      const client = engine.client(DE);
      const reductionsOf = async (campaignKey?: string) => {
        const product = await client.products.getById(PRODUCT.aviatorHavana, {
          with: { variants: "all" },
          ...(campaignKey ? { campaignKey } : {}),
        });
        return product.variants?.[0]?.price;
      };
      expect(await reductionsOf()).toMatchObject({
        withTax: 9999,
        appliedReductions: [{ category: "campaign", amount: { absoluteWithTax: 3000 } }],
      });
      expect(await reductionsOf("autumn-deals")).toMatchObject({ withTax: 9999 });
      expect(await reductionsOf("summer-sale")).toMatchObject({ withTax: 12999, appliedReductions: [] });
    });

    it("keeps the hasCampaignReduction filter to the named campaign", async () => {
      const idsFor = async (campaignKey: string) => {
        const response = await engine.request(
          `/v1/products?filters[hasCampaignReduction]=true&campaignKey=${campaignKey}`,
        );
        const body = (await response.json()) as { entities: { id: number }[] };
        return body.entities.map((product) => product.id);
      };
      expect(await idsFor("autumn-deals")).toEqual([PRODUCT.aviatorHavana]);
      expect(await idsFor("summer-sale")).toEqual([]);
    });

    it("prices basket lines by the campaignKey", async () => {
      const client = engine.client(DE);
      await client.basket.addItem("campaign-basket", VARIANT.aviatorHavanaOnOrder, 1);
      const inCampaign = await client.basket.get("campaign-basket", { campaignKey: "autumn-deals" });
      expect(inCampaign.basket.cost).toMatchObject({
        withTax: 9999,
        appliedReductions: [{ category: "campaign" }],
      });
      const outside = await client.basket.get("campaign-basket", { campaignKey: "summer-sale" });
      expect(outside.basket.cost).toMatchObject({ withTax: 12999, appliedReductions: [] });
    });
  });

  describe("promotions", () => {
    it("lists the shop's promotions by priority, paged, by ids and active at a time", async () => {
      const client = engine.client(DE);
      const first = await client.promotions.get({ pagination: { page: 1, perPage: 2 } });
      expect(first.entities.map((promotion) => promotion.id)).toEqual(["de-vip", "de-off"]);
      expect(first.pagination).toMatchObject({ total: 7, last: 4, current: 2 });
      const byIds = await client.promotions.getByIds(["de-gift", "pl-ten"]);
      expect(byIds.entities).toHaveLength(1);
      expect(byIds.entities[0]).toMatchObject({
        id: "de-gift",
        isActive: true,
        priority: 20,
        effect: { type: "buy_x_get_y", additionalData: { variantIds: [VARIANT.careFluid], maxCount: 1 } },
        customData: { giftConditions: { minQuantity: 1 }, minOrderValue: 10_000 },
      });
      const now = await client.promotions.get({ activeAt: new Date().toISOString() as never });
      expect(now.entities.map((promotion) => promotion.id)).toEqual([
        "de-vip",
        "de-gift",
        "de-abo",
        "de-ten",
        "de-five",
      ]);
      const then = await client.promotions.get({ activeAt: daysFromNow(-100).toISOString() as never });
      expect(then.entities.map((promotion) => promotion.id)).toEqual(["de-expired"]);
      // isActive says whether it runs now: the ended gift is switched on but no longer active.
      const ended = await client.promotions.getByIds(["de-expired"]);
      expect(ended.entities[0]).toMatchObject({ isActive: false });
    });

    it("refuses a malformed activeAt and an empty id list with 400 naming them", async () => {
      const badTime = await engine.request("/v1/promotions?activeAt=yesterday");
      expect(badTime.status).toBe(400);
      expect(await badTime.json()).toMatchObject({ parameter: "activeAt" });
      const noIds = await engine.request("/v1/promotions?ids=,");
      expect(noIds.status).toBe(400);
      expect(await noIds.json()).toMatchObject({ parameter: "ids" });
    });
  });

  describe("baskets with promotions", () => {
    /** Adds the variant to the basket under the promotion; answers the basket with its promotions. */
    const addUnderPromotion = async (
      basketKey: string,
      variantId: number,
      promotionId: string,
      quantity = 1,
    ) =>
      engine.client(DE).basket.addItem(basketKey, variantId, quantity, { promotionId, ...WITH_PROMOTIONS });

    const add = (basketKey: string, variantId: number, quantity = 1) =>
      engine.client(DE).basket.addItem(basketKey, variantId, quantity, WITH_PROMOTIONS);

    it("takes a running order discount off every line once the basket reaches its minimum, unasked", async () => {
      const { basket } = await add("discount-basket", VARIANT.aviatorBlack58InStock, 2);
      const item = itemOf(basket, VARIANT.aviatorBlack58InStock);
      expect(item.promotionId).toBeUndefined();
      expect(item).toMatchObject({
        promotion: {
          id: "de-ten",
          isValid: true,
          failedConditions: [],
          effect: { type: "automatic_discount", additionalData: { type: "relative", value: 10 } },
          customData: { minOrderValue: 20_000 },
        },
        price: {
          total: {
            withTax: 23398,
            appliedReductions: [
              { category: "promotion", promotionId: "de-ten", amount: { absoluteWithTax: 2600 } },
            ],
          },
        },
      });
      expect(basket.cost).toMatchObject({
        withTax: 23398,
        appliedReductions: [{ category: "promotion", amount: { absoluteWithTax: 2600 } }],
      });
    });

    it("takes the care discount off a care product only, and nothing off below the order discount's minimum", async () => {
      await add("care-basket", VARIANT.aviatorHavanaOnOrder);
      const { basket } = await add("care-basket", VARIANT.careFluid);
      expect(itemOf(basket, VARIANT.careFluid).price.total).toMatchObject({
        withTax: 399,
        appliedReductions: [
          { category: "promotion", promotionId: "de-five", amount: { absoluteWithTax: 500 } },
        ],
      });
      expect(itemOf(basket, VARIANT.aviatorHavanaOnOrder).price.total).toMatchObject({
        withTax: 9999,
        appliedReductions: [{ category: "campaign" }],
      });
      expect(basket.cost).toMatchObject({
        withTax: 10398,
        appliedReductions: [
          { category: "campaign" },
          { category: "promotion", amount: { absoluteWithTax: 500 } },
        ],
      });
    });

    it("names failed conditions and takes nothing off when a named discount does not hold", async () => {
      const { basket } = await addUnderPromotion("small-basket", VARIANT.aviatorHavanaOnOrder, "de-ten");
      expect(basket.items[0]).toMatchObject({
        promotionId: "de-ten",
        promotion: { isValid: false, failedConditions: [{ key: "min_order_value", level: "global" }] },
        price: { total: { withTax: 9999, appliedReductions: [{ category: "campaign" }] } },
      });
      expect(basket.cost.appliedReductions.map((reduction) => reduction.category)).toEqual(["campaign"]);
    });

    it("gives the gift variant free when the gift promotion holds (rule:basket.gift-promotion)", async () => {
      await addUnderPromotion("gift-basket", VARIANT.aviatorBlack58InStock, "de-gift");
      const { basket } = await addUnderPromotion("gift-basket", VARIANT.careFluid, "de-gift");
      expect(itemOf(basket, VARIANT.careFluid)).toMatchObject({
        promotion: { id: "de-gift", isValid: true, effect: { type: "buy_x_get_y" } },
        price: {
          total: { withTax: 0, appliedReductions: [{ category: "promotion", promotionId: "de-gift" }] },
        },
      });
      expect(basket.cost).toMatchObject({ withTax: 12999 });
      const applicable = basket.applicablePromotions ?? [];
      expect(
        applicable.filter((entry) => entry.promotion.id === "de-gift").map((entry) => entry.itemId),
      ).toEqual([itemOf(basket, VARIANT.careFluid).key]);
      expect(applicable.map((entry) => entry.promotion.id)).not.toContain("de-expired");
      expect(applicable.map((entry) => entry.promotion.id)).not.toContain("de-off");
      expect(applicable.find((entry) => entry.promotion.id === "de-five")?.itemId).toBeUndefined();
    });

    it("gives the gift free when the shopper puts it in the basket without naming the promotion", async () => {
      await add("gift-by-hand", VARIANT.aviatorBlack58InStock);
      const { basket } = await add("gift-by-hand", VARIANT.careFluid);
      const gift = itemOf(basket, VARIANT.careFluid);
      expect(gift.promotionId).toBeUndefined();
      expect(gift).toMatchObject({
        promotion: { id: "de-gift", isValid: true },
        price: { total: { withTax: 0 } },
      });
      expect(basket.cost.withTax).toBe(12999);
      // Only maxCount units are free: the second one is charged.
      const more = await engine.client(DE).basket.updateItem("gift-by-hand", gift.key, 2, WITH_PROMOTIONS);
      expect(itemOf(more.basket, VARIANT.careFluid).price.total.withTax).toBe(899);
    });

    it("charges the gift when the basket misses the minimum order value, and says why", async () => {
      await addUnderPromotion("gift-low", VARIANT.aviatorHavanaOnOrder, "de-gift");
      const { basket } = await addUnderPromotion("gift-low", VARIANT.careFluid, "de-gift");
      // The gift is charged; the care discount still comes off it.
      expect(itemOf(basket, VARIANT.careFluid)).toMatchObject({
        promotion: {
          id: "de-gift",
          isValid: false,
          failedConditions: [{ key: "min_order_value", level: "global" }],
        },
        price: { total: { withTax: 399 } },
      });
    });

    it("charges the gift when a higher-priority promotion holds for it, or its own has ended", async () => {
      const outranked = await add("gift-outranked", VARIANT.aviatorBlack58InStock, 3);
      expect(outranked.basket.cost.withTax).toBe(3 * (12999 - 100));
      const { basket } = await add("gift-outranked", VARIANT.careFluid);
      expect(itemOf(basket, VARIANT.careFluid)).toMatchObject({
        promotion: {
          id: "de-gift",
          isValid: false,
          failedConditions: [{ key: "priority", level: "global" }],
        },
        price: { total: { withTax: 799, appliedReductions: [{ promotionId: "de-vip" }] } },
      });
      const expired = await addUnderPromotion("gift-expired", VARIANT.careFluid, "de-expired");
      expect(expired.basket.items[0]).toMatchObject({
        promotion: {
          id: "de-expired",
          isValid: false,
          failedConditions: [
            { key: "schedule", level: "global" },
            { key: "min_quantity", level: "item" },
          ],
        },
        price: { total: { withTax: 399, appliedReductions: [{ promotionId: "de-five" }] } },
      });
    });

    it("takes the subscription discount off subscription lines only, over the order discount", async () => {
      const client = engine.client(DE);
      const subscribed = { subscriptionDefinition: { subscriptionInterval: 3, preferredDeliveryDay: 1 } };
      await client.basket.addItem("abo-basket", VARIANT.aviatorHavanaOnOrder, 1, {
        customData: subscribed,
        ...WITH_PROMOTIONS,
      });
      const { basket } = await add("abo-basket", VARIANT.aviatorBlack62LowStock);
      expect(itemOf(basket, VARIANT.aviatorHavanaOnOrder)).toMatchObject({
        promotion: { id: "de-abo", isValid: true },
        price: { total: { withTax: 8999 } },
      });
      // 99,99 € + 139,99 € reach the order discount's 200 €: the one-time line gets it, the subscription line
      // keeps its higher-priority subscription discount (one promotion a line).
      expect(itemOf(basket, VARIANT.aviatorBlack62LowStock)).toMatchObject({
        promotion: { id: "de-ten", isValid: true },
        price: { total: { withTax: 12599 } },
      });
    });

    it("places the order at the basket's promoted total, the one reviewed, with the reductions kept per item", async () => {
      const customer = await checkout.customerWithBasket(VARIANT.aviatorBlack58InStock, 2);
      await checkout.addToBasket(customer.basketKey, VARIANT.careFluid, 1);
      const { basket } = await engine.client(DE).basket.get(customer.basketKey);
      // 2 × 129,99 € less 10 %, and the gift free.
      expect(basket.cost.withTax).toBe(23398);
      const shipping = basketShipping(
        { country: "DE", freeShippingOnPrescription: true },
        basket.cost.withTax,
        [],
      );
      const review = orderReview(basket, undefined, shipping, paymentKeysForCountry("DE"));
      expect(review.items.map((item) => item.promotion).sort()).toEqual(["de-gift", "de-ten"]);
      const placed = await checkout.place(customer.id, { review });
      expect(placed.status).toBe(201);
      const { order } = await placed.json();
      expect(order.cost.withTax).toBe(review.total);
      expect(review.total).toBe(basket.cost.withTax + shipping.fee);
      const items = await engine.database.db
        .select()
        .from(schema.orderItems)
        .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId))
        .where(eq(schema.orders.publicId, order.id));
      expect(
        items.map(({ order_items: item }) => [
          item.totalPriceWithTax,
          item.appliedReductions[0]?.promotionId,
        ]),
      ).toEqual([
        [23398, "de-ten"],
        [0, "de-gift"],
      ]);
    });

    it("leaves promotions out unless asked, and refuses unknown `with` values naming `with`", async () => {
      const { basket } = await engine.client(DE).basket.get("gift-basket");
      expect(basket.items.every((item) => item.promotion === undefined)).toBe(true);
      expect(basket.applicablePromotions).toBeUndefined();
      expect(basket.cost.withTax).toBe(12999);
      const response = await engine.request("/v1/baskets/gift-basket?with=items.promotions");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ parameter: "with" });
    });

    it("changes the promotion a line names on update", async () => {
      const client = engine.client(DE);
      const added = await client.basket.addItem("update-promotion", VARIANT.aviatorHavanaOnOrder, 1);
      const key = added.basket.items[0]!.key;
      const named = await client.basket.updateItem("update-promotion", key, 1, {
        promotionId: "de-ten",
        ...WITH_PROMOTIONS,
      });
      expect(named.basket.items[0]).toMatchObject({
        promotionId: "de-ten",
        promotion: { id: "de-ten", isValid: false },
      });
      const cleared = await client.basket.updateItem("update-promotion", key, 1, {
        promotionId: null as never,
        ...WITH_PROMOTIONS,
      });
      expect(cleared.basket.items[0]?.promotion).toBeUndefined();
    });
  });

  describe("availability checks skipped on purpose", () => {
    it("adds unsellable variants and more than stock only with skipAvailabilityCheck", async () => {
      const client = engine.client(DE);
      const soldOut = await client.basket.addItem("skip-basket", VARIANT.readerSoldOut, 1);
      expect(soldOut.statusCode).toBe(412);
      const forced = await client.basket.addItem("skip-basket", VARIANT.readerSoldOut, 1, {
        skipAvailabilityCheck: true,
      });
      expect(forced.statusCode).toBe(201);
      const low = await client.basket.addItem("skip-basket", VARIANT.aviatorBlack62LowStock, 5, {
        skipAvailabilityCheck: true,
      });
      expect(low.statusCode).toBe(201);
      expect(itemOf(low.basket, VARIANT.aviatorBlack62LowStock)).toMatchObject({
        quantity: 5,
        availableQuantity: 3,
      });
      const refused = await post("/v1/baskets/skip-basket/items?skipAvailabilityCheck=maybe", {
        variantId: VARIANT.careFluid,
        quantity: 1,
      });
      expect(refused).toMatchObject({ status: 400, body: { parameter: "skipAvailabilityCheck" } });
    });
  });

  describe("basket merge (rule:basket.merge-strategies)", () => {
    async function prepare(target: string, source: string) {
      const client = engine.client(DE);
      await client.basket.addItem(target, VARIANT.careFluid, 2, { customData: { from: "target" } });
      await client.basket.addItem(source, VARIANT.careFluid, 3, { customData: { from: "source" } });
      await client.basket.addItem(source, VARIANT.aviatorBlack58InStock, 1, {
        customData: { from: "source" },
      });
    }

    it.each([
      [0, 2, "target"],
      [1, 5, "target"],
      [2, 3, "source"],
      [3, 5, "source"],
    ])(
      "strategy %i merges the shared line to %i with the %s's data and empties the source",
      async (strategy, quantity, from) => {
        const target = `merge-target-${strategy}`;
        const source = `merge-source-${strategy}`;
        await prepare(target, source);
        const merged = await post(`/v1/baskets/${target}/merge`, { sourceBasketKey: source, strategy });
        expect(merged.status).toBe(200);
        const basket = merged.body as BasketResponseData;
        expect(itemOf(basket, VARIANT.careFluid)).toMatchObject({ quantity, customData: { from } });
        expect(itemOf(basket, VARIANT.aviatorBlack58InStock)).toMatchObject({ quantity: 1 });
        expect(basket.items).toHaveLength(2);
        const emptied = await engine.client(DE).basket.get(source);
        expect(emptied.basket.items).toEqual([]);
      },
    );

    it("adds quantity by default and answers 206 when stock or the line limit cut the merge", async () => {
      const client = engine.client(DE);
      await client.basket.addItem("merge-short", VARIANT.aviatorBlack62LowStock, 2);
      await client.basket.addItem("merge-short-source", VARIANT.aviatorBlack62LowStock, 2);
      await client.basket.addItem("merge-short-source", VARIANT.aviatorBlack58InStock, 1);
      await client.basket.addItem("merge-short-source", VARIANT.careFluid, 1);
      await client.basket.addItem("merge-short-source", VARIANT.aviatorHavanaOnOrder, 1);
      const merged = await post("/v1/baskets/merge-short/merge", { sourceBasketKey: "merge-short-source" });
      expect(merged.status).toBe(206);
      expect(lines(merged.body as BasketResponseData)).toEqual([
        [VARIANT.aviatorBlack62LowStock, 3, {}],
        [VARIANT.aviatorBlack58InStock, 1, {}],
        [VARIANT.careFluid, 1, {}],
      ]);
      expect((await client.basket.get("merge-short-source")).basket.items).toEqual([]);
    });

    it("keeps item groups apart when merging (rule:basket.line-unique)", async () => {
      const client = engine.client(DE);
      const group = { id: "rx-1", isMainItem: true, isRequired: true };
      await client.basket.addItem("merge-groups", VARIANT.careFluid, 1);
      await client.basket.addItem("merge-groups-source", VARIANT.careFluid, 1, { itemGroup: group });
      const merged = await post("/v1/baskets/merge-groups/merge", { sourceBasketKey: "merge-groups-source" });
      expect(merged.status).toBe(200);
      const basket = merged.body as BasketResponseData;
      expect(basket.items.map((item) => [item.quantity, item.itemGroup?.id ?? null])).toEqual([
        [1, null],
        [1, "rx-1"],
      ]);
    });

    it("keeps both eyes of a contact-lens pair, one variant in one group, when merging (rule:basket.line-unique)", async () => {
      const client = engine.client(DE);
      const itemGroup = { id: "lenses-1", isMainItem: true, isRequired: false };
      for (const eye of ["right", "left"]) {
        await client.basket.addItem("merge-pair-source", VARIANT.careFluid, 2, {
          itemGroup,
          customData: { eye },
        });
      }
      const merged = await post("/v1/baskets/merge-pair/merge", { sourceBasketKey: "merge-pair-source" });
      expect(merged.status).toBe(200);
      const basket = merged.body as BasketResponseData;
      expect(basket.items.map((item) => [item.itemGroup?.id, item.customData, item.quantity])).toEqual([
        ["lenses-1", { eye: "right" }, 2],
        ["lenses-1", { eye: "left" }, 2],
      ]);
    });

    it("refuses a merge into itself, unknown strategies and missing source keys with 400", async () => {
      expect(await post("/v1/baskets/same/merge", { sourceBasketKey: "same" })).toMatchObject({
        status: 400,
        body: { parameter: "sourceBasketKey" },
      });
      expect((await post("/v1/baskets/a/merge", { sourceBasketKey: "b", strategy: 4 })).status).toBe(400);
      expect((await post("/v1/baskets/a/merge", {})).status).toBe(400);
    });
  });
});
