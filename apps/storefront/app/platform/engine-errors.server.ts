import type { ShopConfig } from "@eyewear/shop-rules";
import { FetchError } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { shopPageNotFound } from "./error-content.server.ts";

/**
 * Resolves an engine call, turning the engine's 404 into the shop's "Page Not Found" page
 * (rule:routing.not-found-message).
 */
export async function orNotFound<T>(
  call: Promise<T>,
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  url: URL,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof FetchError && error.response.status === 404)
      throw await shopPageNotFound(context, shop, url);
    throw error;
  }
}
