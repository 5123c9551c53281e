// The seeded stories of a shop besides its home page: the inspiration page with every content component
// (rule:content.components), the service pages, the data-protection page, the info overlays and the navigation tree.
import type { Currency, ShopConfig } from "@eyewear/shop-rules";
import type {
  AccordionBlock,
  CategoryContent,
  FaceScanBlock,
  HearingTestBlock,
  HeroBlock,
  MultilinkField,
  NavigationContent,
  NavigationItemBlock,
  NewsletterBlock,
  OverlayContent,
  PageBodyBlock,
  PageContent,
  PrescriptionLoaderBlock,
  ProductSubscriptionBlock,
  QuestionnaireBlock,
  RichTextBlock,
  SliderBlock,
  TeaserBlock,
  TeaserGridBlock,
  VideoBlock,
} from "../types.ts";
import {
  asset,
  blockUid,
  bulletList,
  doc,
  folder,
  heading,
  isSwissGerman,
  linkText,
  pageSeo,
  paragraph,
  type SeedStory,
  storyLink,
  storyLinkText,
  swissSpelling,
  text,
  urlLink,
} from "./blocks.ts";
import { CATEGORY_KEYS, type CategoryKey, HOME_COPY } from "./copy.ts";
import { type DocumentPageCopy, type OverlayCopy, PAGES_COPY, type PagesCopy } from "./pages-copy.ts";
import {
  ALTERNATES_TAG_PREFIX,
  CATEGORY_CONTENT_FOLDER,
  DATA_PROTECTION_SLUGS,
  INSPIRATION_SLUG,
  NAVIGATION_SLUG,
  OVERLAY_SLUGS,
  SERVICE_PAGE_SLUGS,
} from "./slugs.ts";

/** Free shipping from this order value, in whole currency units. */
const FREE_SHIPPING_FROM: Record<Currency, number> = { EUR: 49, CHF: 59, PLN: 199, CZK: 1290 };

/** The shop's parcel carrier as its shipping overlay names it (rule:checkout.carrier). */
const CARRIER_BY_SHOP: Record<string, string> = {
  "de-de": "DHL",
  "de-at": "die Österreichische Post",
  "de-ch": "die Schweizerische Post",
  "fr-ch": "la Poste suisse",
  "it-ch": "la Posta Svizzera",
  "it-it": "DHL",
  "de-it": "DHL",
  "pl-pl": "InPost",
  "cs-cz": "Česká pošta",
};

/** Delivery intervals of the subscription block, in weeks. */
const SUBSCRIPTION_WEEKS = [4, 8, 12] as const;
const SUBSCRIPTION_DISCOUNT_PERCENT = 5;

/** Stable answer keys of the questionnaire, the same in every language. */
const FREQUENCY_VALUES = ["daily", "several_days_a_week", "occasionally"] as const;
const PRIORITY_VALUES = ["screen_comfort", "low_maintenance", "price"] as const;

/** The demo video and its captions, committed under the storefront's public/videos (scripts/generate-content-video.sh). */
const VIDEO_BASE = "/videos/content/kontaktlinsen-einsetzen";

