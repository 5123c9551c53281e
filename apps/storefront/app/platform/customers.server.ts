import type { CustomerWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { type EngineAnswer, requestEngine } from "./engine-client.ts";

export type Customer = CustomerWire;

export interface CustomerProfileInput {
  firstName: string;
  lastName: string;
  gender: "f" | "m" | "d" | null;
  birthDate: string | null;
  phone: string | null;
}

export type { EngineAnswer, EngineRefusal } from "./engine-client.ts";

/**
 * The small typed client for the engine's own customer and order endpoints (DESIGN §1), next to the SCAYLE SDK for the
 * rest: the same host, shop id parameter and access token, so the engine may be embedded or external.
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
