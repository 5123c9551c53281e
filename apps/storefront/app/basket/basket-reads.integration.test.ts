import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  answerOf,
  requestScope,
  routeArguments,
  testEngine,
  useStockedShop,
} from "../../tests/integration/request-scope.ts";
import * as shopLayout from "../layout/shop-layout.tsx";
import * as basketRoute from "./basket.tsx";

const ENGINE = testEngine("basket-reads");
const SHOP = shopByCode("de-de")!;

describe.each(testDatabaseKinds())("one basket read per change (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  /** The engine's basket requests, as "METHOD path", since the last reset. */
  let basketRequests: string[] = [];

  beforeAll(() => {
    const engine = createCommerceEngine({ db: stocked.database.db, accessToken: ENGINE.token });
    installInProcessTransport(`https://${ENGINE.host}`, (request) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes("/baskets/")) basketRequests.push(`${request.method} ${pathname}`);
      return engine.fetch(request);
    });
  });
  beforeEach(() => {
    basketRequests = [];
  });

  const scope = () => requestScope(stocked.database.db, ENGINE);

  const routeArgs = (
    path: string,
    context: RouterContextProvider,
    options: { form?: Record<string, string>; cookie?: string } = {},
  ) => routeArguments(path, context, { shopCode: SHOP.code, ...options });

  const addForm = (extra: Record<string, string> = {}) => ({
    intent: "add",
    variantId: String(stocked.variantId),
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
