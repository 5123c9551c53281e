import { z } from "zod";
import { invalidParameter } from "../model/engine-error.ts";
import type { ProductFilterParams } from "../model/product-query.ts";
import { booleanString, parseParameter, positiveIntString } from "./params.ts";

// The product search query of GET /v1/products, /v1/filters and /v1/filters/{group}/values as the SDK's
// queryParamsFromProductSearchQuery writes it: filters[category], filters[minPrice] …, filters[{key}]=a,b for
// attributes and booleans, filters:not[{key}]=a,b, plus includeSoldOut and orFiltersOperator.

const MAX_FILTER_VALUES = 100;

const minorUnits = z
  .string()
  .regex(/^\d{1,15}$/, "must be a whole number of minor units")
  .transform(Number);
const percent = z
  .string()
  .regex(/^\d{1,3}$/, "must be a whole percentage")
  .transform(Number)
  .pipe(z.number().max(100, "must be at most 100"));
const filterKey = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, "must be an attribute key");
const filterValues = z
  .array(z.string().trim().min(1, "values must not be empty").max(200, "a value is too long"))
  .min(1, "must name at least one value")
  .max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values`);

/** Filter names that are not attribute keys; a caller may handle some of them itself (e.g. term). */
const NAMED_FILTERS = [
  "category",
  "term",
  "minPrice",
  "maxPrice",
  "minReduction",
  "maxReduction",
  "hasCampaignReduction",
  "sellableAt",
] as const;

type NamedFilter = (typeof NAMED_FILTERS)[number];

function isNamedFilter(key: string): key is NamedFilter {
  return (NAMED_FILTERS as readonly string[]).includes(key);
}

const FILTER_NAME = /^filters(:not)?\[([^\]]*)\]$/;

/**
 * Reads the product search filters from a query. `handledElsewhere` lists full parameter names the caller
 * evaluates itself (they are skipped); any other filter this engine cannot evaluate answers 400 naming it.
 */
export function parseProductFilters(
  query: Record<string, string>,
  handledElsewhere: readonly string[] = [],
): ProductFilterParams {
  const params: ProductFilterParams = { attributes: [], orGroups: new Set() };
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith("filters") || handledElsewhere.includes(name)) continue;
    const match = FILTER_NAME.exec(name);
    if (!match) throw invalidParameter(name, `Filter ${name} is not supported`);
    const negate = match[1] !== undefined;
    const key = match[2]!;
    if (isNamedFilter(key)) {
      if (negate) throw invalidParameter(name, `Filter ${name} is not supported`);
      readNamedFilter(params, key, value, name);
      continue;
    }
    parseParameter(filterKey, key, name);
    const values = parseParameter(filterValues, value.split(","), name);
    params.attributes.push({ key, values: [...new Set(values)], negate, parameter: name });
  }
  if (query.includeSoldOut !== undefined) {
    params.includeSoldOut = parseParameter(booleanString, query.includeSoldOut, "includeSoldOut");
  }
  if (query.orFiltersOperator !== undefined) {
    const groups = parseParameter(
      z.array(filterKey).min(2, "must name at least two filters"),
      query.orFiltersOperator.split(",").map((entry) => entry.trim()),
      "orFiltersOperator",
    );
    params.orGroups = new Set(groups);
  }
  checkRanges(params);
  return params;
}

type FilterReader = (params: ProductFilterParams, value: string, name: string) => void;

/** Reads a named filter into one field of the parameters, its value parsed by `schema`. */
function valueFilter<Field extends keyof ProductFilterParams>(
  field: Field,
  schema: z.ZodType<ProductFilterParams[Field]>,
): FilterReader {
  return (params, value, name) => {
    params[field] = parseParameter(schema, value, name);
  };
}

/** The named filters this engine evaluates; the others answer 400. */
const VALUE_FILTERS: Partial<Record<NamedFilter, FilterReader>> = {
  category: valueFilter("categoryId", positiveIntString),
  minPrice: valueFilter("minPrice", minorUnits),
  maxPrice: valueFilter("maxPrice", minorUnits),
  minReduction: valueFilter("minReduction", percent),
  maxReduction: valueFilter("maxReduction", percent),
  hasCampaignReduction: valueFilter("hasCampaignReduction", booleanString),
};

function readNamedFilter(params: ProductFilterParams, key: NamedFilter, value: string, name: string): void {
  const read = VALUE_FILTERS[key];
  if (!read) throw invalidParameter(name, `Filter ${name} is not supported`);
  read(params, value, name);
}

/** Each lower bound among the filters with its upper bound. */
const RANGES = [
  ["minPrice", "maxPrice"],
  ["minReduction", "maxReduction"],
] as const;

function checkRanges(params: ProductFilterParams): void {
  for (const [lower, upper] of RANGES) {
    const min = params[lower];
    const max = params[upper];
    if (min !== undefined && max !== undefined && min > max) {
      throw invalidParameter(`filters[${upper}]`, `filters[${upper}] must not be below filters[${lower}]`);
    }
  }
}
