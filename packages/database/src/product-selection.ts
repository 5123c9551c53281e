import { type SQL, sql } from "drizzle-orm";

/**
 * The condition "this product id column names one of the products" for the index rebuilds: true for every product
 * when `productIds` is omitted. The ids reach SQL as one bound int[] parameter.
 */
export function productSelection(productIds: readonly number[] | undefined): (column: SQL) => SQL {
  if (productIds === undefined) return () => sql`true`;
  const ids = `{${productIds.map((id) => Math.trunc(id)).join(",")}}`;
  return (column) => sql`${column} = any(${ids}::int[])`;
}
