import { type Database, schema } from "@eyewear/database";
import { type SQL, sql } from "drizzle-orm";
import type { SearchTerm } from "../model/product-query.ts";

const { products } = schema;

// Search over PostgreSQL full text and pg_trgm (ADR 0014). A term is first prepared by PostgreSQL
// itself (prepareTermMatch): each word becomes a tsquery through plainto_tsquery (which accepts any text), widened
// by the words of `search_terms` that pg_trgm finds similar (typos) or that contain it (containsSearch). The
// statements then use those tsqueries as bound parameters only (`$1::tsquery`): no user text is ever SQL or
// tsquery syntax, and matching is one GIN-indexed `@@` per word.

/** Typed words shorter than this are not corrected (too many look-alikes). */
const MIN_FUZZY_WORD_LENGTH = 4;
/** Corrections tried per typed word, most similar first. */
const FUZZY_CANDIDATES = 5;
/** Words containing a typed word (containsSearch) tried per typed word. */
const CONTAINS_CANDIDATES = 50;
const MIN_CONTAINS_WORD_LENGTH = 3;

/** One word of a prepared term. */
export interface PreparedWord {
  /**
   * tsquery text matching the word: its lexeme (the last word also as a prefix: "sonnenb" finds "Sonnenbrille"),
   * or one of its corrections or containing words; '' for a stop word, which then is ignored.
   */
  query: string;
  /** The word unaccented and lower-cased. */
  text: string;
}

/** A term prepared for one shop language: every word with a query must match (AND). */
export interface TermMatch {
  words: PreparedWord[];
}

/**
 * Prepares the term for the language in one round trip. With `fuzzy`, a word of at least four letters that is
 * no known word (nor, for the last word, the start of one) also matches the five most similar known words
 * (pg_trgm word similarity ≥ pg_trgm.word_similarity_threshold, 0.6 by default). With `contains`, a word also
 * matches the known words that contain it.
 */
export async function prepareTermMatch(
  db: Database,
  language: string,
  config: string,
  term: SearchTerm,
  options: { fuzzy: boolean; contains: boolean },
): Promise<TermMatch> {
  if (term.words.length === 0) return { words: [] };
  const last = term.words.length;
  const result = await rows<{ text: string; exact: string; fuzzy: string | null; contained: string | null }>(
    db,
    sql`select
        n.t as text,
        case when w.ord < ${last} or q.q::text = '' then q.q::text else q.q::text || ':*' end as exact,
        case when ${options.fuzzy} and length(n.t) >= ${MIN_FUZZY_WORD_LENGTH} and not exists (
            select 1 from search_terms e
            where e.language = ${language} and (e.term = n.t or (w.ord = ${last} and starts_with(e.term, n.t)))
          ) then (
            select string_agg('(' || x.q || ')', ' | ') from (
              select plainto_tsquery(${config}::regconfig, st.term)::text as q
              from search_terms st
              where st.language = ${language} and n.t <% st.term
              order by similarity(n.t, st.term) desc, st.term
              limit ${FUZZY_CANDIDATES}
            ) x where x.q <> ''
          ) end as fuzzy,
        case when ${options.contains} and length(n.t) >= ${MIN_CONTAINS_WORD_LENGTH} then (
            select string_agg('(' || x.q || ')', ' | ') from (
              select plainto_tsquery(${config}::regconfig, st.term)::text as q
              from search_terms st
              where st.language = ${language} and strpos(st.term, n.t) > 0
              order by st.term
              limit ${CONTAINS_CANDIDATES}
            ) x where x.q <> ''
          ) end as contained
      from jsonb_array_elements_text(${JSON.stringify(term.words)}::jsonb) with ordinality as w(word, ord)
      cross join lateral (select lower(unaccent(w.word)) as t) as n
      cross join lateral plainto_tsquery(${config}::regconfig, unaccent(w.word)) as q(q)
      order by w.ord`,
  );
  return {
    words: result.map((word) => ({
      text: word.text,
      query: [word.exact, word.fuzzy ?? "", word.contained ?? ""]
        .filter((part) => part !== "")
        .map((part) => `(${part})`)
        .join(" | "),
    })),
  };
}

