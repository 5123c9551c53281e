// Where the seeded stories live below a shop folder.
import type { Language } from "@eyewear/shop-rules";

/** Slugs below a shop folder of its service pages (rule:content.page-slugs). */
export const SERVICE_PAGE_SLUGS = {
  /** The service folder's start page, which lists the others; it is served at the folder's path, /service/. */
  overview: "service/uebersicht",
  instructions: "service/gebrauchsanweisungen",
  conformity: "service/konformitaetserklaerungen",
} as const;

/** Slug below a shop folder of the content-driven navigation tree. */
export const NAVIGATION_SLUG = "navigation";

/** Slug below a shop folder of the example page with every content component. */
export const INSPIRATION_SLUG = "inspiration";

/** Slug below a shop folder of the data-protection page, by shop language (rule:content.page-slugs). */
export const DATA_PROTECTION_SLUGS: Record<Language, string> = {
  de: "datenschutz",
  fr: "protectiondesdonnees",
  it: "protezionedeidati",
  pl: "ochronadanych",
  cs: "ochrana-udaju",
};

/** Slugs below a shop folder of the info overlays (`/overlays/{group}/{slug}`), by shop language (rule:content.page-slugs). */
export const OVERLAY_SLUGS: Record<Language, { shipping: string; returns: string }> = {
  de: { shipping: "overlays/info/versand", returns: "overlays/info/rueckgabe" },
  fr: { shipping: "overlays/info/livraison", returns: "overlays/info/retour" },
  it: { shipping: "overlays/info/spedizione", returns: "overlays/info/reso" },
  pl: { shipping: "overlays/info/dostawa", returns: "overlays/info/zwrot" },
  cs: { shipping: "overlays/info/doprava", returns: "overlays/info/vraceni" },
};

/** Folder below a shop folder whose stories mirror category paths and hold the content shown above a listing. */
export const CATEGORY_CONTENT_FOLDER = "categories";

/**
 * Prefix of the tag that marks the same page in every shop ("alternates:data-protection"): the stories of one
 * page carry one such tag, so a page whose slug differs per language still finds its counterparts (hreflang).
 */
export const ALTERNATES_TAG_PREFIX = "alternates:";
