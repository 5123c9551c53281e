/**
 * Issue #18 (text): every link a shopper can follow from a shop's home page — the header navigation, the footer and
 * the content — answers 200 in all nine shops (rule:content.category-links), and an unknown path answers the
 * content service's not-found story in the shop's language (rule:layout.error-page), against the real request
 * handler with the demo catalogue and the seeded content.
 */
import { testDatabaseKinds } from "@eyewear/database/testing";
import { type Language, SHOPS } from "@eyewear/shop-rules";
import { beforeAll, describe, expect, it } from "vitest";
import { contentBackedServices, testEngine, useStockedShop } from "./request-scope.ts";
import { type StorefrontHandler, storefrontHandlerOfFile } from "./storefront-handler.ts";

const ENGINE = testEngine("link-walk");
/** Enough hops for a trailing-slash redirect; a longer chain is a fault of its own. */
const MAX_REDIRECTS = 2;

const storefront = storefrontHandlerOfFile();

/** The seeded not-found story's title and the start of its text, by language (content-service seed). */
const NOT_FOUND_STORY: Record<Language, { title: string; text: string }> = {
  de: { title: "Seite nicht gefunden", text: "Die aufgerufene Seite gibt es leider nicht" },
  fr: { title: "Page introuvable", text: "La page demandée n'existe pas" },
  it: { title: "Pagina non trovata", text: "La pagina richiesta non esiste" },
  pl: { title: "Nie znaleziono strony", text: "Strona, której szukasz, nie istnieje" },
  cs: { title: "Stránka nenalezena", text: "Požadovaná stránka neexistuje" },
};

/** What a shopper reads of a page: its markup without scripts and tags, entities of quotes decoded. */
const readableText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'");

/** The page's `<a href>` targets inside the shop, each once, in page order. */
function shopLinksOf(html: string, origin: string): string[] {
  const targets = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
  const inside = targets
    .map((href) => new URL(href, `${origin}/`))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(inside)];
}

describe.each(testDatabaseKinds())("the links and the not-found page of every shop (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOPS[0]!.shopId, ENGINE);
  let handle: StorefrontHandler;

  beforeAll(async () => {
    handle = await storefront.handlerFor(await contentBackedServices(stocked.database.db, ENGINE));
  });

  /** The status a link ends on, following the shop's own redirects (a trailing slash, a canonical spelling). */
  const finalStatus = async (path: string): Promise<number> => {
    let current = path;
    for (let hop = 0; ; hop++) {
      const response = await handle(new Request(`http://shop.test${current}`), "192.0.2.40");
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location || hop === MAX_REDIRECTS)
        return response.status;
      const next = new URL(location, `http://shop.test${current}`);
      current = `${next.pathname}${next.search}`;
    }
  };

  it.each(SHOPS.map((shop) => [shop.code]))("%s", async (code) => {
    const home = await handle(new Request(`http://shop.test/${code}/`), "192.0.2.40");
    expect(home.status).toBe(200);
    const html = await home.text();
    const links = shopLinksOf(html, "http://shop.test");
    // The header navigation, the footer and the home page's teasers all link to the catalogue.
    expect(
      shopLinksOf(html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "", "http://shop.test").length,
    ).toBeGreaterThan(3);
    expect(links.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const link of links) {
      const status = await finalStatus(link);
      if (status !== 200) broken.push(`${link} → ${status}`);
    }
    expect(broken).toEqual([]);
  });

  it.each(SHOPS.map((shop) => [shop.code, shop.language] as const))(
    "%s answers an unknown path with the not-found story in its language, the path only in the error object",
    async (code, language) => {
      const path = `/${code}/gibt-es-nicht/`;
      const response = await handle(new Request(`http://shop.test${path}`), "192.0.2.40");
      expect(response.status).toBe(404);
      const html = await response.text();
      const readable = readableText(html);
      expect(readable).toContain(NOT_FOUND_STORY[language].title);
      expect(readable).toContain(NOT_FOUND_STORY[language].text);
      expect(readable).not.toContain("Page Not Found");
      expect(html).toContain(`Page Not Found: ${path}`);
    },
  );
});
