import { BASKET_MERGE_STRATEGIES, isWishlistItemPresent, type ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { withoutShopEntry, withShopEntry } from "~/platform/customer-session.server.ts";
import type { Customer } from "~/platform/customers.server.ts";
import { callEngine } from "~/platform/engine-client.server.ts";
import { queueLinkMail, queueTokenLinkMail } from "~/platform/mail.server.ts";
import { commitSession, existingKey, getSession, renewSession } from "~/platform/session.server.ts";

/**
 * rule:basket.merge-add-quantity: merging baskets adds quantities: the anonymous basket goes into the customer's
 * (ADR 0019).
 */
async function mergeBasketInto(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  sourceBasketKey: string,
  customer: Customer,
) {
  const answer = await callEngine<object>(
    context,
    shop,
    "POST",
    `/baskets/${encodeURIComponent(customer.basketKey)}/merge`,
    { sourceBasketKey, strategy: BASKET_MERGE_STRATEGIES.addQuantityToExisting },
  );
  if (!answer.ok) throw new Error(`merging basket ${sourceBasketKey} answered ${answer.status}`);
}

/** The anonymous wishlist's items that the customer's wishlist lacks are added to it. */
async function mergeWishlistInto(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  sourceWishlistKey: string,
  customer: Customer,
) {
  const wishlists = commerceClient(context, shop).wishlist;
  const [source, target] = await Promise.all([
    wishlists.get(sourceWishlistKey),
    wishlists.get(customer.wishlistKey),
  ]);
  const present = target.items.map((item) => ({
    productId: item.productId,
    variantId: item.variantId ?? null,
  }));
  for (const item of source.items) {
    const entry = { productId: item.productId, variantId: item.variantId ?? null };
    if (isWishlistItemPresent(present, entry)) continue;
    const result = await wishlists.addItem(
      customer.wishlistKey,
      entry.variantId === null ? { productId: entry.productId } : { variantId: entry.variantId },
    );
    if (result.type !== "success") break;
    present.push(entry);
  }
}

/**
 * Signs the customer in to the shop: the session's anonymous basket and wishlist are merged into the customer's,
 * the session then points at the customer's keys, and its id is renewed. Answers the Set-Cookie value.
 */
export async function signIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
  customer: Customer,
): Promise<string> {
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  const wishlistKey = existingKey(session, "wishlistKeys", shop.shopId);
  if (basketKey && basketKey !== customer.basketKey)
    await mergeBasketInto(context, shop, basketKey, customer);
  if (wishlistKey && wishlistKey !== customer.wishlistKey)
    await mergeWishlistInto(context, shop, wishlistKey, customer);
  const renewed = await renewSession(context, session);
  renewed.set("basketKeys", withShopEntry(session.get("basketKeys"), shop, customer.basketKey));
  renewed.set("wishlistKeys", withShopEntry(session.get("wishlistKeys"), shop, customer.wishlistKey));
  renewed.set("customerIds", withShopEntry(session.get("customerIds"), shop, customer.id));
  return commitSession(context, renewed);
}

/**
 * Signs out of the shop: the customer and the customer's basket and wishlist leave the session (they stay the
 * customer's for the next sign-in), and the session id is renewed. Answers the Set-Cookie value, or undefined
 * when nobody was signed in to the shop (then the session is left as it is).
 */
export async function signOut(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
): Promise<string | undefined> {
  const session = await getSession(context, request);
  if (session.get("customerIds")?.[String(shop.shopId)] === undefined) return undefined;
  const renewed = await renewSession(context, session);
  renewed.set("basketKeys", withoutShopEntry(session.get("basketKeys"), shop));
  renewed.set("wishlistKeys", withoutShopEntry(session.get("wishlistKeys"), shop));
  renewed.set("customerIds", withoutShopEntry(session.get("customerIds"), shop));
  return commitSession(context, renewed);
}

/** The page each account mail's link opens; the page spends the token only by its POST button. */
const ACCOUNT_MAIL_PAGES = { verification: "/verify-email/", password_reset: "/reset-password/" } as const;

/**
 * Mails the customer a link carrying a one-time token: to verify the address (info.verified) or to set a
 * new password.
 */
export function sendAccountMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  customer: Customer,
  kind: keyof typeof ACCOUNT_MAIL_PAGES,
  token: string,
): Promise<void> {
  const recipient = { email: customer.email, name: customer.firstName };
  return queueTokenLinkMail(context, shop, kind, recipient, {
    path: ACCOUNT_MAIL_PAGES[kind],
    token,
  });
}

/**
 * Tells the owner of an address that someone tried to sign up with it, with a link to set a new password in case
 * it was the owner who forgot having an account.
 */
export function sendRegistrationAttemptMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  email: string,
): Promise<void> {
  return queueLinkMail(context, shop, "registration_attempt", { email }, "/forgot-password/");
}
