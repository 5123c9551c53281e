import type { schema } from "@eyewear/database";
import { type Currency, formatPrice, type Language, type ShopConfig } from "@eyewear/shop-rules";
import { daysBefore } from "./pricing.ts";
import type { Translations } from "./vocabulary/languages.ts";

export type NewCampaign = typeof schema.campaigns.$inferInsert;
export type NewPromotion = typeof schema.promotions.$inferInsert;

/** The key of each shop's running campaign; every campaign-reduced price of the shop belongs to it. */
export const RUNNING_CAMPAIGN_KEY = "autumn-deals";

interface CampaignDraft {
  key: string;
  name: Translations;
  description: Translations;
  headline: Translations;
  reduction: number;
  /** Days after the seed date; negative is before. */
  startsInDays: number;
  endsInDays: number;
  colorStyle: string;
  color: { background: string; text: string };
}

/** One campaign over, one running (owning the campaign prices), one to come. */
const CAMPAIGN_DRAFTS: readonly CampaignDraft[] = [
  {
    key: "summer-sale",
    name: {
      de: "Sommer-Sale",
      fr: "Soldes d'été",
      it: "Saldi estivi",
      pl: "Letnia wyprzedaż",
      cs: "Letní výprodej",
    },
    description: {
      de: "Sonnenbrillen für den Sommer reduziert",
      fr: "Lunettes de soleil d'été à prix réduits",
      it: "Occhiali da sole estivi scontati",
      pl: "Letnie okulary przeciwsłoneczne w obniżonych cenach",
      cs: "Letní sluneční brýle za snížené ceny",
    },
    headline: {
      de: "Bis zu 30 % auf Sonnenbrillen",
      fr: "Jusqu'à 30 % sur les lunettes de soleil",
      it: "Fino al 30 % sugli occhiali da sole",
      pl: "Do 30 % na okulary przeciwsłoneczne",
      cs: "Až 30 % na sluneční brýle",
    },
    reduction: 30,
    startsInDays: -150,
    endsInDays: -60,
    colorStyle: "sun",
    color: { background: "#f6c945", text: "#1d1d1b" },
  },
  {
    key: RUNNING_CAMPAIGN_KEY,
    name: {
      de: "Herbst-Deals",
      fr: "Offres d'automne",
      it: "Offerte d'autunno",
      pl: "Jesienne okazje",
      cs: "Podzimní akce",
    },
    description: {
      de: "Ausgewählte Brillen und Kontaktlinsen zum Aktionspreis",
      fr: "Lunettes et lentilles sélectionnées à prix promotionnel",
      it: "Occhiali e lenti a contatto selezionati a prezzo promozionale",
      pl: "Wybrane okulary i soczewki w promocyjnej cenie",
      cs: "Vybrané brýle a kontaktní čočky za akční cenu",
    },
    headline: {
      de: "Bis zu 50 % Rabatt",
      fr: "Jusqu'à 50 % de remise",
      it: "Fino al 50 % di sconto",
      pl: "Do 50 % rabatu",
      cs: "Sleva až 50 %",
    },
    reduction: 50,
    startsInDays: -30,
    endsInDays: 120,
    colorStyle: "autumn",
    color: { background: "#8a3b12", text: "#ffffff" },
  },
  {
    key: "spring-preview",
    name: {
      de: "Frühlings-Vorschau",
      fr: "Avant-première printemps",
      it: "Anteprima primavera",
      pl: "Wiosenna zapowiedź",
      cs: "Jarní předpremiéra",
    },
    description: {
      de: "Die neuen Fassungen der Saison zuerst",
      fr: "Les nouvelles montures de la saison en avant-première",
      it: "Le nuove montature della stagione in anteprima",
      pl: "Nowe oprawki sezonu jako pierwsze",
      cs: "Nové obroučky sezóny jako první",
    },
    headline: {
      de: "20 % auf die Neuheiten",
      fr: "20 % sur les nouveautés",
      it: "20 % sulle novità",
      pl: "20 % na nowości",
      cs: "20 % na novinky",
    },
    reduction: 20,
    startsInDays: 150,
    endsInDays: 180,
    colorStyle: "spring",
    color: { background: "#c9e4c5", text: "#1d1d1b" },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The campaigns of a shop, relative to the seed date. */
export function campaignRows(shop: ShopConfig, now: Date): NewCampaign[] {
  const language: Language = shop.language;
  return CAMPAIGN_DRAFTS.map((draft) => ({
    shopId: shop.shopId,
    key: draft.key,
    name: draft.name[language],
    description: draft.description[language],
    reduction: draft.reduction,
    startsAt: daysAfter(now, draft.startsInDays),
    endsAt: daysAfter(now, draft.endsInDays),
    headline: draft.headline[language],
    subline: draft.description[language],
    link: `/campaign/${draft.key}`,
    colorStyle: draft.colorStyle,
    color: draft.color,
    hideCountdown: draft.endsInDays - draft.startsInDays > 60,
    badgeLabel: `-${draft.reduction}%`,
    customData: {},
  }));
}

/** Order values that unlock promotions, in minor units: about 100 € and 50 € in each currency's price points. */
const ORDER_THRESHOLDS: Record<Currency, { high: number; low: number }> = {
  EUR: { high: 10_000, low: 5_000 },
  CHF: { high: 10_000, low: 5_000 },
  PLN: { high: 40_000, low: 20_000 },
  CZK: { high: 250_000, low: 125_000 },
};

/** An absolute discount of about 5 € in minor units. */
const SMALL_DISCOUNT: Record<Currency, number> = { EUR: 500, CHF: 500, PLN: 2_000, CZK: 12_500 };

/** A headline's two parts in one language; `amount` is the promotion's money amount in the shop's currency. */
type Headline = (amount: string) => [string, string];

const PROMOTION_TEXTS = {
  tenPercent: {
    de: (amount) => ["10 %", `auf Ihre Bestellung ab ${amount}`],
    fr: (amount) => ["10 %", `sur votre commande dès ${amount}`],
    it: (amount) => ["10 %", `sul tuo ordine da ${amount}`],
    pl: (amount) => ["10 %", `na zamówienie od ${amount}`],
    cs: (amount) => ["10 %", `na objednávku od ${amount}`],
  },
  careDiscount: {
    de: (amount) => [`${amount} geschenkt`, "auf Pflegemittel"],
    fr: (amount) => [`${amount} offerts`, "sur les produits d'entretien"],
    it: (amount) => [`${amount} in regalo`, "sui prodotti per la cura"],
    pl: (amount) => [`${amount} taniej`, "na środki pielęgnacyjne"],
    cs: (amount) => [`${amount} sleva`, "na prostředky péče"],
  },
  giftCloth: {
    de: (amount) => ["Gratis dazu", `Pflegeset ab ${amount}`],
    fr: (amount) => ["Offert", `kit d'entretien dès ${amount}`],
    it: (amount) => ["In omaggio", `kit di pulizia da ${amount}`],
    pl: (amount) => ["Gratis", `zestaw do czyszczenia od ${amount}`],
    cs: (amount) => ["Zdarma", `sada péče od ${amount}`],
  },
  subscriptionAdvantage: {
    de: () => ["Abo-Vorteil", "10 % auf jede Abo-Lieferung"],
    fr: () => ["Avantage abonnement", "10 % sur chaque livraison"],
    it: () => ["Vantaggio abbonamento", "10 % su ogni consegna"],
    pl: () => ["Korzyść z subskrypcji", "10 % na każdą dostawę"],
    cs: () => ["Výhoda předplatného", "10 % na každou dodávku"],
  },
  summerGift: {
    de: () => ["Sommergeschenk", "zu jeder Sonnenbrille"],
    fr: () => ["Cadeau d'été", "avec chaque paire de solaires"],
    it: () => ["Regalo estivo", "con ogni occhiale da sole"],
    pl: () => ["Letni prezent", "do każdych okularów przeciwsłonecznych"],
    cs: () => ["Letní dárek", "ke každým slunečním brýlím"],
  },
  blackWeek: {
    de: () => ["Black Week", "15 % auf alles"],
    fr: () => ["Black Week", "15 % sur tout"],
    it: () => ["Black Week", "15 % su tutto"],
    pl: () => ["Black Week", "15 % na wszystko"],
    cs: () => ["Black Week", "15 % na vše"],
  },
} satisfies Record<string, Record<Language, Headline>>;

/** A promotion of every shop; its id, headline and customData follow from the slug, texts and priority. */
interface PromotionDraft
  extends Pick<NewPromotion, "name" | "startsAt" | "endsAt" | "isActive" | "effectType" | "effectData"> {
  /** The id within the shop. */
  slug: string;
  texts: keyof typeof PROMOTION_TEXTS;
  /** The money amount its headline names, in minor units of the shop's currency. */
  headlineAmount?: number;
  priority: number;
  conditions?: Pick<
    schema.PromotionCustomData,
    "giftConditions" | "minOrderValue" | "productTypes" | "subscriptionsOnly"
  >;
  look: Pick<schema.PromotionCustomData, "colorHex" | "style">;
}

/**
 * The promotions of a shop (rule:basket.automatic-discount, rule:basket.gift-promotion), relative to the seed date: a
 * running relative discount with a minimum order value, a running absolute discount on care products, a running
 * subscription discount (rule:subscriptions.promotion-price), a running buy-X-get-Y gift with gift conditions, an
 * ended gift and a deactivated discount to come. Amounts and the texts that name them are in the shop's currency.
 * `giftVariantIds` are care products given away.
 */
export function promotionRows(
  shop: ShopConfig,
  now: Date,
  giftVariantIds: readonly number[],
): NewPromotion[] {
  const thresholds = ORDER_THRESHOLDS[shop.currency];
  const running = { startsAt: daysBefore(now, 30), endsAt: daysAfter(now, 120), isActive: true };
  const gift = { variantIds: [...giftVariantIds], maxCount: 1 };
  const drafts: PromotionDraft[] = [
    {
      slug: "ten-percent",
      texts: "tenPercent",
      name: "10 % from 100",
      priority: 10,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 10 },
      headlineAmount: thresholds.high,
      conditions: { minOrderValue: thresholds.high },
      look: { colorHex: "#c0392b", style: "sale" },
    },
    {
      slug: "care-discount",
      texts: "careDiscount",
      name: "Care products minus 5",
      priority: 5,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "absolute", value: SMALL_DISCOUNT[shop.currency] },
      headlineAmount: SMALL_DISCOUNT[shop.currency],
      conditions: { productTypes: ["careproducts"] },
      look: { colorHex: "#1f7a8c", style: "care" },
    },
    {
      slug: "subscription-advantage",
      texts: "subscriptionAdvantage",
      name: "Subscriptions minus 10 %",
      priority: 15,
      ...running,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 10 },
      conditions: { subscriptionsOnly: true },
      look: { colorHex: "#1d4e89", style: "subscription" },
    },
    {
      slug: "gift-care-set",
      texts: "giftCloth",
      name: "Free care set from 50",
      priority: 20,
      ...running,
      effectType: "buy_x_get_y",
      effectData: gift,
      headlineAmount: thresholds.low,
      conditions: { giftConditions: { minQuantity: 1 }, minOrderValue: thresholds.low },
      look: { colorHex: "#2e7d32", style: "gift" },
    },
    {
      slug: "summer-gift",
      texts: "summerGift",
      name: "Summer gift",
      priority: 30,
      startsAt: daysBefore(now, 150),
      endsAt: daysBefore(now, 60),
      isActive: true,
      effectType: "buy_x_get_y",
      effectData: gift,
      conditions: { giftConditions: { minQuantity: 1 } },
      look: { colorHex: "#f6c945", style: "sun" },
    },
    {
      slug: "black-week",
      texts: "blackWeek",
      name: "Black Week 15",
      priority: 40,
      startsAt: daysAfter(now, 20),
      endsAt: daysAfter(now, 27),
      isActive: false,
      effectType: "automatic_discount",
      effectData: { type: "relative", value: 15 },
      look: { colorHex: "#000000", style: "black-week" },
    },
  ];
  return drafts.map(({ slug, texts, headlineAmount, conditions, look, ...promotion }) => {
    const id = `${shop.shopId}-${slug}`;
    // Whole amounts in the shop's currency and notation: "100 €", "CHF 100", "400 zł".
    const amount = formatPrice(headlineAmount ?? 0, { ...shop, currencyFractionDigits: 0 });
    const headlineParts = PROMOTION_TEXTS[texts][shop.language](amount);
    return {
      id,
      shopId: shop.shopId,
      displayName: headlineParts.join(" "),
      ...promotion,
      customData: {
        product: { promotionId: id },
        priority: promotion.priority,
        ...conditions,
        headlineParts,
        ...look,
      },
    };
  });
}