/** Whether a document (tsvector) matches every word of the prepared term that has a query. */
function matches(match: TermMatch, document: SQL): SQL {
  const conditions = match.words
    .filter((word) => word.query !== "")
    .map((word) => sql`${document} @@ ${word.query}::tsquery`);
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` and `)})`;
}

/** Relevance: the full-text rank over any word (name, brand and model weigh most, then categories, labels). */
function score(match: TermMatch, document: SQL): SQL {
  const queries = match.words.filter((word) => word.query !== "").map((word) => `(${word.query})`);
  return queries.length === 0
    ? sql`0::float8`
    : sql`ts_rank(${document}, ${queries.join(" | ")}::tsquery)::float8`;
}

const PS_DOCUMENT = sql`ps.document`;

/** Condition on the outer `products` row: its search document in the language matches the term. */
export function productSearchCondition(match: TermMatch, language: string): SQL {
  return sql`${products.id} in (select ps.product_id from product_search ps where ps.language = ${language} and ${matches(match, PS_DOCUMENT)})`;
}

/** Relevance of the outer `products` row for ORDER BY (higher is better). */
export function productSearchScore(match: TermMatch, language: string): SQL {
  return sql`(select ${score(match, PS_DOCUMENT)} from product_search ps where ps.product_id = ${products.id} and ps.language = ${language})`;
}

/** The relevance of each of the products for the term (products without a search row score 0). */
export async function scoreProducts(
  db: Database,
  match: TermMatch,
  language: string,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const result = await rows<{ id: number | string; score: number | string | null }>(
    db,
    sql`select ${products.id} as id, ${productSearchScore(match, language)} as score from ${products}
      where ${products.id} in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::int)`,
  );
  return new Map(result.map((row) => [Number(row.id), Number(row.score ?? 0)]));
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Listed products of alias `p` with a variant priced in the shop (rule:catalogue.product-served). */
/** The outer product `p` is listed in the shop: it has a row in the listing index (ADR 0020). */
function servedProduct(shopId: number): SQL {
  return sql`exists (select 1 from shop_products ssp where ssp.shop_id = ${shopId} and ssp.product_id = p.id)`;
}

export interface ScoredId {
  id: number;
  score: number;
}

type ScoredRow = { id: number | string; score: number | string };

function scored<T extends ScoredRow>(result: T[]): (Omit<T, keyof ScoredRow> & ScoredId)[] {
  return result.map((row) => ({ ...row, id: Number(row.id), score: Number(row.score) }));
}

/** The relevance and the match condition of a name (unaccented, in the language's configuration) for the term. */
function nameMatch(config: string, match: TermMatch, name: SQL): { score: SQL; matches: SQL } {
  const document = sql`to_tsvector(${config}::regconfig, unaccent(${name}))`;
  return { score: score(match, document), matches: matches(match, document) };
}

/** One name search: rows of the shop whose name matches the prepared term, best first, at most `limit`. */
type NameSearch<T> = (
  db: Database,
  shopId: number,
  config: string,
  match: TermMatch,
  limit: number,
) => Promise<T[]>;

/** Visible categories of the shop whose name matches the term, best first. */
export const searchCategories: NameSearch<ScoredId> = async (db, shopId, config, match, limit) => {
  if (match.words.length === 0) return [];
  const name = nameMatch(config, match, sql`c.name`);
  return scored(
    await rows<ScoredRow>(
      db,
      sql`select c.id, ${name.score} as score from categories c
        where c.shop_id = ${shopId} and not c.is_hidden and ${name.matches}
        order by score desc, c.depth asc, c.id asc limit ${limit}`,
    ),
  );
};

export interface BrandHit extends ScoredId {
  name: string;
  slug: string;
}

/** Brands whose name matches the term and that have a product served in the shop, best first. */
export const searchBrands: NameSearch<BrandHit> = async (db, shopId, config, match, limit) => {
  if (match.words.length === 0) return [];
  const name = nameMatch(config, match, sql`b.name`);
  const result = await rows<BrandHit>(
    db,
    sql`select b.id, b.name, b.slug, ${name.score} as score from brands b
      where ${name.matches}
        and exists (select 1 from products p where p.brand_id = b.id and ${servedProduct(shopId)})
      order by score desc, b.name asc limit ${limit}`,
  );
  return scored(result);
};

/** Navigation items (pages and links) of the shop's trees whose label matches the term, best first. */
export const searchNavigationItems: NameSearch<ScoredId> = async (db, shopId, config, match, limit) => {
  if (match.words.length === 0) return [];
  const label = nameMatch(config, match, sql`ni.label`);
  const result = await rows<ScoredRow>(
    db,
    sql`select ni.id, ${label.score} as score
      from navigation_items ni join navigation_trees nt on nt.id = ni.tree_id
      where nt.shop_id = ${shopId} and ni.type in ('page', 'external') and ${label.matches}
      order by score desc, ni.id asc limit ${limit}`,
  );
  return scored(result);
};

// ─── Resolving a term into a category and attribute values (search/resolve, search/mappings) ──────────────

/** The lexemes of each word of the term in the configuration (stop words have none). */
export async function wordLexemes(
  db: Database,
  config: string,
  words: readonly string[],
): Promise<string[][]> {
  if (words.length === 0) return [];
  const result = await rows<{ position: number | string; lexemes: string[] }>(
    db,
    sql`select w.ord as position, to_jsonb(tsvector_to_array(to_tsvector(${config}::regconfig, unaccent(w.word)))) as lexemes
      from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w(word, ord)
      order by w.ord`,
  );
  return result.map((row) => row.lexemes);
}

function lexemeArray(lexemes: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(lexemes)}::jsonb))`;
}

