import { describe, expect, it } from "vitest";
import { SHOPS } from "../../src/shops.ts";
import { COLOUR_VALUE_SWATCHES, nearestColourValue, offersCameraSearch } from "../../src/visual-search.ts";

const ALL_VALUES = Object.keys(COLOUR_VALUE_SWATCHES);

describe("offersCameraSearch", () => {
  it("shows the camera button when the shop's visual search switch is on", () => {
    const shop = SHOPS[0]!;
    expect(offersCameraSearch({ features: { ...shop.features, visualSearch: true } })).toBe(true);
  });

  it("leaves it out when the switch is off", () => {
    const shop = SHOPS[0]!;
    expect(offersCameraSearch({ features: { ...shop.features, visualSearch: false } })).toBe(false);
  });
});

describe("nearestColourValue", () => {
  it("maps pure and everyday colours to the value that names them", () => {
    expect(nearestColourValue({ r: 255, g: 0, b: 0 }, ALL_VALUES)).toBe("red");
    expect(nearestColourValue({ r: 200, g: 30, b: 40 }, ALL_VALUES)).toBe("red");
    expect(nearestColourValue({ r: 0, g: 0, b: 0 }, ALL_VALUES)).toBe("black");
    expect(nearestColourValue({ r: 255, g: 255, b: 255 }, ALL_VALUES)).toBe("white");
    expect(nearestColourValue({ r: 20, g: 80, b: 200 }, ALL_VALUES)).toBe("blue");
    expect(nearestColourValue({ r: 40, g: 140, b: 60 }, ALL_VALUES)).toBe("green");
    expect(nearestColourValue({ r: 120, g: 70, b: 30 }, ALL_VALUES)).toBe("brown");
    expect(nearestColourValue({ r: 230, g: 190, b: 60 }, ALL_VALUES)).toBe("gold");
  });

  it("maps every swatch to its own value", () => {
    for (const [value, hex] of Object.entries(COLOUR_VALUE_SWATCHES)) {
      const number = Number.parseInt(hex.slice(1), 16);
      const colour = { r: number >> 16, g: (number >> 8) & 0xff, b: number & 0xff };
      expect(nearestColourValue(colour, ALL_VALUES)).toBe(value);
    }
  });

  it("chooses only among the values the catalogue offers", () => {
    expect(nearestColourValue({ r: 255, g: 0, b: 0 }, ["blue", "green", "pink"])).toBe("pink");
  });

  it("ignores values without a swatch and finds nothing when none has one", () => {
    expect(nearestColourValue({ r: 250, g: 250, b: 250 }, ["transparent", "black"])).toBe("black");
    expect(nearestColourValue({ r: 250, g: 250, b: 250 }, ["transparent"])).toBeUndefined();
    expect(nearestColourValue({ r: 250, g: 250, b: 250 }, [])).toBeUndefined();
  });
});
