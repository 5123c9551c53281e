import type { CustomerWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine } from "~/platform/engine-client.server.ts";

export type Customer = CustomerWire;

export interface CustomerProfileInput {
  firstName: string;
  lastName: string;
  gender: "f" | "m" | "d" | null;
  birthDate: string | null;
  phone: string | null;
}

/** The engine's customer endpoints. */
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
