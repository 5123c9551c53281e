import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";
import { shopByCode } from "@eyewear/shop-rules";
import { and, eq, gt } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerOf, requestScope } from "../../tests/integration/request-scope.ts";
import * as shopLayout from "../layout/shop-layout.tsx";
import * as basketRoute from "./basket.tsx";

const ENGINE_HOST = "basket-reads-engine.test";
const TOKEN = "basket-reads-test-token";
const SHOP = shopByCode("de-de")!;

describe.each(testDatabaseKinds())("one basket read per change (%s)", (kind) => {
  let database: DatabaseHandle;
  let variantId: number;
  /** The engine's basket requests, as "METHOD path", since the last reset. */
  let basketRequests: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { productCount: 20, now: new Date("2026-11-01T00:00:00Z") });
    const engine = createCommerceEngine({ db: database.db, accessToken: TOKEN });
    installInProcessTransport(`https://${ENGINE_HOST}`, (request) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes("/baskets/")) basketRequests.push(`${request.method} ${pathname}`);
      return engine.fetch(request);
    });
    const [row] = await database.db
      .select({ variantId: schema.stock.variantId })
      .from(schema.stock)
      .innerJoin(schema.prices, eq(schema.prices.variantId, schema.stock.variantId))
      .where(and(gt(schema.stock.quantity, 20), eq(schema.prices.shopId, SHOP.shopId)))
      .orderBy(schema.stock.variantId)
      .limit(1);
    variantId = row!.variantId;
  });
  afterAll(() => database.close());
  beforeEach(() => {
    basketRequests = [];
  });

  const scope = () => requestScope(database.db, { host: ENGINE_HOST, token: TOKEN });

  /** A route's arguments for a GET, or a form POST when `form` is given, in the request context `context`. */
  function routeArgs(
    path: string,
    context: RouterContextProvider,
    options: { form?: Record<string, string>; cookie?: string } = {},
  ) {
    const headers = options.cookie ? { cookie: options.cookie } : undefined;
    const request = new Request(
      `http://shop.test${path}`,
      options.form ? { method: "POST", body: new URLSearchParams(options.form), headers } : { headers },
    );
    return {
      request,
      url: new URL(request.url),
      pattern: path,
      params: { shop: SHOP.code },
      context,
    } as never;
  }

  const addForm = (extra: Record<string, string> = {}) => ({
    intent: "add",
    variantId: String(variantId),
    quantity: "1",
    ...extra,
  });

  it("answers an add in place with the header's basket, so the shop layout does not read it again", async () => {
    const answer = await answerOf(() =>
      basketRoute.action(routeArgs("/de-de/basket/", scope(), { form: addForm() })),
    );
    expect(answer.body).toMatchObject({
      ok: true,
      messageKey: "basket.added",
      basketSummary: { count: 1, items: [expect.objectContaining({ quantity: 1 })] },
    });
    const revalidates = shopLayout.shouldRevalidate({
      actionResult: answer.body,
      actionStatus: answer.status,
      formMethod: "POST",
      defaultShouldRevalidate: true,
    } as never);
    expect(revalidates).toBe(false);
    expect(basketRequests).toEqual([expect.stringMatching(/^POST .*\/baskets\/[^/]+\/items$/)]);
  });

  it("reads the basket once for the header and the basket page that an add without JavaScript leads to", async () => {
    const answer = await answerOf(() =>
      basketRoute.action(
        routeArgs("/de-de/basket/", scope(), { form: addForm({ redirectTo: "/de-de/basket/" }) }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: "/de-de/basket/" });
    const cookie = answer.setCookie!.split(";")[0]!;
    basketRequests = [];

    const documentRequest = scope();
    const [layout, page] = await Promise.all([
      shopLayout.loader(routeArgs("/de-de/basket/", documentRequest, { cookie })),
      basketRoute.loader(routeArgs("/de-de/basket/", documentRequest, { cookie })),
    ]);
    expect(layout.basket.count).toBe(1);
    expect(page.basket?.groups.flatMap((group) => group.items).map((item) => item.quantity)).toEqual([1]);
    expect(basketRequests).toEqual([expect.stringMatching(/^GET .*\/baskets\/[^/]+$/)]);
  });

  it("still revalidates the shop layout after any other action", () => {
    const revalidates = shopLayout.shouldRevalidate({
      actionResult: { ok: true },
      formMethod: "POST",
      defaultShouldRevalidate: true,
    } as never);
    expect(revalidates).toBe(true);
  });
});
