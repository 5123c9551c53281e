/**
 * The XML of sitemaps (rule:seo.sitemap, sitemaps.org protocol 0.9): a sitemap index and URL sets, every URL
 * absolute and escaped for XML.
 */

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** One page of a sitemap: its absolute URL and, optionally, the same page in other shops (hreflang). */
export interface SitemapEntry {
  loc: string;
  alternates?: { hreflang: string; href: string }[];
}

/** Text or attribute value safe inside XML: the five predefined entities, and no control characters XML forbids. */
export function xmlEscape(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&apos;")
  );
}

/** A sitemap index naming each sitemap by its absolute URL. */
export function sitemapIndexXml(sitemapUrls: string[]): string {
  const sitemaps = sitemapUrls.map((url) => `<sitemap><loc>${xmlEscape(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/** A URL set of pages, each with its hreflang alternates as xhtml:link elements. */
export function urlSetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = (entry.alternates ?? []).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`,
    );
    return `<url><loc>${xmlEscape(entry.loc)}</loc>${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}
