import { pageNotFoundMessage, type ShopConfig, splitShopPath } from "@eyewear/shop-rules";
import { FetchError } from "@scayle/storefront-api";
import { data, type RouterContextProvider } from "react-router";
import { shopPageNotFound } from "./error-content.server.ts";
import type { ErrorPayload } from "./errors.ts";
import { engineRefusalStatus } from "./service-refusal.ts";

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

/**
 * The error page answer for an engine refusal that no loader or action handled: 404 names the path, every other
 * refusal is a 400 (rule:platform.bad-input-4xx); undefined when the error is no engine refusal.
 */
export function engineRefusalAnswer(error: unknown, url: URL) {
  const status = engineRefusalStatus(error);
  if (status === undefined) return undefined;
  const shop = splitShopPath(url.pathname)?.shop;
  const payload: ErrorPayload = {
    message: status === 404 ? pageNotFoundMessage(url.pathname) : "",
    homePath: shop ? `/${shop.code}/` : "/",
  };
  return data(payload, { status: status === 404 || status === 429 ? status : 400 });
}
