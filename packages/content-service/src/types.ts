// Content block types (rule:content.components, rule:content.link-types, SEO fields) and the Storyblok Content
// Delivery API v2 story shape the service answers with. The storefront renders these types.
import type { FeatureSwitches } from "@eyewear/shop-rules";

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

/** Link to a path or URL (rule:content.link-types). */
export interface UrlLink extends MultilinkBase {
  linktype: "url";
  id: "";
  url: string;
}

/** Link to another story by its uuid; cached_url is the story's full slug (rule:content.link-types). */
export interface StoryLink extends MultilinkBase {
  linktype: "story";
  id: string;
  url: string;
  anchor?: string;
}

/** Link to an uploaded file (rule:content.link-types). */
export interface AssetLink extends MultilinkBase {
  linktype: "asset";
  id: "";
  url: string;
}

/** mailto link (rule:content.link-types). */
export interface EmailLink extends MultilinkBase {
  linktype: "email";
  id: "";
  url: "";
  email: string;
}

/** A Storyblok multilink field value. */
export type MultilinkField = UrlLink | StoryLink | AssetLink | EmailLink;

/** SEO fields of a page: title and description, with optional social overrides and robots (rule:routing.default-robots). */
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

/** A carousel of teasers (a slider, rule:content.components). */
export interface SliderBlock extends Block<"slider"> {
  headline: string;
  /** Whether the slides advance on their own; the storefront pauses on hover and for reduced motion. */
  autoplay: boolean;
  /** Seconds a slide stays before the next one when autoplay is on. */
  interval_seconds: number;
  slides: TeaserBlock[];
}

/** One answer a questionnaire question offers. */
export interface QuestionnaireOptionBlock extends Block<"questionnaire_option"> {
  label: string;
  /** Stable answer key, the same in every language. */
  value: string;
}

export interface QuestionnaireQuestionBlock extends Block<"questionnaire_question"> {
  question: string;
  /** Whether more than one option may be chosen. */
  multiple: boolean;
  options: QuestionnaireOptionBlock[];
}

/** A short guided questionnaire, e.g. which lenses suit me (rule:content.components). */
export interface QuestionnaireBlock extends Block<"questionnaire"> {
  headline: string;
  text: string;
  questions: QuestionnaireQuestionBlock[];
  submit_label: string;
  /** Where the answers lead, e.g. a pre-filtered listing or the appointment booking. */
  result_link: MultilinkField;
}

/** Newsletter sign-up (rule:content.components); the newsletter overlay shows the same block. */
export interface NewsletterBlock extends Block<"newsletter"> {
  headline: string;
  text: string;
  email_label: string;
  email_placeholder: string;
  submit_label: string;
  /** Consent text shown under the form, with a link to the data-protection page. */
  privacy_note: RichTextDoc;
  success_message: string;
}

/** Fields of the blocks that lead into an interactive shop tool. */
interface ToolBlockFields {
  headline: string;
  text: string;
  image?: AssetField;
  cta_label: string;
  cta_link: MultilinkField;
  /** Shop feature switch the tool needs; the storefront hides the block when it is off for the shop. */
  required_feature?: keyof FeatureSwitches;
}

/** Virtual try-on and face measurement with the camera (virtual try-on, pupillary-distance tool). */
export interface FaceScanBlock extends Block<"face_scan">, ToolBlockFields {
  mode: "virtual_try_on" | "pupillary_distance";
  /** What happens to the camera image, shown before the scan starts. */
  privacy_note: string;
}

/** Online hearing check that leads to an appointment (hearing-aid merchandise). */
export interface HearingTestBlock extends Block<"hearing_test">, ToolBlockFields {
  duration_minutes: number;
  requires_headphones: boolean;
  /** The check is no medical diagnosis; shown next to the start button. */
  disclaimer: string;
}

/** Upload of a prescription for the prescription configurator. */
export interface PrescriptionLoaderBlock extends Block<"prescription_loader">, ToolBlockFields {
  upload_label: string;
  /** Label of the alternative of typing the values in. */
  manual_entry_label: string;
  /** MIME types the upload accepts. */
  accepted_file_types: string[];
  max_file_size_mb: number;
}

/** A delivery interval a subscription offers. */
export interface SubscriptionIntervalBlock extends Block<"subscription_interval"> {
  weeks: number;
  label: string;
}

/** Regular delivery of contact lenses or care products (a subscription). */
export interface ProductSubscriptionBlock extends Block<"product_subscription">, ToolBlockFields {
  /** Product type the subscription is for (rule:catalogue.product-kind). */
  product_type: "contactLenses" | "careproducts";
  intervals: SubscriptionIntervalBlock[];
  /** Discount on every delivery in percent. */
  discount_percent: number;
  benefits: string[];
}

export interface AccordionItemBlock extends Block<"accordion_item"> {
  title: string;
  text: RichTextDoc;
}

