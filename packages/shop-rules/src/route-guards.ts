import { safeRedirectPath } from "./routing.ts";

/** The signed-in customer as the guards see it; undefined when nobody is signed in. */
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

// rule:routing.guards
export const ONLINE_SHOP_DISABLED_MESSAGE = "Page not found";

/** Account pages an unverified customer may still open (rule:routing.guards). */
const UNVERIFIED_ACCOUNT_PATHS = new Set(["/account/", "/account/user/"]);

function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

// The guest checkout (ADR 0026) counts as a checkout path for the online shop switch (rule:routing.guards).
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
  // Account pages are for registered customers: a guest customer signs in like a visitor (rule:routing.guards).
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

// rule:layout.account-icon
export function accountIconPath(shopCode: string, user: GuardUser | undefined): string {
  return user && !user.status.isGuestCustomer ? `/${shopCode}/account/` : `/${shopCode}/signin/`;
}
