const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins the shop answers to (rule:platform.public-origin): its public origin (PUBLIC_URL) only. In demo mode
 * a loopback origin also stands for the other loopback names on the same port, so `http://127.0.0.1:3000` works
 * where `http://localhost:3000` is configured; links are still written with the configured one.
 */
export function acceptedOrigins(publicUrl: string, demoMode: boolean): string[] {
  const origin = new URL(publicUrl);
  if (!demoMode || !LOOPBACK_HOSTNAMES.includes(origin.hostname)) return [origin.origin];
  return LOOPBACK_HOSTNAMES.map((hostname) => {
    const alias = new URL(origin.origin);
    alias.hostname = hostname;
    return alias.origin;
  });
}

/**
 * True when a request's Host header names one of the accepted origins' hosts (an absent port is the scheme's
 * default, as a TLS-terminating proxy sends it). Anything else, X-Forwarded-Host included, is never trusted.
 */
export function isAcceptedHost(hostHeader: string | undefined, origins: readonly string[]): boolean {
  // A Host is a name and an optional port; anything that would make it a path, query or user is refused.
  if (!hostHeader || /[/?#@\\\s]/.test(hostHeader)) return false;
  return origins.some((origin) => {
    const { protocol, host } = new URL(origin);
    return URL.canParse(`${protocol}//${hostHeader}`) && new URL(`${protocol}//${hostHeader}`).host === host;
  });
}
