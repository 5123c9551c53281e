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

// S1 §5 route guards: protected account and checkout paths, unverified and guest customers, sign-in, online shop off;
// the guest checkout (docs/decisions/0026) counts as a checkout path for the online shop switch
export function guardRoute(request: GuardRequest): GuardDecision {
  const { shopCode, pathname, search, user } = request;
  const shopRoot = `/${shopCode}`;
  if (pathname !== shopRoot && !pathname.startsWith(`${shopRoot}/`)) return { action: "allow" };
  const rest = withTrailingSlash(pathname.slice(shopRoot.length) || "/");
  const isAccount = rest.startsWith("/account/");
  const isCheckout = rest.startsWith("/checkout/");
  const isGuestCheckout = rest.startsWith("/guest-checkout/");
  if (
    !request.onlineShop &&
    (isAccount || isCheckout || isGuestCheckout || /^\/(basket|wishlist)\//.test(rest))
  )
    return { action: "notFound", message: ONLINE_SHOP_DISABLED_MESSAGE };
  // S1 §6 account pages are for registered customers: a guest customer signs in like a visitor
  if (!user || (isAccount && user.status.isGuestCustomer)) {
    if (!isAccount && !isCheckout) return { action: "allow" };
    const query = new URLSearchParams({
      redirectUrl: `${pathname}${search.size > 0 ? `?${search}` : ""}`,
      showBasket: String(isCheckout),
    });
    return { action: "redirect", location: `${shopRoot}/signin/?${query}` };
  }
  if (isGuestCheckout && !user.status.isGuestCustomer)
    return { action: "redirect", location: `${shopRoot}/checkout/` };
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
