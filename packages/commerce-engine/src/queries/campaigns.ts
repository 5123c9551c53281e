import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { findPage, findRow, type PageWindow } from "./rows.ts";

const { campaigns } = schema;

export type CampaignRow = typeof campaigns.$inferSelect;

/** CampaignStandardSorting of the SDK: id, reduction, start_at, end_at. */
export type CampaignSortField = "id" | "reduction" | "start_at" | "end_at";

const SORT_COLUMNS = {
  id: campaigns.id,
  reduction: campaigns.reduction,
  start_at: campaigns.startsAt,
  end_at: campaigns.endsAt,
} as const;

export async function findCampaignPage(
  db: Database,
  shopId: number,
  sort: { by: CampaignSortField; direction: "asc" | "desc" },
  page: PageWindow,
) {
  const column = SORT_COLUMNS[sort.by];
  const order: SQL[] =
    sort.direction === "asc" ? [asc(column), asc(campaigns.id)] : [desc(column), desc(campaigns.id)];
  return findPage(db, campaigns, eq(campaigns.shopId, shopId), order, page);
}

export async function findCampaign(db: Database, shopId: number, campaignId: number) {
  return findRow(db, campaigns, and(eq(campaigns.shopId, shopId), eq(campaigns.id, campaignId)));
}

export async function findCampaignIdByKey(db: Database, shopId: number, key: string) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.shopId, shopId), eq(campaigns.key, key)))
    .limit(1);
  return row?.id ?? null;
}
