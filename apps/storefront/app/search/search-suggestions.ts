import { asksForTermSuggestions, normalizeSearchTerm } from "@eyewear/shop-rules";
import { commerceClient } from "~/platform/commerce.server.ts";
import { servicesContext } from "~/platform/context.ts";
import { requireShop } from "~/platform/shop.ts";
import { defaultSuggestions, termSuggestions } from "~/search/search-suggestions.server.ts";
import type { Route } from "./+types/search-suggestions";

/**
 * GET /{shop}/search/suggestions/?term=: the header's suggestions (rule:search.suggestion-term-length), for a term
 * from 3 characters, else the default suggestions. The browser asks the storefront; only the storefront talks to the
 * engine.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const term = normalizeSearchTerm(url.searchParams.get("term"));
  const client = commerceClient(context, shop);
  try {
    const suggestions = asksForTermSuggestions(term)
      ? await termSuggestions(client, shop, term)
      : await defaultSuggestions(client, shop);
    return Response.json({ term, suggestions }, { headers: { "cache-control": "private, max-age=60" } });
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error, term }, "search suggestions failed");
    return Response.json({ error: "SUGGESTIONS_UNAVAILABLE" }, { status: 502 });
  }
}
