import { LENS_PART_PRODUCT_TYPE } from "@eyewear/shop-rules";
import { sql } from "drizzle-orm";
import type { Database } from "./database-type.ts";
import { productSelection } from "./product-selection.ts";

/**
 * Text-search configuration per shop language. PostgreSQL has Snowball stemmers for German, French and Italian;
 * for Polish and Czech it has none, so they use 'simple' (lower-casing only). Every language is unaccented on
 * both sides (document and query), so "creme" finds "Crème" and "przeciwsloneczne" finds "przeciwsłoneczne".
 */
export const SEARCH_CONFIGS = {
  de: "german",
  fr: "french",
  it: "italian",
  pl: "simple",
  cs: "simple",
} as const;

export type SearchLanguage = keyof typeof SEARCH_CONFIGS;

/** The text-search configuration of a language; 'simple' for any language without its own. */
export function searchConfigFor(language: string): string {
  return (SEARCH_CONFIGS as Record<string, string>)[language] ?? "simple";
}

/** Longest category rootline followed, a guard against a parent cycle in bad data. */
const MAX_CATEGORY_DEPTH = 20;

/**
 * (Re)writes the `product_search` rows of the products (all products when `productIds` is omitted) for every
 * language a shop uses: name, brand and model (weight A), the names of the product's visible categories and
 * their ancestors in that language (B), and the labels of its attribute values and product type (C; labels
 * that start with a digit or sign, i.e. sizes and powers, are left out). Then adds their words, the category
 * names and the navigation labels to `search_terms` (a full rebuild starts that list afresh).
 * Set-based SQL, so it costs a few round trips whatever the catalogue size; call it after products, categories,
 * navigation or attribute labels change (the demo-data seed does so after writing the catalogue).
 */
export async function rebuildProductSearch(
  db: Pick<Database, "execute">,
  productIds?: readonly number[],
): Promise<void> {
  const selected = productSelection(productIds);
  const configs = JSON.stringify(SEARCH_CONFIGS);
  await db.execute(sql`delete from product_search where ${selected(sql`product_id`)}`);
  if (productIds === undefined) await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    with recursive
    languages (language, config) as (
      select distinct s.language, coalesce(${configs}::jsonb ->> s.language, 'simple') from shops s
    ),
    rootline (category_id, ancestor_id, parent_id, depth) as (
      select c.id, c.id, c.parent_id, 1 from categories c
      union all
      select r.category_id, a.id, a.parent_id, r.depth + 1
      from rootline r join categories a on a.id = r.parent_id
      where r.depth < ${MAX_CATEGORY_DEPTH}
    ),
    category_names (language, category_key, name) as (
      select distinct s.language, c.key, a.name
      from categories c
      join shops s on s.id = c.shop_id
      join rootline r on r.category_id = c.id
      join categories a on a.id = r.ancestor_id
      where not a.is_hidden
    ),
    category_texts (product_id, language, text) as (
      select pc.product_id, cn.language, string_agg(distinct cn.name, ' ' order by cn.name)
      from product_categories pc join category_names cn on cn.category_key = pc.category_key
      where ${selected(sql`pc.product_id`)}
      group by pc.product_id, cn.language
    ),
    product_values (product_id, group_key, value) as (
      select p.id, a.key, v.value
      from products p
      cross join lateral jsonb_each(p.attributes) as a (key, vals)
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(a.vals) = 'array' then a.vals else '[]'::jsonb end
      ) as v (value)
      where ${selected(sql`p.id`)}
      union
      select p.id, 'productType', p.product_type from products p where ${selected(sql`p.id`)}
    ),
    label_texts (product_id, language, text) as (
      select pv.product_id, l.language, string_agg(distinct av.labels ->> l.language, ' ' order by av.labels ->> l.language)
      from product_values pv
      join attribute_values av on av.group_key = pv.group_key and av.value = pv.value
      cross join languages l
      where av.labels ->> l.language !~ '^[-+±0-9]'
      group by pv.product_id, l.language
    ),
    documents (product_id, language, config, title, category_text, label_text) as (
      select p.id, l.language, l.config::regconfig,
        -- The demo names already hold brand and model ("Lumen LM 4021"); each is added only when missing.
        concat_ws(' ', p.name,
          case when strpos(lower(p.name), lower(b.name)) = 0 then b.name end,
          case when strpos(lower(p.name), lower(p.model_name)) = 0 then p.model_name end),
        coalesce(ct.text, ''),
        coalesce(lt.text, '')
      from products p
      join brands b on b.id = p.brand_id
      cross join languages l
      left join category_texts ct on ct.product_id = p.id and ct.language = l.language
      left join label_texts lt on lt.product_id = p.id and lt.language = l.language
      -- Lens parts are never found by search (rule:catalogue.lens-parts-unlisted).
      where ${selected(sql`p.id`)} and p.product_type <> ${LENS_PART_PRODUCT_TYPE}
    ),
    -- A data-modifying WITH runs exactly once, whether referenced or not.
    written as (
      insert into product_search (product_id, language, document)
      select product_id, language,
        setweight(to_tsvector(config, unaccent(title)), 'A')
          || setweight(to_tsvector(config, unaccent(category_text)), 'B')
          || setweight(to_tsvector(config, unaccent(label_text)), 'C')
      from documents
      returning 1
    ),
    texts (language, text) as (
      select language, concat_ws(' ', title, category_text, label_text) from documents
      union all
      select s.language, c.name from categories c join shops s on s.id = c.shop_id
      union all
      select s.language, ni.label
      from navigation_items ni join navigation_trees nt on nt.id = ni.tree_id join shops s on s.id = nt.shop_id
    )
    insert into search_terms (language, term)
    select distinct t.language, w.term
    from texts t
    cross join lateral unnest(tsvector_to_array(to_tsvector('simple', unaccent(t.text)))) as w (term)
    where length(w.term) >= 3 and w.term ~ '[a-z]'
    on conflict do nothing
  `);
}
