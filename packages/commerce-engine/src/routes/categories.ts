import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseCategoryInclude } from "../http/includes.ts";
import { booleanString, parseIdList, parseParameter, positiveIntString } from "../http/params.ts";
import type { CategoryView } from "../serializers/category.ts";
import {
  getCategoriesByIds,
  getCategoryById,
  getCategoryByPath,
  getRootCategories,
} from "../services/categories.ts";

const MAX_DEPTH = 10;
const MAX_IDS = 200;

const depthString = positiveIntString.pipe(z.number().max(MAX_DEPTH, `must be at most ${MAX_DEPTH}`));

function categoryViewOf(query: Record<string, string>): CategoryView {
  return {
    include: parseCategoryInclude(query.with),
    depth: query.depth === undefined ? 1 : parseParameter(depthString, query.depth, "depth"),
    showHidden:
      query.showHidden === undefined ? false : parseParameter(booleanString, query.showHidden, "showHidden"),
  };
}

export function categoryRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/categories", async (c) => {
    const query = c.req.query();
    const view = categoryViewOf(query);
    if (query.ids === undefined) return c.json(await getRootCategories(db, c.var.shop, view));
    const ids = parseIdList(query.ids, "ids", "categoryIds parameter must not be an empty array", MAX_IDS);
    return c.json(await getCategoriesByIds(db, c.var.shop, ids, view));
  });

  // One numeric segment is a category id; anything else is a slug path, as the SDK's getByPath sends it.
  app.get("/categories/:categoryPath{.+}", async (c) => {
    const path = c.req.param("categoryPath");
    const view = categoryViewOf(c.req.query());
    if (/^\d+$/.test(path)) {
      const id = parseParameter(positiveIntString, path, "categoryId");
      return c.json(await getCategoryById(db, c.var.shop, id, view));
    }
    const slugs = path.split("/").filter((slug) => slug !== "");
    return c.json(await getCategoryByPath(db, c.var.shop, slugs, view));
  });

  return app;
}
