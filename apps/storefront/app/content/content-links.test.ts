import type { MultilinkField } from "@eyewear/content-service";
import { describe, expect, it } from "vitest";
import { linkTargetProps, multilinkHref } from "./content-links.ts";

/** A content link with the given fields and the others empty, as the content service delivers it. */
function link(fields: Partial<MultilinkField> & Pick<MultilinkField, "linktype">): MultilinkField {
  return { id: "", url: "", cached_url: "", fieldtype: "multilink", ...fields } as MultilinkField;
}

describe("multilinkHref (rule:content.link-types)", () => {
  it("resolves url, story, asset and email links", () => {
    expect(
      multilinkHref(link({ linktype: "url", url: "/de-de/brillen/", cached_url: "/de-de/brillen/" })),
    ).toBe("/de-de/brillen/");
    expect(multilinkHref(link({ linktype: "story", id: "u1", cached_url: "de-de/service/hilfe" }))).toBe(
      "/de-de/service/hilfe/",
    );
    expect(
      multilinkHref(link({ linktype: "asset", url: "/assets/a.pdf", cached_url: "/assets/a.pdf" })),
    ).toBe("/assets/a.pdf");
    expect(
      multilinkHref(link({ linktype: "email", email: "hilfe@example.com", cached_url: "hilfe@example.com" })),
    ).toBe("mailto:hilfe@example.com");
  });
  it("drops links with unsafe protocols (rule:content.link-href)", () => {
    expect(multilinkHref(link({ linktype: "url", url: "javascript:alert(1)" }))).toBeUndefined();
  });
  it("opens _blank links in a new tab without opener", () => {
    expect(linkTargetProps(link({ linktype: "url", url: "https://example.com", target: "_blank" }))).toEqual({
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(linkTargetProps(undefined)).toEqual({});
  });
});
