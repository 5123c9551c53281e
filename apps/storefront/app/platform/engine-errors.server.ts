import { pageNotFoundMessage, type ShopConfig, splitShopPath } from "@eyewear/shop-rules";
import { FetchError } from "@scayle/storefront-api";
import { data, type RouterContextProvider } from "react-router";
import { shopPageNotFound } from "./error-content.server.ts";
import type { ErrorPayload } from "./errors.ts";

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

/** The HTTP status of a failed engine call (the SDK's FetchError) or content call (storyblok-js-client rejects
 * with a plain `{ message, status, response }`); undefined for any other error. */
function serviceStatus(error: unknown): number | undefined {
  if (error instanceof FetchError) return error.response.status;
  if (typeof error !== "object" || error === null || error instanceof Response) return undefined;
  return "response" in error && "status" in error && typeof error.status === "number"
    ? error.status
    : undefined;
}

/**
 * The status of an engine or content-service refusal the shopper's input caused (rule:platform.bad-input-4xx):
 * its 4xx, except 401 and 403, which mean the storefront's own access is misconfigured. Undefined for anything else.
 */
export function engineRefusalStatus(error: unknown): number | undefined {
  const status = serviceStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403
    ? status
    : undefined;
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
