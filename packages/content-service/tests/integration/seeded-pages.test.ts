// The seeded service, data-protection, overlay, navigation and inspiration stories of all nine shops, read
// through storyblok-js-client the way the storefront reads them.
import { testDatabaseKinds } from "@eyewear/database/testing";
import { SHOPS } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import type {
  AccordionBlock,
  NavigationContent,
  OverlayContent,
  PageContent,
  RichTextBlock,
} from "../../src/index.ts";
import { INSPIRATION_PAGE_COMPONENTS } from "../inspiration-components.ts";
import { useContentFixture } from "./content-fixture.ts";

/** Per shop language: the data-protection slug, its heading, and words of the other seeded pages. */
const EXPECTED = {
  de: {
    dataProtection: "datenschutz",
    heading: "Datenschutzerklärung",
    instructions: "Gebrauchsanweisungen",
    conformity: "Konformitätserklärungen",
    shipping: "versand",
    returns: "rueckgabe",
    inspiration: "Inspiration",
  },
  fr: {
    dataProtection: "protectiondesdonnees",
    heading: "Déclaration de protection des données",
    instructions: "Modes d'emploi",
    conformity: "Déclarations de conformité",
    shipping: "livraison",
    returns: "retour",
    inspiration: "Inspiration",
  },
  it: {
    dataProtection: "protezionedeidati",
    heading: "Informativa sulla protezione dei dati",
    instructions: "Istruzioni per l'uso",
    conformity: "Dichiarazioni di conformità",
    shipping: "spedizione",
    returns: "reso",
    inspiration: "Ispirazione",
  },
  pl: {
    dataProtection: "ochronadanych",
    heading: "Polityka prywatności",
    instructions: "Instrukcje użytkowania",
    conformity: "Deklaracje zgodności",
    shipping: "dostawa",
    returns: "zwrot",
    inspiration: "Inspiracje",
  },
  cs: {
    dataProtection: "ochrana-udaju",
    heading: "Zásady ochrany osobních údajů",
    instructions: "Návody k použití",
    conformity: "Prohlášení o shodě",
    shipping: "doprava",
    returns: "vraceni",
    inspiration: "Inspirace",
  },
} as const;

const CONTENT_IMAGE =
  /^\/images\/content\/(home-hero-sunglasses|teaser-glasses|teaser-sunglasses|teaser-contact-lenses|teaser-care-products)\.webp$/;

function headingOf(content: PageContent): string {
  const block = content.body.find((entry): entry is RichTextBlock => entry.component === "rich_text");
  const heading = block?.text.content.find((node) => node.type === "heading");
  return heading?.type === "heading"
    ? (heading.content?.map((n) => (n.type === "text" ? n.text : "")).join("") ?? "")
    : "";
}

describe.each(testDatabaseKinds())("seeded shop pages on %s", (kind) => {
  const fx = useContentFixture(kind);

  it.each(SHOPS.map((shop) => [shop.code, shop] as const))(
    "serves the %s service, data-protection, overlay, navigation and inspiration stories in the shop language",
    async (code, shop) => {
      const expected = EXPECTED[shop.language];
      const client = fx.client();
      const get = async <T>(slug: string) => {
        const response = await client.getStory(`${code}/${slug}`, { language: shop.language });
        return response.data.story as unknown as { name: string; content: T };
      };
      const instructions = await get<PageContent>("service/gebrauchsanweisungen");
      expect(instructions.name).toBe(expected.instructions);
      expect(headingOf(instructions.content)).toBe(expected.instructions);
      const accordion = instructions.content.body.find(
        (b): b is AccordionBlock => b.component === "accordion",
      );
      expect(accordion?.items).toHaveLength(4);
      expect(JSON.stringify(instructions.content)).toContain(`mailto:service@${shop.domain}`);
      const conformity = await get<PageContent>("service/konformitaetserklaerungen");
      expect(headingOf(conformity.content)).toBe(expected.conformity);
      expect(JSON.stringify(conformity.content)).toContain("2017/745");

      const dataProtection = await get<PageContent>(expected.dataProtection);
      expect(headingOf(dataProtection.content)).toBe(expected.heading);
      expect(dataProtection.content.seo.title).toBe(expected.heading);

      const shipping = await get<OverlayContent>(`overlays/info/${expected.shipping}`);
      expect(shipping.content.component).toBe("overlay");
      expect(JSON.stringify(shipping.content.text)).not.toMatch(/\{(carrier|threshold)\}/);
      const returns = await get<OverlayContent>(`overlays/info/${expected.returns}`);
      expect(JSON.stringify(returns.content.text)).toContain(`/${code}/service/auftragsstatus/`);
      expect(returns.content.seo.robots).toBe("noindex, follow");

      // The service folder's address answers its start page, which links every service page.
      const overview = await get<PageContent>("service/");
      const overviewText = JSON.stringify(overview.content);
      for (const slug of [
        "service/gebrauchsanweisungen",
        "service/konformitaetserklaerungen",
        expected.dataProtection,
        `overlays/info/${expected.shipping}`,
        `overlays/info/${expected.returns}`,
      ])
        expect(overviewText).toContain(`"href":"/${code}/${slug}"`);

      const navigation = await get<NavigationContent>("navigation");
      expect(navigation.content.items.map((item) => item.label)).toContain(expected.inspiration);
      const service = navigation.content.items.at(-1);
      expect(service?.label).toBe(overview.name);
      expect(service?.link.cached_url).toBe(`/${code}/service/`);
      expect(service?.children.map((child) => child.link.cached_url)).toEqual([
        `/${code}/niederlassungen/`,
        `/${code}/service/auftragsstatus/`,
        `${code}/service/gebrauchsanweisungen`,
        `${code}/service/konformitaetserklaerungen`,
        `${code}/${expected.dataProtection}`,
        `${code}/overlays/info/${expected.shipping}`,
        `${code}/overlays/info/${expected.returns}`,
      ]);

      const inspiration = await get<PageContent>("inspiration");
      expect(inspiration.name).toBe(expected.inspiration);
      expect(inspiration.content.body.map((block) => block.component)).toEqual(INSPIRATION_PAGE_COMPONENTS);
      for (const page of [
        overview,
        instructions,
        conformity,
        dataProtection,
        inspiration,
        shipping,
        returns,
      ]) {
        expect(page.content.seo.title).not.toBe("");
        expect(page.content.seo.description).not.toBe("");
        expect(page.content.seo.og_image).toMatch(CONTENT_IMAGE);
      }
    },
  );

  it("writes the fr-ch data-protection page in French and the de-ch pages without ß", async () => {
    const french = await fx.client().getStory("fr-ch/protectiondesdonnees");
    const text = JSON.stringify(french.data.story.content);
    expect(text).toContain("Vos droits");
    expect(text).toContain("mailto:privacy@fr.brillen-shop.ch");
    const swiss = await fx.client().getStories({ starts_with: "de-ch/", per_page: 100 });
    expect(JSON.stringify(swiss.data.stories)).not.toContain("ß");
    const german = await fx.client().getStory("de-de/overlays/info/versand");
    expect(JSON.stringify(german.data.story.content)).toContain("Unser Versandpartner ist DHL.");
    const polish = await fx.client().getStory("pl-pl/overlays/info/dostawa");
    expect(JSON.stringify(polish.data.story.content)).toMatch(/Przy zamówieniach od 199\s?zł/);
  });
});
