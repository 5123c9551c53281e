import type { schema } from "@eyewear/database";
import type { CountryCode, ShopConfig } from "@eyewear/shop-rules";
import { hash } from "@node-rs/argon2";
import { convertEuroPrice, daysBefore } from "./pricing.ts";

type NewBranch = typeof schema.branches.$inferInsert;
type NewCustomer = typeof schema.customers.$inferInsert;
type BranchOrderItemKind = (typeof schema.branchOrderItems.$inferInsert)["kind"];
type BranchOrderStatus = (typeof schema.branchOrders.$inferInsert)["status"];

/** The demo account every shop has, with branch orders to show in the account (README "Demo login"). */
export const DEMO_CUSTOMER = {
  email: "demo@lumio-optik.example",
  password: "Lumio#Demo2026",
  firstName: "Alex",
  lastName: "Demo",
} as const;

/** A fixed salt keeps the seed deterministic; the demo password is public anyway. */
const DEMO_PASSWORD_SALT = new TextEncoder().encode("lumio-optik-demo-salt");
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, salt: DEMO_PASSWORD_SALT };

/** "HH:MM-HH:MM" intervals, comma-separated, as opening intervals. */
function intervals(text: string): schema.OpeningInterval[] {
  return text.split(",").map((interval) => {
    const [opens, closes] = interval.split("-") as [string, string];
    return { opens, closes };
  });
}

/** The same hours Monday to Friday, then Saturday's and, when open, Sunday's. */
function weekHours(weekday: string, saturday: string, sunday?: string): schema.WeeklyOpeningHours {
  const monToFri = intervals(weekday);
  return {
    "0": monToFri,
    "1": monToFri,
    "2": monToFri,
    "3": monToFri,
    "4": monToFri,
    "5": intervals(saturday),
    ...(sunday ? { "6": intervals(sunday) } : {}),
  };
}

const WEEKDAYS_WITH_SATURDAY = weekHours("09:00-18:30", "09:00-14:00");
const WITH_LUNCH_BREAK = weekHours("09:00-12:30,14:00-18:30", "09:00-13:00");
const SHOPPING_CENTRE = weekHours("10:00-20:00", "10:00-20:00", "10:00-18:00");

const ALL_SERVICES = ["eye_test", "contact_lenses", "hearing_test", "repairs", "pickup"];
const OPTICS_SERVICES = ["eye_test", "contact_lenses", "repairs", "pickup"];

type BranchDraft = Omit<NewBranch, "country" | "email" | "openingHours" | "services"> & {
  hours: NewBranch["openingHours"];
  services: string[];
};

const draft = (
  name: string,
  street: string,
  houseNumber: string,
  zipCode: string,
  city: string,
  phone: string,
  hours: NewBranch["openingHours"],
  services: string[],
  coordinates?: [number, number],
): BranchDraft => ({
  name,
  street,
  houseNumber,
  zipCode,
  city,
  phone,
  hours,
  services,
  latitude: coordinates?.[0] ?? null,
  longitude: coordinates?.[1] ?? null,
});

