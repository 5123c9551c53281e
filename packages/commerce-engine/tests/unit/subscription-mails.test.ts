import { LANGUAGES, SHOPS } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { composeSubscriptionMail, type SubscriptionMailKind } from "../../src/services/subscription-mails.ts";

const KINDS: SubscriptionMailKind[] = [
  "created",
  "reminder",
  "delivered",
  "price_notice",
  "payment_failed",
  "payment_failed_final",
  "skipped",
  "interval_changed",
  "delivery_day_changed",
  "address_changed",
  "payment_method_changed",
  "paused",
  "resumed",
  "cancelled",
  "cancellation_unmatched",
];

const values = {
  reference: "ABO-K7M2XQ9P",
  nextDeliveryOn: "2027-01-15",
  intervalMonths: 3,
  total: 5998,
  newTotal: 6498,
  order: "123456789012",
  receivedAt: new Date("2026-11-26T08:30:15Z"),
  effectiveOn: "2026-11-26",
  retryOn: "2027-01-18",
  chargeFrom: "2027-01-29",
  items: ["2 × Lumio Aqua Monthly"],
};

describe("subscription mails", () => {
  it("fills every placeholder of every mail in each shop's language", () => {
    for (const language of LANGUAGES) {
      const shop = SHOPS.find((candidate) => candidate.language === language)!;
      const context = { id: shop.shopId, ...shop };
      for (const kind of KINDS) {
        const mail = composeSubscriptionMail(context, {
          kind,
          to: "anna@example.com",
          name: "Anna Muster",
          values,
        });
        expect(`${mail.subject}${mail.text}`, `${language} ${kind}`).not.toMatch(/[{}]/);
        expect(mail.html).toContain("Anna Muster");
      }
    }
  });

  it("names the time received to the second in the shop's time zone, and escapes what it puts into HTML", () => {
    const germany = SHOPS.find((shop) => shop.code === "de-de")!;
    const mail = composeSubscriptionMail(
      { id: germany.shopId, ...germany },
      { kind: "cancelled", to: "anna@example.com", name: "<Anna>", values },
    );
    expect(mail.text).toContain("am 26. November 2026 um 09:30:15 MEZ bei uns eingegangen");
    expect(mail.text).toContain("Das Abo endet am 26. November 2026");
    expect(mail.html).toContain("&#60;Anna&#62;");
  });
});
