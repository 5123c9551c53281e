import { ERROR_PAGE_STORIES, type ErrorPageContent, type StoryData } from "@eyewear/content-service";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "./content.server.ts";
import { requestContext, servicesContext } from "./context.ts";
import { type ErrorContent, type ErrorStories, notFound } from "./errors.ts";

/** An error page's story in the shop's language, or undefined when the content service cannot give it. */
async function errorStoryContent(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  key: keyof typeof ERROR_PAGE_STORIES,
): Promise<ErrorContent | undefined> {
  try {
    const response = await contentClient(context).getStory(ERROR_PAGE_STORIES[key], {
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

/**
 * Both error stories of the shop, for the shop layout to hand its error page: an error raised below the layout
 * (a failing loader, a 404 without a story of its own) still shows the editors' text (rule:content.error-page-stories).
 */
export async function shopErrorStories(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<ErrorStories> {
  const [notFoundStory, errorStory] = await Promise.all([
    errorStoryContent(context, shop, "notFound"),
    errorStoryContent(context, shop, "error"),
  ]);
  return { notFound: notFoundStory, error: errorStory };
}

/**
 * A 404 for a path inside a shop, with the editors' not-found text and a link to the shop's homepage; `message`
 * (default: the path, rule:routing.not-found-message) goes to the log and the error object, never onto the page.
 */
export async function shopPageNotFound(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  url: URL,
  message?: string,
) {
  const answer = notFound(url, {
    homePath: `/${shop.code}/`,
    content: await errorStoryContent(context, shop, "notFound"),
    ...(message ? { message } : {}),
  });
  const { requestId } = context.get(requestContext);
  context.get(servicesContext).logger.info({ requestId, message: answer.data.message }, "page not found");
  return answer;
}
