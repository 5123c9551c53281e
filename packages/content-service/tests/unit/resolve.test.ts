import { describe, expect, it } from "vitest";
import { relationUuids, storyLinkUuids } from "../../src/resolve.ts";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const C = "33333333-3333-4333-8333-333333333333";

describe("relationUuids", () => {
  it("collects uuids of component.field relations in blocks at any depth, in order and once", () => {
    const content = {
      _uid: "root",
      component: "article",
      author: A,
      body: [
        { _uid: "q", component: "quote", person: B, author: C },
        { _uid: "r", component: "related", stories: [C, A, "not-a-uuid", 7] },
        { component: "quote", person: C },
      ],
    };
    const found = new Set<string>();
    relationUuids(content, new Set(["article.author", "quote.person", "related.stories"]), found);
    expect([...found]).toEqual([A, B, C]);
  });
});

describe("storyLinkUuids", () => {
  it("collects story multilinks and rich-text story links, not url links", () => {
    const content = {
      _uid: "root",
      component: "page",
      cta: { fieldtype: "multilink", linktype: "story", id: A, cached_url: "de-de/a" },
      other: { fieldtype: "multilink", linktype: "url", id: "", url: "https://example.org" },
      text: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "x", marks: [{ type: "link", attrs: { linktype: "story", uuid: B } }] },
              { type: "text", text: "y", marks: [{ type: "link", attrs: { linktype: "url", uuid: C } }] },
            ],
          },
        ],
      },
    };
    const found = new Set<string>();
    storyLinkUuids(content, found);
    expect([...found]).toEqual([A, B]);
  });
});
