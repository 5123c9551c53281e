import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  requestScope,
  routeArguments,
  signedInCustomerWithOrder,
  testEngine,
  useStockedShop,
  variantsInStock,
} from "../../tests/integration/request-scope.ts";
import { loadBasketPage } from "../basket/basket.server.ts";
import * as basketRoute from "../basket/basket.tsx";
import { eyeLineOf } from "../contact-lenses/contact-lens-order.ts";
import { getSession } from "../platform/session.server.ts";
import * as accountOrderRoute from "./account-order.tsx";

const ENGINE = testEngine("reorder");
const SHOP = shopByCode("de-de")!;

// rule:orders.reorder
describe.each(testDatabaseKinds())("ordering a past order's lenses and care products again (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  const scope = () => requestScope(stocked.database.db, ENGINE);
  const variants = { lensRight: 0, lensLeft: 0, care: 0, other: 0 };

  beforeAll(async () => {
    const db = stocked.database.db;
    const [lensRight, lensLeft] = await variantsInStock(db, ["contactLenses"], { count: 2 });
    const [care] = await variantsInStock(db, ["careproducts"]);
    const [other] = await variantsInStock(db, ["contactLenses", "careproducts", "lenses"], { others: true });
    Object.assign(variants, { lensRight, lensLeft, care, other });
  });

  /** A signed-in customer with a placed order of a lens pair (2 boxes right, 1 left), a care product and another product. */
  const customerWithOrder = (email: string) =>
    signedInCustomerWithOrder(scope, ENGINE, SHOP, email, async (client, customer) => {
      const itemGroup = { id: `pair-${customer.id}`, isMainItem: true, isRequired: false };
      const eye = (side: "right" | "left", quantity: number) => ({
        itemGroup,
        customData: {
          productType: "contactLenses",
          eye: side,
          [side === "right" ? "quantityRight" : "quantityLeft"]: quantity,
          prescriptionValues: {
            [side]: {
              sphere: side === "right" ? -2.25 : -1.75,
              cylinder: null,
              axis: null,
              addition: null,
              baseCurve: 8.6,
              diameter: 14.2,
              contactLensColor: null,
            },
          },
        },
      });
      await client.basket.addItem(customer.basketKey, variants.lensRight, 2, eye("right", 2));
      await client.basket.addItem(customer.basketKey, variants.lensLeft, 1, eye("left", 1));
      await client.basket.addItem(customer.basketKey, variants.care, 1);
      await client.basket.addItem(customer.basketKey, variants.other, 1);
    });

  const reorder = (orderId: string, cookie?: string) =>
    answerOf(() =>
      basketRoute.action(
        routeArguments("/de-de/basket/", scope(), {
          shopCode: SHOP.code,
          form: { intent: "reorder", orderId },
          ...(cookie ? { cookie } : {}),
        }),
      ),
    );

  const basketKeyOf = async (cookie: string) => {
    const session = await getSession(scope(), new Request("http://shop.test/", { headers: { cookie } }));
    return (session.get("basketKeys") as Record<string, string>)[String(SHOP.shopId)]!;
  };

  it("offers 'order again' on the order and puts the pair back as one group with each eye's values, and the care product, not the other product", async () => {
    const { orderId, cookie } = await customerWithOrder("reorder-pair@example.com");
    const page = await accountOrderRoute.loader(
      routeArguments(`/de-de/account/orders/${orderId}/`, scope(), {
        shopCode: SHOP.code,
        cookie,
        params: { id: orderId },
      }),
    );
    expect(page.reorderable).toBe(true);

    const answer = await reorder(orderId, cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, messageKey: "basket.reordered" });
    const basket = await loadBasketPage(scope(), SHOP, await basketKeyOf(answer.setCookie ?? cookie));
    const pair = basket.groups.find((group) => group.isItemGroup)!;
    expect(pair.items.map((item) => [eyeLineOf(item.eyeLine)?.eye, item.quantity])).toEqual([
      ["right", 2],
      ["left", 1],
    ]);
    expect(eyeLineOf(pair.items[0]!.eyeLine)?.values).toMatchObject({ sphere: -2.25, baseCurve: 8.6 });
    const singles = basket.groups.filter((group) => !group.isItemGroup).flatMap((group) => group.items);
    expect(singles).toHaveLength(1);
  });

  it("answers another customer's order, and a visitor, as an order it does not know; nothing is added", async () => {
    const { orderId } = await customerWithOrder("reorder-owner@example.com");
    const other = await customerWithOrder("reorder-other@example.com");
    for (const answer of [await reorder(orderId, other.cookie), await reorder(orderId)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ok: false, errorKey: "basket.error.orderNotFound" });
    }
    const basket = await loadBasketPage(scope(), SHOP, await basketKeyOf(other.cookie));
    expect(basket.groups).toEqual([]);
  });

  it("adds what it can and names what can no longer be sold (412)", async () => {
    const { orderId, cookie } = await customerWithOrder("reorder-gone@example.com");
    const [care] = await stocked.database.db
      .select({ productId: schema.variants.productId })
      .from(schema.variants)
      .where(inArray(schema.variants.id, [variants.care]));
    await stocked.database.db
      .update(schema.products)
      .set({ salesStatus: "temporary_not_sellable" })
      .where(eq(schema.products.id, care!.productId));
    try {
      const answer = await reorder(orderId, cookie);
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({ ok: false, errorKey: "basket.error.reorderPartly" });
      const basket = await loadBasketPage(scope(), SHOP, await basketKeyOf(answer.setCookie ?? cookie));
      expect(
        basket.groups.flatMap((group) => group.items).map((item) => eyeLineOf(item.eyeLine)?.eye),
      ).toEqual(["right", "left"]);
    } finally {
      await stocked.database.db
        .update(schema.products)
        .set({ salesStatus: "published" })
        .where(eq(schema.products.id, care!.productId));
    }
  });
});
