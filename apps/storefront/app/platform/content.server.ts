import type { RouterContextProvider } from "react-router";
import StoryblokClient from "storyblok-js-client";
import { type StorefrontServices, servicesContext } from "~/platform/context.ts";

const clients = new WeakMap<StorefrontServices, StoryblokClient>();

/** The storyblok-js-client of this process, talking to the embedded content service or a Storyblok space. */
export function contentClient(context: Readonly<RouterContextProvider>): StoryblokClient {
  const services = context.get(servicesContext);
  let client = clients.get(services);
  if (!client) {
    client = new StoryblokClient({
      accessToken: services.contentApiToken,
      endpoint: services.contentApiUrl,
      fetch: services.contentFetch,
      cache: { type: "memory", clear: "auto" },
    });
    clients.set(services, client);
  }
  return client;
}
