import type { RouterContextProvider } from "react-router";
import StoryblokClient from "storyblok-js-client";
import { type StorefrontServices, servicesContext } from "~/platform/context.ts";
import { guardedFetch, staleIfError } from "./dependency-guard.ts";
import { engineRefusalStatus } from "./service-refusal.ts";

const clients = new WeakMap<StorefrontServices, StoryblokClient>();

/**
 * The storyblok-js-client of this process, talking to the embedded content service or a Storyblok space under
 * the content guard's timeout and breaker, with the last good answer of each request kept for when the service
 * fails (stale-if-error, docs/decisions/0051-timeouts-and-circuit-breakers.md), and answers reused for the content
 * cache's short life only (rule:content.freshness, docs/decisions/0053-content-freshness.md).
 */
export function contentClient(context: Readonly<RouterContextProvider>): StoryblokClient {
  const services = context.get(servicesContext);
  let client = clients.get(services);
  if (!client) {
    client = new StoryblokClient({
      accessToken: services.contentApiToken,
      endpoint: services.contentApiUrl,
      fetch: staleIfError(guardedFetch(services.guards.content, services.contentFetch)),
      cache: { type: "custom", custom: services.contentCache, clear: "auto" },
    });
    clients.set(services, client);
  }
  return client;
}

/**
 * A content call's failure as the page should answer it: storyblok-js-client rejects with `{ status, message }`
 * (no status when the fetch itself failed). A refusal of what was asked (404, or another 4xx but 401 and 403) stays
 * the caller's mistake (rule:platform.bad-input-4xx); anything else means the content service is unavailable.
 */
export function contentFailure(context: Readonly<RouterContextProvider>, error: unknown): unknown {
  if (engineRefusalStatus(error) !== undefined) return error;
  return context.get(servicesContext).guards.content.unavailable(error);
}
