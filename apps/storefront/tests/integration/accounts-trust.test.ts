/**
 * Issue #15 "sessions and passwords" through the storefront's real actions: a reset ends the other sessions,
 * sign-up answers alike for new and taken addresses and tells the owner, guessable passwords are refused.
 */
import { schema } from "@eyewear/database";
import { sessions, storefrontRateLimits } from "@eyewear/database/storefront-schema";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as resetPasswordRoute from "../../app/account/reset-password.tsx";
import * as signInRoute from "../../app/account/signin.tsx";
import { signedInCustomer } from "../../app/platform/customer-session.server.ts";
import { customersApi } from "../../app/platform/customers.server.ts";
import { purgeStorefrontData } from "../../server/purge-job.ts";
import { answerOf, requestScope, routeArguments, testEngine, useStockedShop } from "./request-scope.ts";

const ENGINE = testEngine("accounts-trust");
const SHOP = shopByCode("de-de")!;
const PASSWORD = "Sunglasses#2026";

describe.each(testDatabaseKinds())("sessions and passwords of issue #15 (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  const scope = (clientAddress?: string) => requestScope(stocked.database.db, ENGINE, clientAddress);
  const post = (path: string, form: Record<string, string>, cookie?: string) =>
    routeArguments(path, scope(), { shopCode: SHOP.code, form, cookie });

  const signUp = (email: string, password = PASSWORD) =>
    answerOf(() =>
      signInRoute.action(
        post("/de-de/signin/", {
          intent: "signup",
          firstName: "Anna",
          lastName: "Muster",
          email,
          password,
          passwordConfirmation: password,
          redirectUrl: "",
        }),
      ),
    );

  /** A browser signed in with the password; answers its session cookie. */
  async function signedInBrowser(email: string, password: string, clientAddress: string) {
    const answer = await answerOf(() =>
      signInRoute.action(
        routeArguments("/de-de/signin/", scope(clientAddress), {
          shopCode: SHOP.code,
          form: { intent: "signin", email, password, redirectUrl: "" },
        }),
      ),
    );
    if (!answer.setCookie) throw new Error(`sign-in answered ${answer.status}`);
    return answer.setCookie.split(";")[0]!;
  }

  const customerOf = (cookie: string) =>
    signedInCustomer(scope(), new Request("http://shop.test/de-de/account/", { headers: { cookie } }), SHOP);

  const mailsTo = (email: string) =>
    stocked.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, email))
      .orderBy(desc(schema.mailOutbox.id));

  it("answers a sign-up with a taken address exactly as with a new one, and mails the owner about it", async () => {
    const fresh = await signUp("new-customer@example.com");
    const taken = await signUp("new-customer@example.com");
    expect(fresh).toEqual(taken);
    expect(fresh).toMatchObject({ status: 302, location: "/de-de/signin/?signedUp=true", setCookie: null });
    const [attempt, verification] = await mailsTo("new-customer@example.com");
    expect(verification?.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(attempt?.subject).toBe("Registrierung mit Ihrer E-Mail-Adresse");
    expect(attempt?.text).toContain("http://shop.test/de-de/forgot-password/");
    const [customer] = await stocked.database.db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(eq(schema.customers.email, "new-customer@example.com"));
    expect(customer).toBeDefined();
  });

  it("refuses Password1! at the password field with the translated key, writing no customer", async () => {
    const refused = await signUp("weak-password@example.com", "Password1!");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('"password":["validation.password_guessable"]');
    expect(await mailsTo("weak-password@example.com")).toEqual([]);
  });

  it("ends every other session of the account when its password is reset", async () => {
    await signUp("reset-sessions@example.com");
    const laptop = await signedInBrowser("reset-sessions@example.com", PASSWORD, "192.0.2.41");
    const phone = await signedInBrowser("reset-sessions@example.com", PASSWORD, "192.0.2.42");
    const other = await signUp("bystander@example.com").then(() =>
      signedInBrowser("bystander@example.com", PASSWORD, "192.0.2.43"),
    );
    expect((await customerOf(laptop))?.email).toBe("reset-sessions@example.com");

    const reset = await customersApi.requestPasswordReset(scope(), SHOP, "reset-sessions@example.com");
    if (!reset.ok || !reset.resetToken) throw new Error("no reset token");
    const weak = await answerOf(() =>
      resetPasswordRoute.action(
        post("/de-de/reset-password/", {
          token: reset.resetToken!,
          password: "Password1!",
          passwordConfirmation: "Password1!",
        }),
      ),
    );
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain("validation.password_guessable");
    expect(await customerOf(phone)).toBeDefined();

    const newPassword = "Kaleidoskop#Linse7";
    const changed = await answerOf(() =>
      resetPasswordRoute.action(
        post(
          "/de-de/reset-password/",
          { token: reset.resetToken!, password: newPassword, passwordConfirmation: newPassword },
          laptop,
        ),
      ),
    );
    expect(changed).toMatchObject({ status: 302, location: "/de-de/signin/?passwordChanged=true" });
    expect(await customerOf(phone)).toBeUndefined();
    // The browser that reset keeps its session; a bystander's session is untouched.
    expect((await customerOf(laptop))?.email).toBe("reset-sessions@example.com");
    expect((await customerOf(other))?.email).toBe("bystander@example.com");
    expect(await signedInBrowser("reset-sessions@example.com", newPassword, "192.0.2.44")).toMatch(
      /^eyewear_session=/,
    );
  });

  it("purges expired sessions and limit counters only", async () => {
    const { db } = stocked.database;
    const past = new Date(Date.now() - 1000);
    await db.insert(sessions).values([
      { id: "expired-session", data: {}, expiresAt: past },
      { id: "live-session", data: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(storefrontRateLimits).values([
      { key: "expired-counter", points: 3, expire: past },
      { key: "live-counter", points: 3, expire: new Date(Date.now() + 60_000) },
    ]);
    expect(await purgeStorefrontData(db, new Date())).toEqual({ sessions: 1, limitCounters: 1 });
    const counters = await db.select({ key: storefrontRateLimits.key }).from(storefrontRateLimits);
    expect(counters.map(({ key }) => key)).toContain("live-counter");
    expect(counters.map(({ key }) => key)).not.toContain("expired-counter");
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.map(({ id }) => id)).toContain("live-session");
    expect(left.map(({ id }) => id)).not.toContain("expired-session");
  });
});
