import {
  ALTERNATES_TAG_PREFIX,
  CATEGORY_CONTENT_FOLDER,
  type CategoryContent,
  NAVIGATION_SLUG,
  type NavigationContent,
  type OverlayContent,
  type PageContent,
  type StoryData,
} from "@eyewear/content-service";
import { SHOPS, type ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { contentClient, contentFailure } from "~/platform/content.server.ts";
import { type ContentMenuItem, toContentMenu } from "./content-navigation-items.ts";

export interface ContentPage {
  /** The page's visible name, its h1 unless a hero block brings its own headline. */
  heading: string;
  title: string;
  description: string;
  robots: string | undefined;
  /** The social image's path, when the editors chose one. */
  imagePath: string | undefined;
  body: PageContent["body"];
  /** The page's address ("/de-de/service/"), its canonical URL's path. */
  path: string;
  /** Tags, to find the same page in the other shops (hreflang). */
  tags: string[];
}

export interface ContentOverlay {
  title: string;
  description: string;
  robots: string | undefined;
  text: OverlayContent["text"];
  fullSlug: string;
  tags: string[];
}

/** A path segment of a content address: lowercase letters, digits and dashes, so no way out of the folder. */
const SLUG_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The address of a story: its full slug, except that a folder's start page stands at its folder's path, as
 * Storyblok serves it (whether the start page's full slug is "de-de/service/" or "de-de/service/uebersicht").
 */
export function storyPath(story: Pick<StoryData, "full_slug" | "is_startpage">): string {
  const slug = story.is_startpage
    ? story.full_slug.slice(0, story.full_slug.lastIndexOf("/"))
    : story.full_slug;
  return `/${slug}/`;
}

function isMissingStory(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

/** The published story at a full slug in the shop's language, or undefined when there is none. */
async function publishedStory<Content>(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  fullSlug: string,
): Promise<StoryData<Content> | undefined> {
  try {
    const response = await contentClient(context).getStory(fullSlug, {
      version: "published",
      language: shop.language,
    });
    return response.data.story as unknown as StoryData<Content>;
  } catch (error) {
    if (isMissingStory(error)) return undefined;
    throw contentFailure(context, error);
  }
}

/** The published page story at a shop path ("/service/gebrauchsanweisungen/"), or undefined when there is none. */
export async function contentPageAt(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  path: string,
): Promise<ContentPage | undefined> {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0 || !segments.every((segment) => SLUG_SEGMENT.test(segment))) return undefined;
  const story = await publishedStory<PageContent>(context, shop, `${shop.code}/${segments.join("/")}`);
  if (story?.content.component !== "page") return undefined;
  return {
    heading: story.name,
    title: story.content.seo?.title || story.name,
    description: story.content.seo?.description ?? "",
    robots: story.content.seo?.robots,
    imagePath: story.content.seo?.og_image,
    body: story.content.body,
    path: storyPath(story),
    tags: story.tag_list,
  };
}

/** The overlay story at `/overlays/{group}/{slug}` of the shop, or undefined. */
export async function contentOverlayAt(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  group: string,
  slug: string,
): Promise<ContentOverlay | undefined> {
  if (!SLUG_SEGMENT.test(group) || !SLUG_SEGMENT.test(slug)) return undefined;
  const story = await publishedStory<OverlayContent>(context, shop, `${shop.code}/overlays/${group}/${slug}`);
  if (story?.content.component !== "overlay") return undefined;
  return {
    title: story.content.title,
    description: story.content.seo?.description ?? "",
    robots: story.content.seo?.robots,
    text: story.content.text,
    fullSlug: story.full_slug,
    tags: story.tag_list,
  };
}

/**
 * The same page in every shop that has it, for hreflang: the stories sharing the page's alternates tag, each
 * at its own (possibly translated) slug below its shop's folder.
 */
export async function contentAlternates(
  context: Readonly<RouterContextProvider>,
  page: { tags: string[] },
  origin: string,
): Promise<{ locale: string; url: string }[]> {
  const tag = page.tags.find((candidate) => candidate.startsWith(ALTERNATES_TAG_PREFIX));
  if (!tag) return [];
  const response = await contentClient(context)
    .getStories({ with_tag: tag, version: "published", per_page: 100 })
    .catch((error: unknown) => {
      throw contentFailure(context, error);
    });
  const stories = response.data.stories as unknown as StoryData[];
  return SHOPS.flatMap((shop) => {
    const story = stories.find((candidate) => candidate.full_slug.startsWith(`${shop.code}/`));
    return story ? [{ locale: shop.locale, url: `${origin}${storyPath(story)}` }] : [];
  });
}

/**
 * The shop's content-driven navigation (the stories of its navigation folder), as shown at `now`
 * (rule:layout.navigation-visibility).
 */
export async function contentNavigation(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  now: Date,
): Promise<ContentMenuItem[]> {
  try {
    const story = await publishedStory<NavigationContent>(context, shop, `${shop.code}/${NAVIGATION_SLUG}`);
    return story?.content.component === "navigation" ? toContentMenu(story.content.items, now) : [];
  } catch {
    // rule:content.unavailable-falls-back: the shop renders without its content navigation.
    return [];
  }
}

/**
 * The content shown above a category listing (getCategoryComponentData, ADR 0016): the story below the shop's
 * categories folder whose path mirrors the category path ("/sonnenbrillen/"), or an empty list.
 */
export async function categoryContentBlocks(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  categoryPath: string,
): Promise<CategoryContent["body"]> {
  const segments = categoryPath.split("/").filter(Boolean);
  if (segments.length === 0 || !segments.every((segment) => SLUG_SEGMENT.test(segment))) return [];
  try {
    const story = await publishedStory<CategoryContent>(
      context,
      shop,
      `${shop.code}/${CATEGORY_CONTENT_FOLDER}/${segments.join("/")}`,
    );
    return story?.content.component === "category_content" ? story.content.body : [];
  } catch {
    // rule:content.unavailable-falls-back: the listing shows without its editorial header.
    return [];
  }
}
