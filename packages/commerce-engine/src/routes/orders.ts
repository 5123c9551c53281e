import type { Database } from "@eyewear/database";
import {
  fitsMaxLength,
  isFilled,
  isOrderId,
  isValidName,
  isValidZipCode,
  PAYMENT_KEYS,
} from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseJsonBody, parseParameter, positiveIntString } from "../http/params.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { confirmOrderPayment, placeOrder } from "../services/checkout.ts";
import { getCustomerOrder, getOrderByCbdToken, listCustomerOrders } from "../services/orders.ts";

const NAME_MAX_LENGTH = 100;
const ADDRESS_PART_MAX_LENGTH = 100;

const filledText = (max: number) =>
  z
    .string()
    .refine(
      (value) => isFilled(value) && fitsMaxLength(value.trim(), max),
      `must be filled, at most ${max} characters`,
    )
    .transform((value) => value.trim());

const addressSchema = z.strictObject({
  firstName: z
    .string()
    .refine(
      (value) => isValidName(value) && fitsMaxLength(value.trim(), NAME_MAX_LENGTH),
      "is not a valid name",
    )
    .transform((value) => value.trim()),
  lastName: z
    .string()
    .refine(
      (value) => isValidName(value) && fitsMaxLength(value.trim(), NAME_MAX_LENGTH),
      "is not a valid name",
    )
    .transform((value) => value.trim()),
  street: filledText(ADDRESS_PART_MAX_LENGTH),
  houseNumber: filledText(20),
  zipCode: z.string().refine(isValidZipCode, "is not a valid zip code"),
  city: filledText(ADDRESS_PART_MAX_LENGTH),
});

const customerIdSchema = z.number().int().positive();
const orderIdSchema = z.string().refine(isOrderId, "must be 12 digits");

/**
 * The engine's own checkout and order endpoints (DESIGN §1: the SCAYLE Storefront API has none), for the customer
 * the storefront's session names. docs/decisions/0023-order-placement.md
 */
export function orderRoutes(db: Database, paymentProvider: PaymentProvider): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const customerIdOf = (value: string) => parseParameter(positiveIntString, value, "customerId");
  const orderIdOf = (value: string) => parseParameter(orderIdSchema, value, "orderId");

  app.post("/checkout/orders", async (c) => {
    const body = await parseJsonBody(
      c.req,
      z.strictObject({
        customerId: customerIdSchema,
        idempotencyKey: z.string().regex(/^[\w-]{16,100}$/, "must be 16 to 100 letters, digits, - or _"),
        billingAddress: addressSchema,
        shippingAddress: addressSchema.optional(),
        paymentKey: z.enum(PAYMENT_KEYS),
        returnUrl: z.url({ protocol: /^https?$/ }).optional(),
      }),
    );
    const placed = await placeOrder(db, c.var.shop, paymentProvider, body, new Date());
    const { status, ...answer } = placed;
    return c.json(answer, status);
  });

  app.post("/checkout/orders/:orderId/payment-confirmations", async (c) => {
    const { customerId } = await parseJsonBody(c.req, z.strictObject({ customerId: customerIdSchema }));
    const orderId = orderIdOf(c.req.param("orderId"));
    return c.json(
      await confirmOrderPayment(db, c.var.shop, paymentProvider, { customerId, orderId }, new Date()),
    );
  });

  app.post("/orders/cbd-lookups", async (c) => {
    const { cbdToken } = await parseJsonBody(
      c.req,
      z.strictObject({ cbdToken: z.string().regex(/^[\w-]{20,100}$/, "is not a token") }),
    );
    return c.json({ order: await getOrderByCbdToken(db, c.var.shop, cbdToken, new Date()) });
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
