import {
  type Cookie,
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { type StorefrontServices, servicesContext } from "~/platform/context.ts";
import {
  NO_OUTBOX_VISIT,
  type OutboxMailKind,
  type OutboxVisit,
  parseOutboxVisit,
  withCausedMail,
} from "./outbox-visit.ts";

/** This request's outbox visit in demo mode (read from its cookie, changed by the mails it causes); else none. */
const outboxVisitContext = createContext<{ visit: OutboxVisit; changed: boolean } | null>(null);

const OUTBOX_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const cookies = new WeakMap<StorefrontServices, Cookie>();

/** The signed cookie that carries a browser's outbox visit: signed, so nobody adds other people's mail ids. */
function outboxCookie(services: StorefrontServices): Cookie {
  let cookie = cookies.get(services);
  if (!cookie) {
    cookie = createCookie("demo_outbox", {
      httpOnly: true,
      sameSite: "lax",
      secure: services.secureCookies,
      path: "/",
      maxAge: OUTBOX_COOKIE_MAX_AGE_SECONDS,
      secrets: services.sessionSecrets,
    });
    cookies.set(services, cookie);
  }
  return cookie;
}

/**
 * Demo mode only: reads the browser's outbox visit before the request and, when the request caused mails, sends
 * the grown visit back in its cookie (rule:platform.demo-outbox-visibility).
 */
export const outboxVisitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  if (!services.demoMode) return next();
  const cookie = outboxCookie(services);
  const state = {
    visit: parseOutboxVisit(await cookie.parse(request.headers.get("cookie"))),
    changed: false,
  };
  context.set(outboxVisitContext, state);
  const response = await next();
  if (state.changed) response.headers.append("set-cookie", await cookie.serialize(state.visit));
  return response;
};

/** Notes a mail this request caused, so the demo outbox shows it to this browser (rule:platform.demo-outbox-visibility). */
export function noteCausedMail(
  context: Readonly<RouterContextProvider>,
  mail: { id: number; to: string; kind: OutboxMailKind },
): void {
  const state = context.get(outboxVisitContext);
  if (!state) return;
  const visit = withCausedMail(state.visit, mail);
  if (visit === state.visit) return;
  state.visit = visit;
  state.changed = true;
}

/** The mail ids this browser may see in the demo outbox. */
export function visibleOutboxMailIds(context: Readonly<RouterContextProvider>): number[] {
  return (context.get(outboxVisitContext)?.visit ?? NO_OUTBOX_VISIT).mailIds;
}
