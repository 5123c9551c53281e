// Links, datasource entries, filter queries, relations, links resolution, left-out fields and tags, driven
// through the official storyblok-js-client on every test database kind.
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import type { ISbStoryData } from "storyblok-js-client";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  DatasourceEntry,
  LinkData,
  NavigationContent,
  PageContent,
  RichTextBlock,
  UrlLinkData,
} from "../../src/index.ts";
import {
  expectRefusedParameter,
  PREVIEW_TOKEN,
  SEEDED_AT,
  useContentFixture,
  withToken,
} from "./content-fixture.ts";

const AUTHORS = 60;
const LINKED = 55;
/** The links object of a cdn/links answer, typed as the service answers it. */
const linksOf = (response: { data: { links?: unknown } }) =>
  response.data.links as unknown as Record<string, LinkData>;

/** Deterministic uuids for the test stories, so content can name them before they exist. */
const testUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

interface FilterStory {
  slug: string;
  content: Record<string, unknown>;
  tagList?: string[];
}

// Content fields of every kind a filter can look at: text, lists, numbers as text, booleans, dates, nested.
const FILTER_STORIES: FilterStory[] = [
  {
    slug: "ray",
    content: {
      component: "product_story",
      brand: "ray",
      topics: ["sun", "summer"],
      rank: "3",
      price: "129.90",
      featured: true,
      launch: "2025-04-01 09:00",
      seo: { title: "Sonnenbrillen von Ray" },
      body: [{ _uid: "ray-0", component: "teaser", headline: "Klassiker" }],
    },
    tagList: ["Sommer", "Neu"],
  },
  {
    slug: "lumen",
    content: {
      component: "product_story",
      brand: "lumen",
      topics: ["lenses"],
      rank: "12",
      price: "24.50",
      featured: false,
      launch: "2024-11-15 10:00",
      seo: { title: "Kontaktlinsen von Lumen" },
      body: [{ _uid: "lumen-0", component: "hero", headline: "Klare Sicht" }],
    },
    tagList: ["Neu"],
  },
  {
    slug: "optima",
    content: {
      component: "product_story",
      brand: "optima",
      topics: ["sun", "sport", "lenses"],
      rank: "7",
      price: "89",
      featured: false,
      launch: "2025-01-10 08:30",
      seo: { title: "" },
      body: [],
    },
  },
  {
    slug: "care",
    content: { component: "care_story", brand: "aqua", rank: "not a number" },
    tagList: ["Pflege"],
  },
];

