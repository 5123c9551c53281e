import type { Database } from "@eyewear/database";
import {
  fitsMaxLength,
  isFilled,
  isOrderId,
  isValidEmail,
  isValidZipCode,
  PAYMENT_KEYS,
} from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import {
  collectionKeySchema,
  nameSchema,
  parseJsonBody,
  parseParameter,
  positiveIntString,
} from "../http/params.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { confirmOrderPayment, placeGuestOrder, placeOrder } from "../services/checkout.ts";
import type { EngineLimits } from "../services/engine-limits.ts";
import { lookUpOrderStatus } from "../services/order-status-lookups.ts";
import { getCustomerOrder, getOrderByCbdToken, listCustomerOrders } from "../services/orders.ts";
import { checkVoucher } from "../services/vouchers.ts";

const ADDRESS_PART_MAX_LENGTH = 100;

const filledText = (max: number) =>
  z
    .string()
    .refine(
      (value) => isFilled(value) && fitsMaxLength(value.trim(), max),
      `must be filled, at most ${max} characters`,
    )
    .transform((value) => value.trim());

const addressNameSchema = nameSchema.transform((value) => value.trim());

export const addressSchema = z.strictObject({
  firstName: addressNameSchema,
  lastName: addressNameSchema,
  street: filledText(ADDRESS_PART_MAX_LENGTH),
  houseNumber: filledText(20),
  zipCode: z.string().refine(isValidZipCode, "is not a valid zip code"),
  city: filledText(ADDRESS_PART_MAX_LENGTH),
});

const customerIdSchema = z.number().int().positive();
const voucherCodeSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,40}$/, "must be 1 to 40 letters, digits, - or _");
export const emailSchema = z.string().max(320).refine(isValidEmail, "must be a valid email address");

const MINOR_UNITS = z.number().int().nonnegative();
const REVIEW_TEXT = z.string().min(1).max(100);
const REVIEWED_ITEMS_MAX = 500;

/** What the shopper reviewed (rule:checkout.reviewed-order), as the storefront verified it. */
const reviewedOrderSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        key: REVIEW_TEXT,
        variantId: z.number().int().positive(),
        quantity: z.number().int().positive(),
        unitPrice: MINOR_UNITS,
        total: MINOR_UNITS,
        group: REVIEW_TEXT.nullable(),
        promotion: REVIEW_TEXT.nullable(),
      }),
    )
    .max(REVIEWED_ITEMS_MAX),
  voucher: z.strictObject({ code: z.string().min(1).max(40), reduction: MINOR_UNITS }).nullable(),
  carrier: REVIEW_TEXT,
  shipping: MINOR_UNITS,
  paymentKeys: z.array(z.enum(PAYMENT_KEYS)).max(PAYMENT_KEYS.length),
  total: MINOR_UNITS,
});

/** The checkout form's part of an order request, for registered and guest customers alike. */
const orderDetailsSchema = z.strictObject({
  idempotencyKey: z.string().regex(/^[\w-]{16,100}$/, "must be 16 to 100 letters, digits, - or _"),
  billingAddress: addressSchema,
  shippingAddress: addressSchema.optional(),
  paymentKey: z.enum(PAYMENT_KEYS),
  returnUrl: z.url({ protocol: /^https?$/ }).optional(),
  voucherCode: voucherCodeSchema.optional(),
  review: reviewedOrderSchema.optional(),
});
const orderIdSchema = z.string().refine(isOrderId, "must be 12 digits");
const RETURNED_PARAMETERS_MAX = 20;
/** The query parameters a payment provider sent the shopper back with, for the provider to verify. */
export const returnedParametersSchema = z
  .record(z.string().max(50), z.string().max(500))
  .refine(
    (parameters) => Object.keys(parameters).length <= RETURNED_PARAMETERS_MAX,
    `must have at most ${RETURNED_PARAMETERS_MAX} parameters`,
  );

/**
 * The engine's own checkout and order endpoints (the SCAYLE Storefront API has none; ADR 0023), for the customer
 * the storefront's session names. docs/decisions/0023-order-placement.md
 */
export function orderRoutes(
  db: Database,
  paymentProvider: PaymentProvider,
  limits: EngineLimits,
): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const customerIdOf = (value: string) => parseParameter(positiveIntString, value, "customerId");
  const orderIdOf = (value: string) => parseParameter(orderIdSchema, value, "orderId");

  app.post("/checkout/orders", async (c) => {
    const body = await parseJsonBody(c.req, orderDetailsSchema.extend({ customerId: customerIdSchema }));
    const { status, ...answer } = await placeOrder(db, c.var.shop, paymentProvider, body, new Date());
    return c.json(answer, status);
  });

  app.post("/checkout/guest-orders", async (c) => {
    const body = await parseJsonBody(
      c.req,
      orderDetailsSchema.extend({ email: emailSchema, basketKey: collectionKeySchema }),
    );
    const { status, ...answer } = await placeGuestOrder(db, c.var.shop, paymentProvider, body, new Date());
    return c.json(answer, status);
  });

  app.post("/checkout/voucher-checks", async (c) => {
    // A registered customer's basket by customer id, a guest checkout's by the session's anonymous basket key.
    const { voucherCode, ...basketOwner } = await parseJsonBody(
      c.req,
      z.union([
        z.strictObject({ customerId: customerIdSchema, voucherCode: voucherCodeSchema }),
        z.strictObject({ basketKey: collectionKeySchema, voucherCode: voucherCodeSchema }),
      ]),
    );
    return c.json(await checkVoucher(db, c.var.shop, basketOwner, voucherCode, new Date()));
  });

  app.post("/checkout/orders/:orderId/payment-confirmations", async (c) => {
    const { customerId, returned } = await parseJsonBody(
      c.req,
      z.strictObject({ customerId: customerIdSchema, returned: returnedParametersSchema }),
    );
    const orderId = orderIdOf(c.req.param("orderId"));
    return c.json(
      await confirmOrderPayment(
        db,
        c.var.shop,
        paymentProvider,
        { customerId, orderId, returned },
        new Date(),
      ),
    );
  });

  app.post("/orders/cbd-lookups", async (c) => {
    const { cbdToken } = await parseJsonBody(
      c.req,
      z.strictObject({ cbdToken: z.string().regex(/^[\w-]{20,100}$/, "is not a token") }),
    );
    return c.json({ order: await getOrderByCbdToken(db, c.var.shop, cbdToken, new Date()) });
  });

  // A POST, so the email address stays out of URLs and access logs.
  app.post("/orders/status-lookups", async (c) => {
    const lookup = await parseJsonBody(
      c.req,
      z.strictObject({
        orderId: orderIdSchema,
        secondFactor: z.string().trim().min(1).max(254),
        clientAddress: z.string().min(1).max(100),
      }),
    );
    return c.json({ order: await lookUpOrderStatus(db, limits.orderLookup, c.var.shop, lookup) });
  });

  app.get("/customers/:customerId/orders", async (c) =>
    c.json({ orders: await listCustomerOrders(db, c.var.shop, customerIdOf(c.req.param("customerId"))) }),
  );

  app.get("/customers/:customerId/orders/:orderId", async (c) => {
    const customerId = customerIdOf(c.req.param("customerId"));
    const orderId = orderIdOf(c.req.param("orderId"));
    return c.json({ order: await getCustomerOrder(db, c.var.shop, customerId, orderId) });
  });

  return app;
}
