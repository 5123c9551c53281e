// The one shops configuration (rule:shops.storefronts). Engine, content service, demo data and storefront all read it.

export const LANGUAGES = ["de", "fr", "it", "pl", "cs"] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ["EUR", "CHF", "PLN", "CZK"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type CountryCode = "DE" | "AT" | "CH" | "IT" | "PL" | "CZ";

/** Per-shop feature switches (rule:shops.feature-switches). */
export interface FeatureSwitches {
  onlineShop: boolean;
  prescriptionConfigurator: boolean;
  correctionalGlasses: boolean;
  freeShippingOnPrescription: boolean;
  zeroCostFrames: boolean;
  pupillaryDistanceTool: boolean;
  returnRights: boolean;
  accountV2: boolean;
  digitalOrderAssistant: boolean;
  subscriptions: boolean;
  storeMode: boolean;
  monetization: boolean;
  qrCodeByCustomerCountry: boolean;
  newDesign: boolean;
  sunglassesWithPrescription: boolean;
  visualSearch: boolean;
  reservationOnlinePickup: boolean;
  /** With a ropo category path, the products of that category are ropo-supported (rule:ropo.supported-product). */
  ropoReduction: boolean;
}

export interface ShopConfig {
  shopId: number;
  /** Lowercase locale used as the URL prefix, e.g. "de-de". */
  code: string;
  locale: string;
  internationalLocale?: string;
  language: Language;
  country: CountryCode;
  countryIso3: string;
  currency: Currency;
  currencyFractionDigits: number;
  domain: string;
  apiBasePath: string;
  vatRate: number;
  orderReturnPortal: { domain: string; portal: "DEFAULT" | "SEVEN_SENDERS" };
  deliveryEstimatesProductType: string;
  features: FeatureSwitches;
  /** The category (path as in the shop, e.g. "/sonnenbrillen/") whose products are ropo-supported (rule:ropo.supported-product). */
  ropoCategoryPath: string | undefined;
  /** The ropo basket's fixed number of slots (rule:shops.ropo-basket-capacity). */
  ropoBasketCapacity: number;
}

const allOn: FeatureSwitches = {
  onlineShop: true,
  prescriptionConfigurator: true,
  correctionalGlasses: true,
  freeShippingOnPrescription: true,
  zeroCostFrames: false,
  pupillaryDistanceTool: true,
  returnRights: true,
  accountV2: true,
  digitalOrderAssistant: false,
  subscriptions: true,
  storeMode: true,
  monetization: false,
  qrCodeByCustomerCountry: false,
  newDesign: true,
  sunglassesWithPrescription: true,
  visualSearch: true,
  reservationOnlinePickup: false,
  ropoReduction: false,
};

// Four frames to try on in one visit (rule:shops.ropo-basket-capacity).
const ROPO_BASKET_CAPACITY = 4;

function shop(
  shopId: number,
  locale: string,
  country: CountryCode,
  countryIso3: string,
  currency: Currency,
  vatRate: number,
  domain: string,
  features: Partial<FeatureSwitches> = {},
  ropoCategoryPath?: string,
): ShopConfig {
  const language = locale.slice(0, 2) as Language;
  return {
    shopId,
    code: locale.toLowerCase(),
    locale,
    language,
    country,
    countryIso3,
    currency,
    currencyFractionDigits: currency === "CZK" ? 0 : 2,
    domain,
    apiBasePath: "/api",
    vatRate,
    orderReturnPortal: {
      domain: `returns.${domain}`,
      portal: country === "DE" || country === "AT" ? "DEFAULT" : "SEVEN_SENDERS",
    },
    deliveryEstimatesProductType: "standard",
    features: { ...allOn, ...features },
    ropoCategoryPath,
    ropoBasketCapacity: ROPO_BASKET_CAPACITY,
  };
}

/** The nine shops, in a fixed order (rule:shops.storefronts). */
export const SHOPS: readonly ShopConfig[] = [
  shop(
    10001,
    "de-AT",
    "AT",
    "AUT",
    "EUR",
    0.2,
    "brillen-shop.at",
    { ropoReduction: true },
    "/sonnenbrillen/",
  ),
  shop(
    10002,
    "de-DE",
    "DE",
    "DEU",
    "EUR",
    0.19,
    "brillen-shop.de",
    { ropoReduction: true },
    "/sonnenbrillen/",
  ),
  shop(10003, "cs-CZ", "CZ", "CZE", "CZK", 0.21, "bryle-obchod.cz", { subscriptions: false }),
  shop(10004, "pl-PL", "PL", "POL", "PLN", 0.23, "sklep-okulary.pl", { subscriptions: false }),
  // The demo shops that give the frame of prescription glasses away (rule:prescription.zero-cost-frames).
  shop(10005, "de-CH", "CH", "CHE", "CHF", 0.081, "brillen-shop.ch", { zeroCostFrames: true }),
  shop(10006, "fr-CH", "CH", "CHE", "CHF", 0.081, "fr.brillen-shop.ch"),
  shop(10007, "it-CH", "CH", "CHE", "CHF", 0.081, "it.brillen-shop.ch"),
  shop(
    10008,
    "it-IT",
    "IT",
    "ITA",
    "EUR",
    0.22,
    "negozio-occhiali.it",
    { reservationOnlinePickup: true, ropoReduction: true },
    "/occhiali-da-sole/",
  ),
  shop(10009, "de-IT", "IT", "ITA", "EUR", 0.22, "de.negozio-occhiali.it", { zeroCostFrames: true }),
];

/**
 * Store numbers 10001–10011 mapped to domains (rule:shops.store-domains). 10001–10009 are the storefronts themselves;
 * 10010 and 10011 are the in-branch store-mode domains of the German and Swiss shops.
 */
export const STORES: readonly { storeNumber: number; domain: string; shopId: number }[] = [
  ...SHOPS.map((s) => ({ storeNumber: s.shopId, domain: s.domain, shopId: s.shopId })),
  { storeNumber: 10010, domain: "filiale.brillen-shop.de", shopId: 10002 },
  { storeNumber: 10011, domain: "filiale.brillen-shop.ch", shopId: 10005 },
];

export const DEFAULT_SHOP: ShopConfig = SHOPS[1]!;

export function shopByCode(code: string): ShopConfig | undefined {
  return SHOPS.find((s) => s.code === code);
}

export function shopById(shopId: number): ShopConfig | undefined {
  return SHOPS.find((s) => s.shopId === shopId);
}

export function shopByDomain(domain: string): ShopConfig | undefined {
  const store = STORES.find((s) => s.domain === domain);
  return store ? shopById(store.shopId) : undefined;
}
