import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLABLE_CASES } from "../../../shop-rules/tests/cases/sellable.ts";
import { hasSellableVariant } from "../../src/queries/product-filters.ts";
import { DE, PRODUCT, seedFixture, VARIANT } from "../fixtures.ts";

// The SQL twin of isVariantSellable answers the same table of cases as the TypeScript rule
// (rule:catalogue.variant-sellable). The care fluid has one variant, priced in DE.

describe.each(testDatabaseKinds())("hasSellableVariant (%s)", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedFixture(database.db);
  });
  afterAll(() => database.close());

  it.each(SELLABLE_CASES)(
    "$salesStatus, stock $quantity, sellable without stock $isSellableWithoutStock: sellable $sellable",
    async ({ salesStatus, quantity, isSellableWithoutStock, sellable }) => {
      const { db } = database;
      await db.update(schema.products).set({ salesStatus }).where(eq(schema.products.id, PRODUCT.careFluid));
      await db
        .update(schema.stock)
        .set({ quantity, isSellableWithoutStock })
        .where(eq(schema.stock.variantId, VARIANT.careFluid));
      const found = await db
        .select({ id: schema.products.id })
        .from(schema.products)
        .where(and(eq(schema.products.id, PRODUCT.careFluid), hasSellableVariant(DE)));
      expect(found.length === 1).toBe(sellable);
    },
  );
});