export interface AccordionBlock extends Block<"accordion"> {
  headline: string;
  items: AccordionItemBlock[];
}

/** A self-hosted video; no external embeds. */
export interface VideoBlock extends Block<"video"> {
  title: string;
  caption: string;
  /** Path or URL of the video file. */
  video_url: string;
  /** Still image shown before playback. */
  poster: AssetField;
  /** WebVTT captions in the story's language. */
  captions: AssetField;
}

/** The blocks a page body may hold (rule:content.components). */
export type PageBodyBlock =
  | HeroBlock
  | TeaserGridBlock
  | RichTextBlock
  | SliderBlock
  | QuestionnaireBlock
  | NewsletterBlock
  | FaceScanBlock
  | HearingTestBlock
  | PrescriptionLoaderBlock
  | ProductSubscriptionBlock
  | AccordionBlock
  | VideoBlock;

/** Component names of the page body blocks. */
export type PageBodyComponent = PageBodyBlock["component"];

/** Content of a `page` story: a body of blocks and its SEO fields. */
export interface PageContent extends Block<"page"> {
  body: PageBodyBlock[];
  seo: SeoField;
}

/** Content of the `global/not-found` and `global/error` stories (rule:content.error-page-stories). */
export interface ErrorPageContent extends Block<"error_page"> {
  title: string;
  text: string;
  /** Label of the link back to the shop's homepage. */
  link_label: string;
}

/** Content of an overlay story at `{shop}/overlays/{group}/{slug}` (rule:content.page-slugs). */
export interface OverlayContent extends Block<"overlay"> {
  title: string;
  text: RichTextDoc;
  seo: SeoField;
}

/**
 * One entry of the content-driven navigation: label, link, children and a visibility window
 * (rule:layout.navigation-visibility); the link is the entry's address.
 */
export interface NavigationItemBlock extends Block<"navigation_item"> {
  label: string;
  link: MultilinkField;
  children: NavigationItemBlock[];
  /** ISO date-time from which the entry shows; empty for always. */
  visible_from: string;
  /** ISO date-time until which the entry shows; empty for always. */
  visible_to: string;
}

/** Content of a shop's `{shop}/navigation` story: the top menu as a tree. */
export interface NavigationContent extends Block<"navigation"> {
  items: NavigationItemBlock[];
}

/**
 * Content attached to a category listing, at `{shop}/categories/{category path}` (ADR 0016): blocks the listing
 * shows above its products.
 */
export interface CategoryContent extends Block<"category_content"> {
  body: PageBodyBlock[];
}

/** Every story content type the seed writes. */
export type StoryContent =
  | PageContent
  | ErrorPageContent
  | OverlayContent
  | NavigationContent
  | CategoryContent;

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

/** A story or folder in the links endpoint and in `resolve_links=link` (Storyblok link object). */
export interface LinkData {
  id: number;
  uuid: string;
  /** The full slug. */
  slug: string;
  /** Real path set in the entry configuration; the service has none. */
  path: null;
  /** Null at the root. */
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  /** The full slug with a leading slash. */
  real_path: string;
  /** Only with `include_dates=1`. */
  published_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** A linked story with `resolve_links=url`: just enough to build its address. */
export interface UrlLinkData {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  url: string;
}

/** The `links` entries of a story answer, by `resolve_links` mode. */
export type ResolvedLink = StoryData<Record<string, unknown>> | UrlLinkData | LinkData;

/** Related stories and links that come with story answers. */
interface StoryExtras {
  /** Stories named by the `resolve_relations` fields; empty when there are more than 50 (see rel_uuids). */
  rels: StoryData<Record<string, unknown>>[];
  /** With more than 50 related stories: all their uuids, which the client then fetches in batches of 50. */
  rel_uuids?: string[];
  /** Stories that story links point to, with `resolve_links`; empty with more than 50 (see link_uuids). */
  links: ResolvedLink[];
  link_uuids?: string[];
}

/** Answer of `GET /v2/cdn/stories/{full_slug}`. */
export interface StoryResponse<Content = StoryContent> extends StoryExtras {
  story: StoryData<Content>;
  cv: number;
}

/** Answer of `GET /v2/cdn/stories`; paging is in the `total` and `per-page` headers. */
export interface StoriesResponse<Content = StoryContent> extends StoryExtras {
  stories: StoryData<Content>[];
  cv: number;
}

/** Answer of `GET /v2/cdn/links`: link objects keyed by uuid; paging is in the `total` and `per-page` headers. */
export interface LinksResponse {
  links: Record<string, LinkData>;
}

/** One datasource entry; dimension_value is the value in the requested dimension, null without one. */
export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

/** Answer of `GET /v2/cdn/datasource_entries`; paging is in the `total` and `per-page` headers. */
export interface DatasourceEntriesResponse {
  datasource_entries: DatasourceEntry[];
}

/** Which content a request reads: the published one, or the draft (preview token only). */
export type ContentVersion = "published" | "draft";
