import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";

/** An engine refusal the forms turn into a message: its status and error code. */
export type EngineRefusal = { ok: false; status: number; code: string };
export type EngineAnswer<T> = ({ ok: true } & T) | EngineRefusal;

/**
 * Refusals a form shows to the shopper (402 declined and 504 timed-out payments, 422 refused vouchers included);
 * anything else (5xx, a broken request) is an error of the storefront.
 */
const EXPECTED_REFUSALS = new Set([400, 401, 402, 403, 404, 409, 422, 429, 504]);

/**
 * The one client of the engine's own endpoints (customers, orders, branches, basket merge; DESIGN §1,
 * docs/decisions/0048), next to the SCAYLE SDK for the Storefront API: the same host, shop id parameter and
 * access token, so the engine may be embedded or external. A refusal the shopper can act on is an answer, any
 * other failure an error.
 */
export async function callEngine<T>(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<EngineAnswer<T>> {
  const services = context.get(servicesContext);
  const url = new URL(`https://${services.storefrontApiHost}/v1${path}`);
  url.searchParams.set("shopId", String(shop.shopId));
  const response = await fetch(url, {
    method,
    headers: { "x-access-token": services.storefrontApiToken, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.ok) return { ok: true, ...((await response.json()) as T) };
  if (!EXPECTED_REFUSALS.has(response.status))
    throw new Error(`${method} ${url.pathname} answered ${response.status}`);
  const error = (await response.json().catch(() => ({}))) as { code?: string };
  return { ok: false, status: response.status, code: error.code ?? "UNKNOWN" };
}
