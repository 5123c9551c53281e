import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { backfillFrameSizeClasses } from "@eyewear/demo-data";
import type { FilterItemWithValues, ProductSearchQuery } from "@scayle/storefront-api";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DE, PL, PRODUCT, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

// The fixture is a catalogue seeded before the frame-size classes (ADR 0038): the havana aviator is made 52 mm
// wide (M) first; the black aviator keeps 58 and 62 mm (XL). Both are sunglasses; the havana one is on sale.

describe.each(testDatabaseKinds())("frame-size classes and boolean filters (%s)", (kind) => {
  const engine = useEngine(kind);
  beforeAll(async () => {
    const { db } = engine.database;
    await db
      .update(schema.variants)
      .set({ attributes: { lensWidth: ["52"] } })
      .where(eq(schema.variants.id, VARIANT.aviatorHavanaOnOrder));
    await db
      .update(schema.products)
      .set({ isNew: true, isOnlineOnly: true })
      .where(eq(schema.products.id, PRODUCT.aviatorBlack));
    await db
      .update(schema.products)
      .set({ isSustainable: true, isPremium: true })
      .where(inArray(schema.products.id, [PRODUCT.aviatorHavana, PRODUCT.careFluid]));
  });

  const ids = async (where: ProductSearchQuery, shopId = DE) =>
    (await engine.client(shopId).products.query({ where })).entities.map((product) => product.id);
  const sizeClasses = (values: string[]) => ({
    attributes: [{ type: "attributes" as const, key: "categoryShopFilterSizes", values }],
  });
  const group = (filters: FilterItemWithValues[], slug: string) =>
    filters.find((entry) => entry.slug === slug);

  it("gives a catalogue seeded before the classes its group, values and listing index, once", async () => {
    const { db } = engine.database;
    expect((await engine.request("/v1/products?filters[categoryShopFilterSizes]=M")).status).toBe(400);
    expect(await backfillFrameSizeClasses(db)).toBe(true);
    expect(await backfillFrameSizeClasses(db)).toBe(false);
    const [variant] = await db
      .select({ attributes: schema.variants.attributes })
      .from(schema.variants)
      .where(eq(schema.variants.id, VARIANT.aviatorBlack62LowStock));
    expect(variant?.attributes).toEqual({ lensWidth: ["62"], categoryShopFilterSizes: ["XL"] });
    const products = await db
      .select({ id: schema.products.id, attributes: schema.products.attributes })
      .from(schema.products)
      .where(sql`${schema.products.attributes} ? 'categoryShopFilterSizes'`)
      .orderBy(schema.products.id);
    expect(products.map((product) => [product.id, product.attributes.categoryShopFilterSizes])).toEqual([
      [PRODUCT.aviatorBlack, ["XL"]],
      [PRODUCT.aviatorHavana, ["M"]],
    ]);
  });

  it("counts the frame-size classes with labels in the shop's language", async () => {
    const filters = await engine.client(DE).filters.get({});
    expect(group(filters, "categoryShopFilterSizes")).toMatchObject({
      type: "attributes",
      name: "Rahmengröße",
      values: [
        expect.objectContaining({ value: "M", name: "M (49–52 mm)", productCount: 1 }),
        expect.objectContaining({ value: "XL", name: "XL (ab 57 mm)", productCount: 1 }),
      ],
    });
    const polish = await engine.client(PL).filters.get({});
    expect(group(polish, "categoryShopFilterSizes")?.values).toEqual([
      expect.objectContaining({ value: "M", name: "M (49–52 mm)" }),
      expect.objectContaining({ value: "XL", name: "XL (od 57 mm)" }),
    ]);
    const onSale = await engine.client(DE).filters.get({
      where: { attributes: [{ type: "boolean", key: "sale", value: true }] },
    });
    expect(group(onSale, "categoryShopFilterSizes")?.values).toEqual([
      expect.objectContaining({ value: "M", productCount: 1 }),
    ]);
    const chosen = await engine.client(DE).filters.get({ where: sizeClasses(["XL"]) });
    expect(group(chosen, "categoryShopFilterSizes")?.values).toHaveLength(2);
    expect(group(chosen, "sale")?.values).toEqual([
      { name: true, productCount: 0 },
      { name: false, productCount: 1 },
    ]);
  });

  it("filters products by frame-size class; an unknown class matches nothing", async () => {
    expect(await ids(sizeClasses(["M"]))).toEqual([PRODUCT.aviatorHavana]);
    expect(await ids(sizeClasses(["M", "XL"]))).toEqual([PRODUCT.aviatorBlack, PRODUCT.aviatorHavana]);
    expect(await ids(sizeClasses(["S"]))).toEqual([]);
    const unknown = await engine.request("/v1/products?filters[categoryShopFilterSizes]=XXL");
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { entities: unknown[] }).entities).toEqual([]);
  });

  it("filters products by every boolean group and counts their true values", async () => {
    const flag = (key: string) => ({ attributes: [{ type: "boolean" as const, key, value: true }] });
    expect(await ids(flag("isNew"))).toEqual([PRODUCT.aviatorBlack]);
    expect(await ids(flag("isOnlineOnly"))).toEqual([PRODUCT.aviatorBlack]);
    expect(await ids(flag("isSustainable"))).toEqual([PRODUCT.aviatorHavana, PRODUCT.careFluid]);
    expect(await ids(flag("isPremium"))).toEqual([PRODUCT.aviatorHavana, PRODUCT.careFluid]);
    expect(await ids(flag("sale"))).toEqual([PRODUCT.aviatorHavana]);
    const both = [...sizeClasses(["XL"]).attributes, ...flag("isSustainable").attributes];
    expect(await ids({ attributes: both })).toEqual([]);
    const filters = await engine.client(DE).filters.get({ where: flag("isPremium") });
    expect(group(filters, "isPremium")?.values).toEqual([
      { name: true, productCount: 2 },
      { name: false, productCount: 3 },
    ]);
    expect(group(filters, "isNew")?.values).toEqual([
      { name: true, productCount: 0 },
      { name: false, productCount: 2 },
    ]);
  });
});
