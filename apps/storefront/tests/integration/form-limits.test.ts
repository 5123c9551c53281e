/**
 * Issue #15 "limits that hold across processes", through the storefront's real actions: mail-sending forms per
 * address and per client, the browser's log calls, and a reset token looked up before any hashing.
 */
import { schema } from "@eyewear/database";
import { type LimitStore, limitStoreFor } from "@eyewear/database/rate-limits";
import { storefrontRateLimits } from "@eyewear/database/storefront-schema";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import * as forgotPasswordRoute from "../../app/account/forgot-password.tsx";
import * as resetPasswordRoute from "../../app/account/reset-password.tsx";
import * as signInRoute from "../../app/account/signin.tsx";
import * as newsletterRoute from "../../app/content/newsletter.tsx";
import { servicesContext } from "../../app/platform/context.ts";
import { STOREFRONT_LIMITS } from "../../app/platform/limits.server.ts";
import * as rpcRoute from "../../app/rpc/rpc.tsx";
import * as cancellationRoute from "../../app/subscriptions/subscription-cancellation.tsx";
import { answerOf, requestScope, routeArguments, testEngine, useStockedShop } from "./request-scope.ts";

// Counts password hashes: an invented reset token must not cost one.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...argon2, hash: vi.fn(argon2.hash) };
});

const ENGINE = testEngine("form-limits");
const SHOP = shopByCode("de-de")!;
const PER_ADDRESS = STOREFRONT_LIMITS.mailsPerAddress.points;
const PER_CLIENT = STOREFRONT_LIMITS.mailFormsPerClient.points;

