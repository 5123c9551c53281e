import type { Translations } from "./languages.ts";

export interface CategoryDefinition {
  /** Language-neutral key, the same in every shop; children extend their parent's key ("glasses/women"). */
  key: string;
  names: Translations;
  children?: readonly CategoryDefinition[];
}

const women: Translations = { de: "Damen", fr: "Femmes", it: "Donna", pl: "Damskie", cs: "Dámské" };
const men: Translations = { de: "Herren", fr: "Hommes", it: "Uomo", pl: "Męskie", cs: "Pánské" };
const kids: Translations = { de: "Kinder", fr: "Enfants", it: "Bambini", pl: "Dziecięce", cs: "Dětské" };

/** The category tree every shop gets, in navigation order. */
export const CATEGORY_TREE: readonly CategoryDefinition[] = [
  {
    key: "glasses",
    names: {
      de: "Brillen",
      fr: "Lunettes de vue",
      it: "Occhiali da vista",
      pl: "Okulary korekcyjne",
      cs: "Dioptrické brýle",
    },
    children: [
      { key: "glasses/women", names: women },
      { key: "glasses/men", names: men },
      { key: "glasses/kids", names: kids },
    ],
  },
  {
    key: "sunglasses",
    names: {
      de: "Sonnenbrillen",
      fr: "Lunettes de soleil",
      it: "Occhiali da sole",
      pl: "Okulary przeciwsłoneczne",
      cs: "Sluneční brýle",
    },
    children: [
      { key: "sunglasses/women", names: women },
      { key: "sunglasses/men", names: men },
      { key: "sunglasses/kids", names: kids },
      {
        key: "sunglasses/ski-goggles",
        names: {
          de: "Skibrillen",
          fr: "Masques de ski",
          it: "Maschere da sci",
          pl: "Gogle narciarskie",
          cs: "Lyžařské brýle",
        },
      },
    ],
  },
  {
    key: "ready-made",
    names: {
      de: "Fertigbrillen & Lesebrillen",
      fr: "Lunettes prêtes à porter",
      it: "Occhiali pronti e da lettura",
      pl: "Okulary gotowe",
      cs: "Hotové brýle a brýle na čtení",
    },
    children: [
      {
        key: "ready-made/ready-made-glasses",
        names: {
          de: "Fertigbrillen",
          fr: "Lunettes prémontées",
          it: "Occhiali premontati",
          pl: "Okulary gotowe do noszenia",
          cs: "Hotové brýle",
        },
      },
      {
        key: "ready-made/reading-glasses",
        names: {
          de: "Lesebrillen",
          fr: "Lunettes de lecture",
          it: "Occhiali da lettura",
          pl: "Okulary do czytania",
          cs: "Brýle na čtení",
        },
      },
      {
        key: "ready-made/blue-light",
        names: {
          de: "Blaulichtfilter",
          fr: "Anti-lumière bleue",
          it: "Filtro luce blu",
          pl: "Filtr światła niebieskiego",
          cs: "Filtr modrého světla",
        },
      },
    ],
  },
  {
    key: "smartglasses",
    names: {
      de: "Smartglasses",
      fr: "Lunettes connectées",
      it: "Occhiali smart",
      pl: "Inteligentne okulary",
      cs: "Chytré brýle",
    },
  },
  {
    key: "contact-lenses",
    names: {
      de: "Kontaktlinsen",
      fr: "Lentilles de contact",
      it: "Lenti a contatto",
      pl: "Soczewki kontaktowe",
      cs: "Kontaktní čočky",
    },
    children: [
      {
        key: "contact-lenses/daily",
        names: {
          de: "Tageslinsen",
          fr: "Lentilles journalières",
          it: "Lenti giornaliere",
          pl: "Soczewki jednodniowe",
          cs: "Jednodenní čočky",
        },
      },
      {
        key: "contact-lenses/two-weekly",
        names: {
          de: "2-Wochen-Linsen",
          fr: "Lentilles bimensuelles",
          it: "Lenti quindicinali",
          pl: "Soczewki dwutygodniowe",
          cs: "Čtrnáctidenní čočky",
        },
      },
      {
        key: "contact-lenses/monthly",
        names: {
          de: "Monatslinsen",
          fr: "Lentilles mensuelles",
          it: "Lenti mensili",
          pl: "Soczewki miesięczne",
          cs: "Měsíční čočky",
        },
      },
    ],
  },
  {
    key: "care",
    names: {
      de: "Pflegemittel",
      fr: "Produits d'entretien",
      it: "Prodotti per la cura",
      pl: "Pielęgnacja",
      cs: "Péče",
    },
    children: [
      {
        key: "care/solutions",
        names: {
          de: "Pflegelösungen",
          fr: "Solutions d'entretien",
          it: "Soluzioni",
          pl: "Płyny do soczewek",
          cs: "Roztoky",
        },
      },
      {
        key: "care/eye-drops",
        names: {
          de: "Augentropfen",
          fr: "Gouttes oculaires",
          it: "Gocce oculari",
          pl: "Krople do oczu",
          cs: "Oční kapky",
        },
      },
      {
        key: "care/accessories",
        names: { de: "Zubehör", fr: "Accessoires", it: "Accessori", pl: "Akcesoria", cs: "Příslušenství" },
      },
    ],
  },
  {
    key: "merchandise",
    names: {
      de: "Merchandise",
      fr: "Produits dérivés",
      it: "Merchandising",
      pl: "Gadżety",
      cs: "Merchandising",
    },
    children: [
      {
        key: "merchandise/apparel",
        names: { de: "Bekleidung", fr: "Vêtements", it: "Abbigliamento", pl: "Odzież", cs: "Oblečení" },
      },
      {
        key: "merchandise/accessories",
        names: { de: "Accessoires", fr: "Accessoires", it: "Accessori", pl: "Dodatki", cs: "Doplňky" },
      },
    ],
  },
  {
    key: "hearing-aid-accessories",
    names: {
      de: "Hörakustik-Zubehör",
      fr: "Accessoires auditifs",
      it: "Accessori acustici",
      pl: "Akcesoria słuchowe",
      cs: "Příslušenství ke sluchadlům",
    },
    children: [
      {
        key: "hearing-aid-accessories/batteries",
        names: {
          de: "Hörgerätebatterien",
          fr: "Piles auditives",
          it: "Batterie acustiche",
          pl: "Baterie do aparatów",
          cs: "Baterie do sluchadel",
        },
      },
      {
        key: "hearing-aid-accessories/care",
        names: {
          de: "Hörgerätepflege",
          fr: "Entretien auditif",
          it: "Cura degli apparecchi",
          pl: "Pielęgnacja aparatów",
          cs: "Péče o sluchadla",
        },
      },
    ],
  },
];

