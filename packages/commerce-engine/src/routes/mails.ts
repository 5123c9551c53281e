import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseIdList, parseJsonBody, parseParameter, positiveIntString } from "../http/params.ts";
import { notFound } from "../model/engine-error.ts";
import { enqueueMail, listMails, recordMailDelivery } from "../services/mails.ts";

const MAX_LISTED_MAILS = 100;

const mailSchema = z.strictObject({
  to: z.string().min(1).max(320),
  subject: z.string().min(1).max(500),
  text: z.string().max(100_000),
  html: z.string().max(200_000),
  onceKey: z.string().min(1).max(200).optional(),
});

/**
 * The engine's mail outbox (the SCAYLE Storefront API has none): the storefront writes the mails it composes,
 * marks them sent once its mail server took them, and lists the ones a visitor's browser caused for the demo outbox
 * page (by id: the outbox is never listed whole). The outbox is the whole installation's; the shop of the request
 * only authenticates it. docs/decisions/0046-engine-only-data-access.md
 */
export function mailRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.post("/mails", async (c) => {
    const mail = await enqueueMail(db, await parseJsonBody(c.req, mailSchema));
    return mail ? c.json({ mail }, 201) : c.json({ mail });
  });

  app.get("/mails", async (c) => {
    const ids = parseIdList(c.req.query("ids"), "ids", "ids: name at least one mail", MAX_LISTED_MAILS);
    return c.json({ mails: await listMails(db, ids) });
  });

  app.post("/mails/:mailId/deliveries", async (c) => {
    const mailId = parseParameter(positiveIntString, c.req.param("mailId"), "mailId");
    const mail = await recordMailDelivery(db, mailId, new Date());
    if (!mail) throw notFound(`Mail ${mailId} does not exist`, "mailId");
    return c.json({ mail });
  });

  return app;
}
