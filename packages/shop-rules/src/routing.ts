import { DEFAULT_SHOP, LANGUAGES, type Language, SHOPS, type ShopConfig, shopByCode } from "./shops.ts";

// rule:routing.trailing-slash
export function needsTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith("/")) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname) || pathname.startsWith("//")) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}

/** Splits "/de-de/brillen/" into the shop and the path inside it ("/brillen/"). */
export function splitShopPath(pathname: string): { shop: ShopConfig; rest: string } | undefined {
  const match = /^\/([a-z]{2}-[a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match) return undefined;
  const shop = shopByCode(match[1]!);
  return shop ? { shop, rest: match[2] ?? "/" } : undefined;
}

// rule:routing.preferred-shop
export const LANGUAGE_COOKIE = "fimSelectedLanguage";
// rule:routing.preferred-shop
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Parses an Accept-Language header into language tags ordered by preference. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * The shop a browser language without a country of ours goes to: its home country's shop ("de" and "de-LU" →
 * de-DE, "it" → it-IT), French, which only Switzerland speaks here, to fr-CH.
 */
const HOME_SHOP_OF_LANGUAGE: Record<Language, string> = {
  de: "de-de",
  fr: "fr-ch",
  it: "it-it",
  pl: "pl-pl",
  cs: "cs-cz",
};

// rule:routing.preferred-shop: "/" sends a visitor to the shop of their saved language, else of their browser language
export function preferredShop(savedShopCode: string | undefined, acceptLanguage: string | null): ShopConfig {
  const saved = savedShopCode ? shopByCode(savedShopCode.toLowerCase()) : undefined;
  if (saved) return saved;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const exact = shopByCode(tag);
    if (exact) return exact;
    const language = tag.split("-")[0]!;
    if ((LANGUAGES as readonly string[]).includes(language))
      return shopByCode(HOME_SHOP_OF_LANGUAGE[language as Language])!;
  }
  return DEFAULT_SHOP;
}

export type LogoVariant = "cz" | "pl" | "default";

// rule:layout.logo-variant
export function logoVariantFor(locale: string): LogoVariant {
  if (locale === "cs-CZ") return "cz";
  if (locale === "pl-PL") return "pl";
  return "default";
}

/** The shop's name as its logo writes it, per logo variant (rule:layout.logo-variant). */
export const LOGO_WORDMARK: Record<LogoVariant, string> = {
  cz: "Lumio Optika",
  pl: "Lumio Optyk",
  default: "Lumio Optik",
};

// rule:routing.not-found-message
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

// rule:routing.unsafe-links
export function isUnsafeLinkProtocol(href: string): boolean {
  // Browsers drop tabs and line breaks anywhere in a URL and control characters or spaces around it, so
  // "java\tscript:" is still a javascript: link.
  const withoutBreaks = href.replace(/[\t\n\r]/g, "");
  let start = 0;
  while (start < withoutBreaks.length && withoutBreaks.charCodeAt(start) <= 0x20) start++;
  return /^(javascript|data|blob|vbscript):/i.test(withoutBreaks.slice(start));
}

/** A redirect target is accepted only as a same-origin absolute path; anything else falls back. */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  if (target.includes("\\") || [...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}

/** Each language's own name, as a language switcher shows it. */
const LANGUAGE_NAMES: Record<Language, string> = {
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  pl: "Polski",
  cs: "Čeština",
};

export interface ShopLanguage {
  code: string;
  label: string;
  locale: string;
  domain: string;
}

// rule:layout.language-switcher
export function shopLanguages(shop: Pick<ShopConfig, "country">): ShopLanguage[] {
  return SHOPS.filter((candidate) => candidate.country === shop.country).map((candidate) => ({
    code: candidate.code,
    label: LANGUAGE_NAMES[candidate.language],
    locale: candidate.locale,
    domain: candidate.domain,
  }));
}

// rule:routing.default-robots
export const DEFAULT_ROBOTS = "index, follow";

/**
 * Pages inside a shop that show one shopper's own data, or carry a one-time token in their address: account,
 * basket, checkout, wishlist, success, order and mail-link pages.
 */
const PERSONAL_PAGE_PREFIXES = [
  "/account/",
  "/basket/",
  "/checkout/",
  "/guest-checkout/",
  "/wishlist/",
  "/success/",
  "/service/auftragsstatus/",
  "/subscription/",
  "/reset-password/",
  "/verify-email/",
  "/newsletter/confirm/",
  "/dev/outbox/",
];

// rule:routing.personal-pages
/**
 * True when a path (a page or its React Router data request, `…/_.data` or `….data`) shows personal data, so
 * neither the browser nor a shared cache may keep it.
 */
export function isPersonalPage(pathname: string): boolean {
  const page = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  const inShop = splitShopPath(page.endsWith("/") ? page : `${page}/`);
  return inShop !== undefined && PERSONAL_PAGE_PREFIXES.some((prefix) => inShop.rest.startsWith(prefix));
}
