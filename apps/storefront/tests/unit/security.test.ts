import { describe, expect, it } from "vitest";
import { acceptedOrigins, isAcceptedHost } from "../../server/origin.ts";
import { isCrossSiteMutation, securityHeaders } from "../../server/security.ts";

const OWN = ["https://shop.test"];

function post(headers: Record<string, string>) {
  return new Request("http://shop.test/de-de/basket/", {
    method: "POST",
    headers: { host: "shop.test", ...headers },
  });
}

describe("isCrossSiteMutation (CSRF, ADR 9, rule:platform.public-origin)", () => {
  it("lets same-origin and header-less posts through", () => {
    expect(
      isCrossSiteMutation(post({ "sec-fetch-site": "same-origin", origin: "https://shop.test" }), OWN),
    ).toBe(false);
    expect(isCrossSiteMutation(post({}), OWN)).toBe(false);
  });
  it("refuses posts from other sites", () => {
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "cross-site" }), OWN)).toBe(true);
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "same-site" }), OWN)).toBe(true);
    expect(isCrossSiteMutation(post({ origin: "https://evil.example" }), OWN)).toBe(true);
    expect(isCrossSiteMutation(post({ origin: "null" }), OWN)).toBe(true);
  });
  it("compares scheme, host and port with the configured origin, never with Host or X-Forwarded-Host", () => {
    // The request came in over plain HTTP behind a proxy; only the configured https origin counts.
    expect(isCrossSiteMutation(post({ origin: "http://shop.test" }), OWN)).toBe(true);
    expect(isCrossSiteMutation(post({ origin: "https://shop.test:8443" }), OWN)).toBe(true);
    expect(isCrossSiteMutation(post({ origin: "https://sub.shop.test" }), OWN)).toBe(true);
    const forwarded = post({
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      host: "evil.example",
    });
    expect(isCrossSiteMutation(forwarded, OWN)).toBe(true);
  });
  it("never refuses reads", () => {
    const get = new Request("http://shop.test/de-de/", { headers: { "sec-fetch-site": "cross-site" } });
    expect(isCrossSiteMutation(get, OWN)).toBe(false);
  });
});

describe("the shop's own origins and hosts (rule:platform.public-origin)", () => {
  it("is the configured origin alone in production, also when it is a loopback one", () => {
    expect(acceptedOrigins("https://shop.example", false)).toEqual(["https://shop.example"]);
    expect(acceptedOrigins("http://localhost:3000", false)).toEqual(["http://localhost:3000"]);
    expect(acceptedOrigins("https://shop.example", true)).toEqual(["https://shop.example"]);
  });
  it("takes every loopback name on the same port for a loopback origin in demo mode", () => {
    expect(acceptedOrigins("http://localhost:3000", true)).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
  });
  it("accepts the configured host with or without the scheme's default port, nothing else", () => {
    const origins = acceptedOrigins("https://shop.example", false);
    expect(isAcceptedHost("shop.example", origins)).toBe(true);
    expect(isAcceptedHost("SHOP.example:443", origins)).toBe(true);
    for (const forged of [
      undefined,
      "",
      "evil.example",
      "shop.example:8443",
      "shop.example.evil.example",
      "evil.example/shop.example",
      "shop.example@evil.example",
      "shop.example\\evil",
      "shop.example evil",
    ])
      expect(isAcceptedHost(forged, origins), String(forged)).toBe(false);
  });
  it("accepts 127.0.0.1 and localhost with the demo port, not with another port", () => {
    const origins = acceptedOrigins("http://localhost:3000", true);
    expect(isAcceptedHost("127.0.0.1:3000", origins)).toBe(true);
    expect(isAcceptedHost("localhost:3000", origins)).toBe(true);
    expect(isAcceptedHost("localhost:3001", origins)).toBe(false);
    expect(isAcceptedHost("localhost", origins)).toBe(false);
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

describe("securityHeaders: referrer and transport", () => {
  it("sends other sites at most the shop's origin as referrer, never a page's path or query", () => {
    for (const https of [false, true])
      expect(securityHeaders("x", https)["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
  it("asks browsers for https for a year, subdomains included, only when the shop runs on https", () => {
    expect(securityHeaders("x", true)["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(Object.keys(securityHeaders("x", false))).not.toContain("strict-transport-security");
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
