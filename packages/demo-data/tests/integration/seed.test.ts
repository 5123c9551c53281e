import type { DatabaseHandle } from "@eyewear/database";
import {
  branches,
  branchOrderItems,
  branchOrders,
  campaigns,
  categories,
  customers,
  images,
  navigationItems,
  priceHistory,
  prices,
  productCategories,
  productSearch,
  products,
  promotions,
  redirects,
  searchTerms,
  shops,
  stock,
  variants,
} from "@eyewear/database/schema";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { availabilityOf, isVisibleAt, LENS_PART_PRODUCT_TYPE, SHOPS } from "@eyewear/shop-rules";
import { verify } from "@node-rs/argon2";
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../src/branches.ts";
import {
  isDatabaseSeeded,
  PRODUCT_TYPES,
  redirectRows,
  resetDatabase,
  seedDemoData,
} from "../../src/index.ts";

const PRODUCT_COUNT = 120;
const now = new Date("2026-11-01T00:00:00Z");

/** The rows that must come out the same for the same seed. */
async function catalogueRows(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    variants: await db.select().from(variants).orderBy(asc(variants.id)),
    stock: await db.select().from(stock).orderBy(asc(stock.variantId)),
    prices: await db.select().from(prices).orderBy(asc(prices.variantId), asc(prices.shopId)),
    priceHistory: await db
      .select()
      .from(priceHistory)
      .orderBy(asc(priceHistory.variantId), asc(priceHistory.shopId), asc(priceHistory.validFrom)),
    images: await db.select().from(images).orderBy(asc(images.hash)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    campaigns: await db.select().from(campaigns).orderBy(asc(campaigns.id)),
    promotions: await db.select().from(promotions).orderBy(asc(promotions.id)),
    branches: await db.select().from(branches).orderBy(asc(branches.id)),
    branchOrders: await db.select().from(branchOrders).orderBy(asc(branchOrders.id)),
  };
}

