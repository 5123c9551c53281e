import { LENS_CATALOGUE_PROPERTY } from "@eyewear/shop-rules";
import { inLanguages, sameInAllLanguages, type Translations } from "./languages.ts";

/**
 * The lens catalogue an optician sells with a frame: lens types, quality tiers (whose variants are the refractive
 * indexes), tinting and services. Prices are euro prices for a pair of lenses; other currencies are converted like
 * every other price.
 */

/** Lens types (configurator master key rx_lens_types). `offered` 0 hides the option (rule:prescription.hidden-options). */
export const LENS_TYPES = {
  type_ei: {
    name: "Einstärkengläser",
    priceEur: 0,
    offered: 1,
    labels: inLanguages(
      "Einstärkengläser",
      "Verres unifocaux",
      "Lenti monofocali",
      "Soczewki jednoogniskowe",
      "Jednoohniskové čočky",
    ),
  },
  type_progressive: {
    name: "Gleitsichtgläser",
    priceEur: 149,
    offered: 1,
    labels: inLanguages(
      "Gleitsichtgläser",
      "Verres progressifs",
      "Lenti progressive",
      "Soczewki progresywne",
      "Progresivní čočky",
    ),
  },
  type_none: {
    name: "Gläser ohne Sehstärke",
    priceEur: 0,
    offered: 1,
    labels: inLanguages(
      "Ohne Sehstärke",
      "Sans correction",
      "Senza correzione",
      "Bez korekcji",
      "Bez dioptrií",
    ),
  },
  // Home try-on and appointments come with the branch features; until then their options are not offered.
  home_try_on: {
    name: "Anprobe zu Hause",
    priceEur: 0,
    offered: 0,
    labels: inLanguages(
      "Anprobe zu Hause",
      "Essayage à domicile",
      "Prova a casa",
      "Przymiarka w domu",
      "Vyzkoušení doma",
    ),
  },
  appointment: {
    name: "Sehtest in der Filiale",
    priceEur: 0,
    offered: 0,
    labels: inLanguages(
      "Sehtest in der Filiale",
      "Examen de la vue en magasin",
      "Esame della vista in negozio",
      "Badanie wzroku w salonie",
      "Vyšetření zraku na pobočce",
    ),
  },
} as const satisfies Record<string, { name: string; priceEur: number; offered: 0 | 1; labels: Translations }>;

export type LensTypeCode = keyof typeof LENS_TYPES;

/**
 * Quality tiers (master key rx_lens_quality_index), cheapest first, with the price of each refractive index the
 * tier is made in. A higher index makes a thinner lens for strong prescriptions.
 */
export const LENS_QUALITY_TIERS = {
  entry_uncoated: {
    name: "Basis ohne Entspiegelung",
    indexPricesEur: { "1.5": 19 },
    labels: inLanguages(
      "Basis ohne Entspiegelung",
      "Essentiel sans antireflet",
      "Base senza antiriflesso",
      "Podstawowe bez antyrefleksu",
      "Základní bez antireflexu",
    ),
  },
  entry: {
    name: "Basis",
    indexPricesEur: { "1.5": 39, "1.6": 69 },
    labels: inLanguages("Basis", "Essentiel", "Base", "Podstawowe", "Základní"),
  },
  standard: {
    name: "Standard",
    indexPricesEur: { "1.5": 79, "1.6": 109, "1.67": 149 },
    labels: sameInAllLanguages("Standard"),
  },
  standard_plus: {
    name: "Standard Plus",
    indexPricesEur: { "1.5": 119, "1.6": 149, "1.67": 189, "1.74": 249 },
    labels: sameInAllLanguages("Standard Plus"),
  },
  premium: {
    name: "Premium",
    indexPricesEur: { "1.6": 199, "1.67": 239, "1.74": 299 },
    labels: sameInAllLanguages("Premium"),
  },
} as const satisfies Record<
  string,
  { name: string; indexPricesEur: Partial<Record<LensIndexValue, number>>; labels: Translations }
>;

export type LensQualityTier = keyof typeof LENS_QUALITY_TIERS;
export type LensIndexValue = "1.5" | "1.6" | "1.67" | "1.74";

/**
 * Each tier is also sold in two other forms: omnichannel (the same lens, orderable online and in a branch) and
 * compact (edged for small frames). The online configurator offers the regular form.
 */
export const LENS_QUALITY_FORMS = {
  regular: { nameSuffix: "", codePrefix: "" },
  omnichannel: { nameSuffix: " Omnichannel", codePrefix: "O" },
  compact: { nameSuffix: " Kompakt", codePrefix: "K" },
} as const;

export type LensQualityForm = keyof typeof LENS_QUALITY_FORMS;

export const LENS_QUALITY_FORM_LABELS: Record<LensQualityForm, Translations> = {
  regular: inLanguages("Online", "En ligne", "Online", "Online", "Online"),
  omnichannel: inLanguages("Omnichannel", "Omnicanal", "Omnicanale", "Omnichannel", "Omnichannel"),
  compact: inLanguages("Kompakt", "Compact", "Compatto", "Kompaktowe", "Kompaktní"),
};

