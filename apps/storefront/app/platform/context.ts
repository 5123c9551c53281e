import type { Database } from "@eyewear/database";
import type { LimitStore } from "@eyewear/database/rate-limits";
import type { InputRefusal } from "@eyewear/shop-rules";
import type { Logger } from "pino";
import { createContext } from "react-router";
import type { PageCache } from "../../server/page-cache.ts";
import type { ContentCache } from "./content-cache.ts";
import type { DependencyGuards } from "./dependency-guard.ts";

/** What the storefront process hands every request: built once at start (server/main.ts). */
export interface StorefrontServices {
  /** The shop database, for the storefront's own tables only (@eyewear/database/storefront-schema, ADR 0046). */
  db: Database;
  logger: Logger;
  /** Host the SCAYLE SDK calls (https://{host}/v1/…), e.g. "localhost:3000/storefront-api". */
  storefrontApiHost: string;
  storefrontApiToken: string;
  /** storyblok-js-client endpoint, e.g. "http://localhost:3000/content/v2". */
  contentApiUrl: string;
  contentApiToken: string;
  /**
   * The fetch the content client uses (in-process for the embedded content service); the content client runs it
   * under `guards.content` with stale-if-error copies (docs/decisions/0051-timeouts-and-circuit-breakers.md).
   */
  contentFetch: typeof fetch;
  /** The content client's answers, kept for a short life and flushed by the publish webhook (ADR 0053). */
  contentCache: ContentCache;
  /** Timeout and circuit breaker of each dependency (ADR 0051); the engine's is on its transport. */
  guards: DependencyGuards;
  sessionSecrets: string[];
  /** True when the shop is served over https (Secure cookies). */
  secureCookies: boolean;
  /** Demo mode (SHOP_MODE=demo): developer pages such as the mail outbox are served. */
  demoMode: boolean;
  /** The shop's public origin (PUBLIC_URL, e.g. "https://shop.example"): the base of every absolute link. */
  publicUrl: string;
  /** SMTP server the mail outbox is sent through; undefined: mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** The shared page cache for anonymous visitors (docs/decisions/0036-page-cache.md); undefined: disabled. */
  pageCache?: PageCache;
  /** Where the storefront's limits count (ADR 0052): the database on PostgreSQL; this process's memory unless given. */
  limitStore?: LimitStore;
  /** Mail-sending forms one client may send an hour; STOREFRONT_LIMITS' 30 unless given. */
  mailFormsPerClientPerHour?: number;
}

export interface RequestInfo {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The client's address (TRUSTED_PROXIES, ADR 0052), for per-client limits and sign-in delays. */
  clientAddress: string;
  /** Render the finished document before answering (no streaming), as the page cache keeps whole pages. */
  wholeDocument?: boolean;
  /** Names this request in every log line about it. */
  requestId: string;
  /** Set when the server refused the request as bad input: the page answers only its error page. */
  refusal?: InputRefusal;
}

export const servicesContext = createContext<StorefrontServices>();
export const requestContext = createContext<RequestInfo>();
