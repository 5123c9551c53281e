import { listUnsentShopMails, recordMailDelivery } from "@eyewear/commerce-engine";
import type { Database } from "@eyewear/database";
import { shopById } from "@eyewear/shop-rules";
import { sendBySmtp } from "../app/platform/mail-transport.ts";

/** How far back the sweep looks: a mail that could not be sent for a day is left to the operator. */
const SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface EngineMailDeliveryOptions {
  db: Database;
  smtpUrl: string;
  now: Date;
  onError: (error: unknown, mailId: number) => void;
}

/**
 * Sends the mails the embedded engine wrote for a shop without any storefront request (the subscription
 * scheduler's, a customer's change) by SMTP and records them sent; run after each scheduler run
 * (docs/decisions/0055-subscriptions-and-scheduler.md). A failed send stays unsent for the next sweep. Answers how
 * many were sent.
 */
export async function sendEngineMails(options: EngineMailDeliveryOptions): Promise<number> {
  const { db, smtpUrl, now, onError } = options;
  let sent = 0;
  for (const mail of await listUnsentShopMails(db, new Date(now.getTime() - SWEEP_WINDOW_MS))) {
    const shop = mail.shopId === null ? undefined : shopById(mail.shopId);
    if (!shop) continue;
    try {
      await sendBySmtp(smtpUrl, shop.domain, mail);
      await recordMailDelivery(db, mail.id, new Date());
      sent += 1;
    } catch (error) {
      onError(error, mail.id);
    }
  }
  return sent;
}
