import type { schema } from "@eyewear/database";
import type { CountryCode, FeatureSwitches } from "@eyewear/shop-rules";

type ShopRow = typeof schema.shops.$inferSelect;

/** The shop a request is answered for, as the services need it. */
export interface ShopContext {
  id: number;
  code: string;
  locale: string;
  language: string;
  country: CountryCode;
  currency: string;
  currencyFractionDigits: number;
  /** VAT rate as a fraction, e.g. 0.19. */
  vatRate: number;
  domain: string;
  config: Record<string, unknown>;
  /**
   * The campaign named by the request's campaignKey: only its campaign-reduced prices apply (id null: the key
   * names no campaign of the shop, so none apply). Absent: the shop's price list applies as it stands.
   */
  campaign?: { id: number | null };
}

const BASIS_POINTS = 10_000;

export function shopContextFromRow(row: ShopRow): ShopContext {
  return {
    id: row.id,
    code: row.code,
    locale: row.locale,
    language: row.language,
    country: row.country as CountryCode,
    currency: row.currency,
    currencyFractionDigits: row.currencyFractionDigits,
    vatRate: row.vatRate / BASIS_POINTS,
    domain: row.domain,
    config: row.config,
  };
}

/** The shop's feature switches (rule:shops.feature-switches) as stored in its configuration document. */
export function featureSwitchesOf(shop: ShopContext): [string, boolean][] {
  const features = shop.config.features;
  if (typeof features !== "object" || features === null) return [];
  return Object.entries(features).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === "boolean",
  );
}

/** Whether the shop's configuration document turns the switch on; a switch it does not name is off. */
export function isFeatureOn(shop: ShopContext, name: keyof FeatureSwitches): boolean {
  return featureSwitchesOf(shop).some(([key, on]) => key === name && on);
}
