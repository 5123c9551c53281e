import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider, Session } from "react-router";
import { type Customer, customersApi } from "~/platform/customers.server.ts";
import { commitSession, getSession, renewSession, type SessionData } from "~/platform/session.server.ts";
import { shopPath } from "~/platform/shop.ts";

/** The signed-in customer of each request, read once however many loaders ask. */
const customersOfRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<Customer | undefined>>();

/** The customer signed in to this shop in the request's session, or undefined. */
export function signedInCustomer(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
): Promise<Customer | undefined> {
  let customer = customersOfRequest.get(context);
  if (!customer) {
    customer = (async () => {
      const session = await getSession(context, request);
      const id = session.get("customerIds")?.[String(shop.shopId)];
      if (id === undefined) return undefined;
      const answer = await customersApi.get(context, shop, id);
      return answer.ok ? answer.customer : undefined;
    })();
    customersOfRequest.set(context, customer);
  }
  return customer;
}

/** The signed-in customer, for loaders and actions the guards already protect; anything else is a bug. */
export async function requireCustomer(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
): Promise<Customer> {
  const customer = await signedInCustomer(context, request, shop);
  if (!customer) throw new Response(null, { status: 302, headers: { location: shopPath(shop, "/signin/") } });
  return customer;
}

/** The record with this shop's entry set (the session keeps one basket, wishlist and customer per shop). */
export function withShopEntry<Value>(
  record: Record<string, Value> | undefined,
  shop: ShopConfig,
  value: Value,
) {
  return { ...record, [String(shop.shopId)]: value };
}

/** The record without this shop's entry. */
export function withoutShopEntry<Value>(record: Record<string, Value> | undefined, shop: ShopConfig) {
  const { [String(shop.shopId)]: _removed, ...rest } = record ?? {};
  return rest;
}

/**
 * After a guest order (docs/decisions/0026) the session (as the checkout action left it) holds the guest customer,
 * so getUser reports status.isGuestCustomer and the payment return page finds the order; the anonymous basket
 * stays the session's. The session id is renewed like on sign-in. Answers the Set-Cookie value.
 */
export async function holdGuestCustomer(
  context: Readonly<RouterContextProvider>,
  session: Session<SessionData>,
  shop: ShopConfig,
  guestCustomerId: number,
): Promise<string> {
  const renewed = await renewSession(context, session);
  renewed.set("customerIds", withShopEntry(session.get("customerIds"), shop, guestCustomerId));
  return commitSession(context, renewed);
}
