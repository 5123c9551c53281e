import { createHash } from "node:crypto";

// A fixed namespace so the same name always yields the same id, on every machine and every seed run.
const NAMESPACE = Buffer.from("6f1c2a9e4b7d4e0f8a3c5d2e1f0a9b8c", "hex");

/** A name-based (RFC 9562 version 5) UUID: deterministic ids for seeded stories and blocks. */
export function nameUuid(name: string): string {
  const bytes = createHash("sha1").update(NAMESPACE).update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
