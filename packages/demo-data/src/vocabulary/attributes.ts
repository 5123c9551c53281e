import {
  FRAME_SIZE_CLASSES,
  type FrameSizeClass,
  frameSizeClassLensWidths,
  type Language,
} from "@eyewear/shop-rules";
import { inLanguages, type Translations } from "./languages.ts";

/** The attribute groups of the catalogue with their translated names; `multiSelect` groups may carry several values. */
export const ATTRIBUTE_GROUPS = {
  category: {
    multiSelect: true,
    labels: { de: "Kategorie", fr: "Catégorie", it: "Categoria", pl: "Kategoria", cs: "Kategorie" },
  },
  frameColor: {
    multiSelect: false,
    labels: {
      de: "Rahmenfarbe",
      fr: "Couleur de la monture",
      it: "Colore montatura",
      pl: "Kolor oprawki",
      cs: "Barva obruby",
    },
  },
  manufacturerColorCode: {
    multiSelect: false,
    labels: {
      de: "Herstellerfarbcode",
      fr: "Code couleur fabricant",
      it: "Codice colore produttore",
      pl: "Kod koloru producenta",
      cs: "Kód barvy výrobce",
    },
  },
  lensBaseColor: {
    multiSelect: false,
    labels: {
      de: "Glasfarbe",
      fr: "Couleur des verres",
      it: "Colore lenti",
      pl: "Kolor szkieł",
      cs: "Barva skel",
    },
  },
  colors: {
    multiSelect: true,
    labels: { de: "Farbe", fr: "Couleur", it: "Colore", pl: "Kolor", cs: "Barva" },
  },
  colorDetail: {
    multiSelect: false,
    labels: {
      de: "Farbdetail",
      fr: "Détail de couleur",
      it: "Dettaglio colore",
      pl: "Wykończenie",
      cs: "Detail barvy",
    },
  },
  frameShape: {
    multiSelect: false,
    labels: { de: "Rahmenform", fr: "Forme", it: "Forma", pl: "Kształt oprawki", cs: "Tvar obruby" },
  },
  frameMaterial: {
    multiSelect: false,
    labels: { de: "Material", fr: "Matériau", it: "Materiale", pl: "Materiał", cs: "Materiál" },
  },
  gender: {
    multiSelect: false,
    labels: { de: "Geschlecht", fr: "Genre", it: "Genere", pl: "Płeć", cs: "Pohlaví" },
  },
  lensWidth: {
    multiSelect: false,
    labels: {
      de: "Glasbreite",
      fr: "Largeur du verre",
      it: "Larghezza lente",
      pl: "Szerokość szkła",
      cs: "Šířka skla",
    },
  },
  bridgeWidth: {
    multiSelect: false,
    labels: {
      de: "Stegbreite",
      fr: "Largeur du pont",
      it: "Larghezza ponte",
      pl: "Szerokość mostka",
      cs: "Šířka můstku",
    },
  },
  templeLength: {
    multiSelect: false,
    labels: {
      de: "Bügellänge",
      fr: "Longueur des branches",
      it: "Lunghezza aste",
      pl: "Długość zauszników",
      cs: "Délka stranic",
    },
  },
  shopSize: {
    multiSelect: false,
    labels: { de: "Größe", fr: "Taille", it: "Taglia", pl: "Rozmiar", cs: "Velikost" },
  },
  categoryShopFilterSizes: {
    multiSelect: false,
    labels: {
      de: "Rahmengröße",
      fr: "Taille de monture",
      it: "Misura montatura",
      pl: "Rozmiar oprawki",
      cs: "Velikost obruby",
    },
  },
  numberOfLenses: {
    multiSelect: false,
    labels: {
      de: "Anzahl Linsen",
      fr: "Nombre de lentilles",
      it: "Numero di lenti",
      pl: "Liczba soczewek",
      cs: "Počet čoček",
    },
  },
  contactLensType: {
    multiSelect: false,
    labels: {
      de: "Linsentyp",
      fr: "Type de lentilles",
      it: "Tipo di lenti",
      pl: "Rodzaj soczewek",
      cs: "Typ čoček",
    },
  },
  wearingTime: {
    multiSelect: false,
    labels: {
      de: "Tragedauer",
      fr: "Durée de port",
      it: "Durata d'uso",
      pl: "Okres noszenia",
      cs: "Doba nošení",
    },
  },
  sphere: {
    multiSelect: false,
    labels: {
      de: "Sphäre (dpt)",
      fr: "Sphère (dpt)",
      it: "Sfera (diottrie)",
      pl: "Sfera (dptr)",
      cs: "Sféra (dpt)",
    },
  },
  baseCurve: {
    multiSelect: false,
    labels: { de: "Basiskurve", fr: "Rayon de courbure", it: "Curva base", pl: "Krzywizna", cs: "Zakřivení" },
  },
  diameter: {
    multiSelect: false,
    labels: { de: "Durchmesser", fr: "Diamètre", it: "Diametro", pl: "Średnica", cs: "Průměr" },
  },
  packingTypeDescription: {
    multiSelect: false,
    labels: { de: "Packungsgröße", fr: "Conditionnement", it: "Confezione", pl: "Opakowanie", cs: "Balení" },
  },
  eyeCareProductType: {
    multiSelect: false,
    labels: {
      de: "Produktart",
      fr: "Type de produit",
      it: "Tipo di prodotto",
      pl: "Rodzaj produktu",
      cs: "Typ produktu",
    },
  },
  quantityChangeLock: {
    multiSelect: false,
    labels: {
      de: "Menge nicht änderbar",
      fr: "Quantité non modifiable",
      it: "Quantità non modificabile",
      pl: "Stała ilość",
      cs: "Pevné množství",
    },
  },
  // The lens catalogue (vocabulary/lenses.ts) and the frame property that constrains its lenses.
  lensFrameType: {
    multiSelect: false,
    labels: inLanguages("Fassungsart", "Type de monture", "Tipo di montatura", "Typ oprawy", "Typ obruby"),
  },
  rxLensType: {
    multiSelect: false,
    labels: inLanguages("Glasart", "Type de verre", "Tipo di lente", "Rodzaj soczewki", "Druh čočky"),
  },
  rxQualityTier: {
    multiSelect: false,
    labels: inLanguages(
      "Glasqualität",
      "Qualité du verre",
      "Qualità della lente",
      "Jakość soczewki",
      "Kvalita čočky",
    ),
  },
  rxQualityForm: {
    multiSelect: false,
    labels: inLanguages("Ausführung", "Version", "Versione", "Wersja", "Provedení"),
  },
  lensIndex: {
    multiSelect: false,
    labels: inLanguages("Brechungsindex", "Indice", "Indice di rifrazione", "Indeks", "Index lomu"),
  },
  rxTintingType: {
    multiSelect: false,
    labels: inLanguages("Tönung", "Teinte", "Colorazione", "Barwienie", "Tónování"),
  },
  rxTintingCode: {
    multiSelect: false,
    labels: inLanguages(
      "Tönungscode",
      "Code de teinte",
      "Codice colorazione",
      "Kod barwienia",
      "Kód tónování",
    ),
  },
  rxService: {
    multiSelect: false,
    labels: inLanguages("Service", "Service", "Servizio", "Usługa", "Služba"),
  },
  rxOptionValue: {
    multiSelect: false,
    labels: inLanguages("Angeboten", "Proposé", "Offerto", "Oferowane", "Nabízeno"),
  },
  // Values of toric, multifocal and coloured contact lenses (vocabulary CONTACT_LENS_DESIGNS).
  cylinder: {
    multiSelect: false,
    labels: inLanguages(
      "Zylinder (dpt)",
      "Cylindre (dpt)",
      "Cilindro (diottrie)",
      "Cylinder (dptr)",
      "Cylindr (dpt)",
    ),
  },
  axis: {
    multiSelect: false,
    labels: inLanguages("Achse", "Axe", "Asse", "Oś", "Osa"),
  },
  addition: {
    multiSelect: false,
    labels: inLanguages(
      "Addition (dpt)",
      "Addition (dpt)",
      "Addizione (diottrie)",
      "Addycja (dptr)",
      "Adice (dpt)",
    ),
  },
  contactLensColor: {
    multiSelect: false,
    labels: inLanguages(
      "Linsenfarbe",
      "Couleur des lentilles",
      "Colore delle lenti",
      "Kolor soczewek",
      "Barva čoček",
    ),
  },
  // The intervals in months a product may be subscribed at (rule:subscriptions.interval-allowed).
  subscriptionIntervals: {
    multiSelect: true,
    labels: inLanguages(
      "Abo-Intervall (Monate)",
      "Intervalle d'abonnement (mois)",
      "Intervallo abbonamento (mesi)",
      "Interwał subskrypcji (miesiące)",
      "Interval předplatného (měsíce)",
    ),
  },
} as const satisfies Record<string, { multiSelect: boolean; labels: Translations }>;

