import { describe, expect, it } from "vitest";
import { isVisibleAt } from "../../src/navigation.ts";

describe("isVisibleAt", () => {
  const at = new Date("2025-06-01T12:00:00Z");

  it("shows a node without bounds or inside them", () => {
    expect(isVisibleAt({ visibleFrom: null, visibleTo: null }, at)).toBe(true);
    expect(isVisibleAt({ visibleFrom: new Date("2025-06-01T12:00:00Z"), visibleTo: null }, at)).toBe(true);
    expect(isVisibleAt({ visibleFrom: null, visibleTo: new Date("2025-06-01T12:00:01Z") }, at)).toBe(true);
  });

  it("hides a node before visibleFrom and from visibleTo on", () => {
    expect(isVisibleAt({ visibleFrom: new Date("2025-06-02T00:00:00Z"), visibleTo: null }, at)).toBe(false);
    expect(isVisibleAt({ visibleFrom: null, visibleTo: new Date("2025-06-01T12:00:00Z") }, at)).toBe(false);
  });
});
