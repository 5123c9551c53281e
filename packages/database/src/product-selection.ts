import { type SQL, sql } from "drizzle-orm";

/**
 * The products an index rebuild covers: every product when `productIds` is omitted, else those ids. `selected`
 * makes the SQL condition that a product id column is among them.
 */
export function productSelection(productIds?: readonly number[]) {
  const ids = productIds === undefined ? null : `{${productIds.map((id) => Math.trunc(id)).join(",")}}`;
  return {
    everyProduct: ids === null,
    selected: (column: SQL) => (ids === null ? sql`true` : sql`${column} = any(${ids}::int[])`),
  };
}
