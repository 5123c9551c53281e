import { safeRedirectPath } from "./routing.ts";

/** The signed-in customer as the guards see it (S1 §3 session user); undefined when nobody is signed in. */
export interface GuardUser {
  status: { isGuestCustomer: boolean };
  info: { verified: boolean };
}

export type GuardDecision =
  | { action: "allow" }
  | { action: "redirect"; location: string }
  | { action: "notFound"; message: string };

export interface GuardRequest {
  shopCode: string;
  /** The full path, with the shop prefix, e.g. "/de-de/account/orders/". */
  pathname: string;
  search: URLSearchParams;
  user: GuardUser | undefined;
  onlineShop: boolean;
}

// S1 §8 online shop disabled for shop paths
export const ONLINE_SHOP_DISABLED_MESSAGE = "Page not found";

/** Account pages an unverified customer may still open (S1 §5). */
const UNVERIFIED_ACCOUNT_PATHS = new Set(["/account/", "/account/user/"]);

function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

// S1 §5 route guards: protected account and checkout paths, unverified and guest customers, sign-in, online shop off
export function guardRoute(request: GuardRequest): GuardDecision {
  const { shopCode, pathname, search, user } = request;
  const shopRoot = `/${shopCode}`;
  if (pathname !== shopRoot && !pathname.startsWith(`${shopRoot}/`)) return { action: "allow" };
  const rest = withTrailingSlash(pathname.slice(shopRoot.length) || "/");
  const isAccount = rest.startsWith("/account/");
  const isCheckout = rest.startsWith("/checkout/");
  if (!request.onlineShop && (isAccount || isCheckout || /^\/(basket|wishlist)\//.test(rest)))
    return { action: "notFound", message: ONLINE_SHOP_DISABLED_MESSAGE };
  if (!user) {
    if (!isAccount && !isCheckout) return { action: "allow" };
    const query = new URLSearchParams({
      redirectUrl: `${pathname}${search.size > 0 ? `?${search}` : ""}`,
      showBasket: String(isCheckout),
    });
    return { action: "redirect", location: `${shopRoot}/signin/?${query}` };
  }
  if (isAccount && !user.info.verified && !UNVERIFIED_ACCOUNT_PATHS.has(rest))
    return { action: "redirect", location: `${shopRoot}/account/` };
  if (isCheckout && user.status.isGuestCustomer)
    return { action: "redirect", location: safeRedirectPath(search.get("redirectUrl"), `${shopRoot}/`) };
  if (rest === "/signin/" && !user.status.isGuestCustomer)
    return { action: "redirect", location: `${shopRoot}/account/` };
  return { action: "allow" };
}

// S2 §2 the account icon goes to the account when a non-guest customer is signed in, otherwise to sign-in
export function accountIconPath(shopCode: string, user: GuardUser | undefined): string {
  return user && !user.status.isGuestCustomer ? `/${shopCode}/account/` : `/${shopCode}/signin/`;
}
