import type { OverlayContent, StoryData } from "@eyewear/content-service";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/platform/content.server.ts";

/** Content folder of a shop's info overlays (/overlays/{group}/{slug}, rule:content.page-slugs). */
const INFO_OVERLAY_GROUP = "overlays/info";

/**
 * Links to the shop's info overlays (delivery, returns, …) in the order the editors gave them. The shop's
 * ContentOverlayLinks opens them in place; without JavaScript they are pages of their own.
 */
export async function infoOverlayLinks(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<{ title: string; href: string }[]> {
  try {
    const response = await contentClient(context).getStories({
      starts_with: `${shop.code}/${INFO_OVERLAY_GROUP}/`,
      version: "published",
      per_page: 10,
    });
    const stories = response.data.stories as unknown as StoryData<OverlayContent>[];
    return stories
      .filter((story) => story.content.component === "overlay")
      .map((story) => ({ title: story.content.title, href: `/${story.full_slug}/` }));
  } catch {
    // rule:content.unavailable-falls-back: the product page renders without the links.
    return [];
  }
}
