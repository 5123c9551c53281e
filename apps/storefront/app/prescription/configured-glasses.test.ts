import { RX_MASTER_KEYS } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { orderedLensNames } from "./configured-glasses.ts";

const frameData = {
  productType: "rxGlasses",
  configurationItems: [
    {
      id: 11,
      name: "Verres sans correction",
      value: "type_none",
      price: 0,
      masterKey: RX_MASTER_KEYS.lensTypes,
      referenceKey: "type_none",
      editable: true,
    },
    {
      id: 12,
      name: "Standard",
      value: "1.67",
      price: 159,
      masterKey: RX_MASTER_KEYS.qualityIndex,
      referenceKey: "standard:1.67",
      editable: true,
    },
    {
      id: 13,
      name: "Filtre lumière bleue",
      value: "blue_light_filter",
      price: 30.9,
      masterKey: RX_MASTER_KEYS.tintingTypes,
      referenceKey: "STD-BLF",
      editable: true,
    },
  ],
  prescriptionSource: "none",
  prescriptionValues: null,
  frameOrder: { productId: 1, variantId: 2, lensFrameType: "full_rim" },
};
const lensLine = (id: number, group = "g1") => ({
  customData: {
    productType: "lenses",
    rxSubItemInfo: { masterKey: "x", configurationItemId: id, frameVariantId: 2 },
  },
  itemGroup: { id: group, isMainItem: false },
});

describe("orderedLensNames (rule:prescription.configured-glasses)", () => {
  const lines = [
    { customData: frameData, itemGroup: { id: "g1", isMainItem: true } },
    lensLine(11),
    lensLine(12),
    lensLine(13),
    lensLine(12, "other-group"),
    { customData: {}, itemGroup: null },
  ];
  const nameOf = orderedLensNames(lines);

  it("names each lens line by the configuration item it was ordered as, the quality with its index", () => {
    expect(lines.slice(1, 4).map(nameOf)).toEqual([
      "Verres sans correction",
      "Standard 1.67",
      "Filtre lumière bleue",
    ]);
  });

  it("leaves the frame, other lines and lens lines without their glasses' configuration to their product's name", () => {
    expect([lines[0]!, lines[4]!, lines[5]!].map(nameOf)).toEqual([undefined, undefined, undefined]);
  });
});
