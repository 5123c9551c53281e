import { describe, expect, it } from "vitest";
import { isCrossSiteMutation, securityHeaders } from "../../server/security.ts";

function post(headers: Record<string, string>) {
  return new Request("http://shop.test/de-de/basket/", {
    method: "POST",
    headers: { host: "shop.test", ...headers },
  });
}

describe("isCrossSiteMutation (CSRF, ADR 9)", () => {
  it("lets same-origin and header-less posts through", () => {
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "same-origin", origin: "http://shop.test" }))).toBe(
      false,
    );
    expect(isCrossSiteMutation(post({}))).toBe(false);
  });
  it("refuses posts from other sites", () => {
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSiteMutation(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteMutation(post({ origin: "null" }))).toBe(true);
  });
  it("never refuses reads", () => {
    const get = new Request("http://shop.test/de-de/", { headers: { "sec-fetch-site": "cross-site" } });
    expect(isCrossSiteMutation(get)).toBe(false);
  });
});

describe("securityHeaders", () => {
  it("allows scripts only with the response's nonce and forbids framing", () => {
    const headers = securityHeaders("abc123", false);
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'nonce-abc123'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders("x", true)["strict-transport-security"]).toMatch(/max-age=/);
  });
});

describe("securityHeaders in development", () => {
  it("lets only the dev server's socket connect besides the shop itself", () => {
    expect(securityHeaders("x", false, true)["content-security-policy"]).toContain(
      "connect-src 'self' ws://localhost:*",
    );
    expect(securityHeaders("x", false)["content-security-policy"]).toContain("connect-src 'self';");
  });
});
