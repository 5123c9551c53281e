/**
 * True for a state-changing request sent by another site. Browsers mark every request with Sec-Fetch-Site and
 * cross-origin form posts with Origin; either proving a foreign origin is enough to refuse (CSRF defence in
 * depth on top of SameSite=Lax session cookies). Origin must equal one of the shop's own origins in scheme, host
 * and port (rule:platform.public-origin); the request's Host and X-Forwarded-* headers are never consulted.
 */
export function isCrossSiteMutation(request: Request, ownOrigins: readonly string[]): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !ownOrigins.includes(origin);
}

/**
 * Strict security headers for every storefront response; scripts run only with this response's nonce.
 * `devServer` lets the Vite dev server's hot-reload socket connect during development.
 */
export function securityHeaders(nonce: string, https: boolean, devServer = false): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      devServer ? "connect-src 'self' ws://localhost:* ws://127.0.0.1:*" : "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(self), microphone=(), geolocation=(self), payment=(self)",
    "cross-origin-opener-policy": "same-origin",
  };
  if (https) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** A year of https only, subdomains included (OWASP ASVS V14.4.5). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
