import { rebuildProductSearch, rebuildShopProducts, schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { LENS_PART_PRODUCT_TYPE } from "@eyewear/shop-rules";
import type { ProductSearchQuery } from "@scayle/storefront-api";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DE, PRODUCT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

// rule:catalogue.lens-parts-unlisted: the care fluid becomes a lens part in the hidden "outlet" category.
describe.each(testDatabaseKinds())("lens parts are listed only in their own category (%s)", (kind) => {
  const engine = useEngine(kind);
  let hiddenCategoryId: number;

  beforeAll(async () => {
    const { db } = engine.database;
    await db
      .update(schema.products)
      .set({ productType: LENS_PART_PRODUCT_TYPE })
      .where(eq(schema.products.id, PRODUCT.careFluid));
    await db
      .update(schema.productCategories)
      .set({ categoryKey: "outlet" })
      .where(eq(schema.productCategories.productId, PRODUCT.careFluid));
    await rebuildProductSearch(db, [PRODUCT.careFluid]);
    await rebuildShopProducts(db, [PRODUCT.careFluid]);
    const [outlet] = await db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.shopId, DE), eq(schema.categories.key, "outlet")));
    hiddenCategoryId = outlet!.id;
  });

  async function listedIds(where?: ProductSearchQuery) {
    const page = await engine.client(DE).products.query({ where, pagination: { perPage: 100 } });
    return page.entities.map((product) => product.id);
  }

  it("leaves them out of listings without a category, of search and of filter counts", async () => {
    const listed = await listedIds();
    expect(listed).toContain(PRODUCT.aviatorHavana);
    expect(listed).not.toContain(PRODUCT.careFluid);
    expect(await listedIds({ term: "Care Fluid", disableFuzziness: true })).toEqual([]);
    const filters = await engine.client(DE).filters.get({ where: {} });
    const prices = filters.find((filter) => filter.slug === "prices");
    // The care fluid at 8.99 € would be the cheapest product.
    expect(prices?.values).toEqual([expect.objectContaining({ min: 2999 })]);
  });

  it("lists them when their hidden category is asked for, and serves them by id", async () => {
    expect(await listedIds({ categoryId: hiddenCategoryId })).toContain(PRODUCT.careFluid);
    const byIds = await engine.client(DE).products.getByIds([PRODUCT.careFluid]);
    expect(byIds.map((product) => product.id)).toEqual([PRODUCT.careFluid]);
  });
});
