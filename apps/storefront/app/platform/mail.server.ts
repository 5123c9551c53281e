import type { MailWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { callEngine } from "./engine-client.server.ts";
import { translatorFor } from "./i18n.server.ts";
import { sendBySmtp } from "./mail-transport.ts";
import { noteCausedMail, visibleOutboxMailIds } from "./outbox-visit.server.ts";
import type { OutboxMailKind } from "./outbox-visit.ts";
import { publicLink } from "./public-origin.server.ts";
import { shopPath } from "./shop.ts";

/** Mails that ask the reader to follow one link; each has a subject, body and action text per language. */
export type LinkMailKind =
  | "verification"
  | "password_reset"
  | "newsletter_confirmation"
  | "registration_attempt";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail in the shop's language that asks the reader to follow one link: the greeting (by name when known), the
 * body, and the link as text and as a button.
 */
function linkMail(
  shop: Pick<ShopConfig, "language">,
  kind: LinkMailKind,
  to: string,
  values: { name?: string; link: string },
): Mail {
  const t = translatorFor(shop);
  const greeting =
    values.name === undefined ? t("mail.greetingWithoutName") : t("mail.greeting", { name: values.name });
  const body = t(`mail.${kind}.body`);
  const action = t(`mail.${kind}.action`);
  const html = renderToStaticMarkup(
    createElement(
      "div",
      null,
      createElement("p", null, greeting),
      createElement("p", null, body),
      createElement("p", null, createElement("a", { href: values.link }, action)),
    ),
  );
  return {
    to,
    subject: t(`mail.${kind}.subject`),
    text: `${greeting}\n\n${body}\n\n${values.link}\n`,
    html,
  };
}

/**
 * Writes the mail to the outbox and, when an SMTP server is configured, sends it and marks it sent. A failed
 * send is logged and the mail stays unsent in the outbox. A mail with a `onceKey` already in the outbox (say, the
 * confirmation of an order that a repeated request confirms again) is neither written nor sent a second time.
 * In demo mode the browser that caused the mail may see it in the outbox (rule:platform.demo-outbox-visibility).
 */
export async function queueMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  kind: OutboxMailKind,
  mail: Mail,
  onceKey?: string,
): Promise<void> {
  const { smtpUrl } = context.get(servicesContext);
  const queued = await callEngine<{ mail: MailWire | null }>(context, shop, "POST", "/mails", {
    ...mail,
    onceKey,
  });
  if (!queued.ok) throw new Error(`the engine refused a mail to the outbox (${queued.code})`);
  const row = queued.mail;
  if (row) noteCausedMail(context, { id: row.id, to: row.to, kind });
  if (smtpUrl && row) await sendOutboxMail(context, shop, smtpUrl, row);
}

/** Sends an outbox mail by SMTP and records it sent; a failed send is logged and the mail stays unsent. */
async function sendOutboxMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  smtpUrl: string,
  row: MailWire,
): Promise<void> {
  const { logger } = context.get(servicesContext);
  try {
    await sendBySmtp(smtpUrl, shop.domain, row);
    const delivered = await callEngine(context, shop, "POST", `/mails/${row.id}/deliveries`);
    if (!delivered.ok)
      throw new Error(`the engine refused the delivery of mail ${row.id} (${delivered.code})`);
  } catch (error) {
    logger.error({ err: error, mailId: row.id }, "sending a mail failed; it stays in the outbox");
  }
}

/**
 * Mails the engine wrote itself for this request (a cancellation's confirmation): noted for the demo outbox
 * and, when an SMTP server is configured, sent at once rather than with the next hourly sweep.
 */
export async function deliverEngineMails(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  kind: OutboxMailKind,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const answer = await callEngine<{ mails: MailWire[] }>(context, shop, "GET", `/mails?ids=${ids.join(",")}`);
  if (!answer.ok) throw new Error(`the engine refused to answer its mails (${answer.code})`);
  const { smtpUrl } = context.get(servicesContext);
  for (const row of answer.mails) {
    noteCausedMail(context, { id: row.id, to: row.to, kind });
    if (smtpUrl && row.sentAt === null) await sendOutboxMail(context, shop, smtpUrl, row);
  }
}

/**
 * The outbox mails this browser caused, newest first (the demo outbox page); never anybody else's
 * (rule:platform.demo-outbox-visibility).
 */
export async function visibleOutboxMails(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<MailWire[]> {
  const ids = visibleOutboxMailIds(context);
  if (ids.length === 0) return [];
  const answer = await callEngine<{ mails: MailWire[] }>(context, shop, "GET", `/mails?ids=${ids.join(",")}`);
  if (!answer.ok) throw new Error(`the engine refused to list the outbox (${answer.code})`);
  return answer.mails;
}

/** Queues the link mail whose link opens a page of the shop. */
export async function queueLinkMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  kind: LinkMailKind,
  recipient: { email: string; name?: string },
  path: string,
): Promise<void> {
  const link = publicLink(context, shopPath(shop, path));
  await queueMail(context, shop, kind, linkMail(shop, kind, recipient.email, { name: recipient.name, link }));
}

/**
 * Queues the link mail whose link opens a page of the shop (`/verify-email/`) with a one-time token, which only
 * that page's POST button uses, so mail scanners that open links do not spend it.
 */
export function queueTokenLinkMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  kind: LinkMailKind,
  recipient: { email: string; name?: string },
  page: { path: string; token: string },
): Promise<void> {
  return queueLinkMail(
    context,
    shop,
    kind,
    recipient,
    `${page.path}?token=${encodeURIComponent(page.token)}`,
  );
}
