import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { BoundedTtlMap } from "~/platform/bounded-ttl-map.ts";
import { commerceClient } from "~/platform/commerce.server.ts";
import { servicesContext } from "~/platform/context.ts";
import { shopPath } from "~/platform/shop.ts";

/** Where an operator's redirect sends a shopper, and whether for good (301) or for now (302). */
export interface ShopRedirect {
  location: string;
  status: 301 | 302;
}

const LOOKUP_LIFE_MS = 60_000;
const LOOKUPS_KEPT = 10_000;
/**
 * Recent answers of the engine's redirect lookup, "none" too: an unknown path is asked about once a minute, not on
 * every request, and a redirect edited in the engine holds within that minute.
 */
const lookups = new BoundedTtlMap<ShopRedirect | null>({ ttlMs: LOOKUP_LIFE_MS, maxSize: LOOKUPS_KEPT });

/** A target inside the shop ("/brillen/") under the shop's path; an absolute one (another site) as it is. */
function redirectLocation(shop: ShopConfig, target: string): string {
  return /^https?:\/\//i.test(target) ? target : shopPath(shop, target);
}

/**
 * The engine's redirect for an address of the shop that nothing else answers (rule:routing.redirects): the path
 * inside the shop with its query is looked up, as the shop's redirect list names its sources.
 */
export async function shopRedirect(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  url: URL,
): Promise<ShopRedirect | undefined> {
  const inShop = `${url.pathname.slice(shopPath(shop, "").length - 1)}${url.search}`;
  const key = `${context.get(servicesContext).storefrontApiHost}|${shop.code}|${inShop}`;
  const known = lookups.get(key);
  if (known !== undefined) return known ?? undefined;
  const found = await commerceClient(context, shop).redirects.post(inShop);
  const answer: ShopRedirect | null = found
    ? { location: redirectLocation(shop, found.target), status: found.statusCode === 302 ? 302 : 301 }
    : null;
  lookups.set(key, answer);
  return answer ?? undefined;
}
