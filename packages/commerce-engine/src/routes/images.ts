import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import { parseParameter } from "../http/params.ts";
import { notFound } from "../model/engine-error.ts";
import { getImage } from "../services/images.ts";

const hashSchema = z.string().regex(/^[\w-]{1,128}$/, "is not an image hash");

/**
 * The engine's image records for the storefront's image server (the SCAYLE Storefront API has none). Images
 * belong to products, which every shop shares, so the endpoint needs the access token but no shop.
 * docs/decisions/0046-engine-only-data-access.md
 */
export function imageRoutes(db: Database): Hono {
  const app = new Hono();
  app.get("/images/:hash", async (c) => {
    const hash = parseParameter(hashSchema, c.req.param("hash"), "hash");
    const image = await getImage(db, hash);
    if (!image) throw notFound(`Image ${hash} does not exist`, "hash");
    return c.json({ image });
  });
  return app;
}