export type AttributeGroupKey = keyof typeof ATTRIBUTE_GROUPS;

/** How each language says "up to" and "from" a lens width, for the frame-size class labels. */
const LENS_WIDTH_BOUNDS: Record<Language, { upTo: string; from: string }> = {
  de: { upTo: "bis", from: "ab" },
  fr: { upTo: "jusqu’à", from: "dès" },
  it: { upTo: "fino a", from: "da" },
  pl: { upTo: "do", from: "od" },
  cs: { upTo: "do", from: "od" },
};

function frameSizeClassLabels(sizeClass: FrameSizeClass): Translations {
  const { min, max } = frameSizeClassLensWidths(sizeClass);
  const label = (language: Language) => {
    const words = LENS_WIDTH_BOUNDS[language];
    if (min === undefined) return `${sizeClass} (${words.upTo} ${max} mm)`;
    return max === undefined ? `${sizeClass} (${words.from} ${min} mm)` : `${sizeClass} (${min}–${max} mm)`;
  };
  return { de: label("de"), fr: label("fr"), it: label("it"), pl: label("pl"), cs: label("cs") };
}

/** The frame-size classes of the listing filter "categoryShopFilterSizes" (ADR 0038), e.g. "S (bis 48 mm)". */
export const FRAME_SIZE_CLASS_LABELS: Record<FrameSizeClass, Translations> = Object.fromEntries(
  FRAME_SIZE_CLASSES.map(({ sizeClass }) => [sizeClass, frameSizeClassLabels(sizeClass)]),
) as Record<FrameSizeClass, Translations>;

