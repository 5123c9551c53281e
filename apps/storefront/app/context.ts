import type { Database } from "@eyewear/database";
import type { Logger } from "pino";
import { createContext } from "react-router";

/** What the storefront process hands every request: built once at start (server/main.ts). */
export interface StorefrontServices {
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
}

export interface RequestInfo {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
}

export const servicesContext = createContext<StorefrontServices>();
export const requestContext = createContext<RequestInfo>();
