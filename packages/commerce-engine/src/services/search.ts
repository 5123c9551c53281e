import { type Database, searchConfigFor } from "@eyewear/database";
import { DEFAULT_SUGGESTION_LIMITS, isVisibleAt } from "@eyewear/shop-rules";
import type {
  CategoryFilter,
  Product,
  SearchEntity,
  SearchMappingsEndpointResponseData,
  SearchResolveEndpointResponseData,
  SearchSuggestionsEndpointResponseData,
  SearchV2SuggestionsEndpointResponseData,
  TypeaheadSuggestion,
  TypeaheadSuggestionsEndpointResponseData,
} from "@scayle/storefront-api";
import { type CategoryIndex, rootlineOf, subtreeKeysOf } from "../model/category-index.ts";
import { invalidParameter } from "../model/engine-error.ts";
import type {
  CategoryInclude,
  ProductInclude,
  SearchV2Include,
  SuggestionsInclude,
} from "../model/includes.ts";
import type { ProductSearch, SearchTerm } from "../model/product-query.ts";
import type { CategoryRow } from "../queries/categories.ts";
import { findNavigationItems, findNavigationTrees } from "../queries/navigation.ts";
import { findProductsWithBrands } from "../queries/products.ts";
import {
  countServedProducts,
  findAttributeValuesByLexemes,
  findCategoryLexemes,
  findMainCategoryKeyOfBrand,
  type LexemeAttributeValue,
  prepareTermMatch,
  scoreProducts,
  searchBrands,
  searchCategories,
  searchNavigationItems,
  type TermMatch,
  wordLexemes,
} from "../queries/search.ts";
import { type CategoryView, serializeCategory } from "../serializers/category.ts";
import { serializeItems } from "../serializers/navigation.ts";
import { foldText, highlight } from "../serializers/search.ts";
import { loadCategoryIndex } from "./product-data.ts";
import { listProducts } from "./products.ts";
import type { ShopContext } from "./shop-context.ts";

/** rule:search.suggestion-limits */
export const SUGGESTED_PRODUCTS = DEFAULT_SUGGESTION_LIMITS.products;
export const SUGGESTED_CATEGORIES = DEFAULT_SUGGESTION_LIMITS.categories;
export const SUGGESTED_NAVIGATION_ITEMS = DEFAULT_SUGGESTION_LIMITS.navigationPages;
export const SUGGESTED_BRANDS = 3;
/** Typeahead product suggestions when the body names no limit, and the most it may name. */
export const DEFAULT_TYPEAHEAD_LIMIT = DEFAULT_SUGGESTION_LIMITS.products;
export const MAX_TYPEAHEAD_LIMIT = 50;
/** Resolve answers at most this many category matches. */
const MAX_RESOLVE_MATCHES = 5;

const PLAIN_CATEGORY: CategoryView = {
  include: { parents: false, children: false, properties: "all" },
  depth: 1,
  showHidden: false,
};

function matchOf(db: Database, shop: ShopContext, term: SearchTerm, fuzzy = true): Promise<TermMatch> {
  return prepareTermMatch(db, shop.language, searchConfigFor(shop.language), term, {
    fuzzy,
    contains: false,
  });
}

function productSearchOf(term: SearchTerm): ProductSearch {
  return { term, fuzzy: true, contains: false };
}

/** A category is shown only when it and all its ancestors are visible. */
function isShown(index: CategoryIndex, category: CategoryRow | undefined): category is CategoryRow {
  return category !== undefined && rootlineOf(index, category).every((entry) => !entry.isHidden);
}

function withinCategory(index: CategoryIndex, category: CategoryRow, rootId: number | undefined): boolean {
  return rootId === undefined || rootlineOf(index, category).some((entry) => entry.id === rootId);
}

function categoryViewOf(include: CategoryInclude, depth: number): CategoryView {
  return { include, depth, showHidden: false };
}

