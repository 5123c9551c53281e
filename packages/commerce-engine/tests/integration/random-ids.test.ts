/**
 * ASVS V3.2.2 and V6.3.1: mailed tokens and prescription upload ids are drawn from node:crypto's randomBytes, at
 * 256 and 128 bits, never from another source.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findShop } from "../../src/queries/shops.ts";
import { registerCustomer, requestPasswordReset } from "../../src/services/customers.ts";
import { storePrescriptionUpload } from "../../src/services/prescription-uploads.ts";
import { type ShopContext, shopContextFromRow } from "../../src/services/shop-context.ts";
import { DE } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

// Records every buffer randomBytes hands out, so a token can be traced to the bytes it was made of.
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return { ...crypto, randomBytes: vi.fn(crypto.randomBytes) };
});

const DRAWS = 1_000;
const NOW = new Date("2026-11-25T12:00:00Z");
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** The base64url strings of the buffers of `size` bytes randomBytes returned so far. */
function drawnOfSize(size: number): Set<string> {
  const drawn = vi
    .mocked(randomBytes)
    .mock.results.map((result) => result.value as unknown)
    .filter((value): value is Buffer => Buffer.isBuffer(value) && value.length === size);
  return new Set(drawn.map((bytes) => bytes.toString("base64url")));
}

/** Asserts `ids` are all different, each the base64url form of `size` bytes randomBytes returned. */
function expectDrawnFromRandomBytes(ids: string[], size: number) {
  expect(new Set(ids).size).toBe(ids.length);
  const drawn = drawnOfSize(size);
  for (const id of ids) {
    expect(Buffer.from(id, "base64url").length, id).toBe(size);
    expect(drawn.has(id), id).toBe(true);
  }
}

// One database kind is enough: the database plays no part in how ids are drawn.
describe("unguessable tokens and ids (pglite)", () => {
  const engine = useEngine("pglite");
  let shop: ShopContext;
  beforeAll(async () => {
    shop = shopContextFromRow((await findShop(engine.database.db, DE))!);
  });

  it("makes every mailed token of 32 bytes from randomBytes, 1,000 of them all different", async () => {
    const { db } = engine.database;
    const { verificationToken } = await registerCustomer(
      db,
      shop,
      { email: "tokens@example.com", password: "Sunglasses#2026", firstName: "Anna", lastName: "Muster" },
      NOW,
    );
    const resetTokens: string[] = [];
    for (let draw = 0; draw < DRAWS; draw++) {
      const issued = await requestPasswordReset(db, shop, "tokens@example.com", NOW);
      resetTokens.push(issued!.resetToken);
    }
    expectDrawnFromRandomBytes([verificationToken, ...resetTokens], 32);
  });

  it("keeps every prescription upload under 16 bytes from randomBytes, 1,000 ids all different", async () => {
    const ids: string[] = [];
    for (let draw = 0; draw < DRAWS; draw++) {
      const upload = await storePrescriptionUpload(engine.database.db, shop, {
        fileName: "rezept.png",
        content: PNG,
      });
      ids.push(upload.id);
    }
    expectDrawnFromRandomBytes(ids, 16);
  });
});
