import type { Database } from "@eyewear/database";
import { LAST_DELIVERY_DAY, PAYMENT_KEYS } from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseJsonBody, parseParameter, positiveIntString } from "../http/params.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import {
  changeCustomerSubscription,
  changeSubscriptionPaymentMethod,
  confirmSubscriptionPaymentMethod,
  getCustomerSubscription,
  listCustomerSubscriptions,
  requestSubscriptionCancellation,
  type SubscriptionChange,
} from "../services/subscriptions.ts";
import { addressSchema, emailSchema, returnedParametersSchema } from "./orders.ts";

const REASON_MAX_LENGTH = 500;
const reasonSchema = z.string().trim().max(REASON_MAX_LENGTH).optional();
/** A reference as typed: the service normalises it and answers an unknown one as not found. */
const referenceSchema = z.string().regex(/^[\w -]{1,20}$/, "is not a subscription reference");

/** One change a customer makes to their subscription. */
const changeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("skip") }),
  z.strictObject({ kind: z.literal("interval"), intervalMonths: z.number().int().min(1).max(12) }),
  z.strictObject({
    kind: z.literal("deliveryDay"),
    preferredDeliveryDay: z.number().int().min(1).max(LAST_DELIVERY_DAY),
  }),
  z.strictObject({
    kind: z.literal("address"),
    shippingAddress: addressSchema,
    billingAddress: addressSchema.optional(),
  }),
  z.strictObject({ kind: z.literal("pause") }),
  z.strictObject({ kind: z.literal("resume") }),
  z.strictObject({ kind: z.literal("cancel"), reason: reasonSchema }),
]);

/**
 * The engine's own subscription endpoints (docs/decisions/0055-subscriptions-and-scheduler.md): the signed-in
 * customer's subscriptions, for the customer the storefront's session names, and the cancellation anyone may send
 * without signing in.
 */
export function subscriptionRoutes(db: Database, provider: PaymentProvider): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const customerIdOf = (value: string) => parseParameter(positiveIntString, value, "customerId");
  const referenceOf = (value: string) => parseParameter(referenceSchema, value, "subscriptionId");

  app.get("/customers/:customerId/subscriptions", async (c) =>
    c.json({
      subscriptions: await listCustomerSubscriptions(db, c.var.shop, customerIdOf(c.req.param("customerId"))),
    }),
  );

  app.get("/customers/:customerId/subscriptions/:subscriptionId", async (c) => {
    const customerId = customerIdOf(c.req.param("customerId"));
    const reference = referenceOf(c.req.param("subscriptionId"));
    return c.json({ subscription: await getCustomerSubscription(db, c.var.shop, customerId, reference) });
  });

  app.post("/customers/:customerId/subscriptions/:subscriptionId/changes", async (c) => {
    const customerId = customerIdOf(c.req.param("customerId"));
    const reference = referenceOf(c.req.param("subscriptionId"));
    const body = await parseJsonBody(c.req, changeSchema);
    // Addresses are in the shop's country, as at checkout.
    const countryCode = c.var.shop.country;
    const change: SubscriptionChange =
      body.kind === "address"
        ? {
            kind: "address",
            shippingAddress: { ...body.shippingAddress, countryCode },
            billingAddress: body.billingAddress && { ...body.billingAddress, countryCode },
          }
        : body;
    return c.json(
      await changeCustomerSubscription(db, c.var.shop, customerId, reference, change, new Date()),
    );
  });

  app.post("/customers/:customerId/subscriptions/:subscriptionId/payment-method", async (c) => {
    const customerId = customerIdOf(c.req.param("customerId"));
    const reference = referenceOf(c.req.param("subscriptionId"));
    const { paymentKey, returnUrl } = await parseJsonBody(
      c.req,
      z.strictObject({
        paymentKey: z.enum(PAYMENT_KEYS),
        returnUrl: z.url({ protocol: /^https?$/ }).optional(),
      }),
    );
    return c.json(
      await changeSubscriptionPaymentMethod(
        db,
        c.var.shop,
        provider,
        customerId,
        reference,
        { paymentKey, returnUrl },
        new Date(),
      ),
    );
  });

  app.post("/customers/:customerId/subscriptions/:subscriptionId/payment-method/returns", async (c) => {
    const customerId = customerIdOf(c.req.param("customerId"));
    const reference = referenceOf(c.req.param("subscriptionId"));
    const { returned } = await parseJsonBody(c.req, z.strictObject({ returned: returnedParametersSchema }));
    return c.json(
      await confirmSubscriptionPaymentMethod(
        db,
        c.var.shop,
        provider,
        customerId,
        reference,
        returned,
        new Date(),
      ),
    );
  });

  // A POST, so the email address stays out of URLs and access logs.
  app.post("/subscription-cancellations", async (c) => {
    const request = await parseJsonBody(
      c.req,
      z.strictObject({
        email: emailSchema,
        identifier: z.string().trim().min(1).max(40),
        reason: reasonSchema,
      }),
    );
    return c.json(await requestSubscriptionCancellation(db, c.var.shop, request, new Date()), 202);
  });

  return app;
}