/** Colour families for the listing colour filter ("colors"). */
export const COLOUR_FAMILIES = {
  black: { de: "Schwarz", fr: "Noir", it: "Nero", pl: "Czarny", cs: "Černá" },
  brown: { de: "Braun", fr: "Marron", it: "Marrone", pl: "Brązowy", cs: "Hnědá" },
  grey: { de: "Grau", fr: "Gris", it: "Grigio", pl: "Szary", cs: "Šedá" },
  silver: { de: "Silber", fr: "Argent", it: "Argento", pl: "Srebrny", cs: "Stříbrná" },
  gold: { de: "Gold", fr: "Doré", it: "Oro", pl: "Złoty", cs: "Zlatá" },
  blue: { de: "Blau", fr: "Bleu", it: "Blu", pl: "Niebieski", cs: "Modrá" },
  red: { de: "Rot", fr: "Rouge", it: "Rosso", pl: "Czerwony", cs: "Červená" },
  green: { de: "Grün", fr: "Vert", it: "Verde", pl: "Zielony", cs: "Zelená" },
  pink: { de: "Rosa", fr: "Rose", it: "Rosa", pl: "Różowy", cs: "Růžová" },
  purple: { de: "Lila", fr: "Violet", it: "Viola", pl: "Fioletowy", cs: "Fialová" },
  white: { de: "Weiß", fr: "Blanc", it: "Bianco", pl: "Biały", cs: "Bílá" },
  beige: { de: "Beige", fr: "Beige", it: "Beige", pl: "Beżowy", cs: "Béžová" },
  transparent: {
    de: "Transparent",
    fr: "Transparent",
    it: "Trasparente",
    pl: "Przezroczysty",
    cs: "Průhledná",
  },
} as const satisfies Record<string, Translations>;

