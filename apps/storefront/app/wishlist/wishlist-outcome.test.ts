import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { wishlistOutcomeAlert } from "./wishlist-outcome.ts";

const t = ((key: string, values?: { name?: string }) =>
  values?.name ? `${key}(${values.name})` : key) as unknown as TFunction;

describe("wishlistOutcomeAlert", () => {
  it("confirms a replace and shows a failure's reason as an error", () => {
    expect(wishlistOutcomeAlert({ ok: true, messageKey: "wishlist.replaced" }, t)).toEqual({
      kind: "CONFIRM",
      message: "wishlist.replaced",
    });
    expect(
      wishlistOutcomeAlert({ ok: false, errorKey: "wishlist.error.itemUnavailable", status: 412 }, t),
    ).toMatchObject({ kind: "ERROR", message: "wishlist.error.itemUnavailable" });
  });

  it("says after a failed replace whether the removed item is back, naming it", () => {
    const failed = {
      ok: false,
      errorKey: "wishlist.error.alreadyPresent",
      status: 409,
      name: "Aviator",
    } as const;
    expect(wishlistOutcomeAlert({ ...failed, restoreKey: "wishlist.replace.restored" }, t).message).toBe(
      "wishlist.error.alreadyPresent wishlist.replace.restored(Aviator)",
    );
    expect(wishlistOutcomeAlert({ ...failed, restoreKey: "wishlist.replace.lost" }, t).message).toBe(
      "wishlist.error.alreadyPresent wishlist.replace.lost(Aviator)",
    );
  });
});
