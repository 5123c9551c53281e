import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressResolver, parseTrustedProxies } from "../../server/client-address.ts";

/** A request as Node's server hands it over: the peer's address and the headers. */
function incoming(peer: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  return { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers } as never;
}

describe("clientAddressResolver (TRUSTED_PROXIES)", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    const resolve = clientAddressResolver([]);
    expect(resolve(incoming("198.51.100.4", "203.0.113.7"))).toBe("198.51.100.4");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    const resolve = clientAddressResolver(["10.0.0.0/8"]);
    expect(resolve(incoming("198.51.100.4", "203.0.113.7"))).toBe("198.51.100.4");
  });

  it("reads the client from X-Forwarded-For behind a trusted proxy, skipping trusted hops only", () => {
    const resolve = clientAddressResolver(["10.0.0.0/8", "loopback"]);
    expect(resolve(incoming("10.1.2.3", "203.0.113.7"))).toBe("203.0.113.7");
    // A client's own forged entry stays to the left of the address the proxy saw.
    expect(resolve(incoming("10.1.2.3", "192.0.2.99, 203.0.113.7, 10.9.9.9"))).toBe("203.0.113.7");
    expect(resolve(incoming("127.0.0.1"))).toBe("127.0.0.1");
  });

  it("parses a comma-separated list and refuses an entry that is no address", () => {
    expect(parseTrustedProxies(" 10.0.0.0/8, loopback ,")).toEqual(["10.0.0.0/8", "loopback"]);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(() => parseTrustedProxies("proxy.example")).toThrow();
  });
});
