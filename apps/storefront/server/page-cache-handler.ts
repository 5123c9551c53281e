import { randomBytes } from "node:crypto";
import { splitShopPath } from "@eyewear/shop-rules";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageCacheHandle, PageCachePolicy } from "../app/platform/page-cache.ts";
import { SESSION_COOKIE } from "../app/platform/session-cookie.ts";
import { breakpointOfRequest } from "../app/platform/viewport.ts";
import type { PageCache } from "./page-cache.ts";

/** Renders a request with the given CSP nonce; `wholeDocument` asks for the finished document (no streaming). */
export type RenderPage = (request: Request, nonce: string, wholeDocument: boolean) => Promise<Response>;

/** The headers every response gets (security headers), given its CSP nonce; headers already set win. */
export type ResponseHeaders = (nonce: string) => Record<string, string>;

const newNonce = () => randomBytes(16).toString("base64");

/** The route tree of a server build, for matching a path before anything renders. */
export function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: route!.index ? undefined : routeTree(routes, route!.id),
    })) as RouteObject[];
}

/** The page-cache policy of the page a path shows: the deepest matching route's opt-in, if it has one. */
export function pageCachePolicyFor(
  build: Pick<ServerBuild, "routes">,
  tree: RouteObject[],
  pathname: string,
): PageCachePolicy | undefined {
  const leaf = matchRoutes(tree, pathname)?.at(-1);
  const handle = leaf?.route.id ? build.routes[leaf.route.id]?.module.handle : undefined;
  return (handle as Partial<PageCacheHandle> | undefined)?.pageCache;
}

/** True when the request carries a session: a signed-in customer, a basket or a wishlist may show on the page. */
export function carriesPersonalState(request: Request): boolean {
  const cookies = request.headers.get("cookie")?.split(/;\s*/) ?? [];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

const sortedQuery = (search: URLSearchParams) =>
  [...search]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join("&");

/**
 * The cache key of an anonymous GET or HEAD of a shop page, or undefined when it must be rendered afresh: other
 * methods, a session, a client data request, a route without opt-in, or query parameters the page does not
 * declare. The key holds every input the HTML depends on: origin (absolute canonical links), path, the declared
 * parameters in their fixed order, and the viewport cookie's breakpoint (rule:layout.viewport-cookie).
 */
export function pageCacheKey(
  request: Request,
  policyOf: (pathname: string) => PageCachePolicy | undefined,
): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  if (!splitShopPath(url.pathname) || url.pathname.endsWith(".data") || carriesPersonalState(request))
    return undefined;
  const policy = policyOf(url.pathname);
  if (!policy) return undefined;
  const kept = policy.query(url.searchParams);
  if (sortedQuery(kept) !== sortedQuery(url.searchParams)) return undefined;
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""} ${breakpointOfRequest(request)}`;
}

/** True for a response every anonymous visitor may be given: a 200 HTML page setting no cookie, not private. */
export function isShareableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/\b(private|no-store|no-cache)\b/i.test(cacheControl) &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

/** The response's own headers, then `added`, then the headers every response gets where not already set. */
function withHeaders(
  own: HeadersInit,
  added: Record<string, string>,
  nonce: string,
  responseHeaders: ResponseHeaders,
): Headers {
  const headers = new Headers(own);
  for (const [name, value] of Object.entries(added)) headers.set(name, value);
  for (const [name, value] of Object.entries(responseHeaders(nonce))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}

/** A cached page answered on its own: status, headers and body, with the stored nonce replaced by a fresh one. */
export interface CachedAnswer {
  status: number;
  headers: Headers;
  body: Buffer<ArrayBuffer> | null;
}

/** The cache's answer to a request under its key (`pageCacheKey`), or undefined when it holds no page for it. */
export function cachedAnswer(
  cache: PageCache,
  key: string | undefined,
  request: Request,
  responseHeaders: ResponseHeaders,
): CachedAnswer | undefined {
  const page = key === undefined ? undefined : cache.get(key);
  if (!page) return undefined;
  const nonce = newNonce();
  const age = String(Math.floor((cache.now() - page.storedAt) / 1000));
  const headers = withHeaders(page.headers, { "x-cache": "HIT", age }, nonce, responseHeaders);
  const nonceBytes = Buffer.from(nonce);
  const body =
    request.method === "HEAD"
      ? null
      : Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
  return { status: page.status, headers, body };
}

/**
 * Serves a request through the page cache: a hit is answered from memory with a fresh nonce; an eligible miss is
 * rendered whole, answered, and kept unless shop data changed while it rendered; anything else is rendered as
 * before. Without a cache (PAGE_CACHE_TTL_SECONDS=0) every request renders. Every response gets
 * `responseHeaders` for its nonce.
 */
export async function servePage(
  cache: PageCache | undefined,
  policyOf: (pathname: string) => PageCachePolicy | undefined,
  request: Request,
  render: RenderPage,
  responseHeaders: ResponseHeaders,
): Promise<Response> {
  const key = cache ? pageCacheKey(request, policyOf) : undefined;
  const hit = cache ? cachedAnswer(cache, key, request, responseHeaders) : undefined;
  if (hit) return new Response(hit.body, { status: hit.status, headers: hit.headers });
  const nonce = newNonce();
  const generation = cache?.generation ?? 0;
  const rendered = await render(request, nonce, key !== undefined);
  const added: Record<string, string> = key ? { "x-cache": "MISS" } : {};
  const headers = withHeaders(rendered.headers, added, nonce, responseHeaders);
  if (cache && key && request.method === "GET" && rendered.body && isShareableResponse(rendered)) {
    const body = await rendered.text();
    const parts = body.split(nonce).map((part) => Buffer.from(part));
    const page = { parts, status: rendered.status, headers: [...rendered.headers], storedAt: cache.now() };
    cache.set(key, page, generation);
    return new Response(body, { status: rendered.status, headers });
  }
  return new Response(rendered.body, { status: rendered.status, statusText: rendered.statusText, headers });
}
