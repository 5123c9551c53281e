// The seeded stories as plain data: per shop a folder with the home page, the inspiration page, the service
// pages, the data-protection page, the info overlays and the navigation; and the global message pages.
import { LANGUAGES, SHOPS, type ShopConfig } from "@eyewear/shop-rules";
import type {
  ErrorPageContent,
  HeroBlock,
  PageContent,
  RichTextBlock,
  TeaserBlock,
  TeaserGridBlock,
} from "../types.ts";
import {
  asset,
  blockUid,
  folder,
  isSwissGerman,
  pageSeo,
  type SeedStory,
  swissSpelling,
  urlLink,
} from "./blocks.ts";
import {
  CATEGORY_KEYS,
  type CategoryKey,
  GLOBAL_COPY,
  HOME_COPY,
  type HomeCopy,
  type MessageCopy,
} from "./copy.ts";
import { shopPageStories } from "./pages.ts";

export type { SeedStory } from "./blocks.ts";

/** Language of the global stories' default content; the others are field-level translations. */
const GLOBAL_DEFAULT_LANGUAGE = "de";

/** Folder of the stories every shop shares (rule:content.error-page-stories). */
export const GLOBAL_FOLDER = "global";

/** Full slugs of the error page stories (rule:content.error-page-stories). */
export const ERROR_PAGE_STORIES = {
  notFound: `${GLOBAL_FOLDER}/not-found`,
  error: `${GLOBAL_FOLDER}/error`,
} as const;

export { storyUuid } from "./blocks.ts";
export * from "./slugs.ts";

/** Full slug of a shop's home page story. */
export function homeStorySlug(shopCode: string): string {
  return `${shopCode}/home`;
}

export function copyFor(shop: ShopConfig): HomeCopy {
  const copy = HOME_COPY[shop.language];
  return isSwissGerman(shop) ? swissSpelling(copy) : copy;
}

function homeContent(shop: ShopConfig, fullSlug: string): PageContent {
  const copy = copyFor(shop);
  const categoryPath = (key: CategoryKey) => `/${shop.code}/${copy.categories[key].slug}/`;
  const hero: HeroBlock = {
    _uid: blockUid(fullSlug, "body.0"),
    component: "hero",
    headline: copy.hero.headline,
    text: copy.hero.text,
    image: asset("hero", copy.hero.imageAlt),
    cta_label: copy.hero.ctaLabel,
    cta_link: urlLink(categoryPath("sunglasses")),
  };
  const teasers = CATEGORY_KEYS.map(
    (key, index): TeaserBlock => ({
      _uid: blockUid(fullSlug, `body.1.teasers.${index}`),
      component: "teaser",
      headline: copy.categories[key].headline,
      text: copy.categories[key].text,
      image: asset(key, copy.categories[key].imageAlt),
      link: urlLink(categoryPath(key)),
      link_label: copy.teaserLinkLabel,
    }),
  );
  const teaserGrid: TeaserGridBlock = {
    _uid: blockUid(fullSlug, "body.1"),
    component: "teaser_grid",
    headline: copy.teaserGridHeadline,
    teasers,
  };
  const { service } = copy;
  const branchesPath = `/${shop.code}/niederlassungen/`;
  const richText: RichTextBlock = {
    _uid: blockUid(fullSlug, "body.2"),
    component: "rich_text",
    text: {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: service.heading }] },
        { type: "paragraph", content: [{ type: "text", text: service.intro }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: service.invitation.before },
            { type: "text", text: service.invitation.emphasis, marks: [{ type: "bold" }] },
            { type: "text", text: service.invitation.middle },
            {
              type: "text",
              text: service.invitation.linkText,
              marks: [
                {
                  type: "link",
                  attrs: { href: branchesPath, linktype: "url", target: "_self", uuid: null, anchor: null },
                },
              ],
            },
            { type: "text", text: service.invitation.after },
          ],
        },
        {
          type: "bullet_list",
          content: service.benefits.map((benefit) => ({
            type: "list_item",
            content: [{ type: "paragraph", content: [{ type: "text", text: benefit }] }],
          })),
        },
      ],
    },
  };
  return {
    _uid: blockUid(fullSlug, "content"),
    component: "page",
    body: [hero, teaserGrid, richText],
    seo: pageSeo(copy.seo, "hero"),
  };
}

function messageStory(key: keyof typeof ERROR_PAGE_STORIES, position: number): SeedStory {
  const fullSlug = ERROR_PAGE_STORIES[key];
  const slug = fullSlug.slice(GLOBAL_FOLDER.length + 1);
  const fields = (copy: MessageCopy) => ({ title: copy.title, text: copy.text, link_label: copy.linkLabel });
  const defaultCopy = GLOBAL_COPY[GLOBAL_DEFAULT_LANGUAGE][key];
  const content: ErrorPageContent = {
    _uid: blockUid(fullSlug, "content"),
    component: "error_page",
    ...fields(defaultCopy),
  };
  const translations = Object.fromEntries(
    LANGUAGES.filter((language) => language !== GLOBAL_DEFAULT_LANGUAGE).map((language) => [
      language,
      fields(GLOBAL_COPY[language][key]),
    ]),
  );
  return {
    fullSlug,
    slug,
    name: defaultCopy.title,
    parentSlug: GLOBAL_FOLDER,
    isFolder: false,
    isStartpage: false,
    position,
    content,
    translations,
  };
}

/** Every seeded story, each parent before its children. */
export function buildSeedStories(): SeedStory[] {
  const shopStories = SHOPS.flatMap((shop, index): SeedStory[] => {
    const fullSlug = homeStorySlug(shop.code);
    return [
      folder(shop.code, shop.locale, index),
      {
        fullSlug,
        slug: "home",
        name: copyFor(shop).name,
        parentSlug: shop.code,
        isFolder: false,
        isStartpage: false,
        position: 0,
        content: homeContent(shop, fullSlug),
        translations: {},
      },
      ...shopPageStories(shop),
    ];
  });
  return [
    ...shopStories,
    folder(GLOBAL_FOLDER, "Global", SHOPS.length),
    messageStory("notFound", 0),
    messageStory("error", 1),
  ];
}
