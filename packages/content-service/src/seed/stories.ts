// The seeded stories as plain data: a folder and a home page per shop, and the global message pages.
import { LANGUAGES, SHOPS, type ShopConfig } from "@eyewear/shop-rules";
import type {
  AssetField,
  ErrorPageContent,
  HeroBlock,
  PageContent,
  RichTextBlock,
  StoryContent,
  TeaserBlock,
  TeaserGridBlock,
  UrlLink,
} from "../types.ts";
import { nameUuid } from "../uuid.ts";
import {
  CATEGORY_KEYS,
  type CategoryKey,
  GLOBAL_COPY,
  HOME_COPY,
  type HomeCopy,
  type MessageCopy,
} from "./copy.ts";

export interface SeedStory {
  fullSlug: string;
  slug: string;
  name: string;
  /** Full slug of the parent folder; null at the root. */
  parentSlug: string | null;
  isFolder: boolean;
  isStartpage: boolean;
  position: number;
  /** Null for folders, which have no content. */
  content: StoryContent | null;
  translations: Record<string, Record<string, unknown>>;
}

/** Language of the global stories' default content; the others are field-level translations. */
const GLOBAL_DEFAULT_LANGUAGE = "de";

/** Folder of the stories every shop shares (S2 §2 error page content). */
export const GLOBAL_FOLDER = "global";

/** Full slugs of the error page stories (S2 §2 error page: stories named not-found or error in the global folder). */
export const ERROR_PAGE_STORIES = {
  notFound: `${GLOBAL_FOLDER}/not-found`,
  error: `${GLOBAL_FOLDER}/error`,
} as const;

/** Full slug of a shop's home page story. */
export function homeStorySlug(shopCode: string): string {
  return `${shopCode}/home`;
}

/** Path of the content images; the storefront's image endpoint draws them (packages/demo-data content-images). */
const ASSET_BASE = "/images/content";

const IMAGES: Record<"hero" | CategoryKey, { id: number; file: string }> = {
  hero: { id: 1, file: "home-hero-sunglasses.webp" },
  glasses: { id: 2, file: "teaser-glasses.webp" },
  sunglasses: { id: 3, file: "teaser-sunglasses.webp" },
  contactLenses: { id: 4, file: "teaser-contact-lenses.webp" },
  careProducts: { id: 5, file: "teaser-care-products.webp" },
};

/** A block id unique across the space and the same on every run: derived from the story and the block's place. */
function blockUid(fullSlug: string, place: string): string {
  return nameUuid(`block:${fullSlug}#${place}`);
}

/** The story uuid of a full slug, the same on every run. */
export function storyUuid(fullSlug: string): string {
  return nameUuid(`story:${fullSlug}`);
}

function asset(image: keyof typeof IMAGES, alt: string): AssetField {
  const { id, file } = IMAGES[image];
  return {
    id,
    alt,
    name: file,
    focus: "",
    title: alt,
    filename: `${ASSET_BASE}/${file}`,
    copyright: "",
    fieldtype: "asset",
  };
}

function urlLink(path: string): UrlLink {
  return { id: "", url: path, cached_url: path, linktype: "url", fieldtype: "multilink", target: "_self" };
}

/** Swiss Standard German writes ss for ß. */
function swissSpelling<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll("ß", "ss")) as T;
}

function copyFor(shop: ShopConfig): HomeCopy {
  const copy = HOME_COPY[shop.language];
  return shop.language === "de" && shop.country === "CH" ? swissSpelling(copy) : copy;
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
    seo: { title: copy.seo.title, description: copy.seo.description },
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

function folder(slug: string, name: string, position: number): SeedStory {
  return {
    fullSlug: slug,
    slug,
    name,
    parentSlug: null,
    isFolder: true,
    isStartpage: false,
    position,
    content: null,
    translations: {},
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
    ];
  });
  return [
    ...shopStories,
    folder(GLOBAL_FOLDER, "Global", SHOPS.length),
    messageStory("notFound", 0),
    messageStory("error", 1),
  ];
}
