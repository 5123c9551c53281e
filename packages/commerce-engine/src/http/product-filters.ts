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
    if ((NAMED_FILTERS as readonly string[]).includes(key)) {
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

function readNamedFilter(params: ProductFilterParams, key: string, value: string, name: string): void {
  switch (key) {
    case "category":
      params.categoryId = parseParameter(positiveIntString, value, name);
      return;
    case "minPrice":
      params.minPrice = parseParameter(minorUnits, value, name);
      return;
    case "maxPrice":
      params.maxPrice = parseParameter(minorUnits, value, name);
      return;
    case "minReduction":
      params.minReduction = parseParameter(percent, value, name);
      return;
    case "maxReduction":
      params.maxReduction = parseParameter(percent, value, name);
      return;
    case "hasCampaignReduction":
      params.hasCampaignReduction = parseParameter(booleanString, value, name);
      return;
    default:
      throw invalidParameter(name, `Filter ${name} is not supported`);
  }
}

function checkRanges(params: ProductFilterParams): void {
  if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
    throw invalidParameter("filters[maxPrice]", "filters[maxPrice] must not be below filters[minPrice]");
  }
  if (
    params.minReduction !== undefined &&
    params.maxReduction !== undefined &&
    params.minReduction > params.maxReduction
  ) {
    throw invalidParameter(
      "filters[maxReduction]",
      "filters[maxReduction] must not be below filters[minReduction]",
    );
  }
}
