import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";

/**
 * The shop's configured public origin (PUBLIC_URL), the base of every absolute link the shop writes: mails,
 * payment returns, canonical and hreflang links (rule:platform.public-origin). Never the request's Host.
 */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return context.get(servicesContext).publicUrl;
}

/** The absolute URL of a path of the shop under its public origin. */
export function publicLink(context: Readonly<RouterContextProvider>, path: string): string {
  return new URL(path, publicOrigin(context)).toString();
}
