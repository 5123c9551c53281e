import { describe, expect, it } from "vitest";
import { type FramePricingLine, isFrameFree, zeroCostFrameKeys } from "../../src/index.ts";

describe("isFrameFree (rule:prescription.zero-cost-frames)", () => {
  it("frees the frame of prescription lenses where the switch is on", () => {
    expect(isFrameFree(true, "type_ei")).toBe(true);
    expect(isFrameFree(true, "type_progressive")).toBe(true);
  });

  it("charges the frame with non-prescription lenses, without lenses, or where the switch is off", () => {
    expect(isFrameFree(true, "type_none")).toBe(false);
    expect(isFrameFree(true, undefined)).toBe(false);
    expect(isFrameFree(false, "type_ei")).toBe(false);
  });
});

describe("zeroCostFrameKeys (rule:prescription.zero-cost-frames)", () => {
  const group = (id: string, isMainItem: boolean) => ({ id, isMainItem, isRequired: !isMainItem });
  const glasses = (id: string, lensType: string): FramePricingLine[] => [
    { key: `${id}-frame`, itemGroup: group(id, true), lensType: undefined, isLens: false },
    { key: `${id}-type`, itemGroup: group(id, false), lensType, isLens: false },
    { key: `${id}-quality`, itemGroup: group(id, false), lensType: undefined, isLens: true },
  ];
  const frameAlone: FramePricingLine = {
    key: "alone",
    itemGroup: undefined,
    lensType: undefined,
    isLens: false,
  };

  it("names the frame of each pair with prescription lenses, never a frame alone or with plain lenses", () => {
    const lines = [
      ...glasses("a", "type_ei"),
      frameAlone,
      ...glasses("b", "type_none"),
      ...glasses("c", "type_progressive"),
    ];
    expect([...zeroCostFrameKeys(true, lines)].sort()).toEqual(["a-frame", "c-frame"]);
  });

  it("names none where the switch is off", () => {
    expect(zeroCostFrameKeys(false, glasses("a", "type_ei")).size).toBe(0);
  });

  it("never names a lens part, even one standing alone as a main item", () => {
    const lonePart: FramePricingLine = {
      key: "part",
      itemGroup: group("x", true),
      lensType: "type_ei",
      isLens: false,
    };
    expect(zeroCostFrameKeys(true, [lonePart]).size).toBe(0);
  });

  it("names no frame whose group has a prescription lens type but no lenses", () => {
    const withoutLenses = glasses("a", "type_ei").filter((line) => !line.isLens);
    expect(zeroCostFrameKeys(true, withoutLenses).size).toBe(0);
  });
});
