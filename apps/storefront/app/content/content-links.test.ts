import type { MultilinkField } from "@eyewear/content-service";
import { describe, expect, it } from "vitest";
import { linkTargetProps, multilinkHref } from "./content-links.ts";

describe("multilinkHref (rule:content.link-types)", () => {
  it("resolves url, story, asset and email links", () => {
    expect(
      multilinkHref({
        linktype: "url",
        id: "",
        url: "/de-de/brillen/",
        cached_url: "/de-de/brillen/",
        fieldtype: "multilink",
      }),
    ).toBe("/de-de/brillen/");
    expect(
      multilinkHref({
        linktype: "story",
        id: "u1",
        url: "",
        cached_url: "de-de/service/hilfe",
        fieldtype: "multilink",
      }),
    ).toBe("/de-de/service/hilfe/");
    expect(
      multilinkHref({
        linktype: "asset",
        id: "",
        url: "/assets/a.pdf",
        cached_url: "/assets/a.pdf",
        fieldtype: "multilink",
      }),
    ).toBe("/assets/a.pdf");
    expect(
      multilinkHref({
        linktype: "email",
        id: "",
        url: "",
        email: "hilfe@example.com",
        cached_url: "hilfe@example.com",
        fieldtype: "multilink",
      }),
    ).toBe("mailto:hilfe@example.com");
  });
  it("drops links with unsafe protocols (rule:content.link-href)", () => {
    const link: MultilinkField = {
      linktype: "url",
      id: "",
      url: "javascript:alert(1)",
      cached_url: "",
      fieldtype: "multilink",
    };
    expect(multilinkHref(link)).toBeUndefined();
  });
  it("opens _blank links in a new tab without opener", () => {
    const link: MultilinkField = {
      linktype: "url",
      id: "",
      url: "https://example.com",
      cached_url: "",
      fieldtype: "multilink",
      target: "_blank",
    };
    expect(linkTargetProps(link)).toEqual({ target: "_blank", rel: "noopener noreferrer" });
    expect(linkTargetProps(undefined)).toEqual({});
  });
});
