import type { MultilinkField } from "@eyewear/content-service";
import { isUnsafeLinkProtocol } from "@eyewear/shop-rules";

/**
 * The href of a content link (rule:content.link-types); unsafe protocols give no link at all
 * (rule:content.link-href).
 */
export function multilinkHref(link: MultilinkField | undefined): string | undefined {
  if (!link) return undefined;
  let href: string;
  switch (link.linktype) {
    case "email":
      href = link.email ? `mailto:${link.email}` : "";
      break;
    case "story":
      href = link.cached_url ? `/${link.cached_url.replace(/^\/+/, "").replace(/\/?$/, "/")}` : "";
      break;
    default:
      href = link.url || link.cached_url;
  }
  return href && !isUnsafeLinkProtocol(href) ? href : undefined;
}

/** Content links that leave the shop open in a new tab when the editor asked for it (cta_target_blank). */
export function linkTargetProps(link: MultilinkField | undefined) {
  return link?.target === "_blank" ? { target: "_blank", rel: "noopener noreferrer" } : {};
}
