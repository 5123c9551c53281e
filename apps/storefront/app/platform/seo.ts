import { DEFAULT_ROBOTS, SOCIAL_IMAGE_SIZE } from "@eyewear/shop-rules";
import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  robots?: string | undefined;
  /** Absolute URL of the page's canonical address. */
  canonicalUrl: string;
  /** Absolute URL of the social image (drawn at 1200×630), if the page has one. */
  imageUrl?: string | undefined;
  /** The same page in other shops, by locale (hreflang). */
  alternates?: { locale: string; url: string }[];
  xDefaultUrl?: string;
}

/**
 * Title, description, robots, canonical, hreflang and social tags of a page (rule:routing.default-robots,
 * rule:images.social-size).
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.robots || DEFAULT_ROBOTS },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    { name: "twitter:card", content: seo.imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.imageUrl) {
    meta.push(
      { property: "og:image", content: seo.imageUrl },
      { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
      { name: "twitter:image", content: seo.imageUrl },
    );
  }
  for (const alternate of seo.alternates ?? []) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: alternate.locale, href: alternate.url });
  }
  if (seo.xDefaultUrl)
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.xDefaultUrl });
  return meta;
}

/** The absolute social-image URL of a content image path such as /images/content/teaser-glasses.webp. */
export function socialImageUrl(origin: string, imagePath: string | undefined): string | undefined {
  return imagePath?.startsWith("/images/content/") ? `${origin}${imagePath}?social=1` : undefined;
}

/** The absolute URL of a product image drawn at the social image's size (rule:images.social-size). */
export function productSocialImageUrl(origin: string, hash: string): string {
  return `${origin}/images/${hash}.webp?social=1`;
}

/** The meta of a route that search engines must not index: account, checkout and service pages, a form's answer. */
export function noIndexMeta(): MetaDescriptor[] {
  return [{ name: "robots", content: "noindex" }];
}
