import type { DatabaseHandle } from "@eyewear/database";
import { createTestDatabase, type TestDatabaseKind } from "@eyewear/database/testing";
import { openForDescribe } from "@eyewear/database/testing-describe";
import { FetchError, StorefrontAPIClient } from "@scayle/storefront-api";
import { createCommerceEngine, installInProcessTransport, limitStoreFor } from "../src/index.ts";
import { DE, type Fixture, seedFixture } from "./fixtures.ts";

export const ACCESS_TOKEN = "engine-test-token";
export const HOST = "engine.test";
/** Small on purpose, so the 413 test needs only a few lines. */
export const MAX_BASKET_ITEMS = 3;
/** Small on purpose too, for the wishlist 413 test. */
export const MAX_WISHLIST_ITEMS = 3;

export interface EngineHarness {
  database: DatabaseHandle;
  fixture: Fixture;
  /** An SDK client for the shop, talking to the engine through the in-process transport. */
  client(shopId?: number, token?: string): StorefrontAPIClient;
  /** A raw request to the engine, for what the SDK cannot send (malformed JSON and such). */
  request(
    path: string,
    init?: RequestInit & { shopId?: number | null; token?: string | null },
  ): Promise<Response>;
  /** A JSON POST to the engine. */
  post(path: string, body: unknown, shopId?: number): Promise<Response>;
  close(): Promise<void>;
}

async function startEngine(kind: TestDatabaseKind): Promise<EngineHarness> {
  const database = await createTestDatabase(kind);
  const fixture = await seedFixture(database.db);
  const engine = createCommerceEngine({
    db: database.db,
    accessToken: ACCESS_TOKEN,
    maxBasketItems: MAX_BASKET_ITEMS,
    maxWishlistItems: MAX_WISHLIST_ITEMS,
    limitStore: limitStoreFor(database),
  });
  installInProcessTransport(`https://${HOST}`, engine.fetch);
  const request: EngineHarness["request"] = (path, { shopId = DE, token = ACCESS_TOKEN, ...init } = {}) => {
    const url = new URL(`https://${HOST}${path}`);
    if (shopId !== null) url.searchParams.set("shopId", String(shopId));
    const headers = new Headers(init.headers);
    if (token !== null) headers.set("X-Access-Token", token);
    return fetch(url, { ...init, headers });
  };
  return {
    database,
    fixture,
    client: (shopId = DE, token = ACCESS_TOKEN) =>
      new StorefrontAPIClient({ host: HOST, shopId, auth: { type: "token", token } }),
    request,
    post: (path, body, shopId = DE) =>
      request(path, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
        shopId,
      }),
    close: () => database.close(),
  };
}

/**
 * The engine of the enclosing `describe`: started on a fresh database of `kind` before its tests, closed after
 * them. The answer forwards to that engine, so tests and later hooks use it as they would the harness itself.
 */
export function useEngine(kind: TestDatabaseKind): EngineHarness {
  return openForDescribe(() => startEngine(kind));
}

/** Status and JSON body of a request the SDK rejected with a FetchError. */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError)
      return { status: error.response.status, body: await error.response.json() };
    throw error;
  }
  throw new Error("expected the SDK call to fail");
}
