import { describe, expect, it } from "vitest";
import {
  type BasketLineState,
  basketErrorRecord,
  groupBasketLines,
  invalidItemGroups,
  isGroupOfEquals,
  isItemGroupComplete,
  isItemGroupValid,
  linesActedOn,
  offersGift,
  showsCheckoutButton,
} from "../../src/basket-groups.ts";

function line(key: string, variantId: number, overrides: Partial<BasketLineState> = {}): BasketLineState {
  return { key, variantId, quantity: 1, status: "available", availableQuantity: 10, ...overrides };
}

const main = (id: string) => ({ id, isMainItem: true, isRequired: true });
const sub = (id: string) => ({ id, isMainItem: false, isRequired: true });

describe("groupBasketLines", () => {
  it("keeps each item group together with its main item first, in the order groups first appear", () => {
    const lines = [
      line("lens-a", 2, { itemGroup: sub("a") }),
      line("single", 3),
      line("frame-a", 1, { itemGroup: main("a") }),
      line("frame-b", 4, { itemGroup: main("b") }),
    ];
    expect(
      groupBasketLines(lines).map((group) => [group.id, group.isItemGroup, group.lines.map((l) => l.key)]),
    ).toEqual([
      ["a", true, ["frame-a", "lens-a"]],
      ["single", false, ["single"]],
      ["b", true, ["frame-b"]],
    ]);
  });
});

describe("isItemGroupValid", () => {
  it("holds while every line is available and in stock for all configured units of its variant", () => {
    const group = [line("f", 1, { itemGroup: main("a") }), line("l", 2, { itemGroup: sub("a") })];
    expect(isItemGroupValid(group, group)).toBe(true);
  });

  it("fails when a product or variant of the group is unavailable", () => {
    const group = [
      line("f", 1, { itemGroup: main("a") }),
      line("l", 2, { itemGroup: sub("a"), status: "unavailable" }),
    ];
    expect(isItemGroupValid(group, group)).toBe(false);
  });

  it("fails when availableQuantity is below the configured units of that variant across groups", () => {
    const groupA = [
      line("fa", 1, { itemGroup: main("a") }),
      line("la", 9, { itemGroup: sub("a"), availableQuantity: 2 }),
    ];
    const groupB = [
      line("fb", 5, { itemGroup: main("b") }),
      line("lb", 9, { itemGroup: sub("b"), availableQuantity: 2 }),
    ];
    const loose = line("loose", 9, { quantity: 4, availableQuantity: 2 });
    expect(isItemGroupValid(groupA, [...groupA, loose])).toBe(true);
    expect(isItemGroupValid(groupA, [...groupA, ...groupB])).toBe(true);
    const moreUnits = [groupB[0]!, { ...groupB[1]!, quantity: 2 }];
    expect(isItemGroupValid(groupA, [...groupA, ...moreUnits])).toBe(false);
  });
});

describe("invalidItemGroups", () => {
  it("names only item groups that are invalid, never ungrouped lines", () => {
    const lines = [
      line("fa", 1, { itemGroup: main("a"), status: "deleted" }),
      line("la", 2, { itemGroup: sub("a") }),
      line("fb", 3, { itemGroup: main("b") }),
      line("loose", 4, { status: "unavailable" }),
    ];
    expect(invalidItemGroups(lines).map((group) => group.lines.map((l) => l.key))).toEqual([["fa", "la"]]);
  });
});

describe("isItemGroupComplete", () => {
  it("needs a main item and every required sub-item at the main item's quantity", () => {
    expect(
      isItemGroupComplete([
        { quantity: 2, itemGroup: main("a") },
        { quantity: 2, itemGroup: sub("a") },
      ]),
    ).toBe(true);
    expect(
      isItemGroupComplete([
        { quantity: 2, itemGroup: main("a") },
        { quantity: 1, itemGroup: sub("a") },
      ]),
    ).toBe(false);
    expect(isItemGroupComplete([{ quantity: 1, itemGroup: sub("a") }])).toBe(false);
    expect(
      isItemGroupComplete([
        { quantity: 2, itemGroup: main("a") },
        { quantity: 1, itemGroup: { id: "a", isMainItem: false, isRequired: false } },
      ]),
    ).toBe(true);
  });
});

describe("showsCheckoutButton", () => {
  it("shows the button only for a non-empty basket without flagged items", () => {
    expect(showsCheckoutButton([line("a", 1)])).toBe(true);
    expect(showsCheckoutButton([line("a", 1), line("b", 2, { status: "unavailable" })])).toBe(false);
    expect(showsCheckoutButton([line("a", 1, { status: "deleted" })])).toBe(false);
    expect(showsCheckoutButton([])).toBe(false);
  });
});

describe("offersGift", () => {
  const gift = { giftVariantIds: [90], conditions: { minQuantity: 2, minOrderValue: 5000 } };

  it("offers the gift when the available non-gift units and the total meet the gift conditions", () => {
    expect(offersGift(gift, [line("a", 1, { quantity: 2 })], 5000)).toBe(true);
  });

  it("does not offer it below minQuantity, below minOrderValue, or when a gift is already in the basket", () => {
    expect(offersGift(gift, [line("a", 1), line("b", 2, { status: "unavailable" })], 9000)).toBe(false);
    expect(offersGift(gift, [line("a", 1, { quantity: 3 })], 4999)).toBe(false);
    expect(offersGift(gift, [line("a", 1, { quantity: 3 }), line("g", 90)], 9000)).toBe(false);
  });
});

describe("basketErrorRecord", () => {
  it("keeps operation, kind, status, variant and message, with -1 for an unknown status", () => {
    expect(basketErrorRecord("add", "ItemUnavailable", 412, 7, "sold out")).toEqual({
      operation: "add",
      kind: "ItemUnavailable",
      statusCode: 412,
      variantId: 7,
      message: "sold out",
    });
    expect(basketErrorRecord("delete", "Unknown", undefined, undefined, "gone").statusCode).toBe(-1);
  });
});

describe("linesActedOn (rule:basket.item-group-removed-together, rule:basket.item-group-of-equals)", () => {
  const eye = (id: string) => ({ id, isMainItem: true, isRequired: false });
  const basket = [
    line("frame", 1, { itemGroup: main("glasses") }),
    line("lens", 2, { itemGroup: sub("glasses") }),
    line("right", 3, { itemGroup: eye("pair") }),
    line("left", 3, { itemGroup: eye("pair") }),
    line("single", 4),
  ];
  const keys = (itemKey: string) => linesActedOn(basket, itemKey).map((acted) => acted.key);

  it("acts on a frame's whole group from any of its lines", () => {
    expect(keys("lens")).toEqual(["frame", "lens"]);
    expect(keys("frame")).toEqual(["frame", "lens"]);
  });

  it("acts on one eye of a contact-lens pair alone, and on a single line alone", () => {
    expect(keys("left")).toEqual(["left"]);
    expect(keys("right")).toEqual(["right"]);
    expect(keys("single")).toEqual(["single"]);
    expect(keys("gone")).toEqual([]);
  });

  it("tells a group of equals by all its lines being main items that nothing requires", () => {
    expect(isGroupOfEquals(basket.filter((entry) => entry.itemGroup?.id === "pair"))).toBe(true);
    expect(isGroupOfEquals(basket.filter((entry) => entry.itemGroup?.id === "glasses"))).toBe(false);
    expect(isGroupOfEquals([line("frame", 1, { itemGroup: main("a") })])).toBe(false);
    expect(isGroupOfEquals([])).toBe(false);
  });
});
