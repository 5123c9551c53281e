import { describe, expect, it } from "vitest";
import { parseFields } from "../../tests/form-data.ts";
import {
  CANCELLATION_REASON_MAX_LENGTH,
  subscriptionCancellationSchema,
} from "./subscription-cancellation-form.ts";

const parse = (fields: Record<string, string>) => parseFields(fields, subscriptionCancellationSchema);

describe("the cancellation form, parsed as the action parses it", () => {
  it("takes an address with a subscription number as typed or an order number, the reason optional", async () => {
    const typed = await parse({
      intent: "review",
      email: " Anna@Example.com ",
      subscriptionIdentifier: " abo-k7m2xq9p ",
    });
    expect(typed.status === "success" && typed.value).toEqual({
      intent: "review",
      email: "anna@example.com",
      subscriptionIdentifier: "abo-k7m2xq9p",
    });
    const order = await parse({
      intent: "cancel",
      email: "anna@example.com",
      subscriptionIdentifier: "123456789012",
      cancellationReason: "Umzug",
    });
    expect(order.status === "success" && order.value.cancellationReason).toBe("Umzug");
  });

  it("names each field's fault with a message key", async () => {
    const empty = await parse({ intent: "review" });
    expect(empty.reply().error).toMatchObject({
      email: ["validation.required"],
      subscriptionIdentifier: ["validation.required"],
    });
    const wrong = await parse({
      intent: "review",
      email: "no-address",
      subscriptionIdentifier: "ABO-0000",
      cancellationReason: "x".repeat(CANCELLATION_REASON_MAX_LENGTH + 1),
    });
    expect(wrong.reply().error).toMatchObject({
      email: ["validation.email"],
      subscriptionIdentifier: ["validation.subscription_identifier"],
      cancellationReason: [`validation.max_length:${CANCELLATION_REASON_MAX_LENGTH}`],
    });
  });

  it("refuses an unknown step", async () => {
    const submission = await parse({
      intent: "delete",
      email: "anna@example.com",
      subscriptionIdentifier: "123456789012",
    });
    expect(submission.status).not.toBe("success");
  });
});
