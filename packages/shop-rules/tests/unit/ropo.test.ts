import { describe, expect, it } from "vitest";
import {
  addToRopoSlots,
  decodeRopoIds,
  emptyRopoSlots,
  encodeRopoIds,
  findBranchQuery,
  isRopoSlotIndex,
  isRopoSupported,
  removeFromRopoSlots,
  ropoArticleCount,
  ropoArticlesOfQuery,
  ropoCategoryPath,
} from "../../src/ropo.ts";
import { SHOPS, shopByCode } from "../../src/shops.ts";

const base = shopByCode("de-de")!;
const withRopo = (ropoReduction: boolean, path: string | undefined) => ({
  features: { ...base.features, ropoReduction },
  ropoCategoryPath: path,
});

describe("isRopoSupported (rule:ropo.supported-product)", () => {
  const sunglassesProduct = ["/sonnenbrillen/", "/sonnenbrillen/damen/"];

  it("holds when reduction is on, a path is configured and the product's categories include it", () => {
    expect(isRopoSupported(withRopo(true, "/sonnenbrillen/"), sunglassesProduct)).toBe(true);
    expect(isRopoSupported(withRopo(true, "/sonnenbrillen/damen/"), sunglassesProduct)).toBe(true);
  });

  it("fails when any of the three conditions fails", () => {
    expect(isRopoSupported(withRopo(false, "/sonnenbrillen/"), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, undefined), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, ""), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, "/brillen/"), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, "/sonnenbrillen/"), [])).toBe(false);
  });

  it("names the ropo category only where the shop offers a ropo listing", () => {
    expect(ropoCategoryPath(withRopo(true, "/sonnenbrillen/"))).toBe("/sonnenbrillen/");
    expect(ropoCategoryPath(withRopo(false, "/sonnenbrillen/"))).toBeUndefined();
    const offering = SHOPS.filter((shop) => ropoCategoryPath(shop) !== undefined).map((shop) => shop.code);
    expect(offering).toEqual(["de-at", "de-de", "it-it"]);
  });
});

describe("ropo basket slots (rule:ropo.slots)", () => {
  const first = { productId: 11, variantId: 110 };
  const second = { productId: 12, variantId: 120 };
  const third = { productId: 11, variantId: 111 };

  it("fills the first empty slot, or the chosen editing slot when it is empty", () => {
    const one = addToRopoSlots(emptyRopoSlots(3), first);
    expect(one).toEqual({ ok: true, slots: [first, null, null], index: 0 });
    const edited = addToRopoSlots(one.ok ? one.slots : [], second, 2);
    expect(edited).toEqual({ ok: true, slots: [first, null, second], index: 2 });
    // An editing slot that is taken or out of bounds falls back to the first empty one.
    expect(addToRopoSlots([first, null, null], second, 0)).toEqual({
      ok: true,
      slots: [first, second, null],
      index: 1,
    });
    expect(addToRopoSlots([first, null, null], second, 7)).toMatchObject({ ok: true, index: 1 });
  });

  it("fails on the same product and variant, but takes another variant of the same product", () => {
    expect(addToRopoSlots([null, first], { ...first })).toEqual({ ok: false, reason: "duplicate" });
    expect(addToRopoSlots([null, first], third)).toMatchObject({ ok: true, slots: [third, first] });
  });

  it("fails when every slot is filled, a duplicate before that", () => {
    expect(addToRopoSlots([first, second], third)).toEqual({ ok: false, reason: "full" });
    expect(addToRopoSlots([first, second], second)).toEqual({ ok: false, reason: "duplicate" });
  });

  it("empties a slot on removal and counts the filled ones", () => {
    const slots = [first, second, third];
    expect(ropoArticleCount(slots)).toBe(3);
    const removed = removeFromRopoSlots(slots, 1);
    expect(removed).toEqual([first, null, third]);
    expect(ropoArticleCount(removed)).toBe(2);
    expect(ropoArticleCount(emptyRopoSlots(4))).toBe(0);
  });

  it("tells slot indexes from out-of-bounds ones", () => {
    expect([-1, 0, 1, 2, 0.5].map((index) => isRopoSlotIndex([null, null], index))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it("has the shops' capacity from the feature setting", () => {
    expect(shopByCode("it-it")!.ropoBasketCapacity).toBe(4);
  });
});

describe("find-branch query (rule:ropo.branch-handoff)", () => {
  const articles = [
    { productId: 11, variantId: 110 },
    { productId: 12, variantId: 120 },
  ];

  it("carries base64 article-variant pairs and the service GL_CR, and branch-id once chosen", () => {
    expect(encodeRopoIds(articles)).toBe(btoa("11-110,12-120"));
    expect(findBranchQuery(articles).toString()).toBe(
      `ropo-ids=${encodeURIComponent(btoa("11-110,12-120"))}&service=GL_CR`,
    );
    expect(findBranchQuery(articles, 5).get("branch-id")).toBe("5");
  });

  it("decodes what it encodes and nothing else", () => {
    expect(decodeRopoIds(encodeRopoIds(articles))).toEqual(articles);
    expect(decodeRopoIds("not base64!")).toEqual([]);
    expect(decodeRopoIds(btoa("11-110,<b>"))).toEqual([]);
    expect(decodeRopoIds(btoa("0-1"))).toEqual([]);
  });

  it("reads the handed-over articles back only with the service GL_CR", () => {
    expect(ropoArticlesOfQuery(findBranchQuery(articles, 3))).toEqual(articles);
    const otherService = findBranchQuery(articles);
    otherService.set("service", "XX");
    expect(ropoArticlesOfQuery(otherService)).toEqual([]);
    expect(ropoArticlesOfQuery(new URLSearchParams("search=Roma"))).toEqual([]);
  });
});
