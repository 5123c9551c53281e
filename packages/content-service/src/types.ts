// Content block types (S1 §2 content pages, S2 §3 content link types and SEO) and the Storyblok Content
// Delivery API v2 story shape the service answers with. The storefront renders these types.

/** Fields every Storyblok block carries: a unique id and the name of its component. */
export interface Block<Component extends string> {
  _uid: string;
  component: Component;
}

/** A Storyblok asset field: an image or file with its alternative text. */
export interface AssetField {
  id: number | null;
  alt: string;
  name: string;
  focus: string;
  title: string;
  filename: string;
  copyright: string;
  fieldtype: "asset";
}

export type LinkTarget = "_self" | "_blank";

interface MultilinkBase {
  fieldtype: "multilink";
  /** The resolved address: a path or URL, the story's full slug, the asset file or the e-mail address. */
  cached_url: string;
  target?: LinkTarget;
}

/** Link to a path or URL (S2 §3 content link type url). */
export interface UrlLink extends MultilinkBase {
  linktype: "url";
  id: "";
  url: string;
}

/** Link to another story by its uuid; cached_url is the story's full slug (S2 §3 content link type story). */
export interface StoryLink extends MultilinkBase {
  linktype: "story";
  id: string;
  url: string;
  anchor?: string;
}

/** Link to an uploaded file (S2 §3 content link type asset). */
export interface AssetLink extends MultilinkBase {
  linktype: "asset";
  id: "";
  url: string;
}

/** mailto link (S2 §3 content link type email). */
export interface EmailLink extends MultilinkBase {
  linktype: "email";
  id: "";
  url: "";
  email: string;
}

/** A Storyblok multilink field value. */
export type MultilinkField = UrlLink | StoryLink | AssetLink | EmailLink;

/** SEO fields of a page (S2 §3): title and description, with optional social overrides and robots. */
export interface SeoField {
  title: string;
  description: string;
  og_title?: string;
  og_description?: string;
  og_image?: string;
  twitter_title?: string;
  twitter_description?: string;
  twitter_image?: string;
  robots?: string;
}

export type RichTextMark =
  | { type: "bold" }
  | { type: "italic" }
  | {
      type: "link";
      attrs: {
        href: string;
        linktype: MultilinkField["linktype"];
        target: LinkTarget | null;
        uuid: string | null;
        anchor: string | null;
      };
    };

export interface RichTextText {
  type: "text";
  text: string;
  marks?: RichTextMark[];
}

export interface RichTextHardBreak {
  type: "hard_break";
}

export type RichTextInline = RichTextText | RichTextHardBreak;

export interface RichTextParagraph {
  type: "paragraph";
  content?: RichTextInline[];
}

export interface RichTextHeading {
  type: "heading";
  attrs: { level: 1 | 2 | 3 | 4 | 5 | 6 };
  content?: RichTextInline[];
}

export interface RichTextListItem {
  type: "list_item";
  content: RichTextParagraph[];
}

export interface RichTextBulletList {
  type: "bullet_list";
  content: RichTextListItem[];
}

export interface RichTextOrderedList {
  type: "ordered_list";
  attrs?: { order: number };
  content: RichTextListItem[];
}

export type RichTextNode = RichTextParagraph | RichTextHeading | RichTextBulletList | RichTextOrderedList;

/** A Storyblok richtext field value (a ProseMirror document). */
export interface RichTextDoc {
  type: "doc";
  content: RichTextNode[];
}

export interface HeroBlock extends Block<"hero"> {
  headline: string;
  text: string;
  image: AssetField;
  cta_label: string;
  cta_link: MultilinkField;
}

export interface TeaserBlock extends Block<"teaser"> {
  headline: string;
  text: string;
  image: AssetField;
  link: MultilinkField;
  link_label: string;
}

export interface TeaserGridBlock extends Block<"teaser_grid"> {
  headline: string;
  teasers: TeaserBlock[];
}

export interface RichTextBlock extends Block<"rich_text"> {
  text: RichTextDoc;
}

/** The blocks a page body may hold. */
export type PageBodyBlock = HeroBlock | TeaserGridBlock | RichTextBlock;

/** Content of a `page` story: a body of blocks and its SEO fields. */
export interface PageContent extends Block<"page"> {
  body: PageBodyBlock[];
  seo: SeoField;
}

/** Content of the `global/not-found` and `global/error` stories (S2 §2 error page). */
export interface ErrorPageContent extends Block<"error_page"> {
  title: string;
  text: string;
  /** Label of the link back to the shop's homepage. */
  link_label: string;
}

/** Every story content type the seed writes. */
export type StoryContent = PageContent | ErrorPageContent;

/** A story as the Content Delivery API v2 returns it. */
export interface StoryData<Content = StoryContent> {
  name: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  id: number;
  uuid: string;
  content: Content;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  /** 0 for stories at the root, as Storyblok reports them. */
  parent_id: number;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  /** The language whose translation was merged into content, or "default". */
  lang: string;
  path: null;
  alternates: [];
  default_full_slug: null;
  translated_slugs: null;
}

/** Answer of `GET /v2/cdn/stories/{full_slug}`. */
export interface StoryResponse<Content = StoryContent> {
  story: StoryData<Content>;
  cv: number;
  rels: [];
  links: [];
}

/** Answer of `GET /v2/cdn/stories`; paging is in the `total` and `per-page` headers. */
export interface StoriesResponse<Content = StoryContent> {
  stories: StoryData<Content>[];
  cv: number;
  rels: [];
  links: [];
}

/** Which content a request reads: the published one, or the draft (preview token only). */
export type ContentVersion = "published" | "draft";