function requireCategory(index: CategoryIndex, categoryId: number | undefined, parameter: string) {
  if (categoryId === undefined) return undefined;
  const category = index.byId.get(categoryId);
  if (!isShown(index, category)) {
    throw invalidParameter(parameter, `Category ${categoryId} does not exist in this shop`);
  }
  return category;
}

async function matchingCategories(
  db: Database,
  shop: ShopContext,
  index: CategoryIndex,
  match: TermMatch,
  limit: number,
  rootId?: number,
): Promise<{ category: CategoryRow; score: number }[]> {
  // Fetch more than needed: categories under a hidden parent or outside the root are dropped afterwards.
  const hits = await searchCategories(db, shop.id, searchConfigFor(shop.language), match, limit * 4);
  return hits
    .map((hit) => ({ category: index.byId.get(hit.id), score: hit.score }))
    .filter(
      (hit): hit is { category: CategoryRow; score: number } =>
        isShown(index, hit.category) && withinCategory(index, hit.category, rootId),
    )
    .slice(0, limit);
}

/** The first products for the term, best first (the listing of GET /v1/products with filters[term]). */
async function suggestedProducts(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  include: ProductInclude,
  limit: number,
  categoryId?: number,
): Promise<Product[]> {
  if (term.words.length === 0) return [];
  const listing = await listProducts(
    db,
    shop,
    { search: productSearchOf(term), categoryId, page: 1, perPage: limit },
    include,
  );
  return listing.entities;
}

/** GET /v1/search/suggestions: products (at most 6), categories, brands and product names matching the term. */
export async function getSuggestions(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  include: SuggestionsInclude,
): Promise<SearchSuggestionsEndpointResponseData> {
  const [match, index] = await Promise.all([
    matchOf(db, shop, term),
    include.categories ? loadCategoryIndex(db, shop.id) : null,
  ]);
  const [products, categories, brands] = await Promise.all([
    include.products || include.productNames
      ? suggestedProducts(db, shop, term, include.product, SUGGESTED_PRODUCTS)
      : [],
    index ? matchingCategories(db, shop, index, match, SUGGESTED_CATEGORIES) : [],
    include.brands ? searchBrands(db, shop.id, searchConfigFor(shop.language), match, SUGGESTED_BRANDS) : [],
  ]);
  const names = include.productNames
    ? (
        await findProductsWithBrands(
          db,
          products.map((product) => product.id),
        )
      ).map((row) => row.product.name)
    : [];
  return {
    brands: brands.map((brand) => ({ id: brand.id, label: brand.name, value: brand.slug })),
    categories: index ? categories.map((hit) => serializeCategory(hit.category, index, PLAIN_CATEGORY)) : [],
    productNames: [...new Set(names)].map((name) => ({ term: name })),
    products: include.products ? products : [],
  };
}

// ─── Resolving a term into a category with attribute values ──────────────────────────────────────────────

interface TermWord {
  word: string;
  lexemes: string[];
}

interface CategoryResolution {
  category: CategoryRow;
  /** Words the category (or an ancestor's name) covers. */
  categoryWords: string[];
  attributes: { value: LexemeAttributeValue; words: string[] }[];
  count: number;
}

interface TermAnalysis {
  words: TermWord[];
  index: CategoryIndex;
  /** Categories whose whole name occurs in the term, with the lexemes of their rootline. */
  categories: { category: CategoryRow; lexemes: Set<string>; rootlineLexemes: Set<string> }[];
  /** Attribute values whose whole label occurs in the term. */
  attributes: LexemeAttributeValue[];
}

function containsAll(set: ReadonlySet<string>, lexemes: readonly string[]): boolean {
  return lexemes.length > 0 && lexemes.every((lexeme) => set.has(lexeme));
}