export interface LexemeCategory {
  id: number;
  lexemes: string[];
}

/** Every visible category of the shop with the lexemes of its name (a shop has a few dozen categories). */
export async function findCategoryLexemes(
  db: Database,
  shopId: number,
  config: string,
): Promise<LexemeCategory[]> {
  const result = await rows<{ id: number | string; lexemes: string[] }>(
    db,
    sql`select c.id, to_jsonb(tsvector_to_array(to_tsvector(${config}::regconfig, unaccent(c.name)))) as lexemes
      from categories c where c.shop_id = ${shopId} and not c.is_hidden
      order by c.depth, c.position, c.id`,
  );
  return result.map((row) => ({ id: Number(row.id), lexemes: row.lexemes }));
}

export interface LexemeAttributeValue {
  id: number;
  value: string;
  label: string;
  groupId: number;
  groupKey: string;
  groupLabel: string;
  groupType: string;
  multiSelect: boolean;
  lexemes: string[];
}

/** Attribute values whose label in the language shares a lexeme with the term. */
export async function findAttributeValuesByLexemes(
  db: Database,
  language: string,
  config: string,
  lexemes: readonly string[],
): Promise<LexemeAttributeValue[]> {
  if (lexemes.length === 0) return [];
  const label = sql`(av.labels ->> ${language})`;
  const result = await rows<
    Omit<LexemeAttributeValue, "id" | "groupId"> & { id: number | string; groupId: number | string }
  >(
    db,
    sql`select av.id, av.value, ${label} as label, ag.id as "groupId", ag.key as "groupKey",
        coalesce(ag.labels ->> ${language}, ag.key) as "groupLabel", ag.type as "groupType",
        ag.multi_select as "multiSelect",
        to_jsonb(tsvector_to_array(to_tsvector(${config}::regconfig, unaccent(${label})))) as lexemes
      from attribute_values av join attribute_groups ag on ag.key = av.group_key
      where ${label} is not null
        and tsvector_to_array(to_tsvector(${config}::regconfig, unaccent(${label}))) && ${lexemeArray(lexemes)}
      order by ag.id, av.id`,
  );
  return result.map((row) => ({ ...row, id: Number(row.id), groupId: Number(row.groupId) }));
}

/** Products served in the shop within the category keys, with all the product attribute values and the brand. */
export async function countServedProducts(
  db: Database,
  shopId: number,
  filter: {
    categoryKeys?: readonly string[];
    attributes?: readonly { key: string; value: string }[];
    brandId?: number;
  },
): Promise<number> {
  const conditions = [servedProduct(shopId)];
  if (filter.categoryKeys) {
    conditions.push(
      sql`p.id in (select pc.product_id from product_categories pc where pc.category_key in (select jsonb_array_elements_text(${JSON.stringify(filter.categoryKeys)}::jsonb)))`,
    );
  }
  for (const attribute of filter.attributes ?? []) {
    conditions.push(sql`p.attributes @> ${JSON.stringify({ [attribute.key]: [attribute.value] })}::jsonb`);
  }
  if (filter.brandId !== undefined) conditions.push(sql`p.brand_id = ${filter.brandId}`);
  const [row] = await rows<{ count: number | string }>(
    db,
    sql`select count(*) as count from products p where ${sql.join(conditions, sql` and `)}`,
  );
  return Number(row?.count ?? 0);
}

/** The category key holding most of the brand's products served in the shop (a brand suggestion's category). */
export async function findMainCategoryKeyOfBrand(
  db: Database,
  shopId: number,
  brandId: number,
): Promise<string | undefined> {
  const [row] = await rows<{ key: string }>(
    db,
    sql`select pc.category_key as key from product_categories pc join products p on p.id = pc.product_id
      where p.brand_id = ${brandId} and ${servedProduct(shopId)}
      group by pc.category_key order by count(*) desc, pc.category_key asc limit 1`,
  );
  return row?.key;
}
