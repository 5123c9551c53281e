import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { errorAnswer } from "../../src/http/errors.ts";
import type { EngineError } from "../../src/model/engine-error.ts";
import { findShop } from "../../src/queries/shops.ts";
import {
  requestPasswordReset,
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT,
  SIGN_IN_FREE_FAILURES_PER_CLIENT,
  verifyCustomerEmail,
} from "../../src/services/customers.ts";
import { type ShopContext, shopContextFromRow } from "../../src/services/shop-context.ts";
import { DE, PL } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

const PASSWORD = "Sunglasses#2026";

describe.each(testDatabaseKinds())("customer endpoints (%s)", (kind) => {
  const engine = useEngine(kind);
  let shopDe: ShopContext;
  beforeAll(async () => {
    shopDe = shopContextFromRow((await findShop(engine.database.db, DE))!);
  });

  const signIn = (email: string, password: string, clientAddress: string) =>
    engine.post("/v1/customers/authentications", { email, password, clientAddress });

  const signUp = (email: string, shopId = DE) =>
    engine.post(
      "/v1/customers",
      { email, password: PASSWORD, firstName: "Anna", lastName: "Muster" },
      shopId,
    );

  it("registers an unverified customer with an argon2id hash and a verification token", async () => {
    const response = await signUp("Anna@Example.com ");
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.customer).toMatchObject({
      email: "anna@example.com",
      firstName: "Anna",
      status: { isGuestCustomer: false, isActive: true },
      info: { verified: false },
    });
    expect(body.customer.basketKey).not.toBe(body.customer.wishlistKey);
    expect(body.verificationToken).toMatch(/^[\w-]{43}$/);
    const [row] = await engine.database.db
      .select({ passwordHash: schema.customers.passwordHash })
      .from(schema.customers)
      .where(eq(schema.customers.id, body.customer.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("hashes passwords with argon2id at 19 MiB, 2 iterations and 1 lane, at sign-up and at a reset", async () => {
    const { customer } = await (await signUp("argon2@example.com")).json();
    const storedHash = async () => {
      const [row] = await engine.database.db
        .select({ passwordHash: schema.customers.passwordHash })
        .from(schema.customers)
        .where(eq(schema.customers.id, customer.id));
      return row?.passwordHash;
    };
    // The PHC string names the parameters the hash was made with: memory in KiB, iterations, lanes.
    const owaspBaseline = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
    const signedUp = await storedHash();
    expect(signedUp).toMatch(owaspBaseline);
    const { resetToken } = await (
      await engine.post("/v1/customers/password-resets", { email: "argon2@example.com" })
    ).json();
    const changed = await engine.post("/v1/customers/password-changes", {
      token: resetToken,
      password: "Brand-New-Pass1",
    });
    expect(changed.status).toBe(200);
    const reset = await storedHash();
    expect(reset).not.toBe(signedUp);
    expect(reset).toMatch(owaspBaseline);
  });

  it("refuses a second account with the same address in the shop (409) but not in another shop", async () => {
    const duplicate = await signUp("ANNA@example.com");
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ code: "EMAIL_TAKEN", parameter: "email" });
    expect((await signUp("anna@example.com", PL)).status).toBe(201);
  });

  it("refuses a weak or guessable password and a bad name (400) without writing a row", async () => {
    const register = (password: string, firstName = "Anna") =>
      engine.post("/v1/customers", { email: "weak@example.com", password, firstName, lastName: "Muster" });
    for (const password of ["password", "Password1!"]) {
      const weak = await register(password);
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ parameter: "password" });
    }
    expect((await register(PASSWORD, "--")).status).toBe(400);
    expect((await engine.post("/v1/customers/password-resets", { email: "weak@example.com" })).status).toBe(
      200,
    );
  });

  it("signs in with the right password and gives wrong password and unknown address the same refusal", async () => {
    const ok = await signIn("anna@example.com", PASSWORD, "192.0.2.1");
    expect(ok.status).toBe(200);
    expect((await ok.json()).customer.email).toBe("anna@example.com");
    const wrong = await signIn("anna@example.com", "Wrong#Password1", "192.0.2.1");
    const unknown = await signIn("nobody@example.com", PASSWORD, "192.0.2.1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("lets the owner sign in from another client after a third party's 20 wrong guesses", async () => {
    await signUp("owner@example.com");
    const statuses = [];
    for (let index = 0; index < 20; index++)
      statuses.push((await signIn("owner@example.com", "Wrong#Password1", "198.51.100.66")).status);
    expect(statuses.slice(0, SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT)).toEqual(Array(5).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const owner = await signIn("owner@example.com", PASSWORD, "192.0.2.77");
    expect(owner.status).toBe(200);
  });

  it("slows the failing client: after 5 wrong guesses it waits, even with the right password, then signs in", async () => {
    await signUp("slowed@example.com");
    const attempt = (password: string) => signIn("slowed@example.com", password, "198.51.100.7");
    for (let index = 0; index < SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT; index++)
      expect((await attempt("Wrong#Password1")).status).toBe(401);
    const waiting = await attempt(PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("1");
    expect(await waiting.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it("slows a client that fails across many addresses after its 20 free failures, not other clients", async () => {
    for (let index = 0; index < SIGN_IN_FREE_FAILURES_PER_CLIENT; index++) {
      const response = await signIn(`guess${index}@example.com`, PASSWORD, "203.0.113.9");
      expect(response.status).toBe(401);
    }
    const slowed = await signIn("anna@example.com", PASSWORD, "203.0.113.9");
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("1");
    expect((await signIn("anna@example.com", PASSWORD, "203.0.113.10")).status).toBe(200);
  });

  it("verifies an address once with its token; the token is single-use", async () => {
    const { verificationToken } = await (await signUp("verify@example.com")).json();
    const first = await engine.post("/v1/customers/email-verifications", { token: verificationToken });
    expect(first.status).toBe(200);
    expect((await first.json()).customer.info.verified).toBe(true);
    const again = await engine.post("/v1/customers/email-verifications", { token: verificationToken });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("refuses an expired verification token and a token of another shop", async () => {
    const { verificationToken } = await (await signUp("late@example.com")).json();
    const inEightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const expired = await verifyCustomerEmail(
      engine.database.db,
      shopDe,
      verificationToken,
      inEightDays,
    ).then(
      () => undefined,
      (error: EngineError) => errorAnswer(error),
    );
    expect(expired).toMatchObject({ status: 400, body: { code: "INVALID_TOKEN" } });
    const other = await engine.post("/v1/customers/email-verifications", { token: verificationToken }, PL);
    expect(other.status).toBe(400);
  });

  it("resets a password by token once and answers unknown addresses alike", async () => {
    const unknown = await engine.post("/v1/customers/password-resets", { email: "nobody@example.com" });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({});
    const { resetToken } = await (
      await engine.post("/v1/customers/password-resets", { email: "slowed@example.com" })
    ).json();
    const newPassword = "Brand-New-Pass1";
    const changed = await engine.post("/v1/customers/password-changes", {
      token: resetToken,
      password: newPassword,
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).customer.info.verified).toBe(true);
    expect(
      (await engine.post("/v1/customers/password-changes", { token: resetToken, password: newPassword }))
        .status,
    ).toBe(400);
    const signedIn = await signIn("slowed@example.com", newPassword, "198.51.100.201");
    expect(signedIn.status).toBe(200);
  });

  it("refuses a reset token issued more than an hour ago", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const issued = await requestPasswordReset(engine.database.db, shopDe, "anna@example.com", twoHoursAgo);
    const response = await engine.post("/v1/customers/password-changes", {
      token: issued!.resetToken,
      password: PASSWORD,
    });
    expect(response.status).toBe(400);
  });

  it("reads and changes a customer only within its shop", async () => {
    const { customer } = await (await signUp("profile@example.com")).json();
    const changed = await engine.request(`/v1/customers/${customer.id}`, {
      method: "PUT",
      body: JSON.stringify({
        firstName: "Zoë",
        lastName: "O'Neil",
        birthDate: "1990-05-17",
        phone: "+49 1512345678",
      }),
      headers: { "content-type": "application/json" },
    });
    expect(changed.status).toBe(200);
    // The phone is kept international (rule:account.phone).
    expect((await changed.json()).customer).toMatchObject({
      firstName: "Zoë",
      birthDate: "1990-05-17",
      phone: "+491512345678",
    });
    const national = await engine.request(`/v1/customers/${customer.id}`, {
      method: "PUT",
      body: JSON.stringify({ firstName: "Zoë", lastName: "O'Neil", phone: "0151 2345678" }),
      headers: { "content-type": "application/json" },
    });
    expect((await national.json()).customer.phone).toBe("+491512345678");
    const tooShort = await engine.request(`/v1/customers/${customer.id}`, {
      method: "PUT",
      body: JSON.stringify({ firstName: "Zoë", lastName: "O'Neil", phone: "+49 12" }),
      headers: { "content-type": "application/json" },
    });
    expect(tooShort.status).toBe(400);
    expect((await engine.request(`/v1/customers/${customer.id}`)).status).toBe(200);
    expect((await engine.request(`/v1/customers/${customer.id}`, { shopId: PL })).status).toBe(404);
  });
});
