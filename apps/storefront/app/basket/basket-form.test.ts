import { MAX_BASKET_ITEM_QUANTITY } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { parseForm } from "~/platform/form-submission.server.ts";
import { basketForm } from "./basket-form.ts";

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

describe("basket forms, parsed as the action parses them", () => {
  it("adds a variant, with an empty add-on field left out", async () => {
    const submission = await parseForm(
      form({ intent: "add", variantId: "42", quantity: "2", addOnVariantId: "" }),
      basketForm,
    );
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "add",
      variantId: 42,
      quantity: 2,
    });
  });

  it("adds a variant with its required add-on", async () => {
    const submission = await parseForm(
      form({ intent: "add", variantId: "42", quantity: "1", addOnVariantId: "7" }),
      basketForm,
    );
    expect(submission.status === "success" && submission.value).toMatchObject({ addOnVariantId: 7 });
  });

  it("names the quantity when it is no allowed basket quantity", async () => {
    for (const quantity of ["0", "abc", String(MAX_BASKET_ITEM_QUANTITY + 1), "1.5"]) {
      const submission = await parseForm(form({ intent: "update", itemKey: "k1", quantity }), basketForm);
      expect(submission.status === "error" && Object.keys(submission.error ?? {})).toEqual(["quantity"]);
    }
  });

  it("refuses an unknown intent or a missing item key", async () => {
    expect((await parseForm(form({ intent: "empty" }), basketForm)).status).toBe("error");
    expect((await parseForm(form({ intent: "remove", itemKey: "" }), basketForm)).status).toBe("error");
    expect((await parseForm(form({ intent: "addGift" }), basketForm)).status).toBe("error");
  });

  it("takes a remove, a gift and the pre-checkout check", async () => {
    expect((await parseForm(form({ intent: "remove", itemKey: "k1" }), basketForm)).status).toBe("success");
    expect((await parseForm(form({ intent: "addGift", promotionId: "p1" }), basketForm)).status).toBe(
      "success",
    );
    expect((await parseForm(form({ intent: "checkout" }), basketForm)).status).toBe("success");
  });
});
