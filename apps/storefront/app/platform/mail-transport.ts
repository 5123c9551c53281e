import { createTransport, type Transporter } from "nodemailer";

/** What a mail server is handed. */
export interface OutgoingMail {
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

/** Hands the mail to the SMTP server of `smtpUrl` as sent by the shop of `shopDomain`. */
export async function sendBySmtp(smtpUrl: string, shopDomain: string, mail: OutgoingMail): Promise<void> {
  await transportFor(smtpUrl).sendMail({
    from: `no-reply@${shopDomain}`,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}
