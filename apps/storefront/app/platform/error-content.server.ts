import type { ErrorPageContent, StoryData } from "@eyewear/content-service";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "./content.server.ts";
import { type ErrorContent, notFound } from "./errors.ts";

/** The not-found story in the shop's language, or undefined when the content service cannot give it. */
async function notFoundContent(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<ErrorContent | undefined> {
  try {
    const response = await contentClient(context).getStory("global/not-found", {
      version: "published",
      language: shop.language,
    });
    const content = (response.data.story as unknown as StoryData<ErrorPageContent>).content;
    return { title: content.title, text: content.text, linkLabel: content.link_label };
  } catch {
    // rule:content.unavailable-falls-back: the page falls back to its built-in text (rule:layout.error-page).
    return undefined;
  }
}

/** A 404 for a path inside a shop, with the editors' not-found text and a link to the shop's homepage. */
export async function shopPageNotFound(context: Readonly<RouterContextProvider>, shop: ShopConfig, url: URL) {
  return notFound(url, { homePath: `/${shop.code}/`, content: await notFoundContent(context, shop) });
}