/**
 * Tinting (master key rx_tinting_types). Every tier has its own six tinting codes, so each tinting type has one
 * variant per tier; `tierCode` makes the code, e.g. "STP-BLF" for blue-light filter on standard plus.
 */
export const LENS_TINTINGS = {
  clear: {
    name: "Klar",
    code: "CLR",
    priceEur: 0,
    labels: inLanguages("Klar", "Transparent", "Trasparente", "Przezroczyste", "Čiré"),
  },
  blue_light_filter: {
    name: "Blaulichtfilter",
    code: "BLF",
    priceEur: 29,
    labels: inLanguages(
      "Blaulichtfilter",
      "Filtre lumière bleue",
      "Filtro luce blu",
      "Filtr światła niebieskiego",
      "Filtr modrého světla",
    ),
  },
  tinted: {
    name: "Getönt",
    code: "TNT",
    priceEur: 39,
    labels: inLanguages("Getönt", "Teinté", "Colorato", "Barwione", "Tónované"),
  },
  sunglasses: {
    name: "Sonnenschutz",
    code: "SUN",
    priceEur: 49,
    labels: inLanguages("Sonnenschutz", "Solaire", "Da sole", "Przeciwsłoneczne", "Sluneční"),
  },
  polarized: {
    name: "Polarisiert",
    code: "POL",
    priceEur: 79,
    labels: inLanguages("Polarisiert", "Polarisé", "Polarizzato", "Polaryzacyjne", "Polarizační"),
  },
  transition: {
    name: "Selbsttönend",
    code: "TRN",
    priceEur: 99,
    labels: inLanguages("Selbsttönend", "Photochromique", "Fotocromatico", "Fotochromowe", "Samozabarvovací"),
  },
} as const satisfies Record<string, { name: string; code: string; priceEur: number; labels: Translations }>;

export type LensTintingType = keyof typeof LENS_TINTINGS;

/** The short code of each tier in the tinting codes. */
export const TIER_CODES: Record<LensQualityTier, string> = {
  entry_uncoated: "ENU",
  entry: "ENT",
  standard: "STD",
  standard_plus: "STP",
  premium: "PRM",
};

/** Services (master key rx_services). The free service is part of every pair and cannot be removed. */
export const LENS_SERVICES = {
  service_package: {
    name: "Service-Paket",
    priceEur: 0,
    free: true,
    labels: inLanguages(
      "Service-Paket: Anpassung und Reinigung",
      "Forfait service : ajustage et nettoyage",
      "Pacchetto servizi: regolazione e pulizia",
      "Pakiet serwisowy: dopasowanie i czyszczenie",
      "Servisní balíček: seřízení a čištění",
    ),
  },
  express: {
    name: "Express-Fertigung",
    priceEur: 29,
    free: false,
    labels: inLanguages(
      "Express-Fertigung",
      "Fabrication express",
      "Produzione express",
      "Ekspresowe wykonanie",
      "Expresní výroba",
    ),
  },
  breakage_cover: {
    name: "Glasbruchschutz",
    priceEur: 19,
    free: false,
    labels: inLanguages(
      "Glasbruchschutz (2 Jahre)",
      "Protection casse (2 ans)",
      "Protezione rottura (2 anni)",
      "Ochrona przed stłuczeniem (2 lata)",
      "Ochrana proti rozbití (2 roky)",
    ),
  },
} as const satisfies Record<string, { name: string; priceEur: number; free: boolean; labels: Translations }>;

export type LensService = keyof typeof LENS_SERVICES;

/** How lenses are held by a frame; drilled and grooved frames constrain the lens (rule:prescription.frame-type-constraints). */
export const LENS_FRAME_TYPES = {
  full_rim: inLanguages("Vollrand", "Cerclée", "Cerchiata", "Pełna oprawa", "Celoobrubová"),
  rimless: inLanguages("Randlos", "Percée", "Glasant", "Bezramkowa", "Bezobrubová"),
  nylor: inLanguages("Nylor", "Nylor", "Nylor", "Żyłkowa", "Silonová"),
  inline_grooves: inLanguages("Rillenfassung", "Rainurée", "Scanalata", "Rowkowana", "Drážková"),
} as const satisfies Record<string, Translations>;

export type LensFrameTypeValue = keyof typeof LENS_FRAME_TYPES;

/** The hidden category that holds the lens catalogue in every shop. */
export const LENS_CATEGORY = {
  key: "rx-lenses",
  /** How the storefront finds the category in a shop whatever its translated slug. */
  property: { name: LENS_CATALOGUE_PROPERTY.name, value: LENS_CATALOGUE_PROPERTY.value },
  names: inLanguages(
    "Brillengläser",
    "Verres de lunettes",
    "Lenti per occhiali",
    "Soczewki okularowe",
    "Brýlové čočky",
  ),
} as const satisfies { key: string; property: { name: string; value: string }; names: Translations };

/** The brand the lens catalogue is sold under. */
export const LENS_BRAND = { name: "Optiker Linsenwerk", code: "LW" } as const;
