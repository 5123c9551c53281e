import { invalidParameter } from "../model/engine-error.ts";
import type { CategoryInclude, SearchV2Include, SuggestionsInclude } from "../model/includes.ts";
import type { ProductSearch, SearchTerm } from "../model/product-query.ts";
import { parseProductInclude, tokensOf, unsupported } from "./includes.ts";
import { booleanString, parseParameter } from "./params.ts";

/**
 * Longest search term accepted, in characters. Longer terms answer 400 rather than being cut: a cut term would
 * search for something the shopper did not type, and no real search needs more (ADR 0014).
 */
export const MAX_TERM_LENGTH = 200;
/** Words beyond this many are ignored; each word adds a full-text operand and a LIKE condition. */
export const MAX_TERM_WORDS = 10;

/** Splits a term into words; a term longer than MAX_TERM_LENGTH answers 400 naming `parameter`. */
export function parseSearchTerm(value: string, parameter: string): SearchTerm {
  const raw = value.trim();
  if (raw.length > MAX_TERM_LENGTH) {
    throw invalidParameter(parameter, `${parameter} must be at most ${MAX_TERM_LENGTH} characters`);
  }
  const words = (raw.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_TERM_WORDS)
    .map((word) => word.toLowerCase());
  return { raw, words };
}

/** The required `term` of the search endpoints: missing or blank answers 400. */
export function requiredSearchTerm(value: string | undefined, parameter = "term"): SearchTerm {
  if (value === undefined || value.trim() === "")
    throw invalidParameter(parameter, `${parameter} is required`);
  return parseSearchTerm(value, parameter);
}

/** The search filter of GET /v1/products and /v1/filters, read by parseProductSearch rather than parseProductFilters. */
export const SEARCH_TERM_FILTER = "filters[term]";

/**
 * The product search of GET /v1/products: `filters[term]` with `containsSearch` and `disableFuzziness`.
 * Undefined without a term (an empty term is no filter, as the SDK never sends one).
 */
export function parseProductSearch(query: Record<string, string | undefined>): ProductSearch | undefined {
  const value = query[SEARCH_TERM_FILTER];
  const contains =
    query.containsSearch === undefined
      ? false
      : parseParameter(booleanString, query.containsSearch, "containsSearch");
  const disableFuzziness =
    query.disableFuzziness === undefined
      ? false
      : parseParameter(booleanString, query.disableFuzziness, "disableFuzziness");
  if (value === undefined || value.trim() === "") return undefined;
  return { term: parseSearchTerm(value, SEARCH_TERM_FILTER), fuzzy: !disableFuzziness, contains };
}

// ─── `with` of the search endpoints, in the grammar the SDK writes ─────────────────────────────────────────

const PROPERTIES_TOKEN = /^properties:name\(([^()]*)\)$/;

/** Collects category tokens (`parents`, `children`, `properties`, `properties:name(a)`) into a CategoryInclude. */
class CategoryIncludeBuilder {
  parents = false;
  children = false;
  properties: Set<string> | "all" = "all";
  #named = false;

  accept(token: string, fullToken: string): void {
    const properties = PROPERTIES_TOKEN.exec(token);
    if (token === "parents") this.parents = true;
    else if (token === "children" || token === "descendants") this.children = true;
    else if (token === "properties") this.#named = false;
    else if (properties) {
      if (!this.#named || this.properties === "all") this.properties = new Set();
      this.#named = true;
      for (const name of properties[1]!.split("|")) if (name !== "") this.properties.add(name);
    } else unsupported(fullToken);
  }

  build(): CategoryInclude {
    return { parents: this.parents, children: this.children, properties: this.properties };
  }
}

export function parseSuggestionsInclude(value: string | undefined): SuggestionsInclude {
  const groups = new Set<string>();
  const productTokens: string[] = [];
  for (const token of tokensOf(value)) {
    if (token.startsWith("products.")) {
      groups.add("products");
      productTokens.push(token.slice("products.".length));
    } else if (["brands", "categories", "productNames", "products"].includes(token)) groups.add(token);
    else unsupported(token);
  }
  // Without any group named, every group is answered.
  const all = groups.size === 0;
  return {
    brands: all || groups.has("brands"),
    categories: all || groups.has("categories"),
    productNames: all || groups.has("productNames"),
    products: all || groups.has("products"),
    product: parseProductInclude(productTokens.join(",")),
  };
}

export function parseSearchV2Include(value: string | undefined): SearchV2Include {
  const category = new CategoryIncludeBuilder();
  const productTokens: string[] = [];
  for (const token of tokensOf(value)) {
    if (token.startsWith("category.")) category.accept(token.slice("category.".length), token);
    else if (token.startsWith("product.")) productTokens.push(token.slice("product.".length));
    // Navigation suggestions are pages and links, which have no category to embed: accepted, nothing to add.
    else if (
      token !== "navigationItem.category" &&
      !token.startsWith("navigationItem.category.properties:")
    ) {
      unsupported(token);
    }
  }
  return { category: category.build(), product: parseProductInclude(productTokens.join(",")) };
}

/** POST /v1/typeahead `with`: product.{product with}, category.parents, category.children. */
export function parseTypeaheadInclude(value: string | undefined): SearchV2Include {
  const category = new CategoryIncludeBuilder();
  const productTokens: string[] = [];
  for (const token of tokensOf(value)) {
    if (token === "category.parents" || token === "category.children") {
      category.accept(token.slice("category.".length), token);
    } else if (token.startsWith("product.")) productTokens.push(token.slice("product.".length));
    else unsupported(token);
  }
  return { category: category.build(), product: parseProductInclude(productTokens.join(",")) };
}