export type ColourFamily = keyof typeof COLOUR_FAMILIES;

interface Colour {
  labels: Translations;
  /** The colour the image generator paints with. */
  hex: string;
  family: ColourFamily;
}

export const FRAME_COLOURS = {
  black: { hex: "#1c1c1f", family: "black", labels: COLOUR_FAMILIES.black },
  havana: {
    hex: "#6e4123",
    family: "brown",
    labels: { de: "Havanna", fr: "Écaille", it: "Avana", pl: "Havana", cs: "Havana" },
  },
  brown: { hex: "#5a3a24", family: "brown", labels: COLOUR_FAMILIES.brown },
  grey: { hex: "#7b7f86", family: "grey", labels: COLOUR_FAMILIES.grey },
  gunmetal: {
    hex: "#474b51",
    family: "grey",
    labels: { de: "Anthrazit", fr: "Anthracite", it: "Antracite", pl: "Grafitowy", cs: "Antracitová" },
  },
  silver: { hex: "#b7bcc3", family: "silver", labels: COLOUR_FAMILIES.silver },
  gold: { hex: "#c9a24a", family: "gold", labels: COLOUR_FAMILIES.gold },
  roseGold: {
    hex: "#cf9a88",
    family: "gold",
    labels: { de: "Roségold", fr: "Or rose", it: "Oro rosa", pl: "Różowe złoto", cs: "Růžové zlato" },
  },
  blue: { hex: "#2f5d8a", family: "blue", labels: COLOUR_FAMILIES.blue },
  navy: {
    hex: "#1f2d4d",
    family: "blue",
    labels: { de: "Dunkelblau", fr: "Bleu marine", it: "Blu navy", pl: "Granatowy", cs: "Tmavě modrá" },
  },
  red: { hex: "#a3232f", family: "red", labels: COLOUR_FAMILIES.red },
  green: { hex: "#3d6b47", family: "green", labels: COLOUR_FAMILIES.green },
  pink: { hex: "#d98ca6", family: "pink", labels: COLOUR_FAMILIES.pink },
  purple: { hex: "#6d4a8c", family: "purple", labels: COLOUR_FAMILIES.purple },
  white: { hex: "#f2f1ec", family: "white", labels: COLOUR_FAMILIES.white },
  beige: { hex: "#d6c2a3", family: "beige", labels: COLOUR_FAMILIES.beige },
  crystal: {
    hex: "#cfd8de",
    family: "transparent",
    labels: { de: "Kristall", fr: "Cristal", it: "Cristallo", pl: "Kryształowy", cs: "Křišťálová" },
  },
} as const satisfies Record<string, Colour>;

export type FrameColour = keyof typeof FRAME_COLOURS;

export const LENS_COLOURS = {
  clear: {
    hex: "#e6eff4",
    family: "transparent",
    labels: { de: "Klar", fr: "Incolore", it: "Incolore", pl: "Bezbarwny", cs: "Čirá" },
  },
  grey: { hex: "#3b3e44", family: "grey", labels: COLOUR_FAMILIES.grey },
  brown: { hex: "#5b4030", family: "brown", labels: COLOUR_FAMILIES.brown },
  green: { hex: "#3c4b38", family: "green", labels: COLOUR_FAMILIES.green },
  blue: { hex: "#27466e", family: "blue", labels: COLOUR_FAMILIES.blue },
  gradientGrey: {
    hex: "#50555c",
    family: "grey",
    labels: {
      de: "Grau Verlauf",
      fr: "Gris dégradé",
      it: "Grigio sfumato",
      pl: "Szary gradient",
      cs: "Šedá s přechodem",
    },
  },
  rose: {
    hex: "#c4848e",
    family: "pink",
    labels: { de: "Rosé", fr: "Rosé", it: "Rosa", pl: "Różowy", cs: "Růžová" },
  },
  mirrorSilver: {
    hex: "#9aa3ad",
    family: "silver",
    labels: {
      de: "Silber verspiegelt",
      fr: "Miroir argenté",
      it: "Specchiato argento",
      pl: "Lustrzany srebrny",
      cs: "Zrcadlová stříbrná",
    },
  },
  mirrorBlue: {
    hex: "#3b6fb6",
    family: "blue",
    labels: {
      de: "Blau verspiegelt",
      fr: "Miroir bleu",
      it: "Specchiato blu",
      pl: "Lustrzany niebieski",
      cs: "Zrcadlová modrá",
    },
  },
  orange: {
    hex: "#e07b2a",
    family: "red",
    labels: { de: "Orange", fr: "Orange", it: "Arancione", pl: "Pomarańczowy", cs: "Oranžová" },
  },
  yellow: {
    hex: "#dfb53a",
    family: "gold",
    labels: { de: "Gelb", fr: "Jaune", it: "Giallo", pl: "Żółty", cs: "Žlutá" },
  },
} as const satisfies Record<string, Colour>;

