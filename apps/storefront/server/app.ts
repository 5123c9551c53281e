import * as build from "virtual:react-router/server-build";
import { needsTrailingSlash, splitShopPath } from "@eyewear/shop-rules";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext, type StorefrontServices, servicesContext } from "~/context.ts";
import { pageCachePolicyFor, routeTree, servePage } from "./page-cache-handler.ts";
import { isCrossSiteMutation, securityHeaders } from "./security.ts";

/**
 * The storefront's request handler: React Router with the services of this process, the localised
 * trailing-slash redirect, cross-site mutation refusal, the page cache for anonymous visitors and security
 * headers. Built by Vite as the server entry.
 */
export function createStorefrontHandler(
  services: StorefrontServices,
): (request: Request, clientAddress: string) => Promise<Response> {
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  const routes = routeTree(build.routes);
  const policyOf = (pathname: string) => pageCachePolicyFor(build, routes, pathname);
  return async (request, clientAddress) => {
    const url = new URL(request.url);
    if ((request.method === "GET" || request.method === "HEAD") && splitShopPath(url.pathname)) {
      if (needsTrailingSlash(url.pathname)) {
        return new Response(null, { status: 301, headers: { location: `${url.pathname}/${url.search}` } });
      }
    }
    if (isCrossSiteMutation(request)) {
      return new Response("Cross-site request refused", {
        status: 403,
        headers: { "content-type": "text/plain" },
      });
    }
    return servePage(
      services.pageCache,
      policyOf,
      request,
      (renderedRequest, nonce, wholeDocument) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, { nonce, clientAddress, wholeDocument });
        return handleRequest(renderedRequest, context);
      },
      (nonce) => securityHeaders(nonce, services.secureCookies, import.meta.env.DEV),
    );
  };
}
