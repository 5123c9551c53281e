import { describe, expect, it } from "vitest";
import { NO_OUTBOX_VISIT, parseOutboxVisit, withCausedMail } from "./outbox-visit.ts";

describe("withCausedMail (rule:platform.demo-outbox-visibility)", () => {
  it("shows a browser the mails it caused: newsletter, order and verification mails", () => {
    let visit = withCausedMail(NO_OUTBOX_VISIT, {
      id: 4,
      to: "a@example.com",
      kind: "newsletter_confirmation",
    });
    visit = withCausedMail(visit, { id: 7, to: "b@example.com", kind: "order_confirmation" });
    visit = withCausedMail(visit, { id: 9, to: "Anna@Example.com", kind: "verification" });
    expect(visit).toEqual({ mailIds: [4, 7, 9], signedUpAddresses: ["anna@example.com"] });
  });

  it("never shows a password reset for an address the browser did not sign up with", () => {
    const asked = withCausedMail(NO_OUTBOX_VISIT, {
      id: 3,
      to: "victim@example.com",
      kind: "password_reset",
    });
    expect(asked).toEqual(NO_OUTBOX_VISIT);
    // Subscribing the victim's address to the newsletter first does not make it the browser's own.
    const subscribed = withCausedMail(NO_OUTBOX_VISIT, {
      id: 5,
      to: "victim@example.com",
      kind: "newsletter_confirmation",
    });
    expect(withCausedMail(subscribed, { id: 6, to: "victim@example.com", kind: "password_reset" })).toBe(
      subscribed,
    );
  });

  it("shows a password reset for an address the browser signed up with, in any letter case", () => {
    const signedUp = withCausedMail(NO_OUTBOX_VISIT, { id: 1, to: "anna@example.com", kind: "verification" });
    expect(
      withCausedMail(signedUp, { id: 2, to: "ANNA@example.com", kind: "password_reset" }).mailIds,
    ).toEqual([1, 2]);
  });

  it("keeps only the latest 40 mails and 5 addresses, so the cookie stays small", () => {
    let visit = NO_OUTBOX_VISIT;
    for (let id = 1; id <= 50; id += 1)
      visit = withCausedMail(visit, { id, to: `c${id}@example.com`, kind: "verification" });
    expect(visit.mailIds).toHaveLength(40);
    expect(visit.mailIds.at(-1)).toBe(50);
    expect(visit.signedUpAddresses).toEqual([46, 47, 48, 49, 50].map((id) => `c${id}@example.com`));
  });
});

describe("parseOutboxVisit", () => {
  it("reads a well-formed visit and drops what is not", () => {
    expect(parseOutboxVisit({ mailIds: [1, 2], signedUpAddresses: ["a@example.com"] })).toEqual({
      mailIds: [1, 2],
      signedUpAddresses: ["a@example.com"],
    });
    expect(parseOutboxVisit({ mailIds: [1, -2, 1.5, "3"], signedUpAddresses: [4, "b@example.com"] })).toEqual(
      {
        mailIds: [1],
        signedUpAddresses: ["b@example.com"],
      },
    );
    expect(parseOutboxVisit(null)).toEqual(NO_OUTBOX_VISIT);
    expect(parseOutboxVisit("x")).toEqual(NO_OUTBOX_VISIT);
  });
});
