import { describe, expect, it } from "vitest";
import { linkRealPath } from "../../src/links.ts";

describe("linkRealPath", () => {
  it("is the story's own path for an ordinary story and for a folder", () => {
    expect(
      linkRealPath({ fullSlug: "de-de/service/gebrauchsanweisungen", isFolder: false, isStartpage: false }),
    ).toBe("/de-de/service/gebrauchsanweisungen");
    expect(linkRealPath({ fullSlug: "de-de/service", isFolder: true, isStartpage: false })).toBe(
      "/de-de/service",
    );
  });

  it("is the folder's path for a folder's start page, and the root for a start page at the root", () => {
    expect(linkRealPath({ fullSlug: "de-de/service/uebersicht", isFolder: false, isStartpage: true })).toBe(
      "/de-de/service/",
    );
    expect(linkRealPath({ fullSlug: "home", isFolder: false, isStartpage: true })).toBe("/");
  });
});