async function analyseTerm(db: Database, shop: ShopContext, term: SearchTerm): Promise<TermAnalysis> {
  const config = searchConfigFor(shop.language);
  const lexemesByWord = await wordLexemes(db, config, term.words);
  const words = term.words.map((word, position) => ({ word, lexemes: lexemesByWord[position] ?? [] }));
  const termLexemes = new Set(words.flatMap((word) => word.lexemes));
  const [index, categoryLexemes, attributeValues] = await Promise.all([
    loadCategoryIndex(db, shop.id),
    termLexemes.size > 0 ? findCategoryLexemes(db, shop.id, config) : [],
    findAttributeValuesByLexemes(db, shop.language, config, [...termLexemes]),
  ]);
  const lexemesById = new Map(categoryLexemes.map((entry) => [entry.id, entry.lexemes]));
  const categories = categoryLexemes.flatMap((entry) => {
    const category = index.byId.get(entry.id);
    if (!isShown(index, category) || !containsAll(termLexemes, entry.lexemes)) return [];
    const rootlineLexemes = new Set(
      rootlineOf(index, category).flatMap((ancestor) => lexemesById.get(ancestor.id) ?? []),
    );
    return [{ category, lexemes: new Set(entry.lexemes), rootlineLexemes }];
  });
  const attributes = attributeValues.filter((value) => containsAll(termLexemes, value.lexemes));
  return { words, index, categories, attributes };
}

function wordsCoveredBy(words: readonly TermWord[], lexemes: ReadonlySet<string>): string[] {
  return words.filter((word) => word.lexemes.some((lexeme) => lexemes.has(lexeme))).map((word) => word.word);
}

/**
 * Every way the term reads as "category + attribute values": the category's name (helped by its ancestors'
 * names) covers some words and attribute value labels cover all other words (stop words need no cover). Per
 * word, the values of the first attribute group that has one are taken. Matches without products are dropped.
 */
async function resolveCategories(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  rootId: number | undefined,
): Promise<{ analysis: TermAnalysis; resolutions: CategoryResolution[] }> {
  const analysis = await analyseTerm(db, shop, term);
  const { index, words } = analysis;
  const meaningful = words.filter((word) => word.lexemes.length > 0);
  const candidates = analysis.categories
    .filter((entry) => withinCategory(index, entry.category, rootId))
    .map((entry) => ({ category: entry.category, lexemes: entry.rootlineLexemes }));
  const root = rootId === undefined ? undefined : index.byId.get(rootId);
  if (root && !candidates.some((entry) => entry.category.id === root.id)) {
    candidates.push({ category: root, lexemes: new Set() });
  }
  const resolutions: CategoryResolution[] = [];
  for (const candidate of candidates) {
    const categoryWords = wordsCoveredBy(meaningful, candidate.lexemes);
    const rest = meaningful.filter((word) => !categoryWords.includes(word.word));
    const attributes: CategoryResolution["attributes"] = [];
    let covered = true;
    for (const word of rest) {
      if (attributes.some((entry) => entry.words.includes(word.word))) continue;
      const value = analysis.attributes.find((entry) =>
        word.lexemes.some((lex) => entry.lexemes.includes(lex)),
      );
      if (!value) {
        covered = false;
        break;
      }
      if (attributes.some((entry) => entry.value.groupKey === value.groupKey)) {
        covered = false;
        break;
      }
      attributes.push({ value, words: wordsCoveredBy(rest, new Set(value.lexemes)) });
    }
    if (!covered || meaningful.length === 0) continue;
    const count = await countServedProducts(db, shop.id, {
      categoryKeys: subtreeKeysOf(index, candidate.category),
      attributes: attributes.map((entry) => ({ key: entry.value.groupKey, value: entry.value.value })),
    });
    if (count > 0) resolutions.push({ category: candidate.category, categoryWords, attributes, count });
  }
  // Fewest attribute values first (the category says most), then the deepest category, then most products.
  resolutions.sort(
    (a, b) =>
      a.attributes.length - b.attributes.length ||
      b.category.depth - a.category.depth ||
      b.count - a.count ||
      a.category.id - b.category.id,
  );
  return { analysis, resolutions: resolutions.slice(0, MAX_RESOLVE_MATCHES) };
}

