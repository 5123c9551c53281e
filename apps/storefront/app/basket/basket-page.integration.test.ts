import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";
import { shopByCode } from "@eyewear/shop-rules";
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestScope, testEngine } from "../../tests/integration/request-scope.ts";
import {
  addGift,
  addItemGroup,
  addToBasket,
  checkBasketBeforeCheckout,
  loadBasketPage,
  removeBasketItem,
} from "./basket.server.ts";

const ENGINE = testEngine("basket-page");
const SHOP = shopByCode("de-de")!;

describe.each(testDatabaseKinds())("basket page rules: item groups, gifts, checkout button (%s)", (kind) => {
  let database: DatabaseHandle;
  /** Plenty-in-stock variants of different products, cheapest last so totals reach the gift threshold. */
  let frame: number;
  let addOn: number;
  let other: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { productCount: 60, now: new Date() });
    const engine = createCommerceEngine({ db: database.db, accessToken: ENGINE.token });
    installInProcessTransport(`https://${ENGINE.host}`, engine.fetch);
    const rows = await database.db
      .selectDistinctOn([schema.variants.productId], {
        variantId: schema.stock.variantId,
        productId: schema.variants.productId,
      })
      .from(schema.stock)
      .innerJoin(schema.variants, eq(schema.variants.id, schema.stock.variantId))
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .innerJoin(schema.prices, eq(schema.prices.variantId, schema.stock.variantId))
      .where(
        and(
          gt(schema.stock.quantity, 20),
          eq(schema.prices.shopId, SHOP.shopId),
          eq(schema.products.salesStatus, "published"),
          eq(schema.products.isActive, true),
          gt(schema.prices.withTax, 3000),
        ),
      )
      .orderBy(asc(schema.variants.productId))
      .limit(3);
    [frame, addOn, other] = rows.map((row) => row.variantId) as [number, number, number];
  });
  afterAll(() => database.close());

  const scope = () => requestScope(database.db, ENGINE);

  const setStock = (variantId: number, quantity: number) =>
    database.db.update(schema.stock).set({ quantity }).where(eq(schema.stock.variantId, variantId));

  it("shows an item group together, main item first, and removes it as one", async () => {
    expect(
      await addItemGroup(scope(), SHOP, "group-shown", { variantId: frame }, [{ variantId: addOn }], 2),
    ).toEqual({
      ok: true,
      messageKey: "basket.added",
    });
    await addToBasket(scope(), SHOP, "group-shown", other, 1);
    const page = await loadBasketPage(scope(), SHOP, "group-shown");
    expect(
      page.groups.map((group) => [group.isItemGroup, group.items.map((item) => item.isSubItem)]),
    ).toEqual([
      [true, [false, true]],
      [false, [false]],
    ]);
    expect(page.groups[0]!.items.map((item) => item.quantity)).toEqual([2, 2]);
    expect(page.showsCheckout).toBe(true);

    const mainKey = page.groups[0]!.items[0]!.key;
    expect(await removeBasketItem(scope(), SHOP, "group-shown", mainKey)).toEqual({
      ok: true,
      messageKey: "basket.removed",
    });
    const after = await loadBasketPage(scope(), SHOP, "group-shown");
    expect(after.groups.map((group) => group.items.length)).toEqual([1]);
  });

  it("removes a group after fetching when its add-on has fewer units than configured, naming product and quantity", async () => {
    await addItemGroup(scope(), SHOP, "group-invalid", { variantId: frame }, [{ variantId: addOn }], 3);
    await setStock(addOn, 2);
    try {
      const page = await loadBasketPage(scope(), SHOP, "group-invalid");
      expect(page.groups).toEqual([]);
      expect(page.removed).toEqual([
        expect.objectContaining({
          ok: false,
          errorKey: "basket.error.groupRemoved",
          values: { name: expect.any(String), quantity: 3 },
          record: expect.objectContaining({ operation: "delete", statusCode: -1, variantId: frame }),
        }),
      ]);
    } finally {
      await setStock(addOn, 50);
    }
  });

  it("refuses a group whose add-on cannot follow the main item's quantity and leaves nothing behind", async () => {
    await setStock(addOn, 1);
    try {
      const outcome = await addItemGroup(
        scope(),
        SHOP,
        "group-incomplete",
        { variantId: frame },
        [{ variantId: addOn }],
        2,
      );
      expect(outcome).toMatchObject({
        ok: false,
        errorKey: "basket.error.groupRemoved",
        values: { quantity: 2 },
        record: { operation: "add", variantId: addOn },
      });
      expect((await loadBasketPage(scope(), SHOP, "group-incomplete")).groups).toEqual([]);
    } finally {
      await setStock(addOn, 50);
    }
  });

  it("hides checkout and refuses the pre-checkout check while a line is flagged unavailable", async () => {
    await addToBasket(scope(), SHOP, "flagged", other, 1);
    await setStock(other, 0);
    try {
      const page = await loadBasketPage(scope(), SHOP, "flagged");
      expect(page.groups[0]!.items[0]!.status).toBe("unavailable");
      expect(page.showsCheckout).toBe(false);
      expect(await checkBasketBeforeCheckout(scope(), SHOP, "flagged")).toMatchObject({
        ok: false,
        errorKey: "pdp.basket.unavailable",
      });
    } finally {
      await setStock(other, 50);
    }
    expect(await checkBasketBeforeCheckout(scope(), SHOP, "flagged")).toBeUndefined();
  });

  it("offers the buy-X-get-Y gift once its conditions hold and adds it for free", async () => {
    await addToBasket(scope(), SHOP, "gift", frame, 2);
    await addToBasket(scope(), SHOP, "gift", other, 2);
    const page = await loadBasketPage(scope(), SHOP, "gift");
    // Over 100 €: the running 10 % comes off every line by itself, shown on the line and in the total.
    const lines = page.groups.flatMap((group) => group.items);
    expect(
      lines.every((item) => item.promotion?.headline.startsWith("10 % auf Ihre Bestellung ab 100")),
    ).toBe(true);
    const tenPercent = page.reductions.find((reduction) => reduction.category === "promotion")!.amount;
    expect(tenPercent).toBeGreaterThan(0);
    expect(page.subtotal).toBe(lines.reduce((sum, item) => sum + item.totalPrice, 0));
    const offer = page.giftOffers.find(
      (candidate) => candidate.promotionId === `${SHOP.shopId}-gift-care-set`,
    );
    expect(offer).toBeDefined();
    expect(await addGift(scope(), SHOP, "gift", offer!.promotionId)).toEqual({
      ok: true,
      messageKey: "basket.giftAdded",
    });
    const after = await loadBasketPage(scope(), SHOP, "gift");
    const giftLine = after.groups.flatMap((group) => group.items).find((item) => item.promotion?.isGift);
    expect(giftLine).toMatchObject({ totalPrice: 0, promotion: { isValid: true, isGift: true } });
    expect(after.giftOffers).toEqual([]);
    // The gift's price joins the 10 % in the promotion reduction.
    const promotionAfter = after.reductions.find((reduction) => reduction.category === "promotion")!;
    expect(promotionAfter.amount).toBeGreaterThan(tenPercent);
  });

  it("gives the gift free when the shopper puts it in the basket by hand", async () => {
    await addToBasket(scope(), SHOP, "gift-by-hand", frame, 2);
    const offered = (await loadBasketPage(scope(), SHOP, "gift-by-hand")).giftOffers[0]!;
    await addToBasket(scope(), SHOP, "gift-by-hand", offered.giftVariantId, 1);
    const page = await loadBasketPage(scope(), SHOP, "gift-by-hand");
    const giftLine = page.groups.flatMap((group) => group.items).find((item) => item.promotion?.isGift);
    expect(giftLine).toMatchObject({ totalPrice: 0, promotion: { isValid: true, isGift: true } });
    expect(page.giftOffers).toEqual([]);
  });
});
