import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { type EngineAnswer, requestEngine } from "./engine-client.ts";

export {
  actionDocumentHeaders,
  type EngineAnswer,
  type EngineRefusal,
  retryAfter,
  retryAfterHeaders,
} from "./engine-client.ts";

/**
 * The one client of the engine's own endpoints (customers, orders, branches, basket merge, mails, newsletter;
 * ADR 0001, docs/decisions/0048) for a shop's request, next to the SCAYLE SDK for the Storefront API: the same
 * host, shop id parameter and access token, so the engine may be embedded or external. A refusal the shopper can
 * act on is an answer, any other failure an error.
 */
export function callEngine<T>(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<EngineAnswer<T>> {
  const services = context.get(servicesContext);
  const connection = { host: services.storefrontApiHost, token: services.storefrontApiToken };
  return requestEngine<T>(connection, shop.shopId, method, path, body);
}
