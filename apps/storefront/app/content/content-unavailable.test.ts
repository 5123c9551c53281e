import type { Database } from "@eyewear/database";
import { shopByCode } from "@eyewear/shop-rules";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { infoOverlayLinks } from "~/catalogue/info-overlays.server.ts";
import { ContentCache } from "~/platform/content-cache.ts";
import { requestContext, servicesContext } from "~/platform/context.ts";
import { dependencyGuards } from "~/platform/dependency-guard.ts";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { categoryContentBlocks, contentNavigation } from "./content-pages.server.ts";

const SHOP = shopByCode("de-de")!;
const GUARD = { timeoutMs: 5_000, failuresToOpen: 100, openMs: 1_000 };

/** A request context whose content service answers every call with 503; nothing else is reached. */
function contextWithContentDown() {
  const contentFetch = vi.fn(async () => Response.json({ error: "unavailable" }, { status: 503 }));
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    db: {} as Database,
    logger: pino({ level: "silent" }),
    storefrontApiHost: "engine.test",
    storefrontApiToken: "unused",
    contentApiUrl: "http://content.test/v2",
    contentApiToken: "unused",
    contentFetch,
    contentCache: new ContentCache({ ttlMs: 60_000 }),
    guards: dependencyGuards({ engine: GUARD, content: GUARD, database: GUARD }),
    sessionSecrets: ["content-unavailable-test-secret"],
    secureCookies: false,
    demoMode: true,
    publicUrl: "http://shop.test",
    smtpUrl: undefined,
  });
  context.set(requestContext, { nonce: "n", clientAddress: "192.0.2.10", requestId: "content-down" });
  return { context, contentFetch };
}

describe("pages without the content service (rule:content.unavailable-falls-back)", () => {
  it("render the shop without its content navigation, listings without their header, products without info links", async () => {
    const { context, contentFetch } = contextWithContentDown();
    expect(await contentNavigation(context, SHOP, new Date("2026-11-25T12:00:00Z"))).toEqual([]);
    expect(await categoryContentBlocks(context, SHOP, "/sonnenbrillen/")).toEqual([]);
    expect(await infoOverlayLinks(context, SHOP)).toEqual([]);
    expect(contentFetch).toHaveBeenCalled();
  });

  it("answer an unknown path with the 404 and its built-in text", async () => {
    const { context } = contextWithContentDown();
    const notFound = await shopPageNotFound(context, SHOP, new URL("http://shop.test/de-de/gibt-es-nicht/"));
    expect(notFound.init?.status).toBe(404);
    expect(notFound.data).toEqual({
      message: expect.stringContaining("/de-de/gibt-es-nicht/"),
      homePath: "/de-de/",
      content: undefined,
    });
  });
});
