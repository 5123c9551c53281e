import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseParameter, positiveIntString } from "../http/params.ts";
import { getAttributeGroup } from "../services/attributes.ts";
import { getBrand, listBrands } from "../services/brands.ts";

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 200;
const perPageString = positiveIntString.pipe(z.number().max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`));
const attributeKey = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, "must be an attribute key");

/** GET /v1/attributes/{key}, GET /v1/brands and GET /v1/brands/{id}. */
export function catalogueRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/attributes/:key", async (c) => {
    const key = parseParameter(attributeKey, c.req.param("key"), "key");
    return c.json(await getAttributeGroup(db, c.var.shop, key));
  });

  app.get("/brands", async (c) => {
    const page = c.req.query("page");
    const perPage = c.req.query("perPage");
    return c.json(
      await listBrands(
        db,
        c.var.shop,
        page === undefined ? 1 : parseParameter(positiveIntString, page, "page"),
        perPage === undefined ? DEFAULT_PER_PAGE : parseParameter(perPageString, perPage, "perPage"),
      ),
    );
  });

  app.get("/brands/:brandId", async (c) => {
    const brandId = parseParameter(positiveIntString, c.req.param("brandId"), "brandId");
    return c.json(await getBrand(db, c.var.shop, brandId));
  });

  return app;
}
