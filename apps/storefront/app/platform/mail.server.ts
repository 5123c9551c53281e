import type { MailWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import { createTransport, type Transporter } from "nodemailer";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { callEngine } from "./engine-client.server.ts";
import { translatorFor } from "./i18n.server.ts";
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

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The absolute URL of a shop path for a mail: under PUBLIC_URL when set, else the requesting origin. */
export function mailLink(context: Readonly<RouterContextProvider>, request: Request, path: string): string {
  const base = context.get(servicesContext).publicUrl ?? new URL(request.url).origin;
  return new URL(path, base).toString();
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
 */
export async function queueMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  mail: Mail,
  onceKey?: string,
): Promise<void> {
  const { smtpUrl, logger } = context.get(servicesContext);
  const queued = await callEngine<{ mail: MailWire | null }>(context, shop, "POST", "/mails", {
    ...mail,
    onceKey,
  });
  if (!queued.ok) throw new Error(`the engine refused a mail to the outbox (${queued.code})`);
  const row = queued.mail;
  if (!smtpUrl || !row) return;
  try {
    await transportFor(smtpUrl).sendMail({ from: `no-reply@${shop.domain}`, ...mail });
    const delivered = await callEngine(context, shop, "POST", `/mails/${row.id}/deliveries`);
    if (!delivered.ok)
      throw new Error(`the engine refused the delivery of mail ${row.id} (${delivered.code})`);
  } catch (error) {
    logger.error({ err: error, mailId: row.id }, "sending a mail failed; it stays in the outbox");
  }
}

/** The newest mails of the outbox, newest first (the demo outbox page). */
export async function newestOutboxMails(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  limit: number,
): Promise<MailWire[]> {
  const answer = await callEngine<{ mails: MailWire[] }>(context, shop, "GET", `/mails?limit=${limit}`);
  if (!answer.ok) throw new Error(`the engine refused to list the outbox (${answer.code})`);
  return answer.mails;
}

/** Queues the link mail whose link opens a page of the shop. */
export async function queueLinkMail(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
  kind: LinkMailKind,
  recipient: { email: string; name?: string },
  path: string,
): Promise<void> {
  const link = mailLink(context, request, shopPath(shop, path));
  await queueMail(context, shop, linkMail(shop, kind, recipient.email, { name: recipient.name, link }));
}

/**
 * Queues the link mail whose link opens a page of the shop (`/verify-email/`) with a one-time token, which only
 * that page's POST button uses, so mail scanners that open links do not spend it.
 */
export function queueTokenLinkMail(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
  kind: LinkMailKind,
  recipient: { email: string; name?: string },
  page: { path: string; token: string },
): Promise<void> {
  const path = `${page.path}?token=${encodeURIComponent(page.token)}`;
  return queueLinkMail(context, request, shop, kind, recipient, path);
}