/** GET /v1/search/resolve: the categories (with attribute values) the term stands for; none gives no matches. */
export async function resolveSearch(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  categoryId: number | undefined,
): Promise<SearchResolveEndpointResponseData> {
  const index = await loadCategoryIndex(db, shop.id);
  requireCategory(index, categoryId, "categoryId");
  const { resolutions } = await resolveCategories(db, shop, term, categoryId);
  return {
    matches: resolutions.map((resolution) => ({
      count: resolution.count,
      match: [...resolution.categoryWords, ...resolution.attributes.flatMap((entry) => entry.words)].join(
        " ",
      ),
      category: {
        match: resolution.categoryWords.join(" "),
        id: resolution.category.id,
        name: resolution.category.name,
      },
      attributes: resolution.attributes.map((entry) => ({
        match: entry.words.join(" "),
        name: entry.value.label,
        attributeGroup: entry.value.groupId,
        attributeId: entry.value.id,
      })),
    })),
  };
}

/** GET /v1/search/mappings: the categories and attribute values whose whole name or label occurs in the term. */
export async function getSearchMappings(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
): Promise<SearchMappingsEndpointResponseData> {
  const analysis = await analyseTerm(db, shop, term);
  const groups = new Map<string, { id: number; slug: string; attributeIds: number[] }>();
  for (const value of analysis.attributes) {
    const group = groups.get(value.groupKey) ?? { id: value.groupId, slug: value.groupKey, attributeIds: [] };
    group.attributeIds.push(value.id);
    groups.set(value.groupKey, group);
  }
  return {
    matches: [
      ...analysis.categories.map((entry) => ({
        type: "category" as const,
        name: entry.category.name,
        id: entry.category.id,
      })),
      ...[...groups.values()].map((group) => ({
        type: "attribute" as const,
        attributeGroup: { id: group.id, slug: group.slug },
        attributeIds: group.attributeIds,
      })),
    ],
  };
}

// ─── Search v2 ───────────────────────────────────────────────────────────────────────────────────────────

function categoryFilters(attributes: CategoryResolution["attributes"]): CategoryFilter[] {
  const byGroup = new Map<string, LexemeAttributeValue[]>();
  for (const { value } of attributes)
    byGroup.set(value.groupKey, [...(byGroup.get(value.groupKey) ?? []), value]);
  return [...byGroup.values()].map((values) => {
    const first = values[0]!;
    return {
      type: "attribute",
      attributeFilter: {
        group: {
          id: first.groupId,
          key: first.groupKey,
          label: first.groupLabel,
          type: first.groupType,
          multiSelect: first.multiSelect,
        },
        values: values.map((value) => ({ id: value.id, value: value.value, label: value.label })),
      },
    };
  });
}

async function navigationSuggestions(
  db: Database,
  shop: ShopContext,
  match: TermMatch,
  index: CategoryIndex,
  exact: boolean,
): Promise<SearchEntity[]> {
  const hits = await searchNavigationItems(
    db,
    shop.id,
    searchConfigFor(shop.language),
    match,
    SUGGESTED_NAVIGATION_ITEMS * 4,
  );
  if (hits.length === 0) return [];
  const trees = await findNavigationTrees(db, shop.id);
  const items = new Map(
    (
      await findNavigationItems(
        db,
        trees.map((tree) => tree.id),
      )
    ).map((row) => [row.id, row]),
  );
  const now = new Date();
  const wanted = match.words.map((word) => word.text).join(" ");
  return hits
    .map((hit) => items.get(hit.id))
    .filter((item) => item !== undefined && isVisibleAt(item, now))
    .filter(
      (item) =>
        !exact ||
        foldText(item!.label)
          .match(/[\p{L}\p{N}]+/gu)
          ?.join(" ") === wanted,
    )
    .slice(0, SUGGESTED_NAVIGATION_ITEMS)
    .flatMap((item) =>
      serializeItems([{ item: item!, children: [] }], { categories: index, withCategory: false }).map(
        (navigationItem): SearchEntity => ({
          type: "navigationItem",
          navigationItemSuggestion: { navigationItem },
        }),
      ),
    );
}

