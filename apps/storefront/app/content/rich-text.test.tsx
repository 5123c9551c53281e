import type { RichTextDoc } from "@eyewear/content-service";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text.tsx";

const link = (href: string) => ({
  type: "link" as const,
  attrs: { href, linktype: "url" as const, target: null, uuid: null, anchor: null },
});

/** A story's rich text as an attacker could write it (rule:routing.unsafe-links, issue #4 bad input). */
const hostile: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "<script>alert(1)</script>" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: '<img src=x onerror="alert(2)">' },
        { type: "text", text: "eins", marks: [link("javascript:alert(3)")] },
        { type: "text", text: "zwei", marks: [link("java\tscript:alert(4)")] },
        { type: "text", text: "drei", marks: [link("data:text/html,<script>alert(5)</script>")] },
        { type: "text", text: "vier", marks: [link("/de-de/service/gebrauchsanweisungen/")] },
      ],
    },
  ],
};

describe("RichText with hostile content", () => {
  const html = renderToStaticMarkup(<RichText doc={hostile} />);

  it("renders markup from content as text, never as elements or handlers", () => {
    expect(html).not.toMatch(/<script|<img|onerror="/i);
    expect(html).toContain("onerror=&quot;alert(2)&quot;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/^<div><h2 /);
  });

  it("keeps the link text but drops links with unsafe protocols", () => {
    expect(html).not.toMatch(/href="(javascript|java\tscript|data):/i);
    expect(html).toContain("eins");
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/de-de/service/gebrauchsanweisungen/"');
  });
});