export type LensColour = keyof typeof LENS_COLOURS;

export const COLOUR_DETAILS = {
  matte: { de: "Matt", fr: "Mat", it: "Opaco", pl: "Matowy", cs: "Matná" },
  glossy: { de: "Glänzend", fr: "Brillant", it: "Lucido", pl: "Błyszczący", cs: "Lesklá" },
  gradient: { de: "Verlauf", fr: "Dégradé", it: "Sfumato", pl: "Gradient", cs: "S přechodem" },
  mirrored: { de: "Verspiegelt", fr: "Effet miroir", it: "Specchiato", pl: "Lustrzany", cs: "Zrcadlová" },
  polarized: { de: "Polarisiert", fr: "Polarisé", it: "Polarizzato", pl: "Polaryzacja", cs: "Polarizační" },
} as const satisfies Record<string, Translations>;

export type ColourDetail = keyof typeof COLOUR_DETAILS;

export const FRAME_SHAPES = {
  round: { de: "Rund", fr: "Ronde", it: "Rotonda", pl: "Okrągłe", cs: "Kulaté" },
  oval: { de: "Oval", fr: "Ovale", it: "Ovale", pl: "Owalne", cs: "Oválné" },
  rectangle: {
    de: "Rechteckig",
    fr: "Rectangulaire",
    it: "Rettangolare",
    pl: "Prostokątne",
    cs: "Obdélníkové",
  },
  square: { de: "Eckig", fr: "Carrée", it: "Squadrata", pl: "Kwadratowe", cs: "Hranaté" },
  cateye: { de: "Cat-Eye", fr: "Œil de chat", it: "Cat-eye", pl: "Kocie oko", cs: "Kočičí oči" },
  aviator: { de: "Pilotenbrille", fr: "Aviateur", it: "Aviatore", pl: "Pilotki", cs: "Pilotní" },
  browline: { de: "Browline", fr: "Browline", it: "Browline", pl: "Browline", cs: "Browline" },
  panto: { de: "Panto", fr: "Pantos", it: "Panto", pl: "Panto", cs: "Panto" },
  butterfly: { de: "Butterfly", fr: "Papillon", it: "Farfalla", pl: "Motylkowe", cs: "Motýlí" },
  geometric: {
    de: "Geometrisch",
    fr: "Géométrique",
    it: "Geometrica",
    pl: "Geometryczne",
    cs: "Geometrické",
  },
  shield: {
    de: "Monoscheibe",
    fr: "Écran panoramique",
    it: "Lente unica",
    pl: "Jednolita szyba",
    cs: "Jednodílný zorník",
  },
} as const satisfies Record<string, Translations>;

export type FrameShape = keyof typeof FRAME_SHAPES;

