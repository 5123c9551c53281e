import type { Database } from "@eyewear/database";
import type { InputRefusal } from "@eyewear/shop-rules";
import type { Logger } from "pino";
import { createContext } from "react-router";
import type { PageCache } from "../../server/page-cache.ts";

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
  /** The fetch the content client uses (in-process for the embedded content service). */
  contentFetch: typeof fetch;
  sessionSecrets: string[];
  /** True when the shop is served over https (Secure cookies). */
  secureCookies: boolean;
  /** Demo mode (SHOP_MODE=demo): developer pages such as the mail outbox are served. */
  demoMode: boolean;
  /** Base of links in mails; undefined: the origin of the request that sends the mail. */
  publicUrl: string | undefined;
  /** SMTP server the mail outbox is sent through; undefined: mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** The shared page cache for anonymous visitors (docs/decisions/0036-page-cache.md); undefined: disabled. */
  pageCache?: PageCache;
}

export interface RequestInfo {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The connecting client's address, for per-client sign-in limits. */
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
