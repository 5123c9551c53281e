import { describe, expect, it } from "vitest";
import { parseFilterQuery } from "../../src/filter-query.ts";

const parse = (query: string) => parseFilterQuery(new URLSearchParams(query).entries());

describe("parseFilterQuery", () => {
  it("is undefined without filter_query parameters", () => {
    expect(parse("starts_with=de-de/&per_page=5")).toBeUndefined();
  });

  it("reads field paths, operations and comma-separated values as Storyblok encodes them", () => {
    expect(parse("filter_query[brand][in]=ray,lumen&filter_query[seo.title][like]=*Brille*")).toEqual({
      all: [
        { path: ["brand"], operation: "in", values: ["ray", "lumen"] },
        { path: ["seo", "title"], operation: "like", values: ["*Brille*"] },
      ],
      any: [],
    });
    // Only list operations split on commas.
    expect(parse("filter_query[title][is]=a,b")).toMatchObject({ all: [{ values: ["a,b"] }] });
  });

  it("makes each empty-bracket __or entry an alternative and groups indexed entries", () => {
    const parsed = parse(
      "filter_query[__or][][brand][is]=ray&filter_query[__or][][brand][is]=lumen&" +
        "filter_query[__or][5][rank][gt_int]=1&filter_query[__or][5][rank][lt_int]=9",
    );
    expect(parsed).toEqual({
      all: [],
      any: [
        [{ path: ["brand"], operation: "is", values: ["ray"] }],
        [{ path: ["brand"], operation: "is", values: ["lumen"] }],
        [
          { path: ["rank"], operation: "gt_int", values: ["1"] },
          { path: ["rank"], operation: "lt_int", values: ["9"] },
        ],
      ],
    });
  });

  it.each([
    ["filter_query[brand][regex]=.*", "unknown operation"],
    ["filter_query=x", "must be filter_query[field][operation]"],
    ["filter_query[brand]=x", "must be filter_query[field][operation]"],
    ["filter_query[brand][in][x]=y", "must be filter_query[field][operation]"],
    ["filter_query[__or][][brand]=x", "must be filter_query[field][operation]"],
    ["filter_query[br'and][is]=x", "content field path"],
    ["filter_query[..][is]=x", "content field path"],
    ["filter_query[rank][gt_int]=1.5", "whole number"],
    ["filter_query[rank][lt_float]=abc", "a number"],
    ["filter_query[day][lt_date]=01.02.2025", "date"],
    ["filter_query[brand][not_in]=,,", "at least one value"],
    [`filter_query[brand][is]=${"x".repeat(1001)}`, "at most 1000 characters"],
    [`filter_query[brand][in]=${Array.from({ length: 101 }, (_, i) => i).join(",")}`, "at most 100 values"],
    [Array.from({ length: 31 }, (_, i) => `filter_query[f${i}][is]=x`).join("&"), "at most 30 conditions"],
  ])("refuses %s", (query, reason) => {
    const parsed = parse(query);
    expect(typeof parsed).toBe("string");
    expect(parsed).toContain(reason);
  });
});
