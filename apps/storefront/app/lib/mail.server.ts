import { mailOutbox } from "@eyewear/database/schema";
import type { ShopConfig } from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/context.ts";
import { translatorFor } from "./i18n.server.ts";

export type AccountMailKind = "verification" | "password_reset";

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

/** A verification or password-reset mail in the shop's language, with the link as text and as a button. */
export function accountMail(
  shop: Pick<ShopConfig, "language">,
  kind: AccountMailKind,
  to: string,
  values: { name: string; link: string },
): Mail {
  const t = translatorFor(shop);
  const greeting = t("mail.greeting", { name: values.name });
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
 * send is logged and the mail stays unsent in the outbox.
 */
export async function queueMail(
  context: Readonly<RouterContextProvider>,
  shop: Pick<ShopConfig, "domain">,
  mail: Mail,
): Promise<void> {
  const { db, smtpUrl, logger } = context.get(servicesContext);
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!smtpUrl || !row) return;
  try {
    await transportFor(smtpUrl).sendMail({ from: `no-reply@${shop.domain}`, ...mail });
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
  } catch (error) {
    logger.error({ err: error, mailId: row.id }, "sending a mail failed; it stays in the outbox");
  }
}