export const FRAME_MATERIALS = {
  acetate: {
    sustainable: false,
    labels: { de: "Acetat", fr: "Acétate", it: "Acetato", pl: "Acetat", cs: "Acetát" },
  },
  metal: { sustainable: false, labels: { de: "Metall", fr: "Métal", it: "Metallo", pl: "Metal", cs: "Kov" } },
  titanium: {
    sustainable: false,
    labels: { de: "Titan", fr: "Titane", it: "Titanio", pl: "Tytan", cs: "Titan" },
  },
  tr90: {
    sustainable: false,
    labels: {
      de: "Kunststoff (TR90)",
      fr: "Plastique (TR90)",
      it: "Plastica (TR90)",
      pl: "Tworzywo (TR90)",
      cs: "Plast (TR90)",
    },
  },
  bioAcetate: {
    sustainable: true,
    labels: { de: "Bio-Acetat", fr: "Bio-acétate", it: "Bio-acetato", pl: "Bioacetat", cs: "Bioacetát" },
  },
  recycled: {
    sustainable: true,
    labels: {
      de: "Recycelter Kunststoff",
      fr: "Plastique recyclé",
      it: "Plastica riciclata",
      pl: "Tworzywo z recyklingu",
      cs: "Recyklovaný plast",
    },
  },
} as const satisfies Record<string, { sustainable: boolean; labels: Translations }>;

export type FrameMaterial = keyof typeof FRAME_MATERIALS;

export const GENDERS = {
  women: { de: "Damen", fr: "Femme", it: "Donna", pl: "Damskie", cs: "Dámské" },
  men: { de: "Herren", fr: "Homme", it: "Uomo", pl: "Męskie", cs: "Pánské" },
  unisex: { de: "Unisex", fr: "Unisexe", it: "Unisex", pl: "Unisex", cs: "Unisex" },
  kids: { de: "Kinder", fr: "Enfant", it: "Bambino", pl: "Dziecięce", cs: "Dětské" },
} as const satisfies Record<string, Translations>;

export type Gender = keyof typeof GENDERS;

/** Contact-lens replacement schedules with their wearing time and the pack sizes they come in. */
export const CONTACT_LENS_TYPES = {
  daily: {
    wearingTimeDays: 1,
    packSizes: [30, 90],
    labels: {
      de: "Tageslinsen",
      fr: "Lentilles journalières",
      it: "Lenti giornaliere",
      pl: "Soczewki jednodniowe",
      cs: "Jednodenní čočky",
    },
  },
  twoWeekly: {
    wearingTimeDays: 14,
    packSizes: [6, 3],
    labels: {
      de: "2-Wochen-Linsen",
      fr: "Lentilles bimensuelles",
      it: "Lenti quindicinali",
      pl: "Soczewki dwutygodniowe",
      cs: "Čtrnáctidenní čočky",
    },
  },
  monthly: {
    wearingTimeDays: 30,
    packSizes: [3, 6],
    labels: {
      de: "Monatslinsen",
      fr: "Lentilles mensuelles",
      it: "Lenti mensili",
      pl: "Soczewki miesięczne",
      cs: "Měsíční čočky",
    },
  },
} as const satisfies Record<
  string,
  { wearingTimeDays: number; packSizes: readonly number[]; labels: Translations }
>;

export type ContactLensType = keyof typeof CONTACT_LENS_TYPES;

/**
 * What a contact lens line corrects besides the sphere, and how many of its lines are made so: every sixth line is
 * toric (cylinder and axis), every sixth multifocal (an addition), every sixth coloured; the rest spherical.
 */
export const CONTACT_LENS_DESIGNS = [
  "spherical",
  "toric",
  "spherical",
  "multifocal",
  "spherical",
  "coloured",
] as const;

export type ContactLensDesign = (typeof CONTACT_LENS_DESIGNS)[number];

/** What the model name of a line of each design adds. */
export const CONTACT_LENS_DESIGN_NAMES: Record<ContactLensDesign, string> = {
  spherical: "",
  toric: " Toric",
  multifocal: " Multifocal",
  coloured: " Colors",
};

/** Cylinders and axes of toric lines, additions of multifocal ones (as attribute values). */
export const TORIC_CYLINDERS = ["-0.75", "-1.25", "-1.75"] as const;
export const TORIC_AXES = ["20", "90", "160", "180"] as const;
export const MULTIFOCAL_ADDITIONS = ["+1.00", "+1.75", "+2.50"] as const;

