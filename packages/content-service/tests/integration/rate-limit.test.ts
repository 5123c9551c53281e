// The per-token rate limit answers 429 with Retry-After, and storyblok-js-client retries until it has its data.
import { testDatabaseKinds } from "@eyewear/database/testing";
import type { ISbStoryData } from "storyblok-js-client";
import { describe, expect, it, vi } from "vitest";
import { PREVIEW_TOKEN, PUBLIC_TOKEN, useContentFixture } from "./content-fixture.ts";

describe.each(testDatabaseKinds())("content rate limit on %s", (kind) => {
  const fx = useContentFixture(kind, { rateLimit: { requestsPerSecond: 2 } });

  // Each test starts with a full bucket.
  const waitForRefill = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it("answers 429 with Retry-After and a JSON body once a token has used up its requests", async () => {
    await waitForRefill();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fx.get(`/cdn/stories/de-de/home?token=${PUBLIC_TOKEN}`));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 429]);
    const limited = answers[2]!;
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect(await limited.json()).toEqual({ error: "Too Many Requests" });
    // Tokens have separate buckets; a wrong token is refused before it counts.
    expect((await fx.get(`/cdn/stories/de-de/home?token=${PREVIEW_TOKEN}`)).status).toBe(200);
    expect((await fx.get("/cdn/stories/de-de/home?token=wrong")).status).toBe(401);
  });

  it("lets the client retry after 429 until every concurrent request has its story", async () => {
    await waitForRefill();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const before = fx.statuses.length;
    const client = fx.client();
    const slugs = ["de-de/home", "de-at/home", "fr-ch/home", "pl-pl/home", "cs-cz/home"];
    const responses = await Promise.all(slugs.map((slug) => client.getStory(slug)));
    expect(responses.map((response) => response.data.story.full_slug)).toEqual(slugs);
    const statuses = fx.statuses.slice(before);
    expect(statuses.filter((status) => status === 200)).toHaveLength(slugs.length);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Hit rate limit"));
    log.mockRestore();
  });

  it("lets getAll's concurrent page requests through the limit with retries", async () => {
    await waitForRefill();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const before = fx.statuses.length;
    const stories: ISbStoryData[] = await fx
      .client()
      .getAll("cdn/stories", { starts_with: "it-it/", per_page: 2 });
    expect(stories.map((story) => story.full_slug).sort()).toEqual([
      "it-it/categories/lenti-a-contatto",
      "it-it/categories/occhiali-da-sole",
      "it-it/categories/occhiali-da-vista",
      "it-it/categories/prodotti-per-la-cura",
      "it-it/home",
      "it-it/inspiration",
      "it-it/navigation",
      "it-it/overlays/info/reso",
      "it-it/overlays/info/spedizione",
      "it-it/protezionedeidati",
      "it-it/service/gebrauchsanweisungen",
      "it-it/service/konformitaetserklaerungen",
      "it-it/service/uebersicht",
    ]);
    expect(fx.statuses.slice(before)).toContain(429);
    log.mockRestore();
  });
});
