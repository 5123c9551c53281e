import { describe, expect, it } from "vitest";
import { parseFields } from "../../tests/form-data.ts";
import { wishlistForm } from "./wishlist-form.ts";

describe("wishlist forms, parsed as the action parses them", () => {
  it("toggles a product, with or without a page to return to", async () => {
    const submission = await parseFields({ intent: "toggle", productId: "12", redirectTo: "" }, wishlistForm);
    expect(submission.status === "success" && submission.value).toEqual({ intent: "toggle", productId: 12 });
  });

  it("replaces an item by another variant and removes an item by its key", async () => {
    const replace = await parseFields({ intent: "replace", itemKey: "w1", variantId: "5" }, wishlistForm);
    expect(replace.status === "success" && replace.value).toEqual({
      intent: "replace",
      itemKey: "w1",
      variantId: 5,
    });
    expect((await parseFields({ intent: "remove", itemKey: "w1" }, wishlistForm)).status).toBe("success");
  });

  it("refuses ids out of range and a missing key", async () => {
    for (const productId of ["0", "-3", "2147483648", "x"])
      expect((await parseFields({ intent: "toggle", productId }, wishlistForm)).status).toBe("error");
    expect((await parseFields({ intent: "remove" }, wishlistForm)).status).toBe("error");
  });
});
