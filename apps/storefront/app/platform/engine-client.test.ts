import { shopByCode } from "@eyewear/shop-rules";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StorefrontServices, servicesContext } from "./context.ts";
import { callEngine } from "./engine-client.server.ts";

const SHOP = shopByCode("de-de")!;

function engineContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    storefrontApiHost: "engine.test/storefront-api",
    storefrontApiToken: "token-1",
  } as StorefrontServices);
  return context;
}

function answering(response: Response) {
  const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callEngine", () => {
  it("sends the shop id, the access token and the JSON body to the engine's host", async () => {
    const fetchMock = answering(Response.json({ customer: { id: 7 } }, { status: 201 }));
    const answer = await callEngine<{ customer: { id: number } }>(
      engineContext(),
      SHOP,
      "POST",
      "/customers",
      {
        email: "anna@example.com",
      },
    );
    expect(answer).toEqual({ ok: true, customer: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`https://engine.test/storefront-api/v1/customers?shopId=${SHOP.shopId}`);
    expect(init).toMatchObject({
      method: "POST",
      headers: { "x-access-token": "token-1", "content-type": "application/json" },
      body: '{"email":"anna@example.com"}',
    });
  });

  it("keeps a path's own query next to the shop id and sends no body with a GET", async () => {
    const fetchMock = answering(Response.json({ branches: [] }));
    await callEngine(engineContext(), SHOP, "GET", "/branches?search=Berlin");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url).searchParams.get("search")).toBe("Berlin");
    expect(new URL(url).searchParams.get("shopId")).toBe(String(SHOP.shopId));
    expect(init.body).toBeUndefined();
  });

  it("sends a file as it is, as an octet stream", async () => {
    const fetchMock = answering(Response.json({ upload: { id: "x" } }, { status: 201 }));
    const bytes = new File(["%PDF-1.4"], "a.pdf");
    await callEngine(engineContext(), SHOP, "POST", "/prescription-uploads?fileName=a.pdf", bytes);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers).toMatchObject({ "content-type": "application/octet-stream" });
    expect(init.body).toBe(bytes);
  });

  it.each([
    {
      refusal: "with its status and code",
      answer: () => Response.json({ code: "EMAIL_TAKEN" }, { status: 409 }),
      path: "/customers",
      expected: { status: 409, code: "EMAIL_TAKEN" },
    },
    {
      refusal: "without a readable body as UNKNOWN",
      answer: () => new Response("busy", { status: 429 }),
      path: "/customers/authentications",
      expected: { status: 429, code: "UNKNOWN" },
    },
  ])("answers a refusal the shopper can act on $refusal", async ({ answer, path, expected }) => {
    answering(answer());
    expect(await callEngine(engineContext(), SHOP, "POST", path, {})).toEqual({ ok: false, ...expected });
  });

  it("throws on an answer no form can show", async () => {
    answering(new Response("down", { status: 500 }));
    await expect(callEngine(engineContext(), SHOP, "GET", "/customers/1")).rejects.toThrow(
      "GET /storefront-api/v1/customers/1 answered 500",
    );
  });
});
