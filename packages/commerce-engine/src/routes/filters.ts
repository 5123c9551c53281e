import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseParameter } from "../http/params.ts";
import { parseProductFilters } from "../http/product-filters.ts";
import { parseProductSearch, SEARCH_TERM_FILTER } from "../http/search.ts";
import { getFilters, getFilterValues } from "../services/filters.ts";

/** `with` of GET /v1/filters: the SDK sends `values` by default; category ids are always part of the answer. */
const filtersWith = z.array(z.enum(["values", "category_ids"], "must be values or category_ids"));
/** `including` names optional filter groups; every group this engine knows is always included. */
const including = z.array(z.string().regex(/^[A-Za-z][\w-]{0,63}$/, "must be filter group names"));
const groupNameSchema = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, "must be a filter group name");

function listOf(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(",").filter((entry) => entry !== "");
}

export function filterRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/filters", async (c) => {
    const query = c.req.query();
    parseParameter(filtersWith, listOf(query.with) ?? [], "with");
    parseParameter(including, listOf(query.including) ?? [], "including");
    return c.json(
      await getFilters(
        db,
        c.var.shop,
        parseProductFilters(query, [SEARCH_TERM_FILTER]),
        parseProductSearch(query),
      ),
    );
  });

  app.get("/filters/:groupName/values", async (c) => {
    const groupName = parseParameter(groupNameSchema, c.req.param("groupName"), "groupName");
    const query = c.req.query();
    return c.json(
      await getFilterValues(
        db,
        c.var.shop,
        groupName,
        parseProductFilters(query, [SEARCH_TERM_FILTER]),
        parseProductSearch(query),
      ),
    );
  });

  return app;
}