describe.each(testDatabaseKinds())("limits on mail-sending forms and log calls (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  let clients = 0;
  // The store the shop would use, one per database kind: memory on PGlite, the shared table on PostgreSQL.
  const memory: LimitStore = { kind: "memory" };
  /** A request from a new client address, unless one is named. */
  const scope = (clientAddress = `198.51.100.${++clients}`) => {
    const context = requestScope(stocked.database.db, ENGINE, clientAddress);
    context.get(servicesContext).limitStore =
      kind === "postgres" ? limitStoreFor(stocked.database, storefrontRateLimits) : memory;
    return context;
  };
  const post = (context: RouterContextProvider, path: string, form: Record<string, string>) =>
    routeArguments(path, context, { shopCode: SHOP.code, form });

  const forgot = (email: string, context = scope()) =>
    answerOf(() => forgotPasswordRoute.action(post(context, "/de-de/forgot-password/", { email })));
  const mailCount = async (email: string) =>
    (await stocked.database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email)))
      .length;

  it("sends at most 5 reset mails an hour to one address, then answers 429 with Retry-After, known or not", async () => {
    await answerOf(() =>
      signInRoute.action(
        post(scope(), "/de-de/signin/", {
          intent: "signup",
          firstName: "Anna",
          lastName: "Muster",
          email: "flooded@example.com",
          password: "Sunglasses#2026",
          passwordConfirmation: "Sunglasses#2026",
        }),
      ),
    );
    for (const email of ["flooded@example.com", "nobody-here@example.com"]) {
      const answers = [];
      for (let index = 0; index < PER_ADDRESS + 2; index++) answers.push(await forgot(email));
      const known = email === "flooded@example.com";
      // The sign-up's verification mail counted against the address too.
      const allowed = known ? PER_ADDRESS - 1 : PER_ADDRESS;
      expect(answers.slice(0, allowed).map(({ status }) => status)).toEqual(Array(allowed).fill(200));
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
      expect(JSON.stringify(refused.body)).toContain("account.error.too_many_requests");
    }
    expect(await mailCount("flooded@example.com")).toBe(PER_ADDRESS);
  });

  it("counts every mail-sending form of one client together: over the limit, sign-up answers 429 and registers nobody", async () => {
    const client = "203.0.113.80";
    for (let index = 0; index < PER_CLIENT; index++)
      expect((await forgot(`someone-${index}@example.com`, scope(client))).status).toBe(200);
    const signUp = await answerOf(() =>
      signInRoute.action(
        post(scope(client), "/de-de/signin/", {
          intent: "signup",
          firstName: "Anna",
          lastName: "Muster",
          email: "late-comer@example.com",
          password: "Sunglasses#2026",
          passwordConfirmation: "Sunglasses#2026",
        }),
      ),
    );
    expect(signUp.status).toBe(429);
    expect(JSON.stringify(signUp.body)).toContain("account.error.too_many_requests");
    const rows = await stocked.database.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.email, "late-comer@example.com"));
    expect(rows).toEqual([]);
    expect((await forgot("someone-else@example.com", scope("203.0.113.81"))).status).toBe(200);
  });

  it("refuses newsletter sign-ups for one address beyond the limit with the translated message", async () => {
    const subscribe = () =>
      answerOf(() =>
        newsletterRoute.action(post(scope(), "/de-de/newsletter/", { email: "news@example.com" })),
      );
    for (let index = 0; index < PER_ADDRESS; index++) expect((await subscribe()).status).toBe(200);
    const refused = await subscribe();
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, errorKey: "newsletter.too_many_sign_ups" },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it.runIf(kind === "postgres")(
    "holds across processes: two storefronts on one PostgreSQL share the count",
    async () => {
      /** A request of one storefront process, whose limits count in the shared table. */
      const processScope = () => {
        const context = scope();
        context.get(servicesContext).limitStore = limitStoreFor(stocked.database, storefrontRateLimits);
        return context;
      };
      const email = "two-processes@example.com";
      for (let index = 0; index < PER_ADDRESS; index++)
        expect((await forgot(email, processScope())).status).toBe(200);
      expect((await forgot(email, processScope())).status).toBe(429);
    },
  );

  it("sends cancellations without signing in only within the limits, 429 with Retry-After beyond", async () => {
    const email = "cancelling@example.com";
    const cancel = (intent: string, context = scope()) =>
      answerOf(() =>
        cancellationRoute.action(
          post(context, "/de-de/subscription/subscription-cancellations/", {
            intent,
            email,
            subscriptionIdentifier: "ABO-K7M2XQ9P",
          }),
        ),
      );
    // The first step and going back mail nothing and count nothing.
    expect((await cancel("review")).body).toMatchObject({ step: "confirm" });
    expect((await cancel("edit")).body).toMatchObject({ step: "identify" });
    const answers = [];
    for (let index = 0; index < PER_ADDRESS + 1; index++) answers.push(await cancel("cancel"));
    expect(answers.slice(0, PER_ADDRESS).map(({ body }) => (body as { step: string }).step)).toEqual(
      Array(PER_ADDRESS).fill("received"),
    );
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    expect(JSON.stringify(refused.body)).toContain("account.error.too_many_requests");
    expect(await mailCount(email)).toBe(PER_ADDRESS);
  });

  it("caps anonymous log calls per client and logs them below error level", async () => {
    const logged: string[] = [];
    const log = () => {
      const context = scope("192.0.2.250");
      const record = (level: string) => () => logged.push(level);
      context.get(servicesContext).logger = {
        debug: record("debug"),
        info: record("info"),
        warn: record("warn"),
        error: record("error"),
      } as never;
      const request = new Request("http://shop.test/api/rpc/logMessage", {
        method: "POST",
        headers: { "x-shop-id": String(SHOP.shopId), "content-type": "application/json" },
        body: JSON.stringify({ payload: { message: "boom", level: "error" } }),
      });
      return answerOf(() =>
        rpcRoute.action({ request, params: { procedure: "logMessage" }, context } as never),
      );
    };
    const answers = [];
    for (let index = 0; index <= STOREFRONT_LIMITS.anonymousLogsPerClient.points; index++)
      answers.push(await log());
    expect(answers.slice(0, -1).every(({ status }) => status === 200)).toBe(true);
    expect(logged).toEqual(Array(STOREFRONT_LIMITS.anonymousLogsPerClient.points).fill("warn"));
    expect(answers.at(-1)).toMatchObject({ status: 429 });
    expect(Number(answers.at(-1)!.retryAfter)).toBeGreaterThan(0);
  });

  it("looks an invented reset token up before any password hashing", async () => {
    const before = vi.mocked(hash).mock.calls.length;
    const answer = await answerOf(() =>
      resetPasswordRoute.action(
        post(scope(), "/de-de/reset-password/", {
          token: "invented-token-invented-token-invented-token",
          password: "Kaleidoskop#Linse7",
          passwordConfirmation: "Kaleidoskop#Linse7",
        }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("account.error.invalid_link");
    expect(vi.mocked(hash).mock.calls.length).toBe(before);
  });
});
