// Answers the client would hide or never provoke: validation, authorisation and headers on the raw HTTP level.
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../src/index.ts";
import {
  expectRefusedParameter,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  useContentFixture,
  withToken,
} from "./content-fixture.ts";

// Per shop 12 stories (home, inspiration, 2 service pages, data protection, 2 overlays, navigation, 4 category
// contents) and 5 folders (shop, service, overlays, overlays/info, categories); the global folder with its 2
// message pages.
const SEEDED_STORY_COUNT = 9 * 13 + 2;
const SEEDED_ENTRY_COUNT = 9 * 18 + 3;

describe.each(testDatabaseKinds())("content stories over HTTP on %s", (kind) => {
  const fx = useContentFixture(kind);

  it.each([
    ["per_page=0", "per_page"],
    ["per_page=1000", "per_page"],
    ["per_page=ten", "per_page"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["version=latest", "version"],
    ["sort_by=name", "sort_by"],
    ["sort_by=content.rank;drop:asc", "sort_by"],
    ["sort_by=uuid:asc", "sort_by"],
    ["is_startpage=maybe", "is_startpage"],
    ["by_uuids=not-a-uuid", "by_uuids"],
    ["language=%27fr%27", "language"],
    ["starts_with=de-de/..", "starts_with"],
    ["by_slugs=de-de%5Chome", "by_slugs"],
    ["cv=yesterday", "cv"],
  ])("refuses %s with a 400 naming the parameter", async (query, parameter) => {
    const response = await fx.get(`/cdn/stories?${withToken(query)}`);
    await expectRefusedParameter(response, parameter);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["de-de/..%2Fglobal/error", "'..'"],
    ["de-de/%2e%2e%2Fglobal/error", "'..'"],
    ["de-de%5Chome", "backslash"],
    ["de-de/%00home", "control"],
    ["de-de//home", "empty"],
  ])("refuses the slug %s with a 400", async (slug, reason) => {
    const response = await fx.get(`/cdn/stories/${slug}?${withToken()}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(reason);
  });

  it("refuses requests without a valid token with 401 JSON", async () => {
    for (const query of ["", "token=", "token=wrong", `token=${PUBLIC_TOKEN}x`]) {
      const response = await fx.get(`/cdn/stories/de-de/home?${query}`);
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
  });

  it("answers draft lists only with the preview token, uncached", async () => {
    const refused = await fx.get(`/cdn/stories?${withToken("version=draft")}`);
    expect(refused.status).toBe(401);
    const draft = await fx.get(`/cdn/stories?token=${PREVIEW_TOKEN}&version=draft`);
    expect(draft.status).toBe(200);
    expect(draft.headers.get("cache-control")).toBe("no-store");
  });

  it("sends the paging headers and CDN caching for published lists", async () => {
    const response = await fx.get(`/cdn/stories?${withToken("per_page=4&page=3&cv=1")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("total")).toBe(String(SEEDED_STORY_COUNT));
    expect(response.headers.get("per-page")).toBe("4");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = (await response.json()) as {
      stories: unknown[];
      cv: number;
      rels: unknown[];
      links: unknown[];
    };
    expect(body.stories).toHaveLength(4);
    expect(body.rels).toEqual([]);
    expect(body.links).toEqual([]);
    expect(typeof body.cv).toBe("number");
  });

  it("answers a page past the end with an empty list", async () => {
    const response = await fx.get(`/cdn/stories?${withToken("per_page=100&page=999999")}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { stories: unknown[] }).stories).toEqual([]);
  });

  it("ignores the parameters the client sends that the service does not implement", async () => {
    const response = await fx.get(
      `/cdn/stories/de-de/home?${withToken("resolve_relations=page.author&resolve_level=2&resolve_links=url")}`,
    );
    expect(response.status).toBe(200);
  });

  it("answers unknown paths with a 404 JSON", async () => {
    const response = await fx.get(`/cdn/nothing-here?${withToken()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("seeds again without duplicating or renumbering stories", async () => {
    const before = await fx.db
      .select({ id: schema.stories.id, fullSlug: schema.stories.fullSlug })
      .from(schema.stories);
    const result = await seedContent(fx.db, { now: new Date("2025-04-01T08:00:00.000Z") });
    const after = await fx.db
      .select({ id: schema.stories.id, fullSlug: schema.stories.fullSlug })
      .from(schema.stories);
    expect(result).toEqual({ stories: SEEDED_ENTRY_COUNT, datasourceEntries: 20 });
    expect(after.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
  });
});