/** Invented branches (real cities, made-up streets and numbers), a handful per country. */
const BRANCH_DRAFTS: Record<CountryCode, BranchDraft[]> = {
  DE: [
    draft(
      "Lumio Optik Berlin Mitte",
      "Lindenhofstraße",
      "14",
      "10117",
      "Berlin",
      "+49 30 5550142",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [52.5163, 13.3889],
    ),
    draft(
      "Lumio Optik Berlin Spandau",
      "Havelufer",
      "3",
      "13597",
      "Berlin",
      "+49 30 5550587",
      SHOPPING_CENTRE,
      OPTICS_SERVICES,
      [52.5361, 13.2046],
    ),
    draft(
      "Lumio Optik Hamburg",
      "Alsterbogen",
      "27",
      "20095",
      "Hamburg",
      "+49 40 5550311",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [53.5507, 9.9937],
    ),
    draft(
      "Lumio Optik München",
      "Isartorgasse",
      "8",
      "80331",
      "München",
      "+49 89 5550274",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [48.1351, 11.582],
    ),
    draft(
      "Lumio Optik Köln",
      "Domblick",
      "51",
      "50667",
      "Köln",
      "+49 221 5550193",
      SHOPPING_CENTRE,
      OPTICS_SERVICES,
    ),
  ],
  AT: [
    draft(
      "Lumio Optik Wien Innere Stadt",
      "Stephansgasse",
      "9",
      "1010",
      "Wien",
      "+43 1 5550128",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [48.2085, 16.3721],
    ),
    draft(
      "Lumio Optik Wien Favoriten",
      "Quellenhof",
      "112",
      "1100",
      "Wien",
      "+43 1 5550463",
      SHOPPING_CENTRE,
      OPTICS_SERVICES,
    ),
    draft(
      "Lumio Optik Graz",
      "Murkai",
      "4",
      "8010",
      "Graz",
      "+43 316 555017",
      WITH_LUNCH_BREAK,
      OPTICS_SERVICES,
      [47.0707, 15.4395],
    ),
    draft(
      "Lumio Optik Salzburg",
      "Salzachzeile",
      "22",
      "5020",
      "Salzburg",
      "+43 662 555093",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
    ),
  ],
  CH: [
    draft(
      "Lumio Optik Zürich",
      "Limmatquai",
      "61",
      "8001",
      "Zürich",
      "+41 44 5550162",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [47.3717, 8.5423],
    ),
    draft(
      "Lumio Optik Bern",
      "Aarbergergasse",
      "17",
      "3011",
      "Bern",
      "+41 31 5550248",
      WITH_LUNCH_BREAK,
      OPTICS_SERVICES,
    ),
    draft(
      "Lumio Optique Genève",
      "Rue du Lac",
      "5",
      "1204",
      "Genève",
      "+41 22 5550371",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [46.2044, 6.1432],
    ),
    draft(
      "Lumio Ottica Lugano",
      "Via Ceresio",
      "12",
      "6900",
      "Lugano",
      "+41 91 5550425",
      WITH_LUNCH_BREAK,
      OPTICS_SERVICES,
    ),
  ],
  IT: [
    draft(
      "Lumio Ottica Milano",
      "Via dei Navigli",
      "33",
      "20123",
      "Milano",
      "+39 02 5550184",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [45.4642, 9.19],
    ),
    draft(
      "Lumio Ottica Roma",
      "Via del Tevere",
      "88",
      "00186",
      "Roma",
      "+39 06 5550257",
      WITH_LUNCH_BREAK,
      OPTICS_SERVICES,
      [41.8967, 12.4822],
    ),
    draft(
      "Lumio Ottica Bolzano",
      "Via dei Portici",
      "6",
      "39100",
      "Bolzano",
      "+39 0471 555031",
      WITH_LUNCH_BREAK,
      ALL_SERVICES,
    ),
    draft(
      "Lumio Ottica Torino",
      "Corso Dora",
      "140",
      "10152",
      "Torino",
      "+39 011 5550396",
      SHOPPING_CENTRE,
      OPTICS_SERVICES,
    ),
  ],
  PL: [
    draft(
      "Lumio Optyk Warszawa",
      "ul. Wiślana",
      "21",
      "00-317",
      "Warszawa",
      "+48 22 5550173",
      SHOPPING_CENTRE,
      ALL_SERVICES,
      [52.2297, 21.0122],
    ),
    draft(
      "Lumio Optyk Kraków",
      "ul. Sukiennicza",
      "7",
      "31-008",
      "Kraków",
      "+48 12 5550248",
      WEEKDAYS_WITH_SATURDAY,
      OPTICS_SERVICES,
      [50.0614, 19.9366],
    ),
    draft(
      "Lumio Optyk Łódź",
      "ul. Tkacka",
      "44",
      "90-001",
      "Łódź",
      "+48 42 5550319",
      SHOPPING_CENTRE,
      OPTICS_SERVICES,
    ),
    draft(
      "Lumio Optyk Gdańsk",
      "ul. Motławska",
      "15",
      "80-834",
      "Gdańsk",
      "+48 58 5550462",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
    ),
  ],
  CZ: [
    draft(
      "Lumio Optika Praha Staré Město",
      "Vltavská",
      "12",
      "110 00",
      "Praha",
      "+420 222 555 014",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [50.0875, 14.4213],
    ),
    draft(
      "Lumio Optika Praha Smíchov",
      "Nábřežní",
      "30",
      "150 00",
      "Praha",
      "+420 257 555 236",
      SHOPPING_CENTRE,
      OPTICS_SERVICES,
    ),
    draft(
      "Lumio Optika Brno",
      "Petrovská",
      "5",
      "602 00",
      "Brno",
      "+420 542 555 118",
      WEEKDAYS_WITH_SATURDAY,
      ALL_SERVICES,
      [49.1951, 16.6068],
    ),
    draft(
      "Lumio Optika Ostrava",
      "Hornická",
      "48",
      "702 00",
      "Ostrava",
      "+420 596 555 307",
      WITH_LUNCH_BREAK,
      OPTICS_SERVICES,
    ),
  ],
};

