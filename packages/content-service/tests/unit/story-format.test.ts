import { describe, expect, it } from "vitest";
import { escapeLike, slugPatternToLike } from "../../src/stories.ts";
import { cacheVersionOf, type StoryRow, toStoryData, translateContent } from "../../src/story-format.ts";

const at = new Date("2025-03-01T08:00:00.000Z");

const row: StoryRow = {
  id: 7,
  uuid: "0b6f4c2e-1d2a-5b3c-8d4e-5f6a7b8c9d0e",
  name: "Seite nicht gefunden",
  slug: "not-found",
  fullSlug: "global/not-found",
  parentId: null,
  isFolder: false,
  isStartpage: false,
  position: 0,
  content: { _uid: "u1", component: "error_page", title: "Seite nicht gefunden", text: "Text" },
  draftContent: null,
  translations: { fr: { title: "Page introuvable" } },
  tagList: [],
  createdAt: at,
  publishedAt: at,
  firstPublishedAt: at,
  updatedAt: at,
};

describe("translateContent", () => {
  it("replaces translated top-level fields and keeps the others", () => {
    const result = translateContent({ title: "Titel", text: "Text" }, { fr: { title: "Titre" } }, "fr");
    expect(result).toEqual({ content: { title: "Titre", text: "Text" }, lang: "fr" });
  });

  it("serves the default language without a translation", () => {
    expect(translateContent({ title: "Titel" }, {}, "pl")).toEqual({
      content: { title: "Titel" },
      lang: "default",
    });
    expect(translateContent({ title: "Titel" }, { fr: {} }, undefined).lang).toBe("default");
  });
});

describe("toStoryData", () => {
  it("answers in the Storyblok story shape, root stories with parent_id 0", () => {
    expect(toStoryData(row, "published", "fr")).toMatchObject({
      id: 7,
      full_slug: "global/not-found",
      parent_id: 0,
      lang: "fr",
      content: { title: "Page introuvable", text: "Text" },
      published_at: "2025-03-01T08:00:00.000Z",
      alternates: [],
    });
  });

  it("serves the draft when there is one and the published content otherwise", () => {
    const drafted = { ...row, draftContent: { component: "error_page", title: "Entwurf" } };
    expect(toStoryData(drafted, "draft", undefined)?.content.title).toBe("Entwurf");
    expect(toStoryData(drafted, "published", undefined)?.content.title).toBe("Seite nicht gefunden");
    expect(toStoryData(row, "draft", undefined)?.content.title).toBe("Seite nicht gefunden");
  });

  it("has nothing to publish for a story that was never published", () => {
    expect(
      toStoryData({ ...row, content: null, draftContent: { component: "page" } }, "published", undefined),
    ).toBe(undefined);
  });
});

describe("cacheVersionOf", () => {
  it("is the latest change as Unix seconds, 0 without stories", () => {
    expect(cacheVersionOf(new Date("2025-03-01T08:00:00.999Z"))).toBe(1740816000);
    expect(cacheVersionOf(null)).toBe(0);
  });
});

describe("slug patterns", () => {
  it("matches LIKE wildcards literally and turns * into any text", () => {
    expect(escapeLike("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
    expect(slugPatternToLike("de-de/*")).toBe("de-de/%");
    expect(slugPatternToLike("*_home")).toBe("%\\_home");
  });
});
