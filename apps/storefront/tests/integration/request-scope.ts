import type { Database } from "@eyewear/database";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../app/context.ts";

/** A request context as the storefront handler builds it, one per request, against an in-process engine. */
export function requestScope(
  db: Database,
  engine: { host: string; token: string },
  clientAddress = "192.0.2.10",
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    db,
    logger: pino({ level: "silent" }),
    storefrontApiHost: engine.host,
    storefrontApiToken: engine.token,
    contentApiUrl: "http://content.test/v2",
    contentApiToken: "unused",
    contentFetch: fetch,
    sessionSecrets: ["integration-test-session-secret"],
    secureCookies: false,
    demoMode: true,
    publicUrl: undefined,
    smtpUrl: undefined,
  });
  context.set(requestContext, { nonce: "n", clientAddress });
  return context;
}
