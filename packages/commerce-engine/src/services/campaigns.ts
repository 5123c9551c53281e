import type { Database } from "@eyewear/database";
import type { Campaign, CampaignsEndpointResponseData } from "@scayle/storefront-api";
import { notFound } from "../model/engine-error.ts";
import {
  type CampaignRow,
  type CampaignSortField,
  findCampaign,
  findCampaignIdByKey,
  findCampaignPage,
} from "../queries/campaigns.ts";
import type { PriceRow } from "../queries/products.ts";
import { pageWindow } from "../queries/rows.ts";
import { paginationOf, rfc3339 } from "../serializers/wire.ts";
import type { ShopContext } from "./shop-context.ts";

function serializeCampaign(row: CampaignRow): Campaign {
  const startsAt = row.startsAt ? rfc3339(row.startsAt) : null;
  const endsAt = row.endsAt ? rfc3339(row.endsAt) : null;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    reduction: row.reduction,
    start_at: startsAt,
    end_at: endsAt,
    startsAt,
    endsAt,
    customData: row.customData,
    headline: row.headline,
    subline: row.subline,
    link: row.link,
    colorStyle: row.colorStyle,
    hideCountdown: row.hideCountdown,
    ...(row.color ? { color: row.color } : {}),
    product: { attributeId: row.id, badgeLabel: row.badgeLabel },
    condition: "",
  };
}

/** GET /v1/campaigns: the shop's campaigns, sorted and paged. */
export async function listCampaigns(
  db: Database,
  shop: ShopContext,
  sort: { by: CampaignSortField; direction: "asc" | "desc" },
  page: number,
  perPage: number,
): Promise<CampaignsEndpointResponseData> {
  const { rows, total } = await findCampaignPage(db, shop.id, sort, pageWindow(page, perPage));
  return {
    entities: rows.map(serializeCampaign),
    pagination: paginationOf(page, perPage, total, rows.length),
  };
}

/** GET /v1/campaigns/{id}: 404 for an unknown campaign or one of another shop. */
export async function getCampaign(db: Database, shop: ShopContext, campaignId: number): Promise<Campaign> {
  const row = await findCampaign(db, shop.id, campaignId);
  if (!row) throw notFound(`Campaign ${campaignId} was not found`, "campaignId");
  return serializeCampaign(row);
}

/** The campaign a campaignKey names in the shop; a key the shop does not know selects no campaign. */
export async function campaignSelection(
  db: Database,
  shop: ShopContext,
  campaignKey: string,
): Promise<{ id: number | null }> {
  return { id: await findCampaignIdByKey(db, shop.id, campaignKey) };
}

/**
 * The price a request sees (ADR 0018): a campaign-reduced price applies unless the request names another
 * campaign, in which case the variant costs its regular price.
 */
export function priceInCampaign(price: PriceRow, campaign: ShopContext["campaign"]): PriceRow {
  if (price.campaignId === null || !campaign || campaign.id === price.campaignId) return price;
  return {
    ...price,
    withTax: price.originalWithTax ?? price.withTax,
    originalWithTax: null,
    reductionCategory: null,
    campaignId: null,
  };
}
