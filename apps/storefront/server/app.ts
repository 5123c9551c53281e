import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import {
  DEFAULT_SHOP,
  inputRefusal,
  isPersonalPage,
  needsTrailingSlash,
  splitShopPath,
  targetRefusal,
} from "@eyewear/shop-rules";
import { createRequestHandler, RouterContextProvider } from "react-router";
import {
  type RequestInfo,
  requestContext,
  type StorefrontServices,
  servicesContext,
} from "~/platform/context.ts";
import { withErrorAnswers } from "~/platform/error-answers.server.ts";
import type { PageCachePolicy } from "~/platform/page-cache.ts";
import { acceptedOrigins } from "./origin.ts";
import {
  cachedAnswer,
  pageCacheKey,
  pageCachePolicyFor,
  routeTree,
  servePage,
} from "./page-cache-handler.ts";
import { isCrossSiteMutation, securityHeaders } from "./security.ts";

/**
 * The storefront's request handler: bad input refused first (rule:platform.bad-input-4xx), React Router with the
 * services of this process and a request id, the localised trailing-slash redirect, cross-site mutation refusal,
 * the page cache for anonymous visitors, security headers and no caching of personal pages. Built by Vite as the
 * server entry.
 */
export function createStorefrontHandler(
  services: StorefrontServices,
): (request: Request, clientAddress: string) => Promise<Response> {
  const handleRequest = createRequestHandler(withErrorAnswers(build), process.env.NODE_ENV);
  const ownOrigins = acceptedOrigins(services.publicUrl, services.demoMode);
  const render = (request: Request, info: RequestInfo) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, info);
    return handleRequest(request, context);
  };
  return async (request, clientAddress) => {
    const url = new URL(request.url);
    const requestId = randomUUID();
    const refusal = await inputRefusal(request, { formRoute: !url.pathname.startsWith(RPC_PREFIX) });
    if (refusal) {
      services.logger.info(
        { requestId, status: refusal.status, reason: refusal.reason },
        "bad input refused",
      );
      if (url.pathname.startsWith(RPC_PREFIX))
        return Response.json(
          { error: { code: "INVALID_INPUT", message: refusal.reason } },
          { status: refusal.status },
        );
      // The shop's error page in its language (rule:platform.bad-input-4xx); the refused path, query and body are
      // not handed on, so nothing downstream reads them.
      const shop = splitShopPath(url.pathname)?.shop ?? DEFAULT_SHOP;
      const nonce = randomUUID();
      const response = await render(new Request(new URL(`/${shop.code}/`, url)), {
        nonce,
        clientAddress,
        requestId,
        refusal,
      });
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(
        securityHeaders(nonce, services.secureCookies, import.meta.env.DEV),
      ))
        headers.set(name, value);
      return new Response(response.body, { status: response.status, headers });
    }
    if (url.pathname === LATEST_BUILD_PATH && (request.method === "GET" || request.method === "HEAD"))
      return latestBuild();
    if ((request.method === "GET" || request.method === "HEAD") && splitShopPath(url.pathname)) {
      if (needsTrailingSlash(url.pathname)) {
        return new Response(null, { status: 301, headers: { location: `${url.pathname}/${url.search}` } });
      }
    }
    if (isCrossSiteMutation(request, ownOrigins)) {
      return new Response("Cross-site request refused", {
        status: 403,
        headers: { "content-type": "text/plain" },
      });
    }
    const response = await servePage(
      services.pageCache,
      policyOf,
      request,
      (renderedRequest, nonce, wholeDocument) =>
        render(renderedRequest, { nonce, clientAddress, wholeDocument, requestId }),
      (nonce) => securityHeaders(nonce, services.secureCookies, import.meta.env.DEV),
    );
    // rule:routing.personal-pages: nobody's own data stays in a browser's or a proxy's cache.
    if (isPersonalPage(url.pathname)) response.headers.set("cache-control", "private, no-store");
    return response;
  };
}

const LATEST_BUILD_PATH = "/builds/latest.json";
const RPC_PREFIX = "/api/rpc/";

/**
 * GET /builds/latest.json: the id of the running build (rule:platform.new-build), the version of React Router's
 * manifest, which the browser compares with its own to offer a reload (ADR 41). Never cached, so a deploy shows at
 * once.
 */
function latestBuild(): Response {
  return Response.json(
    { id: build.assets.version },
    { headers: { "cache-control": "no-store", "x-content-type-options": "nosniff" } },
  );
}

const routes = routeTree(build.routes);
// Matching ranks the whole route tree on every call, so each path's policy is kept (a bounded memo).
const POLICY_MEMO_PATHS = 20_000;
const policies = new Map<string, PageCachePolicy | undefined>();
function policyOf(pathname: string): PageCachePolicy | undefined {
  if (policies.has(pathname)) return policies.get(pathname);
  if (policies.size >= POLICY_MEMO_PATHS) policies.clear();
  const policy = pageCachePolicyFor(build, routes, pathname);
  policies.set(pathname, policy);
  return policy;
}

/**
 * Answers a page-cache hit straight on the Node socket, before the request is adapted for Hono and React Router,
 * and tells whether it did (docs/decisions/0036-page-cache.md); everything else goes the usual way.
 */
export function createCachedPageResponder(
  services: StorefrontServices,
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const cache = services.pageCache;
  return (incoming, outgoing) => {
    if (!cache || (incoming.method !== "GET" && incoming.method !== "HEAD")) return false;
    const cookie = incoming.headers.cookie;
    let request: Request;
    try {
      request = new Request(`http://${incoming.headers.host ?? "localhost"}${incoming.url ?? "/"}`, {
        method: incoming.method,
        headers: cookie ? { cookie } : {},
      });
    } catch {
      // A malformed host or path: the usual way answers it.
      return false;
    }
    // Bad input is refused the usual way, before any route matching reads it (rule:platform.bad-input-4xx).
    if (targetRefusal(new URL(request.url))) return false;
    const answer = cachedAnswer(cache, pageCacheKey(request, policyOf), request, (nonce) =>
      securityHeaders(nonce, services.secureCookies, false),
    );
    if (!answer) return false;
    const headers = Object.fromEntries(answer.headers);
    if (answer.body) headers["content-length"] = String(answer.body.length);
    outgoing.writeHead(answer.status, headers);
    outgoing.end(answer.body ?? undefined);
    return true;
  };
}
