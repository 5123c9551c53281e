import { describe, expect, it } from "vitest";
import { MAX_BASKET_ITEM_QUANTITY } from "../../src/basket.ts";
import { availableBasketQuantity, canAddBasketLine, sellableForLine } from "../../src/basket-lines.ts";

describe("sellableForLine", () => {
  it("subtracts what other lines of the same variant hold, never below zero", () => {
    expect(sellableForLine(5, 2)).toBe(3);
    expect(sellableForLine(2, 5)).toBe(0);
  });

  it("stays unlimited for variants sellable without stock", () => {
    expect(sellableForLine(null, 7)).toBeNull();
  });
});

describe("canAddBasketLine", () => {
  it("allows a new line only below the maximum", () => {
    expect(canAddBasketLine(49, 50)).toBe(true);
    expect(canAddBasketLine(50, 50)).toBe(false);
  });
});

describe("availableBasketQuantity", () => {
  it("caps at the largest line quantity and treats unlimited as that cap", () => {
    expect(availableBasketQuantity(4)).toBe(4);
    expect(availableBasketQuantity(5000)).toBe(MAX_BASKET_ITEM_QUANTITY);
    expect(availableBasketQuantity(null)).toBe(MAX_BASKET_ITEM_QUANTITY);
  });
});
