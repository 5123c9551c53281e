import { paymentKeysForCountry } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { parseForm } from "~/platform/form-submission.server.ts";
import { BERLIN_CHECKOUT_FIELDS } from "../../tests/checkout-fields.ts";
import { formData, parseFields } from "../../tests/form-data.ts";
import {
  checkoutFormData,
  checkoutSchema,
  guestCheckoutSchema,
  voucherFormSchema,
} from "./checkout-forms.ts";

const ORDER = { idempotencyKey: "0123456789abcdef", ...BERLIN_CHECKOUT_FIELDS };
const schema = checkoutSchema(paymentKeysForCountry("DE"));

describe("checkout form, parsed as the action parses it", () => {
  it("places an order to the billing address when no shipping address was asked for", async () => {
    const submission = await parseForm(
      checkoutFormData(formData({ ...ORDER, "shipping.city": "Bonn" })),
      schema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.shipping).toBeUndefined();
  });

  it("asks for every shipping field once the shopper asked for a shipping address", async () => {
    const submission = await parseForm(
      checkoutFormData(formData({ ...ORDER, shippingDiffers: "on" })),
      schema,
    );
    expect(submission.status === "error" && submission.error?.["shipping.city"]).toEqual([
      "validation.required",
    ]);
  });

  it("refuses a payment key the shop's country does not offer", async () => {
    const submission = await parseForm(checkoutFormData(formData({ ...ORDER, paymentKey: "twint" })), schema);
    expect(submission.status === "error" && submission.error).toEqual({
      paymentKey: ["checkout.error.payment_key"],
    });
  });

  it("asks a guest for an email address as well", async () => {
    const guest = guestCheckoutSchema(paymentKeysForCountry("DE"));
    const submission = await parseForm(checkoutFormData(formData(ORDER)), guest);
    expect(submission.status === "error" && submission.error).toEqual({ email: ["validation.required"] });
  });
});

describe("voucher forms", () => {
  it("applies a trimmed code and removes without one", async () => {
    const apply = await parseFields(
      { intent: "voucher-apply", voucherCode: " SOMMER-10 " },
      voucherFormSchema,
    );
    expect(apply.status === "success" && apply.value).toEqual({
      intent: "voucher-apply",
      voucherCode: "SOMMER-10",
    });
    const remove = await parseFields({ intent: "voucher-remove" }, voucherFormSchema);
    expect(remove.status === "success" && remove.value).toEqual({ intent: "voucher-remove" });
  });

  it("refuses a code no voucher can have, or none", async () => {
    for (const voucherCode of ["", "zu viel?", "x".repeat(41)]) {
      const submission = await parseFields({ intent: "voucher-apply", voucherCode }, voucherFormSchema);
      expect(submission.status).toBe("error");
    }
  });
});