describe.each(testDatabaseKinds())("seedDemoData on %s", (kind) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    expect(await isDatabaseSeeded(first.db)).toBe(false);
    await seedDemoData(first.db, { productCount: PRODUCT_COUNT, seed: 1 });
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("reports what it wrote and marks the database as seeded", async () => {
    expect(await isDatabaseSeeded(first.db)).toBe(true);
    const [row] = await first.db.select({ count: sql<number>`count(*)::int` }).from(variants);
    const [priceCount] = await first.db.select({ count: sql<number>`count(*)::int` }).from(prices);
    expect(priceCount!.count).toBe(row!.count * SHOPS.length);
  });

  it("refuses to seed a database that already holds data", async () => {
    await expect(seedDemoData(first.db, { productCount: 5 })).rejects.toThrow(/already holds data/);
  });

  it("writes the same rows for the same seed and different rows for another seed", async () => {
    const reference = await catalogueRows(first);
    await seedDemoData(second.db, { productCount: PRODUCT_COUNT, seed: 1 });
    expect(await catalogueRows(second)).toEqual(reference);

    await resetDatabase(second.db);
    expect(await isDatabaseSeeded(second.db)).toBe(false);
    const summary = await seedDemoData(second.db, { productCount: PRODUCT_COUNT, seed: 2 });
    expect(summary).toMatchObject({ shops: 9, products: PRODUCT_COUNT, categories: expect.any(Number) });
    const other = await catalogueRows(second);
    expect(other.products).not.toEqual(reference.products);
    expect(other.prices).not.toEqual(reference.prices);
  });

  it("leaves no row pointing nowhere", async () => {
    const orphans = await first.db.execute(sql`
      select (select count(*) from variants v left join products p on p.id = v.product_id where p.id is null)
           + (select count(*) from stock s left join variants v on v.id = s.variant_id where v.id is null)
           + (select count(*) from prices x left join variants v on v.id = x.variant_id where v.id is null)
           + (select count(*) from price_history h left join variants v on v.id = h.variant_id where v.id is null)
           + (select count(*) from images i left join products p on p.id = i.product_id where p.id is null)
           + (select count(*) from product_categories c left join products p on p.id = c.product_id where p.id is null)
           + (select count(*) from product_categories c where not exists
               (select 1 from categories k where k.key = c.category_key))
           + (select count(*) from variants v where not exists (select 1 from stock s where s.variant_id = v.id))
           as orphans`);
    expect(Number((orphans as unknown as { rows: { orphans: number | string }[] }).rows[0]!.orphans)).toBe(0);
  });

  it("has all nine product types, the lens catalogue and every availability case", async () => {
    const types = await first.db.selectDistinct({ type: products.productType }).from(products);
    expect(new Set(types.map((row) => row.type))).toEqual(
      new Set([...PRODUCT_TYPES, LENS_PART_PRODUCT_TYPE]),
    );
    const levels = await first.db.select().from(stock);
    expect(new Set(levels.map((level) => availabilityOf(level).kind))).toEqual(
      new Set(["immediate", "soon", "asap", "unavailable"]),
    );
  });

  it("sells the lens catalogue in a hidden category of every shop, priced in each, made to order", async () => {
    const parts = await first.db
      .select({ id: products.id, masterKey: products.masterKey, attributes: products.attributes })
      .from(products)
      .where(eq(products.productType, LENS_PART_PRODUCT_TYPE));
    const byMasterKey = Map.groupBy(parts, (part) => part.masterKey);
    expect(byMasterKey.get("rx_lens_types")?.map((part) => part.attributes.rxLensType?.[0])).toEqual([
      "type_ei",
      "type_progressive",
      "type_none",
      "home_try_on",
      "appointment",
    ]);
    // Five tiers, each in its regular, omnichannel and compact form.
    expect(byMasterKey.get("rx_lens_quality_index")).toHaveLength(15);
    expect(byMasterKey.get("rx_tinting_types")).toHaveLength(6);
    expect(byMasterKey.get("rx_services")?.length).toBeGreaterThanOrEqual(1);
    const partIds = parts.map((part) => part.id);
    const hidden = await first.db
      .select({ shopId: categories.shopId, isHidden: categories.isHidden })
      .from(categories)
      .where(eq(categories.key, "rx-lenses"));
    expect(hidden).toHaveLength(SHOPS.length);
    expect(hidden.every((category) => category.isHidden)).toBe(true);
    const partVariants = await first.db
      .select({ id: variants.id, sellable: stock.isSellableWithoutStock })
      .from(variants)
      .innerJoin(stock, eq(stock.variantId, variants.id))
      .where(inArray(variants.productId, partIds));
    expect(partVariants.every((variant) => variant.sellable)).toBe(true);
    const priced = await first.db
      .select({ variantId: prices.variantId })
      .from(prices)
      .where(
        inArray(
          prices.variantId,
          partVariants.map((variant) => variant.id),
        ),
      );
    expect(priced).toHaveLength(partVariants.length * SHOPS.length);
  });

  it("has images on all three backgrounds", async () => {
    const rows = await first.db
      .selectDistinct({ background: sql<string>`${images.attributes}->>'imageBackground'` })
      .from(images);
    expect(new Set(rows.map((row) => row.background))).toEqual(new Set(["white", "grey", "transparent"]));
  });

  it("prices every shop in its own currency's price points", async () => {
    const isPricePoint: Record<string, (minor: number) => boolean> = {
      EUR: (minor) => minor % 100 === 95 || minor % 1000 === 900,
      CHF: (minor) => minor % 100 === 90 || minor % 1000 === 900,
      PLN: (minor) => minor % 1000 === 900,
      CZK: (minor) => minor % 10000 === 9000,
    };
    for (const shop of SHOPS) {
      // Parts included with every pair of glasses (clear lenses, the service package) cost exactly nothing.
      const rows = await first.db
        .select({ withTax: prices.withTax })
        .from(prices)
        .where(and(eq(prices.shopId, shop.shopId), ne(prices.withTax, 0)));
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.every((row) => isPricePoint[shop.currency]!(row.withTax)),
        shop.code,
      ).toBe(true);
    }
  });

  it("names categories in each shop's language", async () => {
    const sunglassesRoot = async (shopId: number) =>
      (
        await first.db
          .select({ name: categories.name, path: categories.path, depth: categories.depth })
          .from(categories)
          .where(and(eq(categories.shopId, shopId), eq(categories.key, "sunglasses")))
      )[0];
    expect(await sunglassesRoot(10006)).toEqual({
      name: "Lunettes de soleil",
      path: "/lunettes-de-soleil/",
      depth: 1,
    });
    expect(await sunglassesRoot(10002)).toMatchObject({ name: "Sonnenbrillen", path: "/sonnenbrillen/" });
    expect(await sunglassesRoot(10003)).toMatchObject({ name: "Sluneční brýle", path: "/slunecni-bryle/" });
    expect(await sunglassesRoot(10008)).toMatchObject({ name: "Occhiali da sole" });
    expect(await sunglassesRoot(10004)).toMatchObject({ name: "Okulary przeciwsłoneczne" });
    const [link] = await first.db.select({ count: sql<number>`count(*)::int` }).from(productCategories);
    expect(link!.count).toBeGreaterThan(PRODUCT_COUNT);
  });

  it("keeps reduced prices with a history that makes the 30-day lowest prior price interesting", async () => {
    const reduced = await first.db.select().from(prices).where(isNotNull(prices.originalWithTax));
    expect(reduced.length).toBeGreaterThan(0);
    const { variantId, shopId } = reduced[0]!;
    const history = await first.db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.variantId, variantId), eq(priceHistory.shopId, shopId)))
      .orderBy(asc(priceHistory.validFrom));
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history[history.length - 1]).toMatchObject({ withTax: reduced[0]!.withTax, validTo: null });
    expect(history[history.length - 2]!.withTax).toBe(reduced[0]!.originalWithTax);
  });

  it("indexes every product for search in every shop language and collects the search words", async () => {
    const counts = await first.db
      .select({ language: productSearch.language, count: sql<number>`count(*)::int` })
      .from(productSearch)
      .groupBy(productSearch.language)
      .orderBy(asc(productSearch.language));
    expect(counts).toEqual(
      ["cs", "de", "fr", "it", "pl"].map((language) => ({ language, count: PRODUCT_COUNT })),
    );
    // The German stemmer and unaccent at work: "Sonnenbrillen" finds documents holding "Sonnenbrille".
    const german = await first.db.execute(sql`
      select count(*) as count from product_search
      where language = 'de' and document @@ plainto_tsquery('german', unaccent('Sonnenbrillen'))`);
    expect(Number((german as unknown as { rows: { count: string }[] }).rows[0]!.count)).toBeGreaterThan(0);
    const czech = await first.db.execute(sql`
      select count(*) as count from product_search
      where language = 'cs' and document @@ plainto_tsquery('simple', unaccent('slunecni bryle'))`);
    expect(Number((czech as unknown as { rows: { count: string }[] }).rows[0]!.count)).toBeGreaterThan(0);
    const words = await first.db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .where(eq(searchTerms.language, "pl"));
    expect(words.map((word) => word.term)).toContain("przeciwsloneczne");
  });

  it("writes a handful of redirects per shop: old category addresses (301) and a campaign address (302)", async () => {
    const rows = await first.db.select().from(redirects).where(eq(redirects.shopId, 10002));
    expect(rows).toContainEqual(
      expect.objectContaining({ source: "/c/sunglasses/", target: "/sonnenbrillen/", statusCode: 301 }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ source: "/promo/", statusCode: 302 }));
    expect(redirectRows(SHOPS.find((shop) => shop.shopId === 10006)!)).toContainEqual(
      expect.objectContaining({ source: "/c/sunglasses/", target: "/lunettes-de-soleil/" }),
    );
    const [count] = await first.db.select({ count: sql<number>`count(*)::int` }).from(redirects);
    expect(count!.count).toBe(SHOPS.length * rows.length);
  });

  it("gives every shop campaigns owning its campaign prices and promotions with real gift variants", async () => {
    const shopCampaigns = await first.db.select().from(campaigns).where(eq(campaigns.shopId, 10002));
    expect(shopCampaigns.map((campaign) => campaign.key)).toEqual([
      "summer-sale",
      "autumn-deals",
      "spring-preview",
    ]);
    const running = shopCampaigns.find((campaign) => campaign.key === "autumn-deals")!;
    const campaignPrices = await first.db
      .select({ campaignId: prices.campaignId })
      .from(prices)
      .where(and(eq(prices.shopId, 10002), eq(prices.reductionCategory, "campaign")));
    expect(campaignPrices.length).toBeGreaterThan(0);
    expect(new Set(campaignPrices.map((price) => price.campaignId))).toEqual(new Set([running.id]));
    const all = await first.db.select().from(promotions);
    expect(all).toHaveLength(SHOPS.length * 6);
    const gift = all.find((promotion) => promotion.id === "10002-gift-care-set")!;
    const giftVariants = (gift.effectData as { variantIds: number[] }).variantIds;
    expect(giftVariants.length).toBeGreaterThan(0);
    const found = await first.db
      .select({ id: variants.id, type: products.productType })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(variants.id, giftVariants));
    expect(found.map((row) => row.type)).toEqual(giftVariants.map(() => "careproducts"));
    expect(new Set(all.map((promotion) => promotion.effectType))).toEqual(
      new Set(["automatic_discount", "buy_x_get_y"]),
    );
  });

  it("writes promotion texts with the shop's own currency, and marks care and subscription discounts", async () => {
    const headline = async (id: string) => {
      const [row] = await first.db.select().from(promotions).where(eq(promotions.id, id));
      return row!.customData.headlineParts!.join(" ");
    };
    // Intl writes a no-break space between amount and currency.
    expect(await headline("10002-ten-percent")).toMatch(/^10 % auf Ihre Bestellung ab 100\s€$/);
    expect(await headline("10002-care-discount")).toMatch(/^5\s€ geschenkt auf Pflegemittel$/);
    const swiss = await Promise.all(
      ["10005-ten-percent", "10005-care-discount", "10005-gift-care-set"].map(headline),
    );
    expect(swiss.join(" | ")).not.toContain("€");
    expect(swiss.every((text) => text.includes("CHF"))).toBe(true);
    const [care] = await first.db.select().from(promotions).where(eq(promotions.id, "10002-care-discount"));
    expect(care!.customData.productTypes).toEqual(["careproducts"]);
    const [abo] = await first.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, "10002-subscription-advantage"));
    expect(abo!.customData).toMatchObject({
      subscriptionsOnly: true,
      headlineParts: ["Abo-Vorteil", "10 % auf jede Abo-Lieferung"],
    });
  });

  it("builds a main navigation per shop with hidden, visible and upcoming seasonal entries", async () => {
    const items = await first.db.select().from(navigationItems);
    const windowed = items.filter((item) => item.visibleFrom !== null);
    expect(windowed.some((item) => item.visibleTo! < now)).toBe(true);
    expect(windowed.some((item) => item.visibleFrom! > now)).toBe(true);
    expect(windowed.some((item) => isVisibleAt(item, now))).toBe(true);
    expect(items.some((item) => item.type === "page" && item.href === "/niederlassungen/")).toBe(true);
    // In every shop one top item's flyout has more than 10 entries, so two columns (rule:layout.flyout-columns).
    const entriesBelow = (id: number): number =>
      items
        .filter((item) => item.parentId === id)
        .reduce((sum, child) => sum + 1 + entriesBelow(child.id), 0);
    const largestFlyout = new Map<number, number>();
    for (const root of items.filter((item) => item.parentId === null))
      largestFlyout.set(root.treeId, Math.max(largestFlyout.get(root.treeId) ?? 0, entriesBelow(root.id)));
    expect([...largestFlyout.values()]).toEqual(SHOPS.map(() => 13));
    const [shopCount] = await first.db.select({ count: sql<number>`count(*)::int` }).from(shops);
    expect(shopCount!.count).toBe(9);
  });

  it("gives every country branches and every shop a verified demo customer with branch orders there", async () => {
    const branchRows = await first.db.select().from(branches);
    const countries = new Set(SHOPS.map((shop) => shop.country));
    for (const country of countries) {
      expect(branchRows.filter((row) => row.country === country).length).toBeGreaterThanOrEqual(4);
    }
    const demoCustomers = await first.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(demoCustomers.map((row) => row.shopId).sort()).toEqual(SHOPS.map((shop) => shop.shopId).sort());
    expect(demoCustomers.every((row) => row.verified)).toBe(true);
    expect(await verify(demoCustomers[0]!.passwordHash!, DEMO_CUSTOMER.password)).toBe(true);

    const countryOf = new Map(branchRows.map((row) => [row.id, row.country]));
    const orders = await first.db.select().from(branchOrders);
    for (const shop of SHOPS) {
      const shopOrders = orders.filter((order) => order.shopId === shop.shopId);
      expect(new Set(shopOrders.map((order) => order.status))).toEqual(
        new Set(["in_progress", "ready_for_pickup", "picked_up"]),
      );
      for (const order of shopOrders) {
        expect(countryOf.get(order.branchId)).toBe(shop.country);
        expect(countryOf.get(order.pickupBranchId)).toBe(shop.country);
        expect(order.currencyCode).toBe(shop.currency);
      }
    }
    const items = await first.db.select().from(branchOrderItems);
    for (const order of orders) {
      const total = items
        .filter((item) => item.branchOrderId === order.id)
        .reduce((sum, item) => sum + item.totalPriceWithTax, 0);
      expect(total).toBe(order.totalWithTax);
    }
  });
});
