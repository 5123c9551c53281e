/** A fetch handler in Web-standard form: what Hono apps and React Router request handlers expose. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Returns a fetch that answers requests below `baseUrl` by calling `handler` in-process, with the base path
 * stripped, and passes every other request to `fallback`. See docs/decisions/0003-in-process-engine-transport.md.
 */
export function createInProcessFetch(
  baseUrl: string,
  handler: FetchHandler,
  fallback: typeof fetch = globalThis.fetch,
): typeof fetch {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  const inProcessFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.host !== base.host || !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      return fallback(request);
    }
    url.pathname = url.pathname.slice(prefix.length) || "/";
    return handler(new Request(url, request));
  };
  return inProcessFetch as typeof fetch;
}

let installedFetch: typeof fetch | undefined;

/**
 * Routes the global fetch for `https://{host}` to the embedded engine. The SCAYLE SDK always calls the global
 * fetch with an https URL, so this is how it reaches an engine living in the same process without TLS.
 * Installing again replaces the previous route; other URLs keep using the original fetch.
 */
export function installInProcessTransport(baseUrl: string, handler: FetchHandler): void {
  const original = installedFetch ?? globalThis.fetch;
  installedFetch = original;
  globalThis.fetch = createInProcessFetch(baseUrl, handler, original);
}
