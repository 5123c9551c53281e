import type { Database } from "@eyewear/database";
import { isValidEmail } from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseJsonBody, parseParameter } from "../http/params.ts";
import { notFound } from "../model/engine-error.ts";
import {
  confirmNewsletterSubscription,
  getPendingConfirmation,
  subscribeToNewsletter,
} from "../services/newsletter.ts";

const tokenSchema = z.string().min(1).max(200);

/** The token is a secret of the subscriber, so the answer does not repeat it. */
const unknownToken = () =>
  notFound("No subscription of this shop awaits confirmation with this token", "token");

/**
 * The engine's own newsletter endpoints (the SCAYLE Storefront API has none): sign-up with double opt-in per
 * shop. docs/decisions/0046-engine-only-data-access.md
 */
export function newsletterRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.post("/newsletter-subscriptions", async (c) => {
    const body = await parseJsonBody(
      c.req,
      z.strictObject({
        email: z.string().max(320).refine(isValidEmail, "must be a valid email address"),
        consentedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
      }),
    );
    return c.json({ subscription: await subscribeToNewsletter(db, c.var.shop, body) });
  });

  app.get("/newsletter-confirmations/:token", async (c) => {
    const token = parseParameter(tokenSchema, c.req.param("token"), "token");
    const subscription = await getPendingConfirmation(db, c.var.shop, token);
    if (!subscription) throw unknownToken();
    return c.json({ subscription });
  });

  app.post("/newsletter-confirmations", async (c) => {
    const { token } = await parseJsonBody(c.req, z.strictObject({ token: tokenSchema }));
    const subscription = await confirmNewsletterSubscription(db, c.var.shop, token);
    if (!subscription) throw unknownToken();
    return c.json({ subscription });
  });

  return app;
}
