import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseJsonBody, parseParameter, positiveIntString } from "../http/params.ts";
import {
  parseSearchV2Include,
  parseSuggestionsInclude,
  parseTypeaheadInclude,
  requiredSearchTerm,
} from "../http/search.ts";
import {
  DEFAULT_TYPEAHEAD_LIMIT,
  getSearchMappings,
  getSuggestions,
  getSuggestionsV2,
  getTypeahead,
  MAX_TYPEAHEAD_LIMIT,
  resolveSearch,
  resolveSearchV2,
} from "../services/search.ts";

/** Category levels a search answer may render (the category alone is 1, with its children 2, …). */
const MAX_CATEGORY_DEPTH = 10;

const depthString = positiveIntString.pipe(
  z.number().max(MAX_CATEGORY_DEPTH, `must be at most ${MAX_CATEGORY_DEPTH}`),
);

const typeaheadBody = z
  .strictObject({
    categoryId: z.number().int().min(1).max(2_147_483_647).optional(),
    limit: z.number().int().min(1).max(MAX_TYPEAHEAD_LIMIT).optional(),
  })
  .optional();

function optionalCategoryId(value: string | undefined): number | undefined {
  return value === undefined ? undefined : parseParameter(positiveIntString, value, "categoryId");
}

function depthOf(value: string | undefined, parameter: string): number {
  return value === undefined ? 1 : parseParameter(depthString, value, parameter);
}

/** The search calls: suggestions, mappings and resolve (v1 and v2) and typeahead. Mounted at the root. */
export function searchRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/v1/search/suggestions", async (c) => {
    const query = c.req.query();
    const term = requiredSearchTerm(query.term);
    return c.json(await getSuggestions(db, c.var.shop, term, parseSuggestionsInclude(query.with)));
  });

  app.get("/v1/search/mappings", async (c) => {
    return c.json(await getSearchMappings(db, c.var.shop, requiredSearchTerm(c.req.query("term"))));
  });

  app.get("/v1/search/resolve", async (c) => {
    const query = c.req.query();
    const term = requiredSearchTerm(query.term);
    return c.json(await resolveSearch(db, c.var.shop, term, optionalCategoryId(query.categoryId)));
  });

  app.get("/v2/search/suggestions", async (c) => {
    const query = c.req.query();
    const term = requiredSearchTerm(query.term);
    return c.json(
      await getSuggestionsV2(db, c.var.shop, term, {
        categoryId: optionalCategoryId(query.categoryId),
        include: parseSearchV2Include(query.with),
        categoryDepth: depthOf(query["category.depth"], "category.depth"),
      }),
    );
  });

  // A term that stands for nothing answers 204, which the SDK turns into undefined.
  app.get("/v2/search/resolve", async (c) => {
    const query = c.req.query();
    const term = requiredSearchTerm(query.term);
    const entity = await resolveSearchV2(db, c.var.shop, term, {
      categoryId: optionalCategoryId(query.categoryId),
      include: parseSearchV2Include(query.with),
      categoryDepth: depthOf(query["category.depth"], "category.depth"),
    });
    return entity ? c.json(entity) : c.body(null, 204);
  });

  app.post("/v1/typeahead", async (c) => {
    const query = c.req.query();
    const term = requiredSearchTerm(query.term);
    const body = (await parseJsonBody(c.req, typeaheadBody)) ?? {};
    return c.json(
      await getTypeahead(db, c.var.shop, term, {
        categoryId: body.categoryId,
        limit: body.limit ?? DEFAULT_TYPEAHEAD_LIMIT,
        include: parseTypeaheadInclude(query.with),
        categoryDepth: depthOf(query.categoryDepth, "categoryDepth"),
      }),
    );
  });

  return app;
}
