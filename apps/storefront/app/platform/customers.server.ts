import type { CustomerWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";

export type Customer = CustomerWire;

export interface CustomerProfileInput {
  firstName: string;
  lastName: string;
  gender: "f" | "m" | "d" | null;
  birthDate: string | null;
  phone: string | null;
}

/** An engine refusal the forms turn into a message: its status and error code. */
export type EngineRefusal = { ok: false; status: number; code: string };
export type EngineAnswer<T> = ({ ok: true } & T) | EngineRefusal;

/**
 * Refusals a form shows to the shopper (402 declined and 504 timed-out payments, 422 refused vouchers included);
 * anything else (5xx, a broken request) is an error of the storefront.
 */
const EXPECTED_REFUSALS = new Set([400, 401, 402, 403, 404, 409, 422, 429, 504]);

/**
 * The small typed client for the engine's own customer and order endpoints (DESIGN §1), next to the SCAYLE SDK for the
 * rest: the same host, shop id parameter and access token, so the engine may be embedded or external.
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

export const customersApi = {
  register: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    input: CustomerProfileInput & { email: string; password: string },
  ) =>
    callEngine<{ customer: Customer; verificationToken: string }>(context, shop, "POST", "/customers", input),

  authenticate: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    input: { email: string; password: string; clientAddress: string },
  ) => callEngine<{ customer: Customer }>(context, shop, "POST", "/customers/authentications", input),

  get: (context: Readonly<RouterContextProvider>, shop: ShopConfig, id: number) =>
    callEngine<{ customer: Customer }>(context, shop, "GET", `/customers/${id}`),

  updateProfile: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    id: number,
    profile: CustomerProfileInput,
  ) => callEngine<{ customer: Customer }>(context, shop, "PUT", `/customers/${id}`, profile),

  issueVerificationToken: (context: Readonly<RouterContextProvider>, shop: ShopConfig, id: number) =>
    callEngine<{ customer: Customer; verificationToken: string }>(
      context,
      shop,
      "POST",
      `/customers/${id}/verification-tokens`,
    ),

  verifyEmail: (context: Readonly<RouterContextProvider>, shop: ShopConfig, token: string) =>
    callEngine<{ customer: Customer }>(context, shop, "POST", "/customers/email-verifications", { token }),

  requestPasswordReset: (context: Readonly<RouterContextProvider>, shop: ShopConfig, email: string) =>
    callEngine<{ customer?: Customer; resetToken?: string }>(
      context,
      shop,
      "POST",
      "/customers/password-resets",
      {
        email,
      },
    ),

  changePassword: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    input: { token: string; password: string },
  ) => callEngine<{ customer: Customer }>(context, shop, "POST", "/customers/password-changes", input),
};
