import { SHOPS } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import {
  ALTERNATES_TAG_PREFIX,
  CATEGORY_CONTENT_FOLDER,
  DATA_PROTECTION_SLUGS,
  OVERLAY_SLUGS,
} from "../../src/seed/slugs.ts";
import { buildSeedStories, type SeedStory } from "../../src/seed/stories.ts";
import type {
  CategoryContent,
  ErrorPageContent,
  NavigationContent,
  OverlayContent,
  PageContent,
  RichTextBlock,
  TeaserGridBlock,
} from "../../src/types.ts";
import { nameUuid } from "../../src/uuid.ts";
import { INSPIRATION_PAGE_COMPONENTS } from "../inspiration-components.ts";

const CATEGORY_SLUGS: Record<string, string[]> = {
  de: ["brillen", "sonnenbrillen", "kontaktlinsen", "pflegemittel"],
  fr: ["lunettes-de-vue", "lunettes-de-soleil", "lentilles-de-contact", "produits-dentretien"],
  it: ["occhiali-da-vista", "occhiali-da-sole", "lenti-a-contatto", "prodotti-per-la-cura"],
  pl: ["okulary-korekcyjne", "okulary-przeciwsloneczne", "soczewki-kontaktowe", "pielegnacja"],
  cs: ["dioptricke-bryle", "slunecni-bryle", "kontaktni-cocky", "pece"],
};

const seeds = buildSeedStories();
const bySlug = (fullSlug: string) => seeds.find((seed) => seed.fullSlug === fullSlug);

function uidsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(uidsOf);
  if (value && typeof value === "object") {
    const own = "_uid" in value && typeof value._uid === "string" ? [value._uid] : [];
    return [...own, ...Object.values(value).flatMap(uidsOf)];
  }
  return [];
}

