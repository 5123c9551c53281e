import { describe, expect, it } from "vitest";
import { ALERT_DURATION_MS, alertAction } from "../../src/alerts.ts";

describe("alerts", () => {
  it("gives ERROR an OK button, RELOAD a reload, ROUTE a view link and the others nothing", () => {
    expect(alertAction("ERROR")).toBe("ok");
    expect(alertAction("RELOAD")).toBe("reload");
    expect(alertAction("ROUTE")).toBe("view");
    expect(alertAction("CONFIRM")).toBeUndefined();
    expect(alertAction("WARNING")).toBeUndefined();
  });

  it("lasts 5000 ms", () => {
    expect(ALERT_DURATION_MS).toBe(5000);
  });
});
