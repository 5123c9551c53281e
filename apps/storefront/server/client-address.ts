import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/**
 * The client address of a request for limits and sign-in protection (ADR 0052): the direct peer, unless the peer
 * is one of the trusted proxies (TRUSTED_PROXIES: addresses, CIDR ranges or proxy-addr's names such as
 * `loopback`); then X-Forwarded-For is read from the right, skipping trusted hops. Without trusted proxies the
 * header is ignored, so a client cannot pick the address it is counted under.
 */
export function clientAddressResolver(
  trustedProxies: readonly string[],
): (incoming: IncomingMessage) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  return (incoming) => (incoming.socket.remoteAddress ? proxyAddr(incoming, trust) : "unknown");
}

/** TRUSTED_PROXIES as a list: comma-separated entries, blanks dropped; each is checked when compiled. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  proxyAddr.compile(entries);
  return entries;
}
