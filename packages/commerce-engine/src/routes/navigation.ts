import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseNavigationInclude } from "../http/includes.ts";
import { parseParameter, positiveIntString } from "../http/params.ts";
import { getNavigationTree, getNavigationTrees, type NavigationOptions } from "../services/navigation.ts";

const visibleAtString = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 date-time" })
  .transform((value) => new Date(value));

/** `locale` is accepted as the SDK sends it; each shop has one language, so it does not change the answer. */
function navigationOptionsOf(query: Record<string, string>): NavigationOptions {
  const visibleAt = query["filters[visibleAt]"];
  return {
    visibleAt:
      visibleAt === undefined ? new Date() : parseParameter(visibleAtString, visibleAt, "filters[visibleAt]"),
    withCategory: parseNavigationInclude(query.with).category,
  };
}

export function navigationRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/navigation/trees", async (c) => {
    return c.json(await getNavigationTrees(db, c.var.shop, navigationOptionsOf(c.req.query())));
  });

  app.get("/navigation/trees/:navigationTreeId", async (c) => {
    const treeId = parseParameter(positiveIntString, c.req.param("navigationTreeId"), "navigationTreeId");
    return c.json(await getNavigationTree(db, c.var.shop, treeId, navigationOptionsOf(c.req.query())));
  });

  return app;
}