/** GET /v2/search/suggestions: categories (3), products (6) and navigation pages (3) matching the term. */
export async function getSuggestionsV2(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  options: { categoryId?: number; include: SearchV2Include; categoryDepth: number },
): Promise<SearchV2SuggestionsEndpointResponseData> {
  const [match, index] = await Promise.all([matchOf(db, shop, term), loadCategoryIndex(db, shop.id)]);
  requireCategory(index, options.categoryId, "categoryId");
  const view = categoryViewOf(options.include.category, options.categoryDepth);
  const [categories, products, navigation] = await Promise.all([
    matchingCategories(db, shop, index, match, SUGGESTED_CATEGORIES, options.categoryId),
    suggestedProducts(db, shop, term, options.include.product, SUGGESTED_PRODUCTS, options.categoryId),
    navigationSuggestions(db, shop, match, index, false),
  ]);
  return {
    suggestions: [
      ...categories.map(
        (hit): SearchEntity => ({
          type: "category",
          categorySuggestion: { category: serializeCategory(hit.category, index, view), filters: [] },
        }),
      ),
      ...products.map((product): SearchEntity => ({ type: "product", productSuggestion: { product } })),
      ...navigation,
    ],
  };
}

/** Brand names compared as a shopper types them: case, accents and spacing aside. */
function brandNameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * A term that is a brand's whole name resolves to the brand in its main category (the one holding most of its
 * products, as typeahead suggests it) or in the given category: a category with the brand as attribute filter.
 */
async function resolveBrand(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  index: CategoryIndex,
  options: { categoryId?: number; include: SearchV2Include; categoryDepth: number },
): Promise<SearchEntity | undefined> {
  const hits = await searchBrands(
    db,
    shop.id,
    searchConfigFor(shop.language),
    await matchOf(db, shop, term, false),
    5,
  );
  const brand = hits.find((hit) => brandNameKey(hit.name) === brandNameKey(term.raw));
  if (!brand) return undefined;
  const mainKey =
    options.categoryId === undefined ? await findMainCategoryKeyOfBrand(db, shop.id, brand.id) : undefined;
  const category =
    options.categoryId === undefined
      ? mainKey === undefined
        ? undefined
        : index.byKey.get(mainKey)
      : index.byId.get(options.categoryId);
  if (!isShown(index, category)) return undefined;
  return {
    type: "category",
    categorySuggestion: {
      category: serializeCategory(
        category,
        index,
        categoryViewOf(options.include.category, options.categoryDepth),
      ),
      filters: [
        {
          type: "attribute",
          attributeFilter: {
            group: { id: 0, key: "brand", label: "brand", type: "brand", multiSelect: false },
            values: [{ id: brand.id, value: brand.slug, label: brand.name }],
          },
        },
      ],
    },
  };
}

/**
 * GET /v2/search/resolve: the category (with attribute filters) the term stands for; else the brand the term
 * names, in its main category; else the product whose
 * reference key (or id) the term is; else a navigation page whose label is the term; else nothing (204).
 */
export async function resolveSearchV2(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  options: { categoryId?: number; include: SearchV2Include; categoryDepth: number },
): Promise<SearchEntity | undefined> {
  const index = await loadCategoryIndex(db, shop.id);
  requireCategory(index, options.categoryId, "categoryId");
  const { resolutions } = await resolveCategories(db, shop, term, options.categoryId);
  const best = resolutions[0];
  if (best) {
    return {
      type: "category",
      categorySuggestion: {
        category: serializeCategory(
          best.category,
          index,
          categoryViewOf(options.include.category, options.categoryDepth),
        ),
        filters: categoryFilters(best.attributes),
      },
    };
  }
  const brand = await resolveBrand(db, shop, term, index, options);
  if (brand) return brand;
  const byReference = await listProducts(
    db,
    shop,
    { referenceKey: term.raw, page: 1, perPage: 1 },
    options.include.product,
  );
  let product = byReference.entities[0];
  if (!product && /^\d{1,9}$/.test(term.raw)) {
    product = (
      await listProducts(
        db,
        shop,
        { productIds: [Number(term.raw)], page: 1, perPage: 1 },
        options.include.product,
      )
    ).entities[0];
  }
  if (product) return { type: "product", productSuggestion: { product } };
  const [navigation] = await navigationSuggestions(
    db,
    shop,
    await matchOf(db, shop, term, false),
    index,
    true,
  );
  return navigation;
}

