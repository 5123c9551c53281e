import { describe, expect, it } from "vitest";
import { ALERT_DURATION_MS, alertActions } from "../../src/alerts.ts";

describe("alerts", () => {
  it("gives ERROR an OK button, RELOAD reload and close, ROUTE a view link and the others nothing", () => {
    expect(alertActions("ERROR")).toEqual(["ok"]);
    expect(alertActions("RELOAD")).toEqual(["reload", "close"]);
    expect(alertActions("ROUTE")).toEqual(["view"]);
    expect(alertActions("CONFIRM")).toEqual([]);
    expect(alertActions("WARNING")).toEqual([]);
  });

  it("lasts 5000 ms", () => {
    expect(ALERT_DURATION_MS).toBe(5000);
  });
});
