import { describe, expect, it } from "vitest";
import { breakpointForWidth, breakpointFromCookie, isAtLeast, viewportCookie } from "../../src/viewport.ts";

describe("viewport breakpoints", () => {
  it("names the widest breakpoint a width reaches", () => {
    expect(breakpointForWidth(320)).toBe("accountMenuMobile");
    expect(breakpointForWidth(375)).toBe("accountMenuMobile");
    expect(breakpointForWidth(400)).toBe("xs");
    expect(breakpointForWidth(1023)).toBe("md");
    expect(breakpointForWidth(1024)).toBe("lg");
    expect(breakpointForWidth(1140)).toBe("header");
    expect(breakpointForWidth(1440)).toBe("2xl");
    expect(breakpointForWidth(2560)).toBe("4xl");
  });

  it("reads the cookie, falling back to lg", () => {
    expect(breakpointFromCookie("sm")).toBe("sm");
    expect(breakpointFromCookie(undefined)).toBe("lg");
    expect(breakpointFromCookie("huge")).toBe("lg");
    expect(breakpointFromCookie("toString")).toBe("lg");
  });

  it("compares breakpoints", () => {
    expect(isAtLeast("xl", "lg")).toBe(true);
    expect(isAtLeast("md", "lg")).toBe(false);
  });

  it("writes a strict, secure, year-long cookie for the whole site", () => {
    expect(viewportCookie("md")).toBe("viewport=md; Max-Age=31536000; Path=/; SameSite=Strict; Secure");
  });
});
