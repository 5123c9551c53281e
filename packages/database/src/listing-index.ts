import { LISTED_SALES_STATUSES } from "@eyewear/shop-rules";
import { sql } from "drizzle-orm";
import type { Database } from "./database-type.ts";
import { productSelection } from "./product-selection.ts";

/**
 * (Re)writes the `shop_products` rows of the products (all products when `productIds` is omitted): one row per
 * shop in which the product is served (rule:catalogue.product-served: listed, and some variant has a price), with
 * its price and reduction summary and every "shopId:key:value" of its own attributes and those of its variants
 * priced in that shop (the shop id makes each GIN posting list one shop's). Set-based SQL; call it after products, variants or prices change (the demo-data seed does so after
 * writing the catalogue, next to rebuildProductSearch).
 */
export async function rebuildShopProducts(
  db: Pick<Database, "execute">,
  productIds?: readonly number[],
): Promise<void> {
  const selected = productSelection(productIds);
  const listed = sql.join(
    LISTED_SALES_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  await db.execute(sql`delete from shop_products where ${selected(sql`product_id`)}`);
  await db.execute(sql`
    with
    priced as (
      select fp.shop_id, fv.product_id, fv.attributes, fp.with_tax, fp.campaign_id,
        case when fp.original_with_tax > fp.with_tax
          then (fp.original_with_tax - fp.with_tax)::float8 / fp.original_with_tax else 0 end as share
      from variants fv
      join prices fp on fp.variant_id = fv.id
      join products p on p.id = fv.product_id
      where p.is_active and p.sales_status in (${listed}) and ${selected(sql`fv.product_id`)}
    ),
    summary as (
      select shop_id, product_id,
        min(with_tax) as min_price, max(with_tax) as max_price,
        array_agg(distinct with_tax order by with_tax) as price_values,
        array_agg(distinct (share * 100)::real) as reduction_values,
        max(share)::real as max_reduction_share,
        coalesce(array_agg(distinct campaign_id) filter (where campaign_id is not null and share > 0), '{}') as campaign_ids
      from priced group by shop_id, product_id
    ),
    variant_entries as (
      select distinct pr.shop_id, pr.product_id, pr.shop_id || ':' || e.key || ':' || x.value as entry
      from (select distinct shop_id, product_id, attributes from priced) pr
      cross join lateral jsonb_each(pr.attributes) e
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) x(value)
    ),
    product_entries as (
      select s.shop_id, s.product_id, s.shop_id || ':' || e.key || ':' || x.value as entry
      from summary s
      join products p on p.id = s.product_id
      cross join lateral jsonb_each(p.attributes) e
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) x(value)
    ),
    facets as (
      select shop_id, product_id, array_agg(entry order by entry) as facet_values
      from (select * from variant_entries union select * from product_entries) entries
      group by shop_id, product_id
    )
    insert into shop_products (shop_id, product_id, min_price, max_price, price_values, reduction_values,
      max_reduction_share, campaign_ids, facet_values)
    select s.shop_id, s.product_id, s.min_price, s.max_price, s.price_values, s.reduction_values,
      s.max_reduction_share, s.campaign_ids, coalesce(f.facet_values, '{}')
    from summary s left join facets f on f.shop_id = s.shop_id and f.product_id = s.product_id`);
}

/** Builds `shop_products` for a catalogue written before the table existed (migration 0005); true if it did. */
export async function backfillShopProducts(db: Pick<Database, "execute">): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from products) as "hasProducts", exists (select 1 from shop_products) as "hasIndex"`,
  );
  const [state] = (result as unknown as { rows: { hasProducts: boolean; hasIndex: boolean }[] }).rows;
  if (!state?.hasProducts || state.hasIndex) return false;
  await rebuildShopProducts(db);
  return true;
}