/**
 * The brands the sunglasses flyout lists under a heading of their own, each a link to the sunglasses listing with
 * the brand parameter. With the subcategories that makes 13 entries, so the flyout has two columns
 * (rule:layout.flyout-columns).
 */
export const SUNGLASSES_NAVIGATION_BRANDS: { labels: Translations; brandNames: readonly string[] } = {
  labels: {
    de: "Premium-Marken",
    fr: "Marques premium",
    it: "Marchi premium",
    pl: "Marki premium",
    cs: "Prémiové značky",
  },
  brandNames: [
    "Vantaro",
    "Marlowe & Finch",
    "Aurelio Vanti",
    "Ombra Nova",
    "Velour Optique",
    "Astrid Vale",
    "Monteluce",
    "Ivo Kessler",
  ],
};

/** Navigation entries that lead to pages instead of categories. */
export const NAVIGATION_PAGES: readonly { href: string; labels: Translations }[] = [
  {
    href: "/niederlassungen/",
    labels: { de: "Filialen", fr: "Magasins", it: "Negozi", pl: "Salony", cs: "Pobočky" },
  },
  {
    href: "/service/auftragsstatus/",
    labels: {
      de: "Auftragsstatus",
      fr: "Statut de commande",
      it: "Stato dell'ordine",
      pl: "Status zamówienia",
      cs: "Stav objednávky",
    },
  },
];

/**
 * Seasonal navigation entries shown only inside a time window (rule:layout.navigation-visibility), with the window in
 * days relative to the seeding date: one already over, one running, one still to come.
 */
export const SEASONAL_NAVIGATION: readonly {
  categoryKey: string;
  fromDays: number;
  toDays: number;
  labels: Translations;
}[] = [
  {
    categoryKey: "sunglasses",
    fromDays: -150,
    toDays: -60,
    labels: {
      de: "Sommer-Sale",
      fr: "Soldes d'été",
      it: "Saldi estivi",
      pl: "Letnia wyprzedaż",
      cs: "Letní výprodej",
    },
  },
  {
    categoryKey: "glasses",
    fromDays: -7,
    toDays: 21,
    labels: {
      de: "Herbst-Aktion",
      fr: "Offre d'automne",
      it: "Promo autunno",
      pl: "Jesienna promocja",
      cs: "Podzimní akce",
    },
  },
  {
    categoryKey: "sunglasses/ski-goggles",
    fromDays: 30,
    toDays: 150,
    labels: {
      de: "Skisaison",
      fr: "Saison de ski",
      it: "Stagione sciistica",
      pl: "Sezon narciarski",
      cs: "Lyžařská sezóna",
    },
  },
];
