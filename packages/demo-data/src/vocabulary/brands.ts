/** What a brand makes; product types draw their brand from the matching range. */
export type BrandRange = "eyewear" | "sport" | "smart" | "lenses" | "care" | "house";

export interface BrandDefinition {
  name: string;
  /** Two-letter prefix of the brand's eyewear model numbers ("LM 4021"). */
  code: string;
  isPremium: boolean;
  range: BrandRange;
}

/** Fictional brands only: no real eyewear trademarks. */
export const BRANDS: readonly BrandDefinition[] = [
  { name: "Lumen", code: "LM", isPremium: false, range: "eyewear" },
  { name: "Orvella", code: "OV", isPremium: false, range: "eyewear" },
  { name: "Brightwood", code: "BW", isPremium: false, range: "eyewear" },
  { name: "Vantaro", code: "VT", isPremium: true, range: "eyewear" },
  { name: "Solenne", code: "SO", isPremium: false, range: "eyewear" },
  { name: "Marlowe & Finch", code: "MF", isPremium: true, range: "eyewear" },
  { name: "Aurelio Vanti", code: "AV", isPremium: true, range: "eyewear" },
  { name: "Tessaro", code: "TS", isPremium: false, range: "eyewear" },
  { name: "Haldren", code: "HD", isPremium: false, range: "eyewear" },
  { name: "Quillon", code: "QN", isPremium: false, range: "eyewear" },
  { name: "Fennick", code: "FK", isPremium: false, range: "eyewear" },
  { name: "Clearwave", code: "CW", isPremium: false, range: "eyewear" },
  { name: "Vistano", code: "VS", isPremium: false, range: "eyewear" },
  { name: "Ombra Nova", code: "ON", isPremium: true, range: "eyewear" },
  { name: "Silberblick", code: "SB", isPremium: false, range: "eyewear" },
  { name: "Mira Sol", code: "MS", isPremium: false, range: "eyewear" },
  { name: "Zephyra", code: "ZP", isPremium: false, range: "eyewear" },
  { name: "Lunetto", code: "LU", isPremium: false, range: "eyewear" },
  { name: "Brisa Costa", code: "BC", isPremium: false, range: "eyewear" },
  { name: "Eskel", code: "EK", isPremium: false, range: "eyewear" },
  { name: "Velour Optique", code: "VO", isPremium: true, range: "eyewear" },
  { name: "Arden Row", code: "AR", isPremium: false, range: "eyewear" },
  { name: "Kaleo", code: "KL", isPremium: false, range: "eyewear" },
  { name: "Tavira", code: "TV", isPremium: false, range: "eyewear" },
  { name: "Orsolo", code: "OS", isPremium: false, range: "eyewear" },
  { name: "Greyhaven", code: "GH", isPremium: false, range: "eyewear" },
  { name: "Astrid Vale", code: "AS", isPremium: true, range: "eyewear" },
  { name: "Juniper & Slate", code: "JS", isPremium: false, range: "eyewear" },
  { name: "Monteluce", code: "ML", isPremium: true, range: "eyewear" },
  { name: "Sorrel", code: "SR", isPremium: false, range: "eyewear" },
  { name: "Ivo Kessler", code: "IK", isPremium: true, range: "eyewear" },
  { name: "Nordlys", code: "NL", isPremium: false, range: "sport" },
  { name: "Fjeldhus", code: "FH", isPremium: false, range: "sport" },
  { name: "Kestrelle", code: "KS", isPremium: true, range: "sport" },
  { name: "Vireo", code: "VR", isPremium: false, range: "smart" },
  { name: "Okta", code: "OK", isPremium: true, range: "smart" },
  { name: "Hydralens", code: "HL", isPremium: false, range: "lenses" },
  { name: "AquaVue", code: "AQ", isPremium: false, range: "lenses" },
  { name: "Clarisse Vision", code: "CV", isPremium: true, range: "lenses" },
  { name: "Purelux", code: "PX", isPremium: false, range: "care" },
  { name: "Lensara", code: "LS", isPremium: false, range: "care" },
  { name: "Blickwerk", code: "BK", isPremium: false, range: "house" },
];

/** Model lines of ski goggles. */
export const SKI_GOGGLE_LINES = ["Summit", "Powder", "Glacier", "Ridge", "Couloir", "Piste", "Firn"] as const;

/** Model lines of contact lenses per replacement schedule. */
export const CONTACT_LENS_LINES = {
  daily: ["Daily Comfort", "Daily Aqua", "1-Day Moist", "Daily Pure", "1-Day Oxygen"],
  twoWeekly: ["2-Week Hydro", "Biweekly Flex", "2-Week Air"],
  monthly: ["Monthly Air", "Monthly Silk", "Monthly Balance", "Monthly HD"],
} as const;

/** Model names of smartglasses. */
export const SMARTGLASSES_LINES = ["Pulse", "Echo", "Halo", "Signal", "Aura"] as const;

/** Editions that tell apart merchandise and accessory articles of the same kind. */
export const EDITIONS = [
  "Classic",
  "Essential",
  "Logo",
  "Sport",
  "Studio",
  "Travel",
  "Eco",
  "Signature",
] as const;
