// Building blocks of the seeded content: ids, images, links, rich text and SEO fields.
import type { ShopConfig } from "@eyewear/shop-rules";
import type {
  AssetField,
  RichTextDoc,
  RichTextInline,
  RichTextMark,
  RichTextNode,
  SeoField,
  StoryContent,
  StoryLink,
  UrlLink,
} from "../types.ts";
import { nameUuid } from "../uuid.ts";
import type { CategoryKey } from "./copy.ts";

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
  /** Tags, such as the alternates tag that links the same page across shops. */
  tagList?: string[];
}

/** Path of the content images; the storefront's image endpoint draws them (packages/demo-data content-images). */
export const ASSET_BASE = "/images/content";

export const IMAGES: Record<"hero" | CategoryKey, { id: number; file: string }> = {
  hero: { id: 1, file: "home-hero-sunglasses.webp" },
  glasses: { id: 2, file: "teaser-glasses.webp" },
  sunglasses: { id: 3, file: "teaser-sunglasses.webp" },
  contactLenses: { id: 4, file: "teaser-contact-lenses.webp" },
  careProducts: { id: 5, file: "teaser-care-products.webp" },
};

/** A block id unique across the space and the same on every run: derived from the story and the block's place. */
export function blockUid(fullSlug: string, place: string): string {
  return nameUuid(`block:${fullSlug}#${place}`);
}

/** The story uuid of a full slug, the same on every run. */
export function storyUuid(fullSlug: string): string {
  return nameUuid(`story:${fullSlug}`);
}

export function asset(image: keyof typeof IMAGES, alt: string): AssetField {
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

export function urlLink(path: string): UrlLink {
  return { id: "", url: path, cached_url: path, linktype: "url", fieldtype: "multilink", target: "_self" };
}

/** Swiss Standard German writes ss for ß. */
export function swissSpelling<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll("ß", "ss")) as T;
}

/** rule:routing.default-robots */
const DEFAULT_ROBOTS = "index, follow";

/** SEO fields of a page: its title and description, shared with social networks with one of the content images. */
export function pageSeo(
  seo: { title: string; description: string },
  image: keyof typeof IMAGES,
  robots = DEFAULT_ROBOTS,
): SeoField {
  return {
    title: seo.title,
    description: seo.description,
    og_title: seo.title,
    og_description: seo.description,
    og_image: `${ASSET_BASE}/${IMAGES[image].file}`,
    robots,
  };
}

/** A story link to a seeded story: by uuid, with its full slug as the cached address. */
export function storyLink(fullSlug: string): StoryLink {
  return {
    id: storyUuid(fullSlug),
    url: "",
    cached_url: fullSlug,
    linktype: "story",
    fieldtype: "multilink",
    target: "_self",
  };
}

export const text = (value: string, marks?: RichTextMark[]): RichTextInline =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };

export function paragraph(...content: RichTextInline[]): RichTextNode {
  return { type: "paragraph", content };
}

export function heading(level: 2 | 3, value: string): RichTextNode {
  return { type: "heading", attrs: { level }, content: [{ type: "text", text: value }] };
}

/** Text with a link mark to a path, URL or mailto address. */
export function linkText(value: string, href: string): RichTextInline {
  return {
    type: "text",
    text: value,
    marks: [{ type: "link", attrs: { href, linktype: "url", target: "_self", uuid: null, anchor: null } }],
  };
}

/** Text with a link mark to a seeded story. */
export function storyLinkText(value: string, fullSlug: string): RichTextInline {
  return {
    type: "text",
    text: value,
    marks: [
      {
        type: "link",
        attrs: {
          href: `/${fullSlug}`,
          linktype: "story",
          target: "_self",
          uuid: storyUuid(fullSlug),
          anchor: null,
        },
      },
    ],
  };
}

export const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: "doc", content });

/** A bullet list whose items are one paragraph each. */
export function bulletList(...items: RichTextInline[][]): RichTextNode {
  return {
    type: "bullet_list",
    content: items.map((content) => ({ type: "list_item", content: [{ type: "paragraph", content }] })),
  };
}

export function folder(
  fullSlug: string,
  name: string,
  position: number,
  parentSlug: string | null = null,
): SeedStory {
  return {
    fullSlug,
    slug: fullSlug.slice(fullSlug.lastIndexOf("/") + 1),
    name,
    parentSlug,
    isFolder: true,
    isStartpage: false,
    position,
    content: null,
    translations: {},
  };
}

/** Whether a shop writes Swiss Standard German. */
export const isSwissGerman = (shop: ShopConfig) => shop.language === "de" && shop.country === "CH";
