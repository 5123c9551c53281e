/**
 * Wishlist replace (rule:wishlist.replace-variant) and the add failures (rule:wishlist.add-one-target), through the
 * wishlist route's real loader and action against an in-process engine. "Another tab" changes the wishlist or the
 * catalogue between the page and the replace, or between its remove and its add
 * (docs/decisions/0042-wishlist-replace.md).
 */
import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";
import { shopByCode } from "@eyewear/shop-rules";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineClient, requestScope, testEngine } from "../../tests/integration/request-scope.ts";
import * as wishlistRoute from "./wishlist.tsx";

const ENGINE = testEngine("wishlist-replace");
const SHOP = shopByCode("de-de")!;
/** Small, so that another tab can fill the wishlist between a replace's remove and its add (413). */
const MAX_WISHLIST_ITEMS = 3;

/** What the action answered: status, the session cookie it set, and the outcome. */
async function actionAnswer(run: () => Promise<unknown>) {
  const answer = (await run()) as { data: unknown; init: ResponseInit | null };
  const headers = new Headers(answer.init?.headers);
  return {
    status: answer.init?.status ?? 200,
    cookie: headers.get("set-cookie")?.split(";")[0],
    outcome: answer.data,
  };
}

describe.each(testDatabaseKinds())("wishlist replace through the route action (%s)", (kind) => {
  let database: DatabaseHandle;
  /** A product sold in the shop with at least two variants, and three more products. */
  let product: { id: number; variantIds: number[] };
  let others: number[];
  /** Runs once, right after the engine deleted a wishlist item, with that wishlist's key. */
  let afterNextRemove: ((wishlistKey: string) => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { productCount: 20, now: new Date("2026-11-01T00:00:00Z") });
    const engine = createCommerceEngine({
      db: database.db,
      accessToken: ENGINE.token,
      maxWishlistItems: MAX_WISHLIST_ITEMS,
    });
    installInProcessTransport(`https://${ENGINE.host}`, async (request) => {
      const response = await engine.fetch(request);
      const removal = new URL(request.url).pathname.match(/\/wishlists\/([^/]+)\/items\//);
      const run = afterNextRemove;
      if (request.method === "DELETE" && removal && run) {
        afterNextRemove = undefined;
        await run(decodeURIComponent(removal[1]!));
      }
      return response;
    });
    const rows = await database.db
      .select({
        productId: schema.variants.productId,
        variantIds: sql<number[]>`array_agg(${schema.variants.id} order by ${schema.variants.id})`,
      })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .innerJoin(
        schema.prices,
        and(eq(schema.prices.variantId, schema.variants.id), eq(schema.prices.shopId, SHOP.shopId)),
      )
      .where(and(eq(schema.products.isActive, true), eq(schema.products.salesStatus, "published")))
      .groupBy(schema.variants.productId)
      .orderBy(schema.variants.productId);
    const several = rows.find((row) => row.variantIds.length >= 2)!;
    product = { id: several.productId, variantIds: several.variantIds };
    others = rows
      .filter((row) => row.productId !== product.id)
      .map((row) => row.productId)
      .slice(0, 3);
  });
  afterAll(() => database.close());

  const client = () => engineClient(ENGINE, SHOP.shopId);

  function routeArgs(options: { form?: Record<string, string>; cookie?: string } = {}) {
    const headers = options.cookie ? { cookie: options.cookie } : undefined;
    const request = new Request(
      "http://shop.test/de-de/wishlist/",
      options.form ? { method: "POST", body: new URLSearchParams(options.form), headers } : { headers },
    );
    return {
      request,
      url: new URL(request.url),
      pattern: "/:shop/wishlist/",
      params: { shop: SHOP.code },
      context: requestScope(database.db, ENGINE),
    } as never;
  }

  const post = (form: Record<string, string>, cookie?: string) =>
    actionAnswer(() => wishlistRoute.action(routeArgs({ form, cookie })));
  const wishlistPage = async (cookie: string) => (await wishlistRoute.loader(routeArgs({ cookie }))).items;

  /** A shopper's session with the products on the wishlist, added by the toggle as the product page does. */
  async function shopperWith(productIds: number[]): Promise<string> {
    let cookie: string | undefined;
    for (const productId of productIds) {
      const answer = await post({ intent: "toggle", productId: String(productId) }, cookie);
      expect(answer.outcome).toEqual({ ok: true, messageKey: "wishlist.added" });
      cookie ??= answer.cookie;
    }
    return cookie!;
  }

  const replace = (cookie: string, itemKey: string, variantId: number | string) =>
    post({ intent: "replace", itemKey, variantId: String(variantId) }, cookie);

  it("offers the product's variants and replaces the item with the chosen one", async () => {
    const cookie = await shopperWith([product.id]);
    const [item] = await wishlistPage(cookie);
    expect(item).toMatchObject({ variantId: null });
    expect(item!.variants.map((variant) => variant.id)).toEqual(product.variantIds);
    expect(item!.variants.every((variant) => variant.label !== "")).toBe(true);

    const [first, second] = product.variantIds as [number, number];
    expect(await replace(cookie, item!.key, first)).toMatchObject({
      status: 200,
      outcome: { ok: true, messageKey: "wishlist.replaced" },
    });
    const [replaced] = await wishlistPage(cookie);
    expect(replaced).toMatchObject({ variantId: first, tile: { id: product.id } });

    expect((await replace(cookie, replaced!.key, second)).outcome).toEqual({
      ok: true,
      messageKey: "wishlist.replaced",
    });
    expect((await wishlistPage(cookie)).map((entry) => entry.variantId)).toEqual([second]);
  });

  it("adds the item back when the chosen variant is already on the wishlist (409)", async () => {
    const cookie = await shopperWith([product.id]);
    const [item] = await wishlistPage(cookie);
    const [first, second] = product.variantIds as [number, number];
    await replace(cookie, item!.key, first);
    const [held] = await wishlistPage(cookie);
    afterNextRemove = (key) =>
      client()
        .wishlist.addItem(key, { variantId: second })
        .then(() => undefined);

    expect(await replace(cookie, held!.key, second)).toMatchObject({
      status: 409,
      outcome: {
        ok: false,
        errorKey: "wishlist.error.alreadyPresent",
        restoreKey: "wishlist.replace.restored",
        name: expect.any(String),
      },
    });
    expect((await wishlistPage(cookie)).map((entry) => entry.variantId).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it("adds the item back when the chosen variant stopped being sold (412)", async () => {
    const cookie = await shopperWith([product.id]);
    const [item] = await wishlistPage(cookie);
    const chosen = product.variantIds[1]!;
    const [price] = await database.db
      .select()
      .from(schema.prices)
      .where(and(eq(schema.prices.variantId, chosen), eq(schema.prices.shopId, SHOP.shopId)));
    afterNextRemove = async () => {
      await database.db
        .delete(schema.prices)
        .where(and(eq(schema.prices.variantId, chosen), eq(schema.prices.shopId, SHOP.shopId)));
    };
    try {
      expect(await replace(cookie, item!.key, chosen)).toMatchObject({
        status: 412,
        outcome: { errorKey: "wishlist.error.itemUnavailable", restoreKey: "wishlist.replace.restored" },
      });
      expect(await wishlistPage(cookie)).toEqual([expect.objectContaining({ variantId: null })]);
    } finally {
      await database.db.insert(schema.prices).values(price!);
    }
  });

  it("says the item is gone when another tab filled the wishlist between remove and add (413)", async () => {
    const cookie = await shopperWith([product.id, others[0]!, others[1]!]);
    const [item] = await wishlistPage(cookie);
    afterNextRemove = (key) =>
      client()
        .wishlist.addItem(key, { productId: others[2]! })
        .then(() => undefined);

    const answer = await replace(cookie, item!.key, product.variantIds[0]!);
    expect(answer).toMatchObject({
      status: 413,
      outcome: { errorKey: "wishlist.error.maximumItemCountReached", restoreKey: "wishlist.replace.lost" },
    });
    expect((await wishlistPage(cookie)).map((entry) => entry.tile.id)).toEqual(others);
  });

  it("refuses bad input (400) and a gone item (404) without touching the wishlist", async () => {
    const cookie = await shopperWith([product.id, others[0]!]);
    const [item] = await wishlistPage(cookie);
    const invalid = { ok: false, errorKey: "wishlist.error.invalidRequest", status: 400 };
    expect(await replace(cookie, item!.key, "abc")).toMatchObject({ status: 400, outcome: invalid });
    const foreignVariant = (await wishlistPage(cookie))[1]!.variants[0]?.id ?? 999_999;
    expect(await replace(cookie, item!.key, foreignVariant)).toMatchObject({ status: 400, outcome: invalid });
    expect(await replace(cookie, "no-such-item", product.variantIds[0]!)).toMatchObject({
      status: 404,
      outcome: { errorKey: "wishlist.error.itemNotFound" },
    });
    expect((await wishlistPage(cookie)).map((entry) => [entry.tile.id, entry.variantId])).toEqual([
      [product.id, null],
      [others[0], null],
    ]);
  });
});
