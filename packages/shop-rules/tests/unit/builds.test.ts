import { describe, expect, it } from "vitest";
import { isNewBuild, RELOAD_GUARD_MS, reloadGuardAllows } from "../../src/builds.ts";

describe("new build detection (rule:platform.new-build)", () => {
  it("reports a different id from builds/latest.json as new", () => {
    expect(isNewBuild("a1b2c3d4", { id: "e5f6a7b8" })).toBe(true);
  });

  it("keeps the same id, and answers that are not a build, as not new", () => {
    expect(isNewBuild("a1b2c3d4", { id: "a1b2c3d4" })).toBe(false);
    for (const latest of [undefined, null, "e5f6a7b8", {}, { id: "" }, { id: 7 }])
      expect(isNewBuild("a1b2c3d4", latest)).toBe(false);
  });
});

describe("reload guard (rule:platform.reload-guard)", () => {
  it("is 10000 ms", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it("allows no reload within 10000 ms of the last one", () => {
    expect(reloadGuardAllows(undefined, 50_000)).toBe(true);
    expect(reloadGuardAllows(50_000, 50_000)).toBe(false);
    expect(reloadGuardAllows(50_000, 59_999)).toBe(false);
    expect(reloadGuardAllows(50_000, 60_000)).toBe(true);
  });

  it("allows a reload when the recorded time lies in the future (the clock was set back)", () => {
    expect(reloadGuardAllows(90_000, 50_000)).toBe(true);
  });
});
