import { type Database, schema } from "@eyewear/database";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";

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
  offset: number,
  limit: number,
) {
  const column = SORT_COLUMNS[sort.by];
  const order: SQL[] =
    sort.direction === "asc" ? [asc(column), asc(campaigns.id)] : [desc(column), desc(campaigns.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(eq(campaigns.shopId, shopId))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(campaigns).where(eq(campaigns.shopId, shopId)),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function findCampaign(db: Database, shopId: number, campaignId: number) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.shopId, shopId), eq(campaigns.id, campaignId)))
    .limit(1);
  return row;
}

export async function findCampaignIdByKey(db: Database, shopId: number, key: string) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.shopId, shopId), eq(campaigns.key, key)))
    .limit(1);
  return row?.id ?? null;
}