function pagesCopyFor(shop: ShopConfig): PagesCopy {
  const copy = PAGES_COPY[shop.language];
  return isSwissGerman(shop) ? swissSpelling(copy) : copy;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function freeShippingThreshold(shop: ShopConfig): string {
  return new Intl.NumberFormat(shop.locale, {
    style: "currency",
    currency: shop.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(FREE_SHIPPING_FROM[shop.currency]);
}

/** `alternatesKey` names the page across shops, so that each shop's story links the others (hreflang). */
function page(
  shop: ShopConfig,
  slugBelowShop: string,
  name: string,
  position: number,
  content: PageContent | OverlayContent | NavigationContent | CategoryContent,
  alternatesKey?: string,
): SeedStory {
  const fullSlug = `${shop.code}/${slugBelowShop}`;
  return {
    fullSlug,
    slug: slugBelowShop.slice(slugBelowShop.lastIndexOf("/") + 1),
    name,
    parentSlug: fullSlug.slice(0, fullSlug.lastIndexOf("/")),
    isFolder: false,
    isStartpage: false,
    position,
    content,
    translations: {},
    tagList: alternatesKey ? [`${ALTERNATES_TAG_PREFIX}${alternatesKey}`] : [],
  };
}

function documentPage(shop: ShopConfig, slugBelowShop: string, copy: DocumentPageCopy): PageContent {
  const fullSlug = `${shop.code}/${slugBelowShop}`;
  const email = `service@${shop.domain}`;
  const intro: RichTextBlock = {
    _uid: blockUid(fullSlug, "body.0"),
    component: "rich_text",
    text: doc(heading(2, copy.heading), paragraph(text(copy.intro))),
  };
  const accordion: AccordionBlock = {
    _uid: blockUid(fullSlug, "body.1"),
    component: "accordion",
    headline: "",
    items: copy.items.map((item, index) => ({
      _uid: blockUid(fullSlug, `body.1.items.${index}`),
      component: "accordion_item",
      title: item.title,
      text: doc(paragraph(text(item.text))),
    })),
  };
  const request: RichTextBlock = {
    _uid: blockUid(fullSlug, "body.2"),
    component: "rich_text",
    text: doc(paragraph(text(copy.request), linkText(email, `mailto:${email}`))),
  };
  return {
    _uid: blockUid(fullSlug, "content"),
    component: "page",
    body: [intro, accordion, request],
    seo: pageSeo(copy.seo, "careProducts"),
  };
}

/** The service folder's start page (served at /{shop}/service/): each service page with what it offers. */
function serviceOverviewPage(shop: ShopConfig, copy: PagesCopy): PageContent {
  const fullSlug = `${shop.code}/${SERVICE_PAGE_SLUGS.overview}`;
  const overlays = OVERLAY_SLUGS[shop.language];
  const { instructions, conformity, dataProtection } = copy;
  const { shipping, returns } = copy.overlays;
  const entries = [
    {
      name: instructions.name,
      description: instructions.seo.description,
      slug: SERVICE_PAGE_SLUGS.instructions,
    },
    { name: conformity.name, description: conformity.seo.description, slug: SERVICE_PAGE_SLUGS.conformity },
    { name: shipping.name, description: shipping.description, slug: overlays.shipping },
    { name: returns.name, description: returns.description, slug: overlays.returns },
    {
      name: dataProtection.name,
      description: dataProtection.seo.description,
      slug: DATA_PROTECTION_SLUGS[shop.language],
    },
  ];
  const body: RichTextBlock = {
    _uid: blockUid(fullSlug, "body.0"),
    component: "rich_text",
    text: doc(
      paragraph(text(copy.serviceOverview.intro)),
      bulletList(
        ...entries.map((entry) => [
          storyLinkText(entry.name, `${shop.code}/${entry.slug}`),
          text(` – ${entry.description}`),
        ]),
      ),
    ),
  };
  return {
    _uid: blockUid(fullSlug, "content"),
    component: "page",
    body: [body],
    seo: pageSeo(copy.serviceOverview.seo, "careProducts"),
  };
}

function dataProtectionPage(shop: ShopConfig, copy: PagesCopy["dataProtection"]): PageContent {
  const fullSlug = `${shop.code}/${copy.slug}`;
  const email = `privacy@${shop.domain}`;
  const body: RichTextBlock = {
    _uid: blockUid(fullSlug, "body.0"),
    component: "rich_text",
    text: doc(
      heading(2, copy.heading),
      ...copy.sections.flatMap((section) => [heading(3, section.title), paragraph(text(section.text))]),
      paragraph(text(copy.contact), linkText(email, `mailto:${email}`), text(".")),
    ),
  };
  return {
    _uid: blockUid(fullSlug, "content"),
    component: "page",
    body: [body],
    seo: pageSeo(copy.seo, "glasses"),
  };
}

function overlay(shop: ShopConfig, slugBelowShop: string, copy: OverlayCopy): OverlayContent {
  const fullSlug = `${shop.code}/${slugBelowShop}`;
  const values = { carrier: CARRIER_BY_SHOP[shop.code] ?? "DHL", threshold: freeShippingThreshold(shop) };
  const paragraphs = copy.paragraphs.map((entry) => paragraph(text(fill(entry, values))));
  if (copy.linked) {
    paragraphs.push(
      paragraph(
        text(copy.linked.before),
        linkText(copy.linked.link, `/${shop.code}/service/auftragsstatus/`),
        text(copy.linked.after),
      ),
    );
  }
  return {
    _uid: blockUid(fullSlug, "content"),
    component: "overlay",
    title: copy.title,
    text: doc(...paragraphs),
    // Overlays open over other pages; search engines should follow their links but not list them.
    seo: pageSeo({ title: copy.title, description: copy.description }, "hero", "noindex, follow"),
  };
}

function categoryPath(shop: ShopConfig, key: CategoryKey): string {
  return `/${shop.code}/${HOME_COPY[shop.language].categories[key].slug}/`;
}

function navigation(shop: ShopConfig, copy: PagesCopy): NavigationContent {
  const fullSlug = `${shop.code}/${NAVIGATION_SLUG}`;
  const home = HOME_COPY[shop.language];
  const item = (
    place: string,
    label: string,
    link: MultilinkField,
    children: NavigationItemBlock[] = [],
  ): NavigationItemBlock => ({
    _uid: blockUid(fullSlug, place),
    component: "navigation_item",
    label,
    link,
    children,
    visible_from: "",
    visible_to: "",
  });
  const story = (slugBelowShop: string) => storyLink(`${shop.code}/${slugBelowShop}`);
  const categories = CATEGORY_KEYS.map((key, index) =>
    item(`items.${index}`, home.categories[key].headline, urlLink(categoryPath(shop, key))),
  );
  const service = CATEGORY_KEYS.length + 1;
  const serviceItems = [
    item(`items.${service}.children.0`, copy.navigation.branches, urlLink(`/${shop.code}/niederlassungen/`)),
    item(
      `items.${service}.children.1`,
      copy.navigation.orderStatus,
      urlLink(`/${shop.code}/service/auftragsstatus/`),
    ),
    item(`items.${service}.children.2`, copy.instructions.name, story(SERVICE_PAGE_SLUGS.instructions)),
    item(`items.${service}.children.3`, copy.conformity.name, story(SERVICE_PAGE_SLUGS.conformity)),
    item(
      `items.${service}.children.4`,
      copy.dataProtection.name,
      story(DATA_PROTECTION_SLUGS[shop.language]),
    ),
    item(
      `items.${service}.children.5`,
      copy.overlays.shipping.name,
      story(OVERLAY_SLUGS[shop.language].shipping),
    ),
    item(
      `items.${service}.children.6`,
      copy.overlays.returns.name,
      story(OVERLAY_SLUGS[shop.language].returns),
    ),
  ];
  return {
    _uid: blockUid(fullSlug, "content"),
    component: "navigation",
    items: [
      ...categories,
      item(`items.${CATEGORY_KEYS.length}`, copy.navigation.inspiration, story(INSPIRATION_SLUG)),
      item(`items.${service}`, copy.navigation.service, urlLink(`/${shop.code}/service/`), serviceItems),
    ],
  };
}

function inspirationPage(shop: ShopConfig, copy: PagesCopy): PageContent {
  const fullSlug = `${shop.code}/${INSPIRATION_SLUG}`;
  const home = isSwissGerman(shop) ? swissSpelling(HOME_COPY[shop.language]) : HOME_COPY[shop.language];
  const c = copy.inspiration;
  const uid = (place: string) => blockUid(fullSlug, place);
  const hero: HeroBlock = {
    _uid: uid("body.0"),
    component: "hero",
    headline: c.hero.headline,
    text: c.hero.text,
    image: asset("hero", home.hero.imageAlt),
    cta_label: c.hero.ctaLabel,
    cta_link: urlLink(categoryPath(shop, "sunglasses")),
  };
  const teaserGrid: TeaserGridBlock = {
    _uid: uid("body.1"),
    component: "teaser_grid",
    headline: c.teaserGridHeadline,
    teasers: CATEGORY_KEYS.map((key, index) => ({
      _uid: uid(`body.1.teasers.${index}`),
      component: "teaser",
      headline: home.categories[key].headline,
      text: home.categories[key].text,
      image: asset(key, home.categories[key].imageAlt),
      link: urlLink(categoryPath(shop, key)),
      link_label: home.teaserLinkLabel,
    })),
  };
  const slideCategories: CategoryKey[] = ["sunglasses", "glasses", "contactLenses"];
  const slider: SliderBlock = {
    _uid: uid("body.2"),
    component: "slider",
    headline: c.slider.headline,
    autoplay: true,
    interval_seconds: 6,
    slides: c.slider.slides.map(
      (slide, index): TeaserBlock => ({
        _uid: uid(`body.2.slides.${index}`),
        component: "teaser",
        headline: slide.title,
        text: slide.text,
        image: asset(slideCategories[index]!, home.categories[slideCategories[index]!].imageAlt),
        link: urlLink(categoryPath(shop, slideCategories[index]!)),
        link_label: c.slider.linkLabel,
      }),
    ),
  };
  const questions = [
    { copy: c.questionnaire.frequency, values: FREQUENCY_VALUES, multiple: false },
    { copy: c.questionnaire.priorities, values: PRIORITY_VALUES, multiple: true },
  ];
  const questionnaire: QuestionnaireBlock = {
    _uid: uid("body.3"),
    component: "questionnaire",
    headline: c.questionnaire.headline,
    text: c.questionnaire.text,
    questions: questions.map((question, q) => ({
      _uid: uid(`body.3.questions.${q}`),
      component: "questionnaire_question",
      question: question.copy.question,
      multiple: question.multiple,
      options: question.copy.options.map((label, o) => ({
        _uid: uid(`body.3.questions.${q}.options.${o}`),
        component: "questionnaire_option",
        label,
        value: question.values[o]!,
      })),
    })),
    submit_label: c.questionnaire.submitLabel,
    result_link: urlLink(categoryPath(shop, "contactLenses")),
  };
  const dataProtection = `${shop.code}/${DATA_PROTECTION_SLUGS[shop.language]}`;
  const newsletter: NewsletterBlock = {
    _uid: uid("body.4"),
    component: "newsletter",
    headline: c.newsletter.headline,
    text: c.newsletter.text,
    email_label: c.newsletter.emailLabel,
    email_placeholder: c.newsletter.emailPlaceholder,
    submit_label: c.newsletter.submitLabel,
    privacy_note: doc(
      paragraph(
        text(c.newsletter.privacy.before),
        storyLinkText(c.newsletter.privacy.link, dataProtection),
        text(c.newsletter.privacy.after),
      ),
    ),
    success_message: c.newsletter.success,
  };
  const faceScan: FaceScanBlock = {
    _uid: uid("body.5"),
    component: "face_scan",
    headline: c.faceScan.headline,
    text: c.faceScan.text,
    image: asset("glasses", home.categories.glasses.imageAlt),
    cta_label: c.faceScan.ctaLabel,
    cta_link: urlLink(categoryPath(shop, "glasses")),
    mode: "virtual_try_on",
    privacy_note: c.faceScan.privacyNote,
  };
  const hearingTest: HearingTestBlock = {
    _uid: uid("body.6"),
    component: "hearing_test",
    headline: c.hearingTest.headline,
    text: c.hearingTest.text,
    cta_label: c.hearingTest.ctaLabel,
    cta_link: urlLink(`/${shop.code}/niederlassungen/`),
    duration_minutes: 5,
    requires_headphones: true,
    disclaimer: c.hearingTest.disclaimer,
  };
  const prescriptionLoader: PrescriptionLoaderBlock = {
    _uid: uid("body.7"),
    component: "prescription_loader",
    headline: c.prescriptionLoader.headline,
    text: c.prescriptionLoader.text,
    cta_label: c.prescriptionLoader.ctaLabel,
    cta_link: urlLink(categoryPath(shop, "glasses")),
    required_feature: "prescriptionConfigurator",
    upload_label: c.prescriptionLoader.uploadLabel,
    manual_entry_label: c.prescriptionLoader.manualEntryLabel,
    accepted_file_types: ["image/jpeg", "image/png", "application/pdf"],
    max_file_size_mb: 10,
  };
  const subscription: ProductSubscriptionBlock = {
    _uid: uid("body.8"),
    component: "product_subscription",
    headline: c.subscription.headline,
    text: c.subscription.text,
    image: asset("contactLenses", home.categories.contactLenses.imageAlt),
    cta_label: c.subscription.ctaLabel,
    cta_link: urlLink(categoryPath(shop, "contactLenses")),
    // Shops without subscriptions (Poland, Czechia) keep the block, and the storefront leaves it out.
    required_feature: "subscriptions",
    product_type: "contactLenses",
    intervals: SUBSCRIPTION_WEEKS.map((weeks, index) => ({
      _uid: uid(`body.8.intervals.${index}`),
      component: "subscription_interval",
      weeks,
      label: fill(c.subscription.interval, { weeks: String(weeks) }),
    })),
    discount_percent: SUBSCRIPTION_DISCOUNT_PERCENT,
    benefits: c.subscription.benefits,
  };
  const faq: AccordionBlock = {
    _uid: uid("body.9"),
    component: "accordion",
    headline: c.faq.headline,
    items: c.faq.items.map((item, index) => ({
      _uid: uid(`body.9.items.${index}`),
      component: "accordion_item",
      title: item.title,
      text: doc(paragraph(text(item.text))),
    })),
  };
  const video: VideoBlock = {
    _uid: uid("body.10"),
    component: "video",
    title: c.video.title,
    caption: c.video.caption,
    video_url: `${VIDEO_BASE}.webm`,
    poster: asset("contactLenses", home.categories.contactLenses.imageAlt),
    captions: {
      id: null,
      alt: c.video.title,
      name: `kontaktlinsen-einsetzen.${shop.language}.vtt`,
      focus: "",
      title: c.video.title,
      filename: `${VIDEO_BASE}.${shop.language}.vtt`,
      copyright: "",
      fieldtype: "asset",
    },
  };
  const body: PageBodyBlock[] = [
    hero,
    teaserGrid,
    slider,
    questionnaire,
    newsletter,
    faceScan,
    hearingTest,
    prescriptionLoader,
    subscription,
    faq,
    video,
  ];
  return { _uid: uid("content"), component: "page", body, seo: pageSeo(c.seo, "sunglasses") };
}

/**
 * The content above a category listing (ADR 0016): the category's teaser copy and a link
 * to the inspiration page, in a story whose path mirrors the category's.
 */
function categoryContent(shop: ShopConfig, key: CategoryKey, copy: PagesCopy): CategoryContent {
  const home = isSwissGerman(shop) ? swissSpelling(HOME_COPY[shop.language]) : HOME_COPY[shop.language];
  const fullSlug = `${shop.code}/${CATEGORY_CONTENT_FOLDER}/${home.categories[key].slug}`;
  const intro: RichTextBlock = {
    _uid: blockUid(fullSlug, "body.0"),
    component: "rich_text",
    text: doc(
      paragraph(
        text(`${home.categories[key].text} `),
        storyLinkText(copy.navigation.inspiration, `${shop.code}/${INSPIRATION_SLUG}`),
      ),
    ),
  };
  return { _uid: blockUid(fullSlug, "content"), component: "category_content", body: [intro] };
}

/** The service folder's document pages and the info overlays, in the editors' order. */
const DOCUMENT_PAGES = ["instructions", "conformity"] as const;
const INFO_OVERLAYS = ["shipping", "returns"] as const;

/** The stories below a shop's folder other than its home page, each parent folder before its children. */
export function shopPageStories(shop: ShopConfig): SeedStory[] {
  const copy = pagesCopyFor(shop);
  const code = shop.code;
  const overlays = OVERLAY_SLUGS[shop.language];
  const dataProtection = DATA_PROTECTION_SLUGS[shop.language];
  return [
    page(shop, INSPIRATION_SLUG, copy.inspiration.name, 1, inspirationPage(shop, copy), "inspiration"),
    folder(`${code}/service`, "Service", 2, code),
    {
      ...page(
        shop,
        SERVICE_PAGE_SLUGS.overview,
        copy.navigation.service,
        2,
        serviceOverviewPage(shop, copy),
        "service-overview",
      ),
      isStartpage: true,
    },
    ...DOCUMENT_PAGES.map((key, position) =>
      page(
        shop,
        SERVICE_PAGE_SLUGS[key],
        copy[key].name,
        position,
        documentPage(shop, SERVICE_PAGE_SLUGS[key], copy[key]),
        key,
      ),
    ),
    page(
      shop,
      dataProtection,
      copy.dataProtection.name,
      3,
      dataProtectionPage(shop, copy.dataProtection),
      "data-protection",
    ),
    folder(`${code}/overlays`, "Overlays", 4, code),
    folder(`${code}/overlays/info`, "Info", 0, `${code}/overlays`),
    ...INFO_OVERLAYS.map((key, position) =>
      page(
        shop,
        overlays[key],
        copy.overlays[key].name,
        position,
        overlay(shop, overlays[key], copy.overlays[key]),
        `overlay-${key}`,
      ),
    ),
    page(shop, NAVIGATION_SLUG, copy.navigation.name, 5, navigation(shop, copy)),
    folder(`${code}/${CATEGORY_CONTENT_FOLDER}`, "Categories", 6, code),
    ...CATEGORY_KEYS.map((key, index) =>
      page(
        shop,
        `${CATEGORY_CONTENT_FOLDER}/${HOME_COPY[shop.language].categories[key].slug}`,
        HOME_COPY[shop.language].categories[key].headline,
        index,
        categoryContent(shop, key, copy),
      ),
    ),
  ];
}
