import type { ISbResult } from "storyblok-js-client";
import { describe, expect, it } from "vitest";
import { ContentCache } from "./content-cache.ts";

const answer = (name: string) => ({ data: { story: { name } } }) as unknown as ISbResult;

describe("ContentCache (rule:content.freshness)", () => {
  it("reuses an answer for its life only, then asks again", async () => {
    let now = 0;
    const cache = new ContentCache({ ttlMs: 60_000, now: () => now });
    await cache.set("home", answer("home"));
    now = 59_999;
    expect(await cache.get("home")).toEqual(answer("home"));
    now = 60_000;
    expect(await cache.get("home")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("lets go of answers nobody asked for again once their life is over", async () => {
    let now = 0;
    const cache = new ContentCache({ ttlMs: 60_000, now: () => now });
    await cache.set("home", answer("home"));
    await cache.set("navigation", answer("navigation"));
    now = 60_000;
    await cache.set("footer", answer("footer"));
    expect(cache.size).toBe(1);
  });

  it("drops every answer on flush", async () => {
    const cache = new ContentCache({ ttlMs: 60_000 });
    await cache.set("home", answer("home"));
    await cache.set("navigation", answer("navigation"));
    expect(Object.keys(await cache.getAll())).toEqual(["home", "navigation"]);
    await cache.flush();
    expect(await cache.get("home")).toBeUndefined();
    expect(await cache.get("navigation")).toBeUndefined();
  });

  it("keeps the most recently used answers when full, and nothing with a life of 0", async () => {
    const cache = new ContentCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.set("a", answer("a"));
    await cache.set("b", answer("b"));
    await cache.get("a");
    await cache.set("c", answer("c"));
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toEqual(answer("a"));
    expect(await cache.get("c")).toEqual(answer("c"));

    const uncached = new ContentCache({ ttlMs: 0 });
    await uncached.set("a", answer("a"));
    expect(await uncached.get("a")).toBeUndefined();
  });
});
