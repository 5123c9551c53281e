import type { Database } from "@eyewear/database";
import {
  deleteAnonymousBasketsUnchangedSince,
  deleteAnonymousWishlistsUnchangedSince,
  deleteExpiredLimitCounters,
  deleteMailsWrittenBefore,
  deleteSpentCustomerTokens,
  deleteUnorderedPrescriptionUploads,
} from "../queries/purge.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the engine keeps data nobody needs any more (docs/decisions/0052-limits-sessions-and-purging.md).
 * A visitor's basket or wishlist outlives the 30-day session that holds its key, with a month's margin; mails stay
 * 90 days for support questions about them. Limit counters go when they expire. A prescription upload that no
 * order or basket names goes with the baskets it could still be in.
 */
export const RETENTION_MS = {
  anonymousBasketsAndWishlists: 60 * DAY_MS,
  mails: 90 * DAY_MS,
  unorderedPrescriptionUploads: 60 * DAY_MS,
} as const;

export interface EnginePurgeResult {
  baskets: number;
  wishlists: number;
  tokens: number;
  limitCounters: number;
  mails: number;
  prescriptionUploads: number;
}

/** Deletes what the engine no longer needs as of `now`; the purge job runs it (ADR 0052). */
export async function purgeStaleEngineData(db: Database, now: Date): Promise<EnginePurgeResult> {
  const before = (ageMs: number) => new Date(now.getTime() - ageMs);
  return {
    baskets: await deleteAnonymousBasketsUnchangedSince(
      db,
      before(RETENTION_MS.anonymousBasketsAndWishlists),
    ),
    wishlists: await deleteAnonymousWishlistsUnchangedSince(
      db,
      before(RETENTION_MS.anonymousBasketsAndWishlists),
    ),
    tokens: await deleteSpentCustomerTokens(db, now),
    limitCounters: await deleteExpiredLimitCounters(db, now),
    mails: await deleteMailsWrittenBefore(db, before(RETENTION_MS.mails)),
    prescriptionUploads: await deleteUnorderedPrescriptionUploads(
      db,
      before(RETENTION_MS.unorderedPrescriptionUploads),
    ),
  };
}
