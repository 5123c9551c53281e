import { testDatabaseKinds } from "@eyewear/database/testing";
import { describe, expect, it } from "vitest";
import { DE, PL } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

describe.each(testDatabaseKinds())("redirects through the SDK (%s)", (kind) => {
  const engine = useEngine(kind);

  it("lists the shop's redirects a page at a time", async () => {
    const client = engine.client(DE);
    const all = await client.redirects.get();
    expect(all.entities.map((redirect) => [redirect.source, redirect.target, redirect.statusCode])).toEqual([
      ["/c/sunglasses/", "/brillen/sonnenbrillen/", 301],
      ["/sale/", "/outlet/", 302],
      ["/alt/seite?id=7", "https://magazin.example/seite-7", 301],
    ]);
    expect(all.pagination).toMatchObject({ total: 3, page: 1, current: 3 });
    const second = await client.redirects.get({ pagination: { page: 2, perPage: 2 } });
    expect(second.entities.map((redirect) => redirect.source)).toEqual(["/alt/seite?id=7"]);
    expect(second.pagination).toMatchObject({ total: 3, page: 2, perPage: 2, last: 2, current: 1 });
    expect((await engine.client(PL).redirects.get()).entities).toHaveLength(1);
  });

  it("looks a URL up by path (trailing slash optional), keeping the query when the source has one", async () => {
    const client = engine.client(DE);
    expect(await client.redirects.post("/c/sunglasses/")).toMatchObject({
      target: "/brillen/sonnenbrillen/",
      statusCode: 301,
    });
    expect((await client.redirects.post("/c/sunglasses"))?.target).toBe("/brillen/sonnenbrillen/");
    expect(await client.redirects.post("https://brillen-shop.de/sale/?utm_source=news#top")).toMatchObject({
      source: "/sale/",
      target: "/outlet/",
      statusCode: 302,
    });
    expect((await client.redirects.post("/alt/seite?id=7"))?.target).toBe("https://magazin.example/seite-7");
    expect(await client.redirects.post("/alt/seite?id=8")).toBeUndefined();
  });

  it("answers 404 (the SDK: undefined) for an unknown URL or another shop's redirect", async () => {
    expect(await engine.client(DE).redirects.post("/nirgendwo/")).toBeUndefined();
    expect(await engine.client(PL).redirects.post("/sale/")).toBeUndefined();
    const response = await engine.request("/v1/redirects", {
      method: "POST",
      body: JSON.stringify({ url: "/nirgendwo/" }),
    });
    expect(response.status).toBe(404);
  });

  it("refuses a missing, empty or oversized url and unknown fields with 400", async () => {
    for (const body of [{}, { url: "" }, { url: `/${"x".repeat(3000)}` }, { url: "/sale/", extra: 1 }]) {
      const response = await engine.request("/v1/redirects", { method: "POST", body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await engine.request("/v1/redirects?perPage=500")).status).toBe(400);
  });
});