export const CONTACT_LENS_COLOURS = {
  blue: { de: "Blau", fr: "Bleu", it: "Blu", pl: "Niebieski", cs: "Modrá" },
  green: { de: "Grün", fr: "Vert", it: "Verde", pl: "Zielony", cs: "Zelená" },
  hazel: { de: "Haselnuss", fr: "Noisette", it: "Nocciola", pl: "Orzechowy", cs: "Oříšková" },
  grey: { de: "Grau", fr: "Gris", it: "Grigio", pl: "Szary", cs: "Šedá" },
} as const satisfies Record<string, Translations>;

export const WEARING_TIMES = {
  "1": { de: "1 Tag", fr: "1 jour", it: "1 giorno", pl: "1 dzień", cs: "1 den" },
  "14": { de: "14 Tage", fr: "14 jours", it: "14 giorni", pl: "14 dni", cs: "14 dní" },
  "30": { de: "30 Tage", fr: "30 jours", it: "30 giorni", pl: "30 dni", cs: "30 dní" },
} as const satisfies Record<string, Translations>;

/** Pack sizes of lenses and bottles; the key is the packingTypeDescription value. */
export const PACKING_TYPES = {
  "3lenses": { de: "3 Linsen", fr: "3 lentilles", it: "3 lenti", pl: "3 soczewki", cs: "3 čočky" },
  "6lenses": { de: "6 Linsen", fr: "6 lentilles", it: "6 lenti", pl: "6 soczewek", cs: "6 čoček" },
  "30lenses": { de: "30 Linsen", fr: "30 lentilles", it: "30 lenti", pl: "30 soczewek", cs: "30 čoček" },
  "90lenses": { de: "90 Linsen", fr: "90 lentilles", it: "90 lenti", pl: "90 soczewek", cs: "90 čoček" },
  "10ml": { de: "10 ml", fr: "10 ml", it: "10 ml", pl: "10 ml", cs: "10 ml" },
  "30ml": { de: "30 ml", fr: "30 ml", it: "30 ml", pl: "30 ml", cs: "30 ml" },
  "100ml": { de: "100 ml", fr: "100 ml", it: "100 ml", pl: "100 ml", cs: "100 ml" },
  "360ml": { de: "360 ml", fr: "360 ml", it: "360 ml", pl: "360 ml", cs: "360 ml" },
  "1piece": { de: "1 Stück", fr: "1 pièce", it: "1 pezzo", pl: "1 sztuka", cs: "1 kus" },
  "6batteries": { de: "6 Batterien", fr: "6 piles", it: "6 batterie", pl: "6 baterii", cs: "6 baterií" },
  "60batteries": {
    de: "60 Batterien",
    fr: "60 piles",
    it: "60 batterie",
    pl: "60 baterii",
    cs: "60 baterií",
  },
} as const satisfies Record<string, Translations>;

export type PackingType = keyof typeof PACKING_TYPES;

export const EYE_CARE_PRODUCT_TYPES = {
  allInOneSolution: {
    de: "Kombilösung",
    fr: "Solution multifonction",
    it: "Soluzione unica",
    pl: "Płyn wielofunkcyjny",
    cs: "Víceúčelový roztok",
  },
  peroxideSolution: {
    de: "Peroxidlösung",
    fr: "Solution au peroxyde",
    it: "Soluzione al perossido",
    pl: "Płyn z nadtlenkiem",
    cs: "Peroxidový roztok",
  },
  salineSolution: {
    de: "Kochsalzlösung",
    fr: "Solution saline",
    it: "Soluzione salina",
    pl: "Sól fizjologiczna",
    cs: "Fyziologický roztok",
  },
  eyeDrops: {
    de: "Augentropfen",
    fr: "Gouttes oculaires",
    it: "Gocce oculari",
    pl: "Krople do oczu",
    cs: "Oční kapky",
  },
  cleaningSpray: {
    de: "Brillenreinigungsspray",
    fr: "Spray nettoyant pour lunettes",
    it: "Spray detergente per occhiali",
    pl: "Spray do czyszczenia okularów",
    cs: "Čisticí sprej na brýle",
  },
  lensCase: {
    de: "Linsenbehälter",
    fr: "Étui à lentilles",
    it: "Portalenti",
    pl: "Pojemnik na soczewki",
    cs: "Pouzdro na čočky",
  },
} as const satisfies Record<string, Translations>;