// ─── Typeahead ───────────────────────────────────────────────────────────────────────────────────────────

/** POST /v1/typeahead: brand and category suggestions, then up to `limit` products, with the best as topMatch. */
export async function getTypeahead(
  db: Database,
  shop: ShopContext,
  term: SearchTerm,
  options: { categoryId?: number; limit: number; include: SearchV2Include; categoryDepth: number },
): Promise<TypeaheadSuggestionsEndpointResponseData> {
  const [match, index] = await Promise.all([matchOf(db, shop, term), loadCategoryIndex(db, shop.id)]);
  const inputCategory = requireCategory(index, options.categoryId, "categoryId");
  const view = categoryViewOf(options.include.category, options.categoryDepth);
  const [categories, brands, products] = await Promise.all([
    matchingCategories(db, shop, index, match, SUGGESTED_CATEGORIES, options.categoryId),
    searchBrands(db, shop.id, searchConfigFor(shop.language), match, SUGGESTED_BRANDS),
    suggestedProducts(db, shop, term, options.include.product, options.limit, options.categoryId),
  ]);
  const suggestions: TypeaheadSuggestion[] = [];
  for (const hit of categories) {
    const productCount = await countServedProducts(db, shop.id, {
      categoryKeys: subtreeKeysOf(index, hit.category),
    });
    if (productCount === 0) continue;
    suggestions.push({
      type: "brandOrCategory",
      score: hit.score,
      brandOrCategorySuggestion: {
        suggestion: highlight(hit.category.name, term.words),
        primaryMatch: "category",
        category: serializeCategory(hit.category, index, view),
        attributeFilters: [],
        productCount,
      },
    });
  }
  for (const brand of brands) {
    const mainKey = inputCategory ? undefined : await findMainCategoryKeyOfBrand(db, shop.id, brand.id);
    const category = inputCategory ?? (mainKey === undefined ? undefined : index.byKey.get(mainKey));
    if (!isShown(index, category)) continue;
    const productCount = await countServedProducts(db, shop.id, {
      categoryKeys: subtreeKeysOf(index, category),
      brandId: brand.id,
    });
    if (productCount === 0) continue;
    suggestions.push({
      type: "brandOrCategory",
      score: brand.score,
      brandOrCategorySuggestion: {
        suggestion: `${highlight(brand.name, term.words)} in ${highlight(category.name, [])}`,
        primaryMatch: "brand",
        category: serializeCategory(category, index, view),
        brand: { id: brand.id, name: brand.name },
        attributeFilters: [],
        productCount,
      },
    });
  }
  const ids = products.map((product) => product.id);
  const [scores, rows] = await Promise.all([
    scoreProducts(db, match, shop.language, ids),
    findProductsWithBrands(db, ids),
  ]);
  const names = new Map(rows.map((row) => [row.product.id, row.product.name]));
  for (const product of products) {
    suggestions.push({
      type: "product",
      score: scores.get(product.id) ?? 0,
      productSuggestion: { suggestion: highlight(names.get(product.id) ?? "", term.words), product },
    });
  }
  const topMatch = suggestions.reduce<TypeaheadSuggestion | undefined>(
    (best, suggestion) => (best === undefined || suggestion.score > best.score ? suggestion : best),
    undefined,
  );
  return topMatch ? { topMatch, suggestions } : { suggestions };
}
