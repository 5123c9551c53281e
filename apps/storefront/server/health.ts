import { DEFAULT_SHOP } from "@eyewear/shop-rules";
import { sql } from "drizzle-orm";
import type { StorefrontServices } from "../app/platform/context.ts";
import { type Dependency, guardedFetch } from "../app/platform/dependency-guard.ts";
import { requestEngine } from "../app/platform/engine-client.ts";

const NO_STORE = { "cache-control": "no-store" };

/** GET /healthz: the process is alive and serving; it asks no dependency, so a load balancer never restarts it for one. */
export function liveness(): Response {
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}

type Probe = () => Promise<unknown>;

/**
 * GET /readyz: whether this process can serve pages now. Each dependency is asked once through its guard (so within
 * its timeout, and not at all while its breaker is open): 200 with every check "ok", else 503 naming the failed one.
 */
export async function readiness(
  services: Pick<
    StorefrontServices,
    | "db"
    | "guards"
    | "storefrontApiHost"
    | "storefrontApiToken"
    | "contentApiUrl"
    | "contentApiToken"
    | "contentFetch"
  >,
): Promise<Response> {
  const { guards } = services;
  const contentFetch = guardedFetch(guards.content, services.contentFetch);
  const probes: Record<Dependency, Probe> = {
    database: () => guards.database.run(async () => services.db.execute(sql`select 1`)),
    // The engine's transport carries its guard (installGuardedTransport), as for every page's call.
    engine: async () => {
      const connection = { host: services.storefrontApiHost, token: services.storefrontApiToken };
      const answer = await requestEngine(connection, DEFAULT_SHOP.shopId, "GET", "/shop-configuration");
      if (!answer.ok) throw new Error(`engine answered ${answer.status}`);
    },
    content: async () => {
      const url = new URL(`${services.contentApiUrl}/cdn/stories`);
      url.search = new URLSearchParams({ token: services.contentApiToken, per_page: "1" }).toString();
      const response = await contentFetch(url);
      if (!response.ok) throw new Error(`content answered ${response.status}`);
    },
  };
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      try {
        await probe();
        return [name, "ok"] as const;
      } catch {
        return [name, "unavailable"] as const;
      }
    }),
  );
  const failed = entries.filter(([, state]) => state !== "ok").map(([name]) => guards[name as Dependency]);
  const checks = Object.fromEntries(entries);
  if (failed.length === 0) return Response.json({ status: "ok", checks }, { headers: NO_STORE });
  const retryAfter = Math.max(...failed.map((guard) => guard.retryAfterSeconds));
  return Response.json(
    { status: "unavailable", checks },
    { status: 503, headers: { ...NO_STORE, "retry-after": String(retryAfter) } },
  );
}
