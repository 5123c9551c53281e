import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseProductInclude, parseVariantInclude } from "../http/includes.ts";
import { parseIdList, parseParameter, positiveIntString } from "../http/params.ts";
import { parseProductFilters } from "../http/product-filters.ts";
import { parseProductSearch, SEARCH_TERM_FILTER } from "../http/search.ts";
import type { ProductListingQuery } from "../model/product-query.ts";
import { getProduct, getVariants, listProducts } from "../services/products.ts";

/** Storefront API default page size; larger pages than MAX_PER_PAGE are refused. */
const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 200;

const perPageString = positiveIntString.pipe(z.number().max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`));
const sortSchema = z.enum(["price", "new", "reduction"]);
const sortDirSchema = z.enum(["asc", "desc"]);
const referenceKeySchema = z.string().min(1, "must not be empty");

function optional<T>(schema: z.ZodType<T>, value: string | undefined, parameter: string): T | undefined {
  return value === undefined ? undefined : parseParameter(schema, value, parameter);
}

function listingQueryOf(query: Record<string, string>): ProductListingQuery {
  const filters = parseProductFilters(query, [SEARCH_TERM_FILTER]);
  return {
    productIds:
      query.ids === undefined
        ? undefined
        : parseIdList(query.ids, "ids", "productIds parameter must not be an empty array", MAX_PER_PAGE),
    referenceKey: optional(referenceKeySchema, query.referenceKey, "referenceKey"),
    categoryId: filters.categoryId,
    filters,
    minProductId: optional(positiveIntString, query.minProductId, "minProductId"),
    search: parseProductSearch(query),
    page: optional(positiveIntString, query.page, "page") ?? 1,
    perPage: optional(perPageString, query.perPage, "perPage") ?? DEFAULT_PER_PAGE,
    sort: optional(sortSchema, query.sort, "sort"),
    sortDir: optional(sortDirSchema, query.sortDir, "sortDir"),
  };
}

export function productRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/products/:productId", async (c) => {
    const productId = parseParameter(positiveIntString, c.req.param("productId"), "productId");
    return c.json(await getProduct(db, c.var.shop, productId, parseProductInclude(c.req.query("with"))));
  });

  app.get("/products", async (c) => {
    const query = c.req.query();
    return c.json(await listProducts(db, c.var.shop, listingQueryOf(query), parseProductInclude(query.with)));
  });

  app.get("/variants", async (c) => {
    const ids = parseIdList(
      c.req.query("ids"),
      "ids",
      "variantIds parameter must not be an empty array",
      MAX_PER_PAGE,
    );
    return c.json(await getVariants(db, c.var.shop, ids, parseVariantInclude(c.req.query("with"))));
  });

  return app;
}
