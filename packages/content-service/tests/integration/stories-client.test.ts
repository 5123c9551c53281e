// The stories endpoints driven through the official storyblok-js-client, on every test database kind.
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import type { ISbStoryData } from "storyblok-js-client";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorPageContent, PageContent, TeaserGridBlock } from "../../src/index.ts";
import { PREVIEW_TOKEN, SEEDED_AT, useContentFixture } from "./content-fixture.ts";

const PAGING_STORIES = 23;
const seededCv = Math.floor(SEEDED_AT.getTime() / 1000);

describe.each(testDatabaseKinds())("content stories through storyblok-js-client on %s", (kind) => {
  const fx = useContentFixture(kind);

  beforeAll(async () => {
    // Positions run against the names and ranks, so each sort order gives a different sequence.
    await fx.insertFolder(
      "paging",
      Array.from({ length: PAGING_STORIES }, (_, i) => ({
        name: `Artikel ${String(i + 1).padStart(2, "0")}`,
        slug: `artikel-${i + 1}`,
        position: (PAGING_STORIES - i) * 10,
        content: { _uid: `paging-${i}`, component: "article", rank: String((i * 7) % PAGING_STORIES) },
        publishedAt: SEEDED_AT,
      })),
    );
    await fx.insertFolder("drafts", [
      {
        name: "News",
        slug: "news",
        content: { _uid: "news", component: "page", headline: "Published headline" },
        draftContent: { _uid: "news", component: "page", headline: "Draft headline" },
        publishedAt: SEEDED_AT,
      },
      {
        name: "Upcoming",
        slug: "upcoming",
        draftContent: { _uid: "upcoming", component: "page", headline: "Not yet published" },
      },
    ]);
    await fx.insertFolder("landing", [
      {
        name: "Landing start",
        slug: "start",
        isStartpage: true,
        content: { _uid: "landing", component: "page", headline: "Landing" },
        publishedAt: SEEDED_AT,
      },
    ]);
  });

  it("answers get('cdn/stories/de-de/home') with the seeded German home page in the story shape", async () => {
    const response = await fx.client().get("cdn/stories/de-de/home");
    const story = response.data.story as ISbStoryData<PageContent>;
    expect(response.data.cv).toBe(seededCv);
    expect(response.data.rels).toEqual([]);
    expect(response.data.links).toEqual([]);
    // The client hands over the response headers as a plain object, whatever its types say.
    const headers = response.headers as unknown as Record<string, string>;
    expect(headers["content-type"]).toMatch(/^application\/json/);
    expect(headers["cache-control"]).toBe("public, max-age=60");
    expect(story).toMatchObject({
      name: "Startseite",
      slug: "home",
      full_slug: "de-de/home",
      lang: "default",
      is_startpage: false,
      created_at: SEEDED_AT.toISOString(),
      published_at: SEEDED_AT.toISOString(),
      first_published_at: SEEDED_AT.toISOString(),
      tag_list: [],
      alternates: [],
      release_id: null,
      translated_slugs: null,
    });
    expect(story.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(story.parent_id).toBeGreaterThan(0);
    expect(story.content.component).toBe("page");
    expect(story.content.body.map((block) => block.component)).toEqual(["hero", "teaser_grid", "rich_text"]);
    expect(story.content.seo.title).toContain("Sonnenbrillen");
  });

  it("serves each shop's home page in its language with links to the shop's category paths", async () => {
    const response = await fx.client().getStory("fr-ch/home");
    const content = response.data.story.content as unknown as PageContent;
    const grid = content.body.find((block): block is TeaserGridBlock => block.component === "teaser_grid");
    expect(content.seo.title).toBe("Lunettes, lunettes de soleil et lentilles de contact en ligne");
    expect(grid?.teasers.map((teaser) => teaser.link.cached_url)).toEqual([
      "/fr-ch/lunettes-de-vue/",
      "/fr-ch/lunettes-de-soleil/",
      "/fr-ch/lentilles-de-contact/",
      "/fr-ch/produits-dentretien/",
    ]);
  });

  it("lists the stories below a folder with getStories({ starts_with }) and paging headers", async () => {
    const response = await fx.client().getStories({ starts_with: "de-de/service/" });
    expect(response.data.stories.map((story) => story.full_slug)).toEqual([
      "de-de/service/gebrauchsanweisungen",
      "de-de/service/konformitaetserklaerungen",
      "de-de/service/uebersicht",
    ]);
    expect(response.total).toBe(3);
    expect(response.perPage).toBe(25);
  });

  it("never lists folders", async () => {
    const stories = await fx.client().getAll("cdn/stories", { per_page: 100 });
    const slugs = stories.map((story: ISbStoryData) => story.full_slug);
    expect(slugs).not.toContain("de-de");
    expect(slugs).not.toContain("global");
    expect(slugs).not.toContain("paging");
    expect(slugs).toContain("global/not-found");
    // Nine pages and four category contents in each of nine shops, two global pages, the paging stories, the
    // published draft story and the start page.
    expect(slugs).toHaveLength(9 * 13 + 2 + PAGING_STORIES + 1 + 1);
  });

  it("pages through every story with getAll, reading the total and per-page headers", async () => {
    const before = fx.requests.length;
    const stories: ISbStoryData[] = await fx
      .client()
      .getAll("cdn/stories", { starts_with: "paging/", per_page: 7 });
    const pageRequests = fx.requests.slice(before);
    expect(pageRequests).toHaveLength(Math.ceil(PAGING_STORIES / 7));
    expect(pageRequests.every((url) => new URL(url).pathname === "/v2/cdn/stories")).toBe(true);
    expect(new Set(stories.map((story) => story.id)).size).toBe(PAGING_STORIES);
    // Default order is by position, which runs against the names.
    expect(stories[0]?.name).toBe(`Artikel ${PAGING_STORIES}`);
    expect(stories.at(-1)?.name).toBe("Artikel 01");
  });

  it("sorts by story properties and by content fields, as text or as numbers", async () => {
    const client = fx.client();
    const byName = await client.getStories({ starts_with: "paging/", sort_by: "name:asc", per_page: 3 });
    expect(byName.data.stories.map((story) => story.name)).toEqual([
      "Artikel 01",
      "Artikel 02",
      "Artikel 03",
    ]);
    const byRank = await client.getStories({
      starts_with: "paging/",
      sort_by: "content.rank:asc:int",
      per_page: 100,
    });
    const ranks = byRank.data.stories.map((story) => Number(story.content.rank));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const byRankText = await client.getStories({
      starts_with: "paging/",
      sort_by: "content.rank:desc",
      per_page: 2,
    });
    expect(byRankText.data.stories.map((story) => story.content.rank)).toEqual(["9", "8"]);
    const frenchTitles = await client.getStories({
      starts_with: "global/",
      language: "fr",
      sort_by: "content.title:asc",
    });
    expect(frenchTitles.data.stories.map((story) => story.slug)).toEqual(["not-found", "error"]);
    const germanTitles = await client.getStories({ starts_with: "global/", sort_by: "content.title:asc" });
    expect(germanTitles.data.stories.map((story) => story.slug)).toEqual(["error", "not-found"]);
    const newest = await client.getStories({
      starts_with: "paging/",
      sort_by: "created_at:desc,name:desc",
      per_page: 1,
    });
    expect(newest.data.stories[0]?.name).toBe(`Artikel ${PAGING_STORIES}`);
  });

  it("filters by slugs with wildcards, excluded slugs, content type and start page", async () => {
    const client = fx.client();
    const bySlugs = await client.getStories({
      by_slugs: "de-*/home,global/not-found",
      sort_by: "full_slug:asc",
    });
    expect(bySlugs.data.stories.map((story) => story.full_slug)).toEqual([
      "de-at/home",
      "de-ch/home",
      "de-de/home",
      "de-it/home",
      "global/not-found",
    ]);
    const excluding = await client.getStories({ starts_with: "global/", excluding_slugs: "global/not-*" });
    expect(excluding.data.stories.map((story) => story.full_slug)).toEqual(["global/error"]);
    const errorPages = await client.getStories({ content_type: "error_page" });
    expect(errorPages.total).toBe(2);
    const startpages = await client.getStories({ is_startpage: true, starts_with: "landing/" });
    expect(startpages.data.stories.map((story) => story.full_slug)).toEqual(["landing/start"]);
    const shopStartpages = await client.getStories({ is_startpage: true, per_page: 100 });
    expect(shopStartpages.total).toBe(1 + 9);
  });

  it("merges the translation of global/not-found for language=fr and falls back to the default language", async () => {
    const client = fx.client();
    const french = await client.getStory("global/not-found", { language: "fr" });
    const frenchContent = french.data.story.content as unknown as ErrorPageContent;
    expect(french.data.story.lang).toBe("fr");
    expect(frenchContent).toMatchObject({ component: "error_page", title: "Page introuvable" });
    expect(frenchContent.link_label).toBe("Retour à l'accueil");
    const german = await client.getStory("global/not-found");
    expect(german.data.story.lang).toBe("default");
    expect(german.data.story.content.title).toBe("Seite nicht gefunden");
    expect(german.data.story.content._uid).toBe(frenchContent._uid);
    const untranslated = await client.getStory("global/not-found", { language: "en" });
    expect(untranslated.data.story.lang).toBe("default");
    const polishList = await client.getStories({ starts_with: "global/", language: "pl" });
    expect(polishList.data.stories.map((story) => story.content.title)).toEqual([
      "Nie znaleziono strony",
      "Wystąpił błąd",
    ]);
  });

  it("serves the draft only to the preview token, and the published content to everyone", async () => {
    const published = await fx.client().getStory("drafts/news");
    expect(published.data.story.content.headline).toBe("Published headline");
    await expect(fx.client().getStory("drafts/news", { version: "draft" })).rejects.toMatchObject({
      status: 401,
    });
    const preview = fx.client(PREVIEW_TOKEN);
    const draft = await preview.getStory("drafts/news", { version: "draft" });
    expect(draft.data.story.content.headline).toBe("Draft headline");
    expect(draft.headers["cache-control"]).toBe("no-store");
    const previewPublished = await preview.getStory("drafts/news");
    expect(previewPublished.data.story.content.headline).toBe("Published headline");
    const unpublished = await preview.getStory("drafts/upcoming", { version: "draft" });
    expect(unpublished.data.story.published_at).toBeNull();
    await expect(preview.getStory("drafts/upcoming")).rejects.toMatchObject({ status: 404 });
    const draftList = await preview.getStories({ starts_with: "drafts/", version: "draft" });
    expect(draftList.data.stories.map((story) => story.slug)).toEqual(["news", "upcoming"]);
    const publishedList = await preview.getStories({ starts_with: "drafts/" });
    expect(publishedList.data.stories.map((story) => story.slug)).toEqual(["news"]);
  });

  it("rejects a wrong token with 401", async () => {
    const error = await fx
      .client("not-a-token")
      .get("cdn/stories/de-de/home")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: "Unauthorized" });
  });

  it("answers 404 for an unknown slug", async () => {
    await expect(fx.client().getStory("de-de/gibt-es-nicht")).rejects.toMatchObject({ status: 404 });
  });

  it("answers a folder's slug with the folder's start page", async () => {
    const response = await fx.client().getStory("landing/");
    expect(response.data.story.full_slug).toBe("landing/start");
    await expect(fx.client().getStory("de-de")).rejects.toMatchObject({ status: 404 });
  });

  it("finds a story by uuid with find_by=uuid", async () => {
    const client = fx.client();
    const byslug = await client.getStory("global/error");
    const byUuid = await client.getStory(byslug.data.story.uuid, { find_by: "uuid" });
    expect(byUuid.data.story.full_slug).toBe("global/error");
  });

  it("moves the cache version forward when a story changes", async () => {
    const later = new Date(SEEDED_AT.getTime() + 3_600_000);
    await fx.db
      .update(schema.stories)
      .set({ updatedAt: later })
      .where(eq(schema.stories.fullSlug, "global/error"));
    const response = await fx.client().getStories({ per_page: 1 });
    expect(response.data.cv).toBe(Math.floor(later.getTime() / 1000));
  });
});