const COUNTRY_MAIL_DOMAINS: Record<CountryCode, string> = {
  DE: "lumio-optik.example",
  AT: "lumio-optik.example",
  CH: "lumio-optik.example",
  IT: "lumio-ottica.example",
  PL: "lumio-optyk.example",
  CZ: "lumio-optika.example",
};

/** Every country's demo branches, in a fixed order. */
export function branchRows(): NewBranch[] {
  return (Object.keys(BRANCH_DRAFTS) as CountryCode[]).flatMap((country) =>
    BRANCH_DRAFTS[country].map(({ hours, ...branch }, index) => ({
      ...branch,
      country,
      openingHours: hours,
      email: `filiale-${country.toLowerCase()}-${index + 1}@${COUNTRY_MAIL_DOMAINS[country]}`,
    })),
  );
}

/** The verified demo customer of a shop. */
export async function demoCustomerRow(shop: ShopConfig, now: Date): Promise<NewCustomer> {
  return {
    shopId: shop.shopId,
    email: DEMO_CUSTOMER.email,
    passwordHash: await hash(DEMO_CUSTOMER.password, ARGON2_OPTIONS),
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    verified: true,
    basketKey: `customer-demo-${shop.shopId}`,
    wishlistKey: `customer-demo-${shop.shopId}`,
    createdAt: now,
    updatedAt: now,
  };
}

interface BranchOrderDraft {
  status: BranchOrderStatus;
  daysAgo: number;
  /** Index into the country's branches; the pickup branch may be another one. */
  branch: number;
  pickupBranch: number;
  items: { kind: BranchOrderItemKind; name: string; quantity: number; euroPrice: number }[];
}

/** Prescription glasses in progress, contact lenses ready for pickup elsewhere, sunglasses already picked up. */
const BRANCH_ORDER_DRAFTS: BranchOrderDraft[] = [
  {
    status: "in_progress",
    daysAgo: 3,
    branch: 0,
    pickupBranch: 0,
    items: [
      { kind: "frame", name: "Lumio Classic LC-5120, havana, 52-18-140", quantity: 1, euroPrice: 149 },
      { kind: "lenses", name: "Lumio Progressive 1.6, AR coating", quantity: 2, euroPrice: 189 },
      { kind: "service", name: "Lumio Eye Check", quantity: 1, euroPrice: 0 },
    ],
  },
  {
    status: "ready_for_pickup",
    daysAgo: 9,
    branch: 0,
    pickupBranch: 1,
    items: [
      { kind: "contact_lenses", name: "Lumio Aqua Monthly, 6 pcs", quantity: 2, euroPrice: 39 },
      { kind: "care_product", name: "Lumio Care Peroxide 360 ml", quantity: 1, euroPrice: 14 },
    ],
  },
  {
    status: "picked_up",
    daysAgo: 62,
    branch: 1,
    pickupBranch: 1,
    items: [
      { kind: "frame", name: "Lumio Sun LS-2041, black, 55-17-145", quantity: 1, euroPrice: 119 },
      { kind: "lenses", name: "Lumio Single Vision 1.5, tinted grey", quantity: 2, euroPrice: 59 },
    ],
  },
];

export interface DemoBranchOrder {
  order: Omit<typeof schema.branchOrders.$inferInsert, "customerId" | "branchId" | "pickupBranchId">;
  branchIndex: number;
  pickupBranchIndex: number;
  items: Omit<typeof schema.branchOrderItems.$inferInsert, "branchOrderId">[];
}

/** The demo customer's branch orders in a shop, priced in the shop's currency; branches are indexes into its country's. */
export function demoBranchOrders(shop: ShopConfig, now: Date): DemoBranchOrder[] {
  return BRANCH_ORDER_DRAFTS.map((draftOrder, orderIndex) => {
    const items = draftOrder.items.map((item, position) => {
      const unitPriceWithTax = item.euroPrice === 0 ? 0 : convertEuroPrice(shop.currency, item.euroPrice);
      return {
        position,
        kind: item.kind,
        name: item.name,
        quantity: item.quantity,
        unitPriceWithTax,
        totalPriceWithTax: unitPriceWithTax * item.quantity,
      };
    });
    return {
      order: {
        publicId: `B${shop.shopId}${String(orderIndex + 1).padStart(4, "0")}`,
        shopId: shop.shopId,
        status: draftOrder.status,
        currencyCode: shop.currency,
        totalWithTax: items.reduce((sum, item) => sum + item.totalPriceWithTax, 0),
        orderedAt: daysBefore(now, draftOrder.daysAgo),
      },
      branchIndex: draftOrder.branch,
      pickupBranchIndex: draftOrder.pickupBranch,
      items,
    };
  });
}
