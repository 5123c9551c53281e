import type { Database } from "@eyewear/database";
import {
  type CountryCode,
  isPastDateOrEmpty,
  isValidEmail,
  isValidPassword,
  isValidPhoneOrEmpty,
  storedPhoneNumber,
} from "@eyewear/shop-rules";
import { isHardToGuessPassword } from "@eyewear/shop-rules/password-strength";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { nameSchema, parseJsonBody, parseParameter, positiveIntString } from "../http/params.ts";
import {
  authenticateCustomer,
  changeCustomerProfile,
  getCustomer,
  issueVerificationToken,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
  verifyCustomerEmail,
} from "../services/customers.ts";
import type { EngineLimits } from "../services/engine-limits.ts";

const emailSchema = z.string().refine(isValidEmail, "must be a valid email address");
const passwordSchema = z
  .string()
  .refine(isValidPassword, { error: "does not satisfy the password rule", abort: true })
  .refine((password) => isHardToGuessPassword(password), "is too easy to guess");
/** A customer's profile; a phone number is read in the shop's country and kept international (rule:account.phone). */
const profileSchemaFor = (country: CountryCode) =>
  z.strictObject({
    firstName: nameSchema,
    lastName: nameSchema,
    gender: z.enum(["f", "m", "d"]).nullable().optional(),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be yyyy-mm-dd")
      .refine((value) => isPastDateOrEmpty(value, new Date()), "must lie in the past")
      .nullable()
      .optional(),
    phone: z
      .string()
      .max(40)
      .refine((value) => isValidPhoneOrEmpty(value, country), "is not a phone number")
      .transform((value) => storedPhoneNumber(value, country) || null)
      .nullable()
      .optional(),
  });
const tokenSchema = z.string().regex(/^[\w-]{20,100}$/, "is not a token");

/**
 * The engine's own customer endpoints (the SCAYLE Storefront API has none; ADR 0022): registration, sign-in
 * with rate limiting, profile, email verification and password reset. docs/decisions/0022-customer-accounts.md
 */
export function customerRoutes(db: Database, limits: EngineLimits): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const customerIdOf = (value: string) => parseParameter(positiveIntString, value, "customerId");

  app.post("/customers", async (c) => {
    const body = await parseJsonBody(
      c.req,
      profileSchemaFor(c.var.shop.country).extend({ email: emailSchema, password: passwordSchema }),
    );
    return c.json(await registerCustomer(db, c.var.shop, body, new Date()), 201);
  });

  app.post("/customers/authentications", async (c) => {
    const body = await parseJsonBody(
      c.req,
      z.strictObject({
        email: z.string().max(320),
        password: z.string().max(200),
        clientAddress: z.string().min(1).max(100),
      }),
    );
    return c.json({ customer: await authenticateCustomer(db, limits.signIn, c.var.shop, body) });
  });

  app.post("/customers/email-verifications", async (c) => {
    const { token } = await parseJsonBody(c.req, z.strictObject({ token: tokenSchema }));
    return c.json({ customer: await verifyCustomerEmail(db, c.var.shop, token, new Date()) });
  });

  app.post("/customers/password-resets", async (c) => {
    const { email } = await parseJsonBody(c.req, z.strictObject({ email: emailSchema }));
    return c.json((await requestPasswordReset(db, c.var.shop, email, new Date())) ?? {});
  });

  app.post("/customers/password-changes", async (c) => {
    const body = await parseJsonBody(c.req, z.strictObject({ token: tokenSchema, password: passwordSchema }));
    return c.json({ customer: await resetPassword(db, c.var.shop, body, new Date()) });
  });

  app.get("/customers/:customerId", async (c) =>
    c.json({ customer: await getCustomer(db, c.var.shop, customerIdOf(c.req.param("customerId"))) }),
  );

  app.put("/customers/:customerId", async (c) => {
    const body = await parseJsonBody(c.req, profileSchemaFor(c.var.shop.country));
    const id = customerIdOf(c.req.param("customerId"));
    return c.json({ customer: await changeCustomerProfile(db, c.var.shop, id, body, new Date()) });
  });

  app.post("/customers/:customerId/verification-tokens", async (c) => {
    const id = customerIdOf(c.req.param("customerId"));
    return c.json(await issueVerificationToken(db, c.var.shop, id, new Date()), 201);
  });

  return app;
}
