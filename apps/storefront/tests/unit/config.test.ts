import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";

const dataDir = mkdtempSync(join(tmpdir(), "eyewear-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PRODUCTION = {
  SHOP_MODE: "production",
  DATA_DIR: dataDir,
  STOREFRONT_API_TOKEN: "production-engine-token-0123456789",
  CONTENT_API_TOKEN: "content-token-0123",
  CONTENT_PREVIEW_TOKEN: "preview-token-0123",
  SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
};

describe("the public origin and the modes (rule:platform.public-origin)", () => {
  it("defaults PUBLIC_URL in demo mode to the listening address, localhost for every interface", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "4321" }).publicUrl).toBe("http://localhost:4321");
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "4321", HOST: "127.0.0.1" }).publicUrl).toBe(
      "http://127.0.0.1:4321",
    );
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "4321", HOST: "::1" }).publicUrl).toBe("http://[::1]:4321");
  });

  it("takes PUBLIC_URL as an origin and refuses one with a path, query or user", () => {
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe(
      "https://shop.example",
    );
    for (const wrong of [
      "https://shop.example/de-de/",
      "https://shop.example?x=1",
      "https://u:p@shop.example",
      "ftp://shop.example",
    ])
      expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL/);
  });

  it("refuses to start in production mode without PUBLIC_URL, saying what to set", () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(
      "PUBLIC_URL must be set when SHOP_MODE=production: the shop's public origin",
    );
  });

  it("marks the shop https (Secure cookies, Strict-Transport-Security) exactly when PUBLIC_URL is https", () => {
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: "https://shop.example" }).secureCookies).toBe(true);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: "http://shop.example" }).secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" }).secureCookies).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).secureCookies).toBe(false);
  });

  it("takes test payments in demo mode, and in production mode only with TEST_PAYMENTS=enabled", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).testPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TEST_PAYMENTS: "disabled" }).testPayments).toBe(false);
    const production = { ...PRODUCTION, PUBLIC_URL: "https://shop.example" };
    expect(loadConfig(production).testPayments).toBe(false);
    expect(loadConfig({ ...production, TEST_PAYMENTS: "enabled" }).testPayments).toBe(true);
  });
});

describe("the subscription scheduler's clock (docs/decisions/0055-subscriptions-and-scheduler.md)", () => {
  it("runs on the real clock unless a demo sets one; production refuses a set clock, and a malformed one is refused", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).subscriptionClock).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, SUBSCRIPTION_CLOCK: "2027-01-15T10:00:00+01:00" }).subscriptionClock,
    ).toEqual(new Date("2027-01-15T09:00:00Z"));
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        PUBLIC_URL: "https://shop.example",
        SUBSCRIPTION_CLOCK: "2027-01-15T10:00:00Z",
      }),
    ).toThrow(/SUBSCRIPTION_CLOCK/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SUBSCRIPTION_CLOCK: "next tuesday" })).toThrow(
      /SUBSCRIPTION_CLOCK/,
    );
  });
});
