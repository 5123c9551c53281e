/**
 * ASVS V3.2.2, V3.2.4 and V3.4.1: session ids are 24 bytes from node:crypto's randomBytes, and the session cookie
 * is Secure exactly when the shop runs on https.
 */
import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@eyewear/database";
import { sessions } from "@eyewear/database/storefront-schema";
import { createTestDatabase } from "@eyewear/database/testing";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestContext, servicesContext } from "../../app/platform/context.ts";
import { commitSession, getSession } from "../../app/platform/session.server.ts";
import { requestScope, testEngine } from "./request-scope.ts";

// Records every buffer randomBytes hands out, so a session id can be traced to the bytes it was made of.
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return { ...crypto, randomBytes: vi.fn(crypto.randomBytes) };
});

const SESSIONS = 1_000;
const SESSION_ID_BYTES = 24;

// One database kind is enough: the database plays no part in how ids are drawn.
describe("session ids and the session cookie (pglite)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  /** A request context whose services say whether cookies are Secure. */
  function scope(secureCookies: boolean) {
    const plain = requestScope(database.db, testEngine("session-ids"));
    const context = new RouterContextProvider();
    context.set(servicesContext, { ...plain.get(servicesContext), secureCookies });
    context.set(requestContext, plain.get(requestContext));
    return context;
  }

  /** The Set-Cookie of a new visitor's session, committed once. */
  async function newSessionCookie(context: RouterContextProvider) {
    const session = await getSession(context, new Request("http://shop.test/de-de/"));
    return commitSession(context, session);
  }

  it("draws every session id as 24 bytes from randomBytes, 1,000 of them all different", async () => {
    const context = scope(false);
    for (let index = 0; index < SESSIONS; index++) await newSessionCookie(context);
    const ids = (await database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(ids).toHaveLength(SESSIONS);
    expect(new Set(ids).size).toBe(SESSIONS);
    const drawn = new Set(
      vi
        .mocked(randomBytes)
        .mock.results.map((result) => result.value as unknown)
        .filter((value): value is Buffer => Buffer.isBuffer(value) && value.length === SESSION_ID_BYTES)
        .map((bytes) => bytes.toString("base64url")),
    );
    for (const id of ids) {
      expect(Buffer.from(id, "base64url").length, id).toBe(SESSION_ID_BYTES);
      expect(drawn.has(id), id).toBe(true);
    }
  });

  it("sends the session cookie Secure, HttpOnly and SameSite=Lax on https, and without Secure on http", async () => {
    const https = await newSessionCookie(scope(true));
    expect(https).toMatch(/^eyewear_session=/);
    expect(https.split(/;\s*/)).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax"]));
    const http = await newSessionCookie(scope(false));
    expect(http.split(/;\s*/)).not.toContain("Secure");
  });
});
