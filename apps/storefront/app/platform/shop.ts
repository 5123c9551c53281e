import { type ShopConfig, shopByCode } from "@eyewear/shop-rules";
import { notFound } from "./errors.ts";

/** The shop named by the URL's locale prefix; an unknown prefix is a 404 (rule:routing.shop-prefix). */
export function requireShop(params: { shop?: string | undefined }, url: URL): ShopConfig {
  const shop = params.shop ? shopByCode(params.shop) : undefined;
  if (!shop) throw notFound(url);
  return shop;
}

/** The loader of a page that loads nothing but answers 404 outside a known shop, as every shop page does. */
export function shopPageLoader({ params, url }: { params: { shop?: string | undefined }; url: URL }): null {
  requireShop(params, url);
  return null;
}

/** The loader of a page opened from a mailed link: the link's token, for the page's form to post back. */
export function mailedLinkLoader({ params, url }: { params: { shop?: string | undefined }; url: URL }) {
  requireShop(params, url);
  return { token: url.searchParams.get("token") ?? "" };
}

/** The storefront path of a shop-relative path: shopPath(shop, "/basket/") → "/de-de/basket/". */
export function shopPath(shop: Pick<ShopConfig, "code">, path = "/"): string {
  return `/${shop.code}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The order status lookup (rule:orders.status-lookup): where a guest, who has no account and so no order list,
 * follows an order.
 */
export const ORDER_STATUS_LOOKUP_PATH = "/service/auftragsstatus/";

/** The cancellation of contracts without signing in (§ 312k BGB), linked from every shop's footer. */
export const SUBSCRIPTION_CANCELLATION_PATH = "/subscription/subscription-cancellations/";
