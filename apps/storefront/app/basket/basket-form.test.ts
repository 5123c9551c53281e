import { MAX_BASKET_ITEM_QUANTITY } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { parseFields } from "../../tests/form-data.ts";
import { basketForm } from "./basket-form.ts";

describe("basket forms, parsed as the action parses them", () => {
  it("adds a variant, with an empty add-on field left out", async () => {
    const submission = await parseFields(
      { intent: "add", variantId: "42", quantity: "2", addOnVariantId: "" },
      basketForm,
    );
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "add",
      variantId: 42,
      quantity: 2,
      purchase: "once",
    });
  });

  it("adds a variant as a subscription with its product, interval and delivery day", async () => {
    const submission = await parseFields(
      {
        intent: "add",
        variantId: "42",
        productId: "7",
        quantity: "1",
        purchase: "subscription",
        subscriptionInterval: "3",
        preferredDeliveryDay: "15",
      },
      basketForm,
    );
    expect(submission.status === "success" && submission.value).toMatchObject({
      productId: 7,
      purchase: "subscription",
      subscriptionInterval: "3",
      preferredDeliveryDay: "15",
    });
  });

  it("adds a variant with its required add-on", async () => {
    const submission = await parseFields(
      { intent: "add", variantId: "42", quantity: "1", addOnVariantId: "7" },
      basketForm,
    );
    expect(submission.status === "success" && submission.value).toMatchObject({ addOnVariantId: 7 });
  });

  it("names the quantity when it is no allowed basket quantity", async () => {
    for (const quantity of ["0", "abc", String(MAX_BASKET_ITEM_QUANTITY + 1), "1.5"]) {
      const submission = await parseFields({ intent: "update", itemKey: "k1", quantity }, basketForm);
      expect(submission.status === "error" && Object.keys(submission.error ?? {})).toEqual(["quantity"]);
    }
  });

  it("refuses an unknown intent or a missing item key", async () => {
    expect((await parseFields({ intent: "empty" }, basketForm)).status).toBe("error");
    expect((await parseFields({ intent: "remove", itemKey: "" }, basketForm)).status).toBe("error");
    expect((await parseFields({ intent: "addGift" }, basketForm)).status).toBe("error");
  });

  it("takes a remove, a gift and the pre-checkout check", async () => {
    expect((await parseFields({ intent: "remove", itemKey: "k1" }, basketForm)).status).toBe("success");
    expect((await parseFields({ intent: "addGift", promotionId: "p1" }, basketForm)).status).toBe("success");
    expect((await parseFields({ intent: "checkout" }, basketForm)).status).toBe("success");
  });
});
