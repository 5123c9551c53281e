import type { PageContent, StoryData } from "@eyewear/content-service";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "./content.server.ts";

export interface ContentPage {
  /** The page's visible name, its h1 unless a hero block brings its own headline. */
  heading: string;
  title: string;
  description: string;
  robots: string | undefined;
  /** The social image's path, when the editors chose one. */
  imagePath: string | undefined;
  body: PageContent["body"];
}

function isMissingStory(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

/** The published page story at a shop path ("/service/gebrauchsanweisungen/"), or undefined when there is none. */
export async function contentPageAt(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  path: string,
): Promise<ContentPage | undefined> {
  const slug = `${shop.code}/${path.replace(/^\/+|\/+$/g, "")}`;
  try {
    const response = await contentClient(context).getStory(slug, {
      version: "published",
      language: shop.language,
    });
    const story = response.data.story as unknown as StoryData<PageContent>;
    if (story.content.component !== "page") return undefined;
    return {
      heading: story.name,
      title: story.content.seo?.title || story.name,
      description: story.content.seo?.description ?? "",
      robots: story.content.seo?.robots,
      imagePath: story.content.seo?.og_image,
      body: story.content.body,
    };
  } catch (error) {
    if (isMissingStory(error)) return undefined;
    throw error;
  }
}
