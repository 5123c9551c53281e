import {
  createLimiter,
  type LimitStore,
  type RateLimiterAbstract,
  secondsToWait,
} from "@eyewear/database/rate-limits";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { requestContext, type StorefrontServices, servicesContext } from "~/platform/context.ts";

const HOUR_SECONDS = 60 * 60;

/**
 * The storefront's limits (docs/decisions/0052-limits-sessions-and-purging.md): mails any form sends to one address
 * (sign-up, password reset, newsletter, a new verification link) and such forms sent from one client, per hour
 * (MAIL_FORMS_PER_CLIENT_PER_HOUR for a shop whose shoppers share an address); log lines from browsers nobody is
 * signed in to, per client and minute.
 */
export const STOREFRONT_LIMITS = {
  mailsPerAddress: { points: 5, durationSeconds: HOUR_SECONDS },
  mailFormsPerClient: { points: 30, durationSeconds: HOUR_SECONDS },
  anonymousLogsPerClient: { points: 20, durationSeconds: 60 },
} as const;

type StorefrontLimiters = Record<keyof typeof STOREFRONT_LIMITS, RateLimiterAbstract>;

/** This process's memory, the store unless the services name one; one per process, however many services. */
const PROCESS_MEMORY: LimitStore = { kind: "memory" };
const limitersOfStore = new WeakMap<LimitStore, StorefrontLimiters>();

/** The limiters on the services' store, built once per store. */
function limiters(services: StorefrontServices): StorefrontLimiters {
  const store = services.limitStore ?? PROCESS_MEMORY;
  let built = limitersOfStore.get(store);
  if (!built) {
    const limiterFor = (
      name: keyof typeof STOREFRONT_LIMITS,
      points: number = STOREFRONT_LIMITS[name].points,
    ) => createLimiter(store, { keyPrefix: name, ...STOREFRONT_LIMITS[name], points });
    built = {
      mailsPerAddress: limiterFor("mailsPerAddress"),
      mailFormsPerClient: limiterFor("mailFormsPerClient", services.mailFormsPerClientPerHour),
      anonymousLogsPerClient: limiterFor("anonymousLogsPerClient"),
    };
    limitersOfStore.set(store, built);
  }
  return built;
}

/**
 * Counts a mail-sending form for the address and the client before anything is written or mailed; answers the
 * seconds to wait when either is over its limit (the form then answers 429), else undefined.
 */
export function mailFormWait(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  email: string,
): Promise<number | undefined> {
  const limit = limiters(context.get(servicesContext));
  const { clientAddress } = context.get(requestContext);
  return secondsToWait([
    [limit.mailsPerAddress, `${shop.shopId}:${email.trim().toLowerCase()}`],
    [limit.mailFormsPerClient, clientAddress],
  ]);
}

/** Counts a log call of an anonymous browser; answers the seconds to wait when its client is over the limit. */
export function anonymousLogWait(context: Readonly<RouterContextProvider>): Promise<number | undefined> {
  const limit = limiters(context.get(servicesContext));
  return secondsToWait([[limit.anonymousLogsPerClient, context.get(requestContext).clientAddress]]);
}
