import { describe, expect, it } from "vitest";
import {
  datasourceEntriesParamsSchema,
  fullSlugSchema,
  linksParamsSchema,
  parseSortBy,
  slugProblem,
  storiesParamsSchema,
  storyParamsSchema,
} from "../../src/params.ts";

describe("story list parameters", () => {
  it("defaults to the first page of 25 published stories (rule:content.story-page-size)", () => {
    expect(storiesParamsSchema.parse({})).toMatchObject({ per_page: 25, page: 1, version: "published" });
  });

  it("takes per_page from 1 to 100 only", () => {
    expect(storiesParamsSchema.parse({ per_page: "100" }).per_page).toBe(100);
    expect(storiesParamsSchema.parse({ per_page: "1" }).per_page).toBe(1);
    for (const value of ["0", "101", "1000", "-5", "2.5", ""]) {
      expect(storiesParamsSchema.safeParse({ per_page: value }).success).toBe(false);
    }
  });

  it("splits slug lists and reads is_startpage as the API spells it", () => {
    const parsed = storiesParamsSchema.parse({ by_slugs: "de-de/*, global/not-found,", is_startpage: "0" });
    expect(parsed.by_slugs).toEqual(["de-de/*", "global/not-found"]);
    expect(parsed.is_startpage).toBe(false);
    expect(storiesParamsSchema.parse({ is_startpage: "true" }).is_startpage).toBe(true);
  });

  it("treats language=default as no translation and lowercases language codes", () => {
    expect(storiesParamsSchema.parse({ language: "default" }).language).toBeUndefined();
    expect(storiesParamsSchema.parse({ language: "FR" }).language).toBe("fr");
  });

  it("ignores parameters it does not implement", () => {
    expect(storiesParamsSchema.safeParse({ search_term: "brille", from_release: "12" }).success).toBe(true);
  });

  it("reads the relation, link, field and tag parameters", () => {
    const parsed = storiesParamsSchema.parse({
      resolve_relations: "article.author,quote.person",
      resolve_level: "2",
      resolve_links: "url",
      excluding_fields: "body,seo",
      with_tag: "Neu,Editor's Choice",
    });
    expect(parsed).toMatchObject({
      resolve_relations: ["article.author", "quote.person"],
      resolve_level: 2,
      resolve_links: "url",
      excluding_fields: ["body", "seo"],
      with_tag: ["Neu", "Editor's Choice"],
    });
    expect(storyParamsSchema.parse({}).resolve_level).toBe(1);
    expect(storyParamsSchema.parse({ resolve_links: "1" }).resolve_links).toBe("story");
    expect(storyParamsSchema.parse({ resolve_links: "0" }).resolve_links).toBeUndefined();
    for (const bad of [
      { resolve_relations: "author" },
      { resolve_level: "3" },
      { resolve_links: "all" },
      { excluding_fields: "seo.title" },
      { with_tag: "a\u0000b" },
    ]) {
      expect(storiesParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("links and datasource entry parameters", () => {
  it("take up to 1000 per page, as Storyblok allows", () => {
    expect(linksParamsSchema.parse({ per_page: "1000", with_parent: "0" })).toMatchObject({
      per_page: 1000,
      with_parent: 0,
    });
    expect(linksParamsSchema.safeParse({ per_page: "1001" }).success).toBe(false);
    expect(datasourceEntriesParamsSchema.parse({ datasource: "countries", dimension: "fr" })).toMatchObject({
      datasource: "countries",
      dimension: "fr",
      per_page: 25,
      page: 1,
    });
    expect(datasourceEntriesParamsSchema.safeParse({ datasource: "Countries!" }).success).toBe(false);
  });
});

describe("parseSortBy", () => {
  it("reads story properties and content fields with an optional number type", () => {
    expect(parseSortBy("position:asc,content.seo.title:desc,content.price:asc:float")).toEqual([
      { kind: "story", field: "position", direction: "asc" },
      { kind: "content", path: ["seo", "title"], direction: "desc", type: "string" },
      { kind: "content", path: ["price"], direction: "asc", type: "float" },
    ]);
  });

  it("refuses unknown properties, missing directions and unsafe field names", () => {
    expect(parseSortBy("uuid:asc")).toBeTypeOf("string");
    expect(parseSortBy("name")).toBeTypeOf("string");
    expect(parseSortBy("name:asc:int")).toBeTypeOf("string");
    expect(parseSortBy("content.a'b:asc")).toBeTypeOf("string");
    expect(parseSortBy("name:up")).toBeTypeOf("string");
  });
});

describe("slugs", () => {
  it("refuses parent segments, backslashes, control characters and empty segments", () => {
    expect(slugProblem("de-de/home")).toBeUndefined();
    expect(slugProblem("de-de/../x")).toContain("..");
    expect(slugProblem("de-de\\x")).toContain("backslash");
    expect(slugProblem("de-de/\u0000")).toContain("control");
    expect(slugProblem("de-de//x")).toContain("empty");
    expect(slugProblem("x".repeat(501))).toContain("500");
  });

  it("names a folder the same with or without a trailing slash", () => {
    expect(fullSlugSchema.parse("de-de/")).toBe("de-de");
    expect(fullSlugSchema.safeParse("/").success).toBe(false);
  });
});