describe("seeded stories", () => {
  it("are the same on every build", () => {
    expect(buildSeedStories()).toEqual(seeds);
  });

  it("hold per shop its folders and pages, plus the global folder with two message pages", () => {
    // Per shop: folders shop, service, overlays, overlays/info, categories; pages home, inspiration, the
    // service overview and two service pages, data protection, two overlays, navigation, four category contents.
    expect(seeds).toHaveLength(SHOPS.length * 18 + 3);
    for (const shop of SHOPS) {
      expect(bySlug(shop.code)).toMatchObject({ isFolder: true, content: null });
      expect(bySlug(`${shop.code}/home`)).toMatchObject({ parentSlug: shop.code, isFolder: false });
    }
    expect(bySlug("global/not-found")?.parentSlug).toBe("global");
    expect(bySlug("global/error")?.parentSlug).toBe("global");
  });

  it("list every parent before its children", () => {
    const seen = new Set<string>();
    for (const seed of seeds) {
      if (seed.parentSlug !== null) expect(seen.has(seed.parentSlug)).toBe(true);
      seen.add(seed.fullSlug);
    }
  });

  it("give every block a unique uid", () => {
    const uids = seeds.flatMap((seed: SeedStory) => uidsOf(seed.content));
    expect(uids.length).toBeGreaterThan(SHOPS.length * 8);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it.each(SHOPS.map((shop) => [shop.code, shop] as const))(
    "link the %s home page's teasers to the shop's localised category paths",
    (code, shop) => {
      const content = bySlug(`${code}/home`)?.content as PageContent;
      const grid = content.body.find((block): block is TeaserGridBlock => block.component === "teaser_grid");
      const expected = CATEGORY_SLUGS[shop.language]!.map((slug) => `/${code}/${slug}/`);
      expect(grid?.teasers.map((teaser) => teaser.link)).toEqual(
        expected.map((path) => ({
          id: "",
          url: path,
          cached_url: path,
          linktype: "url",
          fieldtype: "multilink",
          target: "_self",
        })),
      );
      const hero = content.body[0];
      expect(hero?.component).toBe("hero");
      if (hero?.component === "hero") {
        expect(hero.cta_link.cached_url).toBe(expected[1]);
        expect(hero.image.filename).toMatch(/^\/images\/content\/.+\.webp$/);
        expect(hero.image.alt).not.toBe("");
      }
      expect(content.seo.title).not.toBe("");
      const richText = content.body.find((block): block is RichTextBlock => block.component === "rich_text");
      expect(richText?.text.type).toBe("doc");
      expect(JSON.stringify(richText?.text)).toContain(`/${code}/niederlassungen/`);
    },
  );

  it("write the shops' home pages in their languages, Swiss German without ß", () => {
    const title = (code: string) => (bySlug(`${code}/home`)!.content as PageContent).seo.title;
    expect(title("de-de")).toContain("Brillen");
    expect(title("fr-ch")).toContain("Lunettes");
    expect(title("it-it")).toContain("Occhiali");
    expect(title("pl-pl")).toContain("Okulary");
    expect(title("cs-cz")).toContain("brýle");
    expect(JSON.stringify(bySlug("de-de/home")?.content)).toContain("ß");
    expect(JSON.stringify(bySlug("de-ch/home")?.content)).not.toContain("ß");
  });

  it("translate the global message pages into every other shop language", () => {
    for (const slug of ["global/not-found", "global/error"]) {
      const seed = bySlug(slug);
      const content = seed?.content as ErrorPageContent;
      expect(content.component).toBe("error_page");
      expect(Object.keys(seed?.translations ?? {}).sort()).toEqual(["cs", "fr", "it", "pl"]);
      for (const translation of Object.values(seed?.translations ?? {})) {
        expect(Object.keys(translation).sort()).toEqual(["link_label", "text", "title"]);
        expect(translation.title).not.toBe(content.title);
      }
    }
  });
});

describe("seeded shop pages", () => {
  const pageSlugs = (code: string, language: keyof typeof DATA_PROTECTION_SLUGS) => [
    `${code}/inspiration`,
    `${code}/service/uebersicht`,
    `${code}/service/gebrauchsanweisungen`,
    `${code}/service/konformitaetserklaerungen`,
    `${code}/${DATA_PROTECTION_SLUGS[language]}`,
    `${code}/${OVERLAY_SLUGS[language].shipping}`,
    `${code}/${OVERLAY_SLUGS[language].returns}`,
  ];

  it.each(SHOPS.map((shop) => [shop.code, shop] as const))(
    "seed the %s pages with SEO fields pointing at a content image",
    (code, shop) => {
      for (const slug of [`${code}/home`, ...pageSlugs(code, shop.language)]) {
        const content = bySlug(slug)?.content as PageContent | OverlayContent;
        expect(content, slug).toBeDefined();
        expect(content.seo.title).not.toBe("");
        expect(content.seo.description).not.toBe("");
        expect(content.seo.og_image).toMatch(
          /^\/images\/content\/(home-hero-sunglasses|teaser-glasses|teaser-sunglasses|teaser-contact-lenses|teaser-care-products)\.webp$/,
        );
      }
      expect(bySlug(`${code}/overlays/info`)).toMatchObject({
        isFolder: true,
        parentSlug: `${code}/overlays`,
      });
    },
  );

  it("put every content component on the inspiration page, in every shop (rule:content.components)", () => {
    for (const shop of SHOPS) {
      const content = bySlug(`${shop.code}/inspiration`)?.content as PageContent;
      expect(new Set(content.body.map((block) => block.component))).toEqual(
        new Set(INSPIRATION_PAGE_COMPONENTS),
      );
    }
  });

  it("mark the subscription block as needing the subscriptions feature, which Poland and Czechia lack", () => {
    const subscription = (code: string) =>
      (bySlug(`${code}/inspiration`)!.content as PageContent).body.find(
        (b) => b.component === "product_subscription",
      );
    expect(subscription("pl-pl")).toMatchObject({ required_feature: "subscriptions" });
    expect(SHOPS.find((shop) => shop.code === "pl-pl")?.features.subscriptions).toBe(false);
    expect(subscription("de-de")).toMatchObject({
      intervals: [
        { weeks: 4, label: "Alle 4 Wochen" },
        { weeks: 8, label: "Alle 8 Wochen" },
        { weeks: 12, label: "Alle 12 Wochen" },
      ],
    });
  });

  it("link the navigation's content pages as stories by uuid", () => {
    const navigation = bySlug("de-at/navigation")?.content as NavigationContent;
    const storyLinks = navigation.items
      .flatMap((item) => [item, ...item.children])
      .flatMap((item) => (item.link.linktype === "story" ? [item.link] : []));
    expect(storyLinks.map((link) => link.cached_url)).toEqual([
      "de-at/inspiration",
      "de-at/service/gebrauchsanweisungen",
      "de-at/service/konformitaetserklaerungen",
      "de-at/datenschutz",
      "de-at/overlays/info/versand",
      "de-at/overlays/info/rueckgabe",
    ]);
    expect(storyLinks[0]?.id).toBe(nameUuid("story:de-at/inspiration"));
  });

  it("tag the same page in every shop alike, whatever its slug there (hreflang)", () => {
    const tagged = seeds.filter((seed) => seed.tagList?.includes(`${ALTERNATES_TAG_PREFIX}data-protection`));
    expect(tagged.map((seed) => seed.fullSlug)).toEqual(
      SHOPS.map((shop) => `${shop.code}/${DATA_PROTECTION_SLUGS[shop.language]}`),
    );
    expect(bySlug("pl-pl/overlays/info/dostawa")?.tagList).toEqual([
      `${ALTERNATES_TAG_PREFIX}overlay-shipping`,
    ]);
  });

  it("attach content to the category listings by path, linking the inspiration page", () => {
    const content = bySlug(`de-de/${CATEGORY_CONTENT_FOLDER}/sonnenbrillen`)?.content as CategoryContent;
    expect(content.component).toBe("category_content");
    expect(JSON.stringify(content.body)).toContain("/de-de/inspiration");
  });

  it("fill the overlays with the shop's carrier and free-shipping threshold", () => {
    const text = (slug: string) => JSON.stringify((bySlug(slug)!.content as OverlayContent).text);
    expect(text("de-at/overlays/info/versand")).toContain("die Österreichische Post");
    expect(text("de-ch/overlays/info/versand")).toContain("die Schweizerische Post");
    expect(text("de-ch/overlays/info/versand")).toMatch(/CHF.59/);
    expect(text("cs-cz/overlays/info/doprava")).toMatch(/1.290.Kč/);
    expect(text("it-it/overlays/info/spedizione")).toMatch(/49.€/);
  });
});

describe("nameUuid", () => {
  it("derives a stable version 5 uuid from a name", () => {
    expect(nameUuid("story:de-de/home")).toBe(nameUuid("story:de-de/home"));
    expect(nameUuid("story:de-de/home")).not.toBe(nameUuid("story:de-at/home"));
    expect(nameUuid("x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