export type EyeCareProductType = keyof typeof EYE_CARE_PRODUCT_TYPES;

/** Values of the "category" label attribute: what kind of article a product is. */
export const ARTICLE_KINDS = {
  glasses: {
    de: "Brille",
    fr: "Lunettes de vue",
    it: "Occhiali da vista",
    pl: "Okulary korekcyjne",
    cs: "Dioptrické brýle",
  },
  sunglasses: {
    de: "Sonnenbrille",
    fr: "Lunettes de soleil",
    it: "Occhiali da sole",
    pl: "Okulary przeciwsłoneczne",
    cs: "Sluneční brýle",
  },
  skiGoggles: {
    de: "Skibrille",
    fr: "Masque de ski",
    it: "Maschera da sci",
    pl: "Gogle narciarskie",
    cs: "Lyžařské brýle",
  },
  readyMadeGlasses: {
    de: "Fertigbrille",
    fr: "Lunettes prêtes à porter",
    it: "Occhiali premontati",
    pl: "Okulary gotowe",
    cs: "Hotové brýle",
  },
  blueLightGlasses: {
    de: "Blaulichtfilter-Brille",
    fr: "Lunettes anti-lumière bleue",
    it: "Occhiali con filtro luce blu",
    pl: "Okulary z filtrem światła niebieskiego",
    cs: "Brýle s filtrem modrého světla",
  },
  readingAidGlasses: {
    de: "Lesebrille",
    fr: "Lunettes de lecture",
    it: "Occhiali da lettura",
    pl: "Okulary do czytania",
    cs: "Brýle na čtení",
  },
  smartglasses: {
    de: "Smartglasses",
    fr: "Lunettes connectées",
    it: "Occhiali smart",
    pl: "Inteligentne okulary",
    cs: "Chytré brýle",
  },
  contactLenses: {
    de: "Kontaktlinsen",
    fr: "Lentilles de contact",
    it: "Lenti a contatto",
    pl: "Soczewki kontaktowe",
    cs: "Kontaktní čočky",
  },
  careproducts: {
    de: "Pflegemittel",
    fr: "Produit d'entretien",
    it: "Prodotto per la cura",
    pl: "Środek pielęgnacyjny",
    cs: "Přípravek pro péči",
  },
  merch: { de: "Merchandise", fr: "Produit dérivé", it: "Merchandising", pl: "Gadżet", cs: "Merchandising" },
  hearingAidsMerch: {
    de: "Hörakustik-Zubehör",
    fr: "Accessoire auditif",
    it: "Accessorio acustico",
    pl: "Akcesorium słuchowe",
    cs: "Příslušenství ke sluchadlům",
  },
} as const satisfies Record<string, Translations>;

export type ArticleKind = keyof typeof ARTICLE_KINDS;

export const YES_NO = {
  true: { de: "Ja", fr: "Oui", it: "Sì", pl: "Tak", cs: "Ano" },
  false: { de: "Nein", fr: "Non", it: "No", pl: "Nie", cs: "Ne" },
} as const satisfies Record<string, Translations>;

export const ONE_SIZE: Translations = {
  de: "Einheitsgröße",
  fr: "Taille unique",
  it: "Taglia unica",
  pl: "Rozmiar uniwersalny",
  cs: "Univerzální velikost",
};

/** Garment sizes of merchandise, smallest first. */
export const GARMENT_SIZES = ["S", "M", "L", "XL"] as const;

export const BASE_CURVES = ["8.4", "8.6", "8.8"] as const;
export const DIAMETERS = ["14.0", "14.2"] as const;