describe.each(testDatabaseKinds())("content API through storyblok-js-client on %s", (kind) => {
  const fx = useContentFixture(kind);
  const authorUuids = Array.from({ length: AUTHORS }, (_, i) => testUuid(1000 + i));

  beforeAll(async () => {
    await fx.insertFolder(
      "filters",
      FILTER_STORIES.map((story, position) => ({
        name: story.slug,
        slug: story.slug,
        position,
        content: { _uid: `filters-${story.slug}`, ...story.content },
        tagList: story.tagList ?? [],
        publishedAt: SEEDED_AT,
      })),
    );
    await fx.insertFolder(
      "authors",
      authorUuids.map((uuid, i) => ({
        uuid,
        name: `Autorin ${i + 1}`,
        slug: `autorin-${i + 1}`,
        position: i,
        content: {
          _uid: `author-${i}`,
          component: "author",
          name: `Autorin ${i + 1}`,
          mentor: authorUuids[0],
        },
        publishedAt: SEEDED_AT,
      })),
    );
    const storyLink = (uuid: string) => ({
      id: uuid,
      url: "",
      cached_url: "",
      linktype: "story",
      fieldtype: "multilink",
    });
    await fx.insertFolder("magazine", [
      {
        name: "Brillentrends",
        slug: "brillentrends",
        content: {
          _uid: "article",
          component: "article",
          headline: "Brillentrends des Jahres",
          author: authorUuids[1],
          contributors: authorUuids,
          body: [
            { _uid: "quote", component: "quote", text: "Rund ist das neue Eckig.", person: authorUuids[2] },
          ],
        },
        publishedAt: SEEDED_AT,
      },
      {
        name: "Kurzporträt",
        slug: "kurzportraet",
        content: {
          _uid: "short",
          component: "article",
          headline: "Unsere Autorin",
          author: authorUuids[3],
          contributors: [authorUuids[4], "not-a-uuid", testUuid(999_999)],
        },
        publishedAt: SEEDED_AT,
      },
      {
        name: "Linkliste",
        slug: "linkliste",
        content: {
          _uid: "links",
          component: "link_list",
          links: authorUuids.slice(0, LINKED).map((uuid, i) => ({
            _uid: `link-${i}`,
            component: "link_item",
            link: storyLink(uuid),
          })),
        },
        publishedAt: SEEDED_AT,
      },
    ]);
  });

  describe("links", () => {
    it("answers cdn/links as link objects keyed by uuid, folders included", async () => {
      const links: LinkData[] = await fx.client().getAll("cdn/links", { starts_with: "fr-ch/" });
      const bySlug = new Map(links.map((link) => [link.slug, link]));
      const dataProtection = bySlug.get("fr-ch/protectiondesdonnees");
      expect(dataProtection).toMatchObject({
        name: "Protection des données",
        is_folder: false,
        published: true,
        is_startpage: false,
        real_path: "/fr-ch/protectiondesdonnees",
        path: null,
      });
      expect(dataProtection?.uuid).toMatch(/^[0-9a-f-]{36}$/);
      const info = bySlug.get("fr-ch/overlays/info");
      expect(info).toMatchObject({ is_folder: true, published: false, name: "Info" });
      expect(bySlug.get("fr-ch/overlays/info/livraison")?.parent_id).toBe(info?.id);
      expect([...bySlug.keys()].sort()).toEqual([
        "fr-ch/categories",
        "fr-ch/categories/lentilles-de-contact",
        "fr-ch/categories/lunettes-de-soleil",
        "fr-ch/categories/lunettes-de-vue",
        "fr-ch/categories/produits-dentretien",
        "fr-ch/home",
        "fr-ch/inspiration",
        "fr-ch/navigation",
        "fr-ch/overlays",
        "fr-ch/overlays/info",
        "fr-ch/overlays/info/livraison",
        "fr-ch/overlays/info/retour",
        "fr-ch/protectiondesdonnees",
        "fr-ch/service",
        "fr-ch/service/gebrauchsanweisungen",
        "fr-ch/service/konformitaetserklaerungen",
        "fr-ch/service/uebersicht",
      ]);
    });

    it("keys the answer by uuid and pages with the total and per-page headers", async () => {
      const response = await fx.client().get("cdn/links", { starts_with: "de-de/", per_page: 5, page: 1 });
      const links = linksOf(response);
      expect(response.total).toBe(17);
      expect(response.perPage).toBe(5);
      expect(Object.keys(links)).toHaveLength(5);
      for (const [uuid, link] of Object.entries(links)) expect(link.uuid).toBe(uuid);
      // Ordered by full slug, so every folder comes before what it holds.
      expect(Object.values(links)[0]?.slug).toBe("de-de/categories");
      const before = fx.requests.length;
      const all: LinkData[] = await fx.client().getAll("cdn/links", { starts_with: "de-de/", per_page: 5 });
      expect(fx.requests.length - before).toBe(4);
      expect(new Set(all.map((link) => link.uuid)).size).toBe(17);
    });

    it("lists a folder's children with with_parent, the root with 0, and dates on request", async () => {
      const root = await fx.client().get("cdn/links", { with_parent: 0, per_page: 100 });
      const rootSlugs = Object.values(linksOf(root)).map((link) => link.slug);
      expect(rootSlugs).toContain("de-de");
      expect(rootSlugs).toContain("global");
      expect(rootSlugs.every((slug) => !slug.includes("/"))).toBe(true);
      const [plShop] = Object.values(linksOf(root)).filter((l) => l.slug === "pl-pl");
      const children = await fx.client().get("cdn/links", { with_parent: plShop!.id, include_dates: 1 });
      const childLinks = Object.values(linksOf(children));
      expect(childLinks.map((link) => link.slug).sort()).toEqual([
        "pl-pl/categories",
        "pl-pl/home",
        "pl-pl/inspiration",
        "pl-pl/navigation",
        "pl-pl/ochronadanych",
        "pl-pl/overlays",
        "pl-pl/service",
      ]);
      expect(childLinks.find((link) => link.slug === "pl-pl/home")).toMatchObject({
        published_at: SEEDED_AT.toISOString(),
        created_at: SEEDED_AT.toISOString(),
      });
      expect(plShop).not.toHaveProperty("created_at");
    });

    it("lists unpublished stories only for the draft version, which needs the preview token", async () => {
      await fx.insertFolder("link-drafts", [
        { name: "Entwurf", slug: "entwurf", draftContent: { _uid: "d", component: "page" } },
      ]);
      const published = await fx.client().get("cdn/links", { starts_with: "link-drafts/" });
      expect(Object.keys(linksOf(published))).toHaveLength(0);
      const draft = await fx
        .client(PREVIEW_TOKEN)
        .get("cdn/links", { starts_with: "link-drafts/", version: "draft" });
      expect(Object.values(linksOf(draft))[0]).toMatchObject({
        slug: "link-drafts/entwurf",
        published: false,
      });
      await expect(
        fx.client().get("cdn/links", { starts_with: "link-drafts/", version: "draft" }),
      ).rejects.toMatchObject({ status: 401 });
    });
  });

  describe("datasource entries", () => {
    it("answers the entries of a datasource with the value of the requested dimension", async () => {
      const french = await fx
        .client()
        .get("cdn/datasource_entries", { datasource: "countries", dimension: "fr" });
      const entries = french.data.datasource_entries as DatasourceEntry[];
      expect(french.total).toBe(6);
      expect(entries[0]).toEqual({
        id: expect.any(Number),
        name: "DE",
        value: "Deutschland",
        dimension_value: "Allemagne",
      });
      expect(entries.map((entry) => entry.name)).toEqual(["DE", "AT", "CH", "IT", "PL", "CZ"]);
      const czech = await fx
        .client()
        .get("cdn/datasource_entries", { datasource: "countries", dimension: "cs" });
      expect((czech.data.datasource_entries as DatasourceEntry[])[2]?.dimension_value).toBe("Švýcarsko");
      const plain = await fx.client().get("cdn/datasource_entries", { datasource: "countries" });
      expect((plain.data.datasource_entries as DatasourceEntry[])[0]?.dimension_value).toBeNull();
      const unknownDimension = await fx.client().get("cdn/datasource_entries", {
        datasource: "countries",
        dimension: "en",
      });
      expect((unknownDimension.data.datasource_entries as DatasourceEntry[])[0]?.dimension_value).toBeNull();
    });

    it("pages through a datasource with getAll", async () => {
      const before = fx.requests.length;
      const labels: DatasourceEntry[] = await fx.client().getAll("cdn/datasource_entries", {
        datasource: "opening-hours-labels",
        dimension: "it",
        per_page: 4,
      });
      expect(fx.requests.length - before).toBe(3);
      expect(labels.map((entry) => entry.dimension_value)).toEqual([
        "Lunedì",
        "Martedì",
        "Mercoledì",
        "Giovedì",
        "Venerdì",
        "Sabato",
        "Domenica",
        "Chiuso",
        "Giorni festivi",
      ]);
    });

    it("answers every datasource without the datasource parameter, and nothing for an unknown one", async () => {
      const all = await fx.client().get("cdn/datasource_entries", { per_page: 100 });
      expect(all.total).toBe(20);
      const appointment = (all.data.datasource_entries as DatasourceEntry[]).find(
        (e) => e.name === "hearing_test",
      );
      expect(appointment?.value).toBe("Hörtest");
      const unknown = await fx.client().get("cdn/datasource_entries", { datasource: "no-such-list" });
      expect(unknown.data.datasource_entries).toEqual([]);
      expect(unknown.total).toBe(0);
    });
  });

  describe("filter_query", () => {
    const slugsFor = async (filter_query: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const response = await fx.client().getStories({ starts_with: "filters/", filter_query, ...extra });
      return response.data.stories.map((story) => story.slug);
    };

    it("filters with in, not_in and is on text fields", async () => {
      expect(await slugsFor({ brand: { in: "ray,optima" } })).toEqual(["ray", "optima"]);
      expect(await slugsFor({ brand: { not_in: "ray,optima" } })).toEqual(["lumen", "care"]);
      expect(await slugsFor({ brand: { is: "lumen" } })).toEqual(["lumen"]);
      expect(await slugsFor({ component: { in: "care_story" } })).toEqual(["care"]);
      // in on a list field matches when any entry is among the values
      expect(await slugsFor({ topics: { in: "sport" } })).toEqual(["optima"]);
    });

    it("filters booleans and emptiness with is, also on nested fields", async () => {
      expect(await slugsFor({ featured: { is: "true" } })).toEqual(["ray"]);
      expect(await slugsFor({ featured: { is: "false" } })).toEqual(["lumen", "optima"]);
      expect(await slugsFor({ "seo.title": { is: "empty" } })).toEqual(["optima", "care"]);
      expect(await slugsFor({ "seo.title": { is: "not_empty" } })).toEqual(["ray", "lumen"]);
      expect(await slugsFor({ "body.0.component": { is: "hero" } })).toEqual(["lumen"]);
    });

    it("filters with like and not_like, * standing for any text", async () => {
      expect(await slugsFor({ "seo.title": { like: "*Sonnenbrillen*" } })).toEqual(["ray"]);
      expect(await slugsFor({ "seo.title": { like: "Kontakt*" } })).toEqual(["lumen"]);
      expect(await slugsFor({ "seo.title": { not_like: "*von*" } })).toEqual(["optima", "care"]);
      // % and _ are ordinary characters, not wildcards
      expect(await slugsFor({ brand: { like: "%" } })).toEqual([]);
    });

    it("filters list fields with any_in_array and all_in_array", async () => {
      expect(await slugsFor({ topics: { any_in_array: "summer,sport" } })).toEqual(["ray", "optima"]);
      expect(await slugsFor({ topics: { all_in_array: "sun,lenses" } })).toEqual(["optima"]);
      expect(await slugsFor({ brand: { any_in_array: "ray" } })).toEqual([]);
    });

    it("compares numbers written as text with gt_int, lt_int, gt_float and lt_float", async () => {
      expect(await slugsFor({ rank: { gt_int: "5" } })).toEqual(["lumen", "optima"]);
      expect(await slugsFor({ rank: { lt_int: "10" } })).toEqual(["ray", "optima"]);
      expect(await slugsFor({ rank: { gt_int: "3", lt_int: "10" } })).toEqual(["optima"]);
      expect(await slugsFor({ price: { gt_float: "89.5" } })).toEqual(["ray"]);
      expect(await slugsFor({ price: { lt_float: "89.01" } })).toEqual(["lumen", "optima"]);
    });

    it("compares dates with gt_date and lt_date", async () => {
      expect(await slugsFor({ launch: { gt_date: "2025-01-01 00:00" } })).toEqual(["ray", "optima"]);
      expect(await slugsFor({ launch: { lt_date: "2025-01-10 09:00" } })).toEqual(["lumen", "optima"]);
    });

    it("combines alternatives with __or and the other list parameters", async () => {
      const either = await slugsFor({
        __or: [{ brand: { is: "care" } }, { rank: { gt_int: "10" } }, { brand: { is: "aqua" } }],
      });
      expect(either).toEqual(["lumen", "care"]);
      const narrowed = await slugsFor(
        { __or: [{ brand: { is: "ray" } }, { brand: { is: "lumen" } }], featured: { is: "false" } },
        { sort_by: "content.rank:desc:int" },
      );
      expect(narrowed).toEqual(["lumen"]);
      // The seeded home pages all share one component and differ by shop folder.
      const homes = await fx.client().getStories({
        filter_query: { component: { in: "page" } },
        by_slugs: "*/home",
        excluding_slugs: "de-*",
        per_page: 100,
      });
      expect(homes.data.stories.map((story) => story.full_slug).sort()).toEqual([
        "cs-cz/home",
        "fr-ch/home",
        "it-ch/home",
        "it-it/home",
        "pl-pl/home",
      ]);
    });

    it.each([
      ["filter_query[brand][equals]=ray", "unknown operation"],
      ["filter_query[brand]=ray", "must be filter_query[field][operation]"],
      ["filter_query[brand;drop][in]=ray", "content field path"],
      ["filter_query[rank][gt_int]=five", "whole number"],
      ["filter_query[price][lt_float]=1e5", "a number"],
      ["filter_query[launch][gt_date]=yesterday", "date"],
      ["filter_query[brand][in]=", "at least one value"],
      ["filter_query[__or][brand][in]=ray", "must be filter_query"],
      ["filter_query[a.b.c.d.e.f.g][is]=x", "content field path"],
    ])("refuses %s with a 400 naming filter_query", async (query, reason) => {
      const response = await fx.get(`/cdn/stories?${withToken(query)}`);
      await expectRefusedParameter(response, "filter_query", reason);
    });
  });

  describe("tags and left-out fields", () => {
    it("lists stories carrying any of the with_tag tags", async () => {
      const client = fx.client();
      const fresh = await client.getStories({ starts_with: "filters/", with_tag: "Neu" });
      expect(fresh.data.stories.map((story) => story.slug)).toEqual(["ray", "lumen"]);
      const either = await client.getStories({ starts_with: "filters/", with_tag: "Sommer,Pflege" });
      expect(either.data.stories.map((story) => story.slug)).toEqual(["ray", "care"]);
      expect(either.data.stories[0]?.tag_list).toEqual(["Sommer", "Neu"]);
    });

    it("leaves out the excluding_fields of the content, keeping the block's identity", async () => {
      const response = await fx
        .client()
        .get("cdn/stories/de-de/inspiration", { excluding_fields: "body,unknown" });
      const content = response.data.story.content as Partial<PageContent>;
      expect(content.body).toBeUndefined();
      expect(content.component).toBe("page");
      expect(content._uid).toBeDefined();
      expect(content.seo?.title).toBe("Inspiration und Service rund ums gute Sehen");
      const list = await fx
        .client()
        .getStories({ starts_with: "filters/", excluding_fields: "seo,body,component" });
      const { seo, body, ...rayFields } = FILTER_STORIES[0]!.content;
      expect(list.data.stories[0]?.content).toEqual({ _uid: "filters-ray", ...rayFields });
    });
  });

  describe("resolve_relations", () => {
    it("answers up to 50 related stories in rels, which the client puts in place of the uuids", async () => {
      const before = fx.requests.length;
      const response = await fx.client().getStory("magazine/kurzportraet", {
        resolve_relations: "article.author,article.contributors",
      });
      expect(fx.requests.length - before).toBe(1);
      const content = response.data.story.content;
      expect(content.author).toMatchObject({ name: "Autorin 4", full_slug: "authors/autorin-4" });
      // The client leaves an unknown uuid and stray text as they are; the service never looks up the text.
      expect(content.contributors.map((story: ISbStoryData) => story.name ?? story)).toEqual([
        "Autorin 5",
        "not-a-uuid",
        testUuid(999_999),
      ]);
      const raw = await fx.get(
        `/cdn/stories/magazine/kurzportraet?${withToken("resolve_relations=article.author,article.contributors")}`,
      );
      const body = (await raw.json()) as { rels: ISbStoryData[]; rel_uuids?: string[] };
      expect(body.rels.map((story) => story.name)).toEqual(["Autorin 4", "Autorin 5"]);
      expect(body.rel_uuids).toBeUndefined();
    });

    it("names more than 50 related stories in rel_uuids, which the client fetches in batches of 50", async () => {
      const raw = await fx.get(
        `/cdn/stories/magazine/brillentrends?${withToken("resolve_relations=article.author,article.contributors,quote.person")}`,
      );
      const body = (await raw.json()) as { rels: unknown[]; rel_uuids: string[] };
      expect(body.rels).toEqual([]);
      expect(body.rel_uuids).toHaveLength(AUTHORS);
      expect(new Set(body.rel_uuids)).toEqual(new Set(authorUuids));

      const before = fx.requests.length;
      const response = await fx.client().getStory("magazine/brillentrends", {
        resolve_relations: ["article.author", "article.contributors", "quote.person"],
      });
      const batches = fx.requests.slice(before + 1).map((url) => new URL(url));
      expect(batches).toHaveLength(2);
      expect(batches.map((url) => url.searchParams.get("by_uuids")?.split(",").length)).toEqual([50, 10]);
      expect(batches.every((url) => url.pathname === "/v2/cdn/stories")).toBe(true);
      const content = response.data.story.content;
      expect(content.author.name).toBe("Autorin 2");
      expect(content.contributors).toHaveLength(AUTHORS);
      expect(content.contributors.map((story: ISbStoryData) => story.name)).toEqual(
        authorUuids.map((_, i) => `Autorin ${i + 1}`),
      );
      expect(content.body[0].person.name).toBe("Autorin 3");
    });

    it("resolves relations for story lists and, with resolve_level 2, the relations of related stories", async () => {
      const response = await fx.client().getStories({
        starts_with: "authors/",
        by_slugs: "authors/autorin-2",
        resolve_relations: "author.mentor",
      });
      expect(response.data.stories[0]?.content.mentor).toMatchObject({ name: "Autorin 1" });
      const levelOne = await fx.get(
        `/cdn/stories/magazine/kurzportraet?${withToken("resolve_relations=article.author,author.mentor&resolve_level=1")}`,
      );
      expect(((await levelOne.json()) as { rels: ISbStoryData[] }).rels.map((s) => s.name)).toEqual([
        "Autorin 4",
      ]);
      const levelTwo = await fx.get(
        `/cdn/stories/magazine/kurzportraet?${withToken("resolve_relations=article.author,author.mentor&resolve_level=2")}`,
      );
      expect(((await levelTwo.json()) as { rels: ISbStoryData[] }).rels.map((s) => s.name)).toEqual([
        "Autorin 4",
        "Autorin 1",
      ]);
    });

    it.each(["resolve_relations=author", "resolve_relations=a.b.c", "resolve_level=3"])(
      "refuses %s with a 400",
      async (query) => {
        const response = await fx.get(`/cdn/stories/magazine/kurzportraet?${withToken(query)}`);
        expect(response.status).toBe(400);
      },
    );
  });

  describe("resolve_links", () => {
    it("answers the seeded navigation's story links with resolve_links=url, which the client attaches", async () => {
      const response = await fx.client().getStory("it-ch/navigation", { resolve_links: "url" });
      const content = response.data.story.content as unknown as NavigationContent;
      const inspiration = content.items.find((item) => item.link.linktype === "story");
      expect(inspiration?.label).toBe("Ispirazione");
      expect((inspiration!.link as unknown as { story: UrlLinkData }).story).toMatchObject({
        name: "Ispirazione",
        full_slug: "it-ch/inspiration",
        url: "it-ch/inspiration",
      });
      const raw = await fx.get(`/cdn/stories/it-ch/navigation?${withToken("resolve_links=url")}`);
      const body = (await raw.json()) as { links: UrlLinkData[] };
      expect(body.links.map((link) => link.full_slug).sort()).toEqual([
        "it-ch/inspiration",
        "it-ch/overlays/info/reso",
        "it-ch/overlays/info/spedizione",
        "it-ch/protezionedeidati",
        "it-ch/service/gebrauchsanweisungen",
        "it-ch/service/konformitaetserklaerungen",
      ]);
      expect(Object.keys(body.links[0]!).sort()).toEqual(["full_slug", "id", "name", "slug", "url", "uuid"]);
    });

    it("answers full stories with resolve_links=story and link objects with resolve_links=link", async () => {
      const story = await fx.get(`/cdn/stories/cs-cz/navigation?${withToken("resolve_links=story")}`);
      const stories = ((await story.json()) as { links: ISbStoryData[] }).links;
      const dataProtection = stories.find((link) => link.slug === "ochrana-udaju");
      expect((dataProtection!.content as unknown as PageContent).seo.title).toBe(
        "Zásady ochrany osobních údajů",
      );
      const link = await fx.get(`/cdn/stories/cs-cz/navigation?${withToken("resolve_links=link")}`);
      const links = ((await link.json()) as { links: LinkData[] }).links;
      expect(links.find((entry) => entry.slug === "cs-cz/ochrana-udaju")).toMatchObject({
        real_path: "/cs-cz/ochrana-udaju",
        is_folder: false,
        published: true,
      });
    });

    it("resolves rich-text story links too, as in the newsletter's privacy note", async () => {
      const raw = await fx.get(`/cdn/stories/pl-pl/inspiration?${withToken("resolve_links=url")}`);
      const body = (await raw.json()) as { links: UrlLinkData[] };
      expect(body.links.map((entry) => entry.full_slug)).toEqual(["pl-pl/ochronadanych"]);
    });

    it("names more than 50 linked stories in link_uuids, which the client fetches in batches of 50", async () => {
      const raw = await fx.get(`/cdn/stories/magazine/linkliste?${withToken("resolve_links=story")}`);
      const body = (await raw.json()) as { links: unknown[]; link_uuids: string[] };
      expect(body.links).toEqual([]);
      expect(body.link_uuids).toHaveLength(LINKED);
      const before = fx.requests.length;
      const response = await fx.client().getStory("magazine/linkliste", { resolve_links: "story" });
      expect(fx.requests.length - before).toBe(3);
      const items = response.data.story.content.links as { link: { story: ISbStoryData } }[];
      expect(items.map((item) => item.link.story.name)).toEqual(
        authorUuids.slice(0, LINKED).map((_, i) => `Autorin ${i + 1}`),
      );
    });

    it("refuses an unknown resolve_links mode with a 400", async () => {
      const response = await fx.get(`/cdn/stories/de-de/home?${withToken("resolve_links=everything")}`);
      expect(response.status).toBe(400);
    });
  });

  describe("rich text as data", () => {
    // Test-only content: the service hands rich text over verbatim, and the storefront sanitises it.
    it("returns script-like text and javascript: links exactly as stored", async () => {
      const hostile: RichTextBlock = {
        _uid: "hostile-text",
        component: "rich_text",
        text: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "<script>alert('content')</script>" },
                {
                  type: "text",
                  text: "Hier klicken",
                  marks: [
                    {
                      type: "link",
                      attrs: {
                        href: "javascript:alert(document.cookie)",
                        linktype: "url",
                        target: "_blank",
                        uuid: null,
                        anchor: null,
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      };
      const content = {
        _uid: "hostile",
        component: "page",
        body: [hostile],
        seo: { title: "<b>x</b>", description: "" },
      };
      await fx.insertFolder("hostile", [
        { name: "Feindlich", slug: "text", content, publishedAt: SEEDED_AT },
      ]);
      const response = await fx.client().getStory("hostile/text");
      expect(response.data.story.content).toEqual(content);
      const raw = await (await fx.get(`/cdn/stories/hostile/text?${withToken()}`)).text();
      expect(raw).toContain("<script>alert('content')</script>");
      expect(raw).toContain("javascript:alert(document.cookie)");
      await fx.db.delete(schema.stories).where(eq(schema.stories.fullSlug, "hostile/text"));
    });
  });
});
