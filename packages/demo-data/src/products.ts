import { createHash } from "node:crypto";
import type {
  ImageAttributes,
  ImageRenderSpec,
  images,
  priceHistory,
  prices,
  products,
  stock,
  variants,
} from "@eyewear/database/schema";
import { frameSizeClass, LANGUAGES, type Language, SHOPS, type ShopConfig } from "@eyewear/shop-rules";
import {
  type AttributeMap,
  attributeValueLabels,
  CONTACT_LENS_POWERS,
  ONE_SIZE_VALUE,
  STRONG_CONTACT_LENS_POWERS,
  sphereValue,
} from "./attributes.ts";
import { type ImageShape, type ImageView, PACKAGING_COLOURS } from "./image-shapes.ts";
import {
  convertEuroPrice,
  discountedPrice,
  type PriceSegment,
  type PriceTimeline,
  priceTimeline,
  roundToPricePoint,
} from "./pricing.ts";
import {
  isEyewear,
  MODEL_WEIGHTS,
  PRODUCT_TYPE_PROFILES,
  PRODUCT_TYPES,
  type ProductType,
} from "./product-types.ts";
import { hashString, Random } from "./random.ts";
import {
  type ArticleKind,
  ATTRIBUTE_GROUPS,
  type AttributeGroupKey,
  BASE_CURVES,
  CONTACT_LENS_COLOURS,
  CONTACT_LENS_DESIGN_NAMES,
  CONTACT_LENS_DESIGNS,
  CONTACT_LENS_TYPES,
  type ContactLensDesign,
  type ContactLensType,
  DIAMETERS,
  type EyeCareProductType,
  FRAME_COLOURS,
  FRAME_MATERIALS,
  type FrameColour,
  type FrameMaterial,
  type FrameShape,
  GARMENT_SIZES,
  type Gender,
  LENS_COLOURS,
  type LensColour,
  MULTIFOCAL_ADDITIONS,
  type PackingType,
  TORIC_AXES,
  TORIC_CYLINDERS,
} from "./vocabulary/attributes.ts";
import {
  BRANDS,
  type BrandDefinition,
  type BrandRange,
  CONTACT_LENS_LINES,
  EDITIONS,
  SKI_GOGGLE_LINES,
  SMARTGLASSES_LINES,
} from "./vocabulary/brands.ts";
import type { Translations } from "./vocabulary/languages.ts";
import type { LensFrameTypeValue } from "./vocabulary/lenses.ts";
import {
  CARE_ARTICLE_NAMES,
  DESCRIPTION_OPENERS,
  HEARING_AID_ARTICLE_NAMES,
  MERCH_ARTICLE_NAMES,
} from "./vocabulary/texts.ts";

export type NewProduct = typeof products.$inferInsert;
export type NewVariant = typeof variants.$inferInsert;
export type NewStock = typeof stock.$inferInsert;
export type NewPrice = typeof prices.$inferInsert;
export type NewPriceHistory = typeof priceHistory.$inferInsert;
export type NewImage = typeof images.$inferInsert;

/** One product with everything that hangs off it, ready to be written. */
export interface GeneratedProduct {
  product: NewProduct;
  categoryKeys: string[];
  variants: NewVariant[];
  stock: NewStock[];
  prices: NewPrice[];
  priceHistory: NewPriceHistory[];
  images: NewImage[];
}

export interface ProductGeneratorOptions {
  seed: number;
  productCount: number;
  now: Date;
  /** Database ids of the brands by name. */
  brandIds: ReadonlyMap<string, number>;
  /** Database id per shop id of the running campaign that owns the shop's campaign-reduced prices. */
  campaignIds: ReadonlyMap<number, number>;
  /** Every contact-lens model in every power and pack size, as a large optician stocks them (benchmarks). */
  fullContactLensRanges?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Products younger than this carry the "new" flag (rule:catalogue.badge-priority). */
const NEW_PRODUCT_DAYS = 45;
const CATALOGUE_AGE_DAYS = 730;
/** Products are reduced only from this regular price up, so every currency has a lower price point to show. */
const MIN_REDUCIBLE_PRICE_EUR = 29;

interface Colourway {
  attributes: AttributeMap;
  frameHex: string;
  lensHex: string;
}

interface VariantDraft {
  attributes: AttributeMap;
  /** Multiplies the model's base price (bigger packs cost more). */
  priceFactor: number;
}

/** A model: what its colour siblings have in common. */
interface ModelDraft {
  productType: ProductType;
  articleKind: ArticleKind;
  brand: BrandDefinition;
  modelName: string;
  /** Model number or article number; with the brand code it makes the master key. */
  articleNumber: string;
  categoryKeys: string[];
  attributes: AttributeMap;
  colourways: Colourway[];
  variants: VariantDraft[];
  basePriceEur: number;
  shape: ImageShape;
  isSustainable: boolean;
  /** Groups whose values are spelled out in the description. */
  describedGroups: AttributeGroupKey[];
}

/** Rare product states that must show up even in small catalogues, placed at random within every block. */
export type RareCase = "soldOut" | "temporarilyNotSellable" | "enrichment";
const RARE_CASE_BLOCK_SIZE = 100;
const RARE_CASES_PER_BLOCK: readonly RareCase[] = [
  "soldOut",
  "soldOut",
  "temporarilyNotSellable",
  "enrichment",
];

/**
 * Generates the catalogue one product at a time, so any size streams through in batches. Models are drawn by
 * type (the first nine models cover every type once), then split into colour siblings.
 */
export function* generateProducts(options: ProductGeneratorOptions): Generator<GeneratedProduct> {
  const random = new Random(options.seed);
  const context: GeneratorContext = {
    options,
    usedMasterKeys: new Set(),
    nextVariantId: 1,
    contactLensLines: 0,
    rareCases: { block: -1, byProductId: new Map() },
  };
  let productId = 1;
  for (let modelIndex = 0; productId <= options.productCount; modelIndex++) {
    const productType = PRODUCT_TYPES[modelIndex] ?? random.weighted(MODEL_WEIGHTS);
    const modelRandom = new Random(hashString(`${options.seed}:model:${modelIndex}`));
    const model = draftModel(productType, modelRandom, context);
    const createdAt = randomCreationDate(modelRandom, options.now);
    for (const [index, colourway] of model.colourways.entries()) {
      if (productId > options.productCount) break;
      yield buildProduct(context, model, colourway, index, productId, createdAt, modelRandom);
      productId++;
    }
  }
}

interface GeneratorContext {
  options: ProductGeneratorOptions;
  usedMasterKeys: Set<string>;
  nextVariantId: number;
  /** Contact-lens lines drafted so far, which decides the next line's design. */
  contactLensLines: number;
  /** The rare cases of the block of products being generated. */
  rareCases: { block: number; byProductId: Map<number, RareCase> };
}

/**
 * The product ids of a block of 100 (block 0 holds ids 1–100) that the generator with `seed` gives a rare case, so
 * that tests of a seeded shop can find, say, an inactive product ("enrichment").
 */
export function demoRareCases(seed: number, block: number): Map<number, RareCase> {
  const random = new Random(hashString(`${seed}:rare:${block}`));
  const firstId = block * RARE_CASE_BLOCK_SIZE + 1;
  const ids = random.sample(
    Array.from({ length: RARE_CASE_BLOCK_SIZE }, (_, i) => firstId + i),
    RARE_CASES_PER_BLOCK.length,
  );
  return new Map(RARE_CASES_PER_BLOCK.map((rareCase, i) => [ids[i]!, rareCase]));
}

function rareCaseOf(context: GeneratorContext, productId: number): RareCase | undefined {
  const block = Math.floor((productId - 1) / RARE_CASE_BLOCK_SIZE);
  if (context.rareCases.block !== block) {
    context.rareCases = { block, byProductId: demoRareCases(context.options.seed, block) };
  }
  return context.rareCases.byProductId.get(productId);
}

function randomCreationDate(random: Random, now: Date): Date {
  const ageDays = random.chance(0.1)
    ? random.next() * NEW_PRODUCT_DAYS
    : NEW_PRODUCT_DAYS + random.next() * (CATALOGUE_AGE_DAYS - NEW_PRODUCT_DAYS);
  const created = now.getTime() - ageDays * DAY_MS;
  return new Date(Math.floor(created / 60_000) * 60_000);
}

// ─── Models per product type ─────────────────────────────────────────────────

function brandOf(random: Random, ...ranges: BrandRange[]): BrandDefinition {
  return random.pick(BRANDS.filter((brand) => ranges.includes(brand.range)));
}

function basePrice(random: Random, productType: ProductType, isPremium: boolean): number {
  const { min, max } = PRODUCT_TYPE_PROFILES[productType].basePriceEur;
  // Premium brands sit in the upper half of the range, the others in the lower two thirds.
  const position = isPremium ? 0.5 + random.next() * 0.5 : random.next() * 0.7;
  return roundToPricePoint("EUR", min + (max - min) * position) / 100;
}

function uniqueArticleNumber(
  random: Random,
  context: GeneratorContext,
  brand: BrandDefinition,
  min: number,
  max: number,
) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const candidate = String(random.int(min, max));
    if (!context.usedMasterKeys.has(brand.code + candidate)) {
      context.usedMasterKeys.add(brand.code + candidate);
      return candidate;
    }
  }
  throw new Error(`No free article number left for brand ${brand.name}`);
}

function colourwayCount(random: Random, productType: ProductType): number {
  const { min, max } = PRODUCT_TYPE_PROFILES[productType].colourways;
  return random.int(min, max);
}

const METAL_MATERIALS: readonly FrameMaterial[] = ["metal", "titanium"];
const METAL_COLOURS: readonly FrameColour[] = ["black", "gold", "silver", "gunmetal", "roseGold"];
const PLASTIC_COLOURS: readonly FrameColour[] = [
  "black",
  "havana",
  "brown",
  "grey",
  "blue",
  "navy",
  "red",
  "green",
  "pink",
  "purple",
  "white",
  "beige",
  "crystal",
];
const OPTICAL_SHAPES: readonly FrameShape[] = [
  "round",
  "oval",
  "rectangle",
  "square",
  "cateye",
  "browline",
  "panto",
  "butterfly",
  "geometric",
];
const SUNGLASS_SHAPES: readonly FrameShape[] = [...OPTICAL_SHAPES, "aviator", "aviator"];
const SUN_LENS_COLOURS: readonly LensColour[] = [
  "grey",
  "grey",
  "brown",
  "green",
  "blue",
  "gradientGrey",
  "rose",
  "mirrorSilver",
  "mirrorBlue",
];
const SKI_LENS_COLOURS: readonly LensColour[] = ["mirrorBlue", "mirrorSilver", "orange", "yellow", "rose"];

function frameMaterial(random: Random): FrameMaterial {
  return random.weighted({ acetate: 40, metal: 22, titanium: 8, tr90: 14, bioAcetate: 10, recycled: 6 });
}

function frameColourways(random: Random, material: FrameMaterial, count: number): Colourway[] {
  const palette = METAL_MATERIALS.includes(material) ? METAL_COLOURS : PLASTIC_COLOURS;
  return random.sample(palette, count).map((colour, index) => ({
    attributes: {
      frameColor: [colour],
      colors: [FRAME_COLOURS[colour].family],
      manufacturerColorCode: [`C${index + 1}`],
      colorDetail: [random.pick(["matte", "glossy"] as const)],
    },
    frameHex: FRAME_COLOURS[colour].hex,
    lensHex: LENS_COLOURS.clear.hex,
  }));
}

function withLensColours(
  random: Random,
  colourways: Colourway[],
  lensPalette: readonly LensColour[],
): Colourway[] {
  return colourways.map((colourway) => {
    const lens = random.pick(lensPalette);
    const detail = lens.startsWith("mirror")
      ? "mirrored"
      : lens === "gradientGrey"
        ? "gradient"
        : random.chance(0.3)
          ? "polarized"
          : (colourway.attributes.colorDetail?.[0] ?? "matte");
    return {
      attributes: { ...colourway.attributes, lensBaseColor: [lens], colorDetail: [detail] },
      frameHex: colourway.frameHex,
      lensHex: LENS_COLOURS[lens].hex,
    };
  });
}

interface FrameSize {
  lensWidth: number;
  bridgeWidth: number;
  templeLength: number;
}

/** 1–3 frame sizes of one model, smallest first: wider lenses with a slightly wider bridge and longer temples. */
function frameSizes(random: Random, forKids: boolean, count: number): FrameSize[] {
  const lensWidth = forKids ? random.int(40, 45) : random.int(47, 54);
  const bridgeWidth = forKids ? random.int(14, 16) : random.int(16, 20);
  const templeLength = forKids ? random.pick([120, 125, 130]) : random.pick([135, 140, 145]);
  return Array.from({ length: count }, (_, i) => ({
    lensWidth: lensWidth + i * 2,
    bridgeWidth: bridgeWidth + (i === 2 ? 1 : 0),
    templeLength: templeLength + (i === 2 ? 5 : 0),
  }));
}

function frameSizeAttributes(size: FrameSize): AttributeMap {
  return {
    shopSize: [`${size.lensWidth}-${size.bridgeWidth}-${size.templeLength}`],
    categoryShopFilterSizes: [frameSizeClass(size.lensWidth)],
    lensWidth: [String(size.lensWidth)],
    bridgeWidth: [String(size.bridgeWidth)],
    templeLength: [String(size.templeLength)],
  };
}

/** Product-level attributes listing every value its variants carry (for filters such as sizes). */
function unionOfVariantAttributes(
  drafts: readonly VariantDraft[],
  groups: readonly AttributeGroupKey[],
): AttributeMap {
  const union: AttributeMap = {};
  for (const group of groups) {
    const values = [...new Set(drafts.flatMap((draft) => draft.attributes[group] ?? []))];
    if (values.length > 0) union[group] = values;
  }
  return union;
}

const FRAME_SIZE_GROUPS: readonly AttributeGroupKey[] = [
  "shopSize",
  "categoryShopFilterSizes",
  "lensWidth",
  "bridgeWidth",
  "templeLength",
];

function genderCategories(root: "glasses" | "sunglasses", gender: Gender): string[] {
  if (gender === "unisex") return [root, `${root}/women`, `${root}/men`];
  return [root, `${root}/${gender}`];
}

function draftModel(productType: ProductType, random: Random, context: GeneratorContext): ModelDraft {
  switch (productType) {
    case "glasses":
      return draftFrameModel("glasses", random, context);
    case "sunglasses":
      return random.chance(0.12)
        ? draftSkiGoggleModel(random, context)
        : draftFrameModel("sunglasses", random, context);
    case "readyMadeGlasses":
      return draftReadyMadeModel(random, context);
    case "readingAidGlasses":
      return draftReadingModel(random, context);
    case "smartglasses":
      return draftSmartglassesModel(random, context);
    case "contactLenses":
      return draftContactLensModel(random, context);
    case "careproducts":
      return draftCareModel(random, context);
    case "merch":
      return draftMerchModel(random, context);
    case "hearingAidsMerch":
      return draftHearingAidModel(random, context);
  }
}

function eyewearModelNumber(
  random: Random,
  context: GeneratorContext,
  brand: BrandDefinition,
  series: number,
) {
  return uniqueArticleNumber(random, context, brand, series * 1000, series * 1000 + 2999);
}

/** The frame a pair of glasses, sunglasses or goggles is made of, with the wearer it is for. */
interface EyewearFrame {
  shape: FrameShape;
  material: FrameMaterial;
  gender: Gender;
  /** How the frame holds its lenses, for frames that can take prescription lenses. */
  lensFrameType?: LensFrameTypeValue;
}

/**
 * Plastic frames hold their lenses in a full rim; a metal frame is drilled (rimless), grooved (nylor, inline
 * grooves) or full-rimmed, picked from the model number so that the random draws of the catalogue stay the same.
 */
function lensFrameTypeOf(material: FrameMaterial, articleNumber: string): LensFrameTypeValue {
  if (material !== "metal" && material !== "titanium") return "full_rim";
  const pick = hashString(`lens-frame-type:${articleNumber}`) % 10;
  if (pick < 2) return "rimless";
  if (pick < 4) return "nylor";
  return pick < 5 ? "inline_grooves" : "full_rim";
}

/**
 * The model draft of any eyewear: frame shape, material and gender are model attributes, the size groups are the
 * union of the variants' sizes, and the price follows the product type and the brand. The colourways are drawn
 * before the price, as in every eyewear draft.
 */
function eyewearModel(
  random: Random,
  draft: Omit<ModelDraft, "attributes" | "basePriceEur"> & {
    frame: EyewearFrame;
    sizeGroups: readonly AttributeGroupKey[];
  },
): ModelDraft {
  const { frame, sizeGroups, colourways, variants, shape, isSustainable, describedGroups, ...identity } =
    draft;
  return {
    ...identity,
    attributes: {
      frameShape: [frame.shape],
      frameMaterial: [frame.material],
      gender: [frame.gender],
      ...(frame.lensFrameType ? { lensFrameType: [frame.lensFrameType] } : {}),
      ...unionOfVariantAttributes(variants, sizeGroups),
    },
    colourways,
    variants,
    basePriceEur: basePrice(random, identity.productType, identity.brand.isPremium),
    shape,
    isSustainable,
    describedGroups,
  };
}

/** How optical glasses and sunglasses models differ; everything else about them is drawn alike. */
const FRAME_MODEL_KINDS = {
  glasses: {
    series: { min: 1, max: 3 },
    genders: { women: 35, men: 35, unisex: 20, kids: 10 },
    shapes: OPTICAL_SHAPES,
    maxSizes: 3,
    lensColours: undefined,
    describedGroups: ["frameColor", "frameShape", "frameMaterial", "shopSize"],
  },
  sunglasses: {
    series: { min: 5, max: 7 },
    genders: { women: 38, men: 32, unisex: 22, kids: 8 },
    shapes: SUNGLASS_SHAPES,
    maxSizes: 2,
    lensColours: SUN_LENS_COLOURS,
    describedGroups: ["frameColor", "lensBaseColor", "frameShape", "frameMaterial"],
  },
} as const;

function draftFrameModel(
  kind: keyof typeof FRAME_MODEL_KINDS,
  random: Random,
  context: GeneratorContext,
): ModelDraft {
  const differences = FRAME_MODEL_KINDS[kind];
  const brand = brandOf(random, "eyewear");
  const number = eyewearModelNumber(
    random,
    context,
    brand,
    random.int(differences.series.min, differences.series.max),
  );
  const gender = random.weighted<Gender>(differences.genders);
  const material = frameMaterial(random);
  const frameShape = random.pick(differences.shapes);
  const sizes = frameSizes(random, gender === "kids", random.int(1, differences.maxSizes));
  const variantDrafts = sizes.map((size) => ({ attributes: frameSizeAttributes(size), priceFactor: 1 }));
  const colourways = frameColourways(random, material, colourwayCount(random, kind));
  return eyewearModel(random, {
    productType: kind,
    articleKind: kind,
    brand,
    modelName: `${brand.code} ${number}`,
    articleNumber: number,
    categoryKeys: genderCategories(kind, gender),
    frame: { shape: frameShape, material, gender, lensFrameType: lensFrameTypeOf(material, number) },
    sizeGroups: FRAME_SIZE_GROUPS,
    colourways: differences.lensColours
      ? withLensColours(random, colourways, differences.lensColours)
      : colourways,
    variants: variantDrafts,
    shape: `${kind}-${frameShape}`,
    isSustainable: FRAME_MATERIALS[material].sustainable,
    describedGroups: [...differences.describedGroups],
  });
}

function draftSkiGoggleModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "sport");
  const number = uniqueArticleNumber(random, context, brand, 100, 9999);
  const sizes = random.chance(0.5) ? ["M", "L"] : [ONE_SIZE_VALUE];
  const variantDrafts = sizes.map((size) => ({ attributes: { shopSize: [size] }, priceFactor: 1 }));
  const colourways = random
    .sample(["black", "white", "navy", "red", "green", "grey"] as const, colourwayCount(random, "sunglasses"))
    .map((colour, index) => {
      const lens = random.pick(SKI_LENS_COLOURS);
      return {
        attributes: {
          frameColor: [colour],
          colors: [FRAME_COLOURS[colour].family],
          manufacturerColorCode: [`C${index + 1}`],
          lensBaseColor: [lens],
          colorDetail: ["mirrored"],
        },
        frameHex: FRAME_COLOURS[colour].hex,
        lensHex: LENS_COLOURS[lens].hex,
      };
    });
  return eyewearModel(random, {
    productType: "sunglasses",
    articleKind: "skiGoggles",
    brand,
    modelName: `${random.pick(SKI_GOGGLE_LINES)} ${number}`,
    articleNumber: number,
    categoryKeys: ["sunglasses", "sunglasses/ski-goggles"],
    frame: { shape: "shield", material: "tr90", gender: "unisex" },
    sizeGroups: ["shopSize"],
    colourways,
    variants: variantDrafts,
    shape: "ski-goggle",
    isSustainable: false,
    describedGroups: ["frameColor", "lensBaseColor"],
  });
}

function draftReadyMadeModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "house", "eyewear");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const blueLight = random.chance(0.5);
  const material = random.pick(["tr90", "acetate", "metal", "recycled"] as const);
  const frameShape = random.pick(OPTICAL_SHAPES);
  const sizes = frameSizes(random, false, random.int(1, 2));
  const variantDrafts = sizes.map((size) => ({ attributes: frameSizeAttributes(size), priceFactor: 1 }));
  return eyewearModel(random, {
    productType: "readyMadeGlasses",
    articleKind: blueLight ? "blueLightGlasses" : "readyMadeGlasses",
    brand,
    modelName: `${blueLight ? "Screen" : "Ready"} ${number}`,
    articleNumber: number,
    categoryKeys: ["ready-made", blueLight ? "ready-made/blue-light" : "ready-made/ready-made-glasses"],
    frame: { shape: frameShape, material, gender: "unisex" },
    sizeGroups: FRAME_SIZE_GROUPS,
    colourways: withLensColours(
      random,
      frameColourways(random, material, colourwayCount(random, "readyMadeGlasses")),
      ["clear"],
    ),
    variants: variantDrafts,
    shape: `glasses-${frameShape}`,
    isSustainable: FRAME_MATERIALS[material].sustainable,
    describedGroups: ["frameColor", "frameShape", "frameMaterial"],
  });
}

/** Reading glasses come in one frame size and several magnifications (+1.00 to +3.50 dioptres). */
function draftReadingModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "house", "eyewear");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const material = random.pick(["tr90", "acetate", "metal"] as const);
  const frameShape = random.pick(OPTICAL_SHAPES);
  const [size] = frameSizes(random, false, 1);
  const strengths = random.chance(0.5) ? [1, 1.5, 2, 2.5, 3] : [1, 1.5, 2, 2.5, 3, 3.5];
  const variantDrafts = strengths.map((strength) => ({
    attributes: { sphere: [sphereValue(strength)], ...frameSizeAttributes(size!) },
    priceFactor: 1,
  }));
  return eyewearModel(random, {
    productType: "readingAidGlasses",
    articleKind: "readingAidGlasses",
    brand,
    modelName: `Reader ${number}`,
    articleNumber: number,
    categoryKeys: ["ready-made", "ready-made/reading-glasses"],
    frame: { shape: frameShape, material, gender: "unisex" },
    sizeGroups: FRAME_SIZE_GROUPS,
    colourways: withLensColours(
      random,
      frameColourways(random, material, colourwayCount(random, "readingAidGlasses")),
      ["clear"],
    ),
    variants: variantDrafts,
    shape: `glasses-${frameShape}`,
    isSustainable: false,
    describedGroups: ["frameColor", "frameShape", "frameMaterial"],
  });
}

function draftSmartglassesModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "smart");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const frameShape = random.pick(["rectangle", "square", "round", "panto", "browline"] as const);
  const sizes = frameSizes(random, false, 1);
  const variantDrafts = sizes.map((size) => ({ attributes: frameSizeAttributes(size), priceFactor: 1 }));
  const colourways = frameColourways(random, "tr90", colourwayCount(random, "smartglasses"));
  return eyewearModel(random, {
    productType: "smartglasses",
    articleKind: "smartglasses",
    brand,
    modelName: `${random.pick(SMARTGLASSES_LINES)} ${random.int(2, 5)}`,
    articleNumber: number,
    categoryKeys: ["smartglasses"],
    frame: { shape: frameShape, material: "tr90", gender: "unisex" },
    sizeGroups: FRAME_SIZE_GROUPS,
    colourways: withLensColours(random, colourways, random.chance(0.5) ? ["clear"] : ["grey", "brown"]),
    variants: variantDrafts,
    shape: `smartglasses-${frameShape}`,
    isSustainable: false,
    describedGroups: ["frameColor", "lensBaseColor", "frameShape"],
  });
}

/** Pack size to price: bigger packs cost more but less per lens or millilitre. */
function packPriceFactor(packSize: number, basePackSize: number): number {
  return (packSize / basePackSize) ** 0.88;
}

const CONTACT_LENS_CATEGORY: Record<ContactLensType, string> = {
  daily: "contact-lenses/daily",
  twoWeekly: "contact-lenses/two-weekly",
  monthly: "contact-lenses/monthly",
};

/** Some of the pack sizes and 20–40 consecutive everyday powers, as most shops list a lens line. */
function partialContactLensRange(random: Random, allPackSizes: readonly number[]) {
  const packSizes = allPackSizes.slice(0, random.int(1, allPackSizes.length));
  const powerCount = random.int(20, 40);
  const firstPower = random.int(0, CONTACT_LENS_POWERS.length - powerCount);
  return { packSizes, powers: CONTACT_LENS_POWERS.slice(firstPower, firstPower + powerCount) };
}

/**
 * The values besides the sphere each variant of a line of the design is made in (one map per combination). They come
 * from a random stream of the line's own, seeded by its article number, so that the catalogue's other draws, and
 * with them every other product, stay as they were before lines had designs.
 */
function designValues(design: ContactLensDesign, articleNumber: string): AttributeMap[] {
  const random = new Random(hashString(`contact-lens-design:${articleNumber}`));
  switch (design) {
    case "spherical":
      return [{}];
    case "toric": {
      const cylinders = random.sample(TORIC_CYLINDERS, 2).sort((a, b) => Number(b) - Number(a));
      const axes = random.sample(TORIC_AXES, 3).sort((a, b) => Number(a) - Number(b));
      return cylinders.flatMap((cylinder) => axes.map((axis) => ({ cylinder: [cylinder], axis: [axis] })));
    }
    case "multifocal":
      return MULTIFOCAL_ADDITIONS.map((addition) => ({ addition: [addition] }));
    case "coloured":
      return random
        .sample(Object.keys(CONTACT_LENS_COLOURS), 3)
        .map((colour) => ({ contactLensColor: [colour] }));
  }
}

/** How many consecutive powers a line of the design lists at most, so toric lines do not swell the catalogue. */
const DESIGN_POWER_LIMIT: Record<ContactLensDesign, number> = {
  spherical: Number.POSITIVE_INFINITY,
  toric: 12,
  multifocal: 12,
  coloured: 8,
};

/** One variant per power, pack size and, by the line's design, cylinder and axis, addition or colour. */
function draftContactLensModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "lenses");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const lensType = random.weighted<ContactLensType>({ daily: 45, twoWeekly: 15, monthly: 40 });
  const definition = CONTACT_LENS_TYPES[lensType];
  const design = CONTACT_LENS_DESIGNS[context.contactLensLines++ % CONTACT_LENS_DESIGNS.length]!;
  const range = context.options.fullContactLensRanges
    ? { packSizes: definition.packSizes, powers: [...CONTACT_LENS_POWERS, ...STRONG_CONTACT_LENS_POWERS] }
    : partialContactLensRange(random, definition.packSizes);
  const { packSizes } = range;
  const powers = range.powers.slice(0, DESIGN_POWER_LIMIT[design]);
  const baseCurve = random.pick(BASE_CURVES);
  const diameter = random.pick(DIAMETERS);
  const basePack = packSizes[0]!;
  const combinations = designValues(design, number);
  const variantDrafts = packSizes.flatMap((packSize) =>
    powers.flatMap((power) =>
      combinations.map((values) => ({
        attributes: {
          sphere: [power],
          ...values,
          numberOfLenses: [String(packSize)],
          packingTypeDescription: [`${packSize}lenses` as PackingType],
          baseCurve: [baseCurve],
          diameter: [diameter],
        },
        priceFactor: packPriceFactor(packSize, basePack),
      })),
    ),
  );
  const boxColour = random.pick(PACKAGING_COLOURS);
  return {
    productType: "contactLenses",
    articleKind: "contactLenses",
    brand,
    modelName: `${random.pick(CONTACT_LENS_LINES[lensType])}${CONTACT_LENS_DESIGN_NAMES[design]}`,
    articleNumber: number,
    categoryKeys: ["contact-lenses", CONTACT_LENS_CATEGORY[lensType]],
    attributes: {
      contactLensType: [lensType],
      wearingTime: [String(definition.wearingTimeDays)],
      baseCurve: [baseCurve],
      diameter: [diameter],
      numberOfLenses: packSizes.map(String),
      packingTypeDescription: packSizes.map((packSize) => `${packSize}lenses`),
    },
    colourways: [{ attributes: {}, frameHex: boxColour, lensHex: "#cfe6f5" }],
    variants: variantDrafts,
    basePriceEur: basePrice(random, "contactLenses", brand.isPremium),
    shape: "contact-lens-box",
    isSustainable: false,
    describedGroups: ["contactLensType", "wearingTime", "baseCurve", "diameter"],
  };
}

const CARE_ARTICLES: Record<
  EyeCareProductType,
  { packs: readonly { type: PackingType; size: number }[]; shape: ImageShape; category: string }
> = {
  allInOneSolution: {
    packs: [
      { type: "360ml", size: 360 },
      { type: "100ml", size: 100 },
    ],
    shape: "care-bottle",
    category: "care/solutions",
  },
  peroxideSolution: {
    packs: [{ type: "360ml", size: 360 }],
    shape: "care-bottle",
    category: "care/solutions",
  },
  salineSolution: { packs: [{ type: "360ml", size: 360 }], shape: "care-bottle", category: "care/solutions" },
  eyeDrops: { packs: [{ type: "10ml", size: 10 }], shape: "care-drops", category: "care/eye-drops" },
  cleaningSpray: {
    packs: [
      { type: "100ml", size: 100 },
      { type: "30ml", size: 30 },
    ],
    shape: "care-spray",
    category: "care/accessories",
  },
  lensCase: { packs: [{ type: "1piece", size: 1 }], shape: "care-lens-case", category: "care/accessories" },
};

/** Care products: one variant per bottle size; the base price is that of the biggest bottle. */
function draftCareModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "care");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const careType = random.weighted<EyeCareProductType>({
    allInOneSolution: 35,
    peroxideSolution: 12,
    salineSolution: 10,
    eyeDrops: 20,
    cleaningSpray: 13,
    lensCase: 10,
  });
  const article = CARE_ARTICLES[careType];
  const packs = article.packs.slice(0, random.int(1, article.packs.length));
  const variantDrafts = packs.map((pack) => ({
    attributes: { packingTypeDescription: [pack.type] },
    priceFactor: packPriceFactor(pack.size, article.packs[0]!.size),
  }));
  return {
    productType: "careproducts",
    articleKind: "careproducts",
    brand,
    modelName: CARE_ARTICLE_NAMES[careType],
    articleNumber: number,
    categoryKeys: ["care", article.category],
    attributes: {
      eyeCareProductType: [careType],
      packingTypeDescription: packs.map((pack) => pack.type),
    },
    colourways: [{ attributes: {}, frameHex: random.pick(PACKAGING_COLOURS), lensHex: "#dff1fb" }],
    variants: variantDrafts,
    basePriceEur: basePrice(random, "careproducts", brand.isPremium),
    shape: article.shape,
    isSustainable: random.chance(0.1),
    describedGroups: ["eyeCareProductType", "packingTypeDescription"],
  };
}

type MerchArticle = keyof typeof MERCH_ARTICLE_NAMES;
const MERCH_SHAPES: Record<MerchArticle, ImageShape> = {
  tshirt: "merch-tshirt",
  hoodie: "merch-hoodie",
  cap: "merch-cap",
  tote: "merch-tote",
  glassesCase: "merch-case",
  cloth: "merch-cloth",
};
const GARMENT_COLOURS: readonly FrameColour[] = ["black", "white", "navy", "grey", "red", "green", "beige"];

function draftMerchModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "house");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const article = random.pick(Object.keys(MERCH_ARTICLE_NAMES) as MerchArticle[]);
  const isApparel = article === "tshirt" || article === "hoodie";
  const sizes = isApparel ? GARMENT_SIZES : [ONE_SIZE_VALUE];
  const variantDrafts = sizes.map((size) => ({ attributes: { shopSize: [size] }, priceFactor: 1 }));
  const edition = random.pick(EDITIONS);
  const accent = random.pick(PACKAGING_COLOURS);
  const colourways = random.sample(GARMENT_COLOURS, colourwayCount(random, "merch")).map((colour) => ({
    attributes: { colors: [FRAME_COLOURS[colour].family] },
    frameHex: FRAME_COLOURS[colour].hex,
    lensHex: accent,
  }));
  return {
    productType: "merch",
    articleKind: "merch",
    brand,
    modelName: `${MERCH_ARTICLE_NAMES[article]} ${edition}`,
    articleNumber: number,
    categoryKeys: ["merchandise", isApparel ? "merchandise/apparel" : "merchandise/accessories"],
    attributes: {
      shopSize: [...sizes],
      // A microfibre cloth is a one-per-order giveaway: its basket quantity cannot be changed (rule:basket.quantity-lock).
      ...(article === "cloth" ? { quantityChangeLock: ["true"] } : {}),
    },
    colourways,
    variants: variantDrafts,
    basePriceEur: basePrice(random, "merch", brand.isPremium),
    shape: MERCH_SHAPES[article],
    isSustainable: edition === "Eco",
    describedGroups: ["colors", "shopSize"],
  };
}

function draftHearingAidModel(random: Random, context: GeneratorContext): ModelDraft {
  const brand = brandOf(random, "house");
  const number = uniqueArticleNumber(random, context, brand, 10000, 99999);
  const article = random.pick(
    Object.keys(HEARING_AID_ARTICLE_NAMES) as (keyof typeof HEARING_AID_ARTICLE_NAMES)[],
  );
  const isBatteries = article === "batteries";
  const packs = isBatteries
    ? ([
        { type: "6batteries", size: 6 },
        { type: "60batteries", size: 60 },
      ] as const)
    : ([{ type: "1piece", size: 1 }] as const);
  const variantDrafts = packs.map((pack) => ({
    attributes: { packingTypeDescription: [pack.type] },
    priceFactor: packPriceFactor(pack.size, packs[0].size),
  }));
  const name = HEARING_AID_ARTICLE_NAMES[article];
  return {
    productType: "hearingAidsMerch",
    articleKind: "hearingAidsMerch",
    brand,
    modelName: isBatteries
      ? `${name} ${random.pick(["10", "13", "312", "675"])}`
      : `${name} ${random.pick(EDITIONS)}`,
    articleNumber: number,
    categoryKeys: [
      "hearing-aid-accessories",
      isBatteries ? "hearing-aid-accessories/batteries" : "hearing-aid-accessories/care",
    ],
    attributes: { packingTypeDescription: packs.map((pack) => pack.type) },
    colourways: [
      {
        attributes: {},
        frameHex: random.pick([FRAME_COLOURS.beige.hex, FRAME_COLOURS.silver.hex, FRAME_COLOURS.grey.hex]),
        lensHex: random.pick(PACKAGING_COLOURS),
      },
    ],
    variants: variantDrafts,
    basePriceEur: basePrice(random, "hearingAidsMerch", brand.isPremium),
    shape: isBatteries ? "hearing-aid-batteries" : "hearing-aid-case",
    isSustainable: false,
    describedGroups: ["packingTypeDescription"],
  };
}

// ─── From a model to product rows ────────────────────────────────────────────

function buildProduct(
  context: GeneratorContext,
  model: ModelDraft,
  colourway: Colourway,
  colourIndex: number,
  productId: number,
  createdAt: Date,
  random: Random,
): GeneratedProduct {
  const { now, brandIds } = context.options;
  const rareCase = rareCaseOf(context, productId);
  const masterKey = `${model.brand.code}${model.articleNumber}`;
  const attributes: AttributeMap = {
    category: [model.articleKind],
    ...model.attributes,
    ...colourway.attributes,
    ...subscriptionIntervalsOfType(model.productType),
  };
  const timeline = priceTimeline(random, createdAt, now, {
    canBeReduced: model.basePriceEur >= MIN_REDUCIBLE_PRICE_EUR,
  });
  const lastPriceChange = timeline.segments[timeline.segments.length - 1]!.validFrom;
  const brandId = brandIds.get(model.brand.name);
  if (brandId === undefined) throw new Error(`Brand ${model.brand.name} was not written`);

  const product: NewProduct = {
    id: productId,
    referenceKey: `${masterKey}-${String(colourIndex + 1).padStart(2, "0")}`,
    masterKey,
    productType: model.productType,
    brandId,
    name: `${model.brand.name} ${model.modelName}`,
    modelName: model.modelName,
    description: describe(model, attributes, random),
    attributes,
    salesStatus:
      rareCase === "enrichment"
        ? "enrichment"
        : rareCase === "temporarilyNotSellable"
          ? "temporary_not_sellable"
          : "published",
    isActive: rareCase !== "enrichment",
    isNew: now.getTime() - createdAt.getTime() < NEW_PRODUCT_DAYS * DAY_MS,
    isOnlineOnly: random.chance(0.08),
    isSustainable: model.isSustainable,
    isPremium: model.brand.isPremium,
    createdAt,
    updatedAt: lastPriceChange > createdAt ? lastPriceChange : createdAt,
  };

  const variantRows: NewVariant[] = [];
  const stockRows: NewStock[] = [];
  const variantEuroPrices: number[] = [];
  model.variants.forEach((draft, position) => {
    const id = context.nextVariantId++;
    variantRows.push({
      id,
      productId,
      referenceKey: eanFor(id),
      attributes: draft.attributes,
      position,
      createdAt,
      updatedAt: createdAt,
    });
    stockRows.push({
      variantId: id,
      ...stockLevel(random, model.productType, rareCase === "soldOut"),
      updatedAt: now,
    });
    variantEuroPrices.push(roundToPricePoint("EUR", model.basePriceEur * draft.priceFactor) / 100);
  });

  const { priceRows, historyRows } = buildPrices(
    variantRows,
    variantEuroPrices,
    timeline,
    context.options.campaignIds,
  );
  return {
    product,
    categoryKeys: model.categoryKeys,
    variants: variantRows,
    stock: stockRows,
    prices: priceRows,
    priceHistory: historyRows,
    images: buildImages(model, colourway, productId, variantRows, random),
  };
}

/** Contact lenses and care products are used up and may be subscribed to; taken from the type, so no draw changes. */
const SUBSCRIBABLE_TYPES: ReadonlySet<ProductType> = new Set(["contactLenses", "careproducts"]);
const SUBSCRIPTION_INTERVAL_MONTHS = ["1", "2", "3", "6"];

function subscriptionIntervalsOfType(productType: ProductType): AttributeMap {
  return SUBSCRIBABLE_TYPES.has(productType) ? { subscriptionIntervals: SUBSCRIPTION_INTERVAL_MONTHS } : {};
}

/** A 13-digit EAN in the GS1 range 200–299 reserved for internal numbering, so it never clashes with real goods. */
function eanFor(variantId: number): string {
  const digits = `2${String(variantId).padStart(11, "0")}`;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** Stock covering every availability case (rule:catalogue.availability-levels): plenty, 1–5 left, sellable without stock, sold out. */
function stockLevel(
  random: Random,
  productType: ProductType,
  soldOut: boolean,
): { quantity: number; isSellableWithoutStock: boolean } {
  if (soldOut) return { quantity: 0, isSellableWithoutStock: false };
  // Contact lenses are often ordered from the manufacturer on demand.
  const level =
    productType === "contactLenses"
      ? random.weighted({ plenty: 45, few: 15, onDemand: 30, none: 10 })
      : random.weighted({ plenty: 55, few: 20, onDemand: 12, none: 13 });
  switch (level) {
    case "plenty":
      return { quantity: random.int(6, 150), isSellableWithoutStock: false };
    case "few":
      return { quantity: random.int(1, 5), isSellableWithoutStock: false };
    case "onDemand":
      return { quantity: 0, isSellableWithoutStock: true };
    case "none":
      return { quantity: 0, isSellableWithoutStock: false };
  }
}

interface DatedPrice {
  withTax: number;
  validFrom: Date;
}

/** A variant's prices over time in one currency, with neighbouring equal prices merged into one period. */
function pricesInCurrency(
  shop: ShopConfig,
  euroPrice: number,
  segments: readonly PriceSegment[],
): DatedPrice[] {
  const dated: DatedPrice[] = [];
  for (const segment of segments) {
    const withTax = segment.isDiscount
      ? discountedPrice(shop.currency, euroPrice, segment.factor)
      : convertEuroPrice(shop.currency, euroPrice * segment.factor);
    if (dated[dated.length - 1]?.withTax !== withTax) dated.push({ withTax, validFrom: segment.validFrom });
  }
  return dated;
}

function campaignOf(campaignIds: ReadonlyMap<number, number>, shopId: number): number {
  const campaignId = campaignIds.get(shopId);
  if (campaignId === undefined) throw new Error(`Shop ${shopId} has no running campaign`);
  return campaignId;
}

function buildPrices(
  variantRows: readonly NewVariant[],
  euroPrices: readonly number[],
  timeline: PriceTimeline,
  campaignIds: ReadonlyMap<number, number>,
): { priceRows: NewPrice[]; historyRows: NewPriceHistory[] } {
  const priceRows: NewPrice[] = [];
  const historyRows: NewPriceHistory[] = [];
  for (const shop of SHOPS) {
    // Variants of one model mostly share a price (all powers of a pack), so each price is worked out once.
    const byEuroPrice = new Map<number, DatedPrice[]>();
    variantRows.forEach((variant, i) => {
      const euroPrice = euroPrices[i]!;
      let dated = byEuroPrice.get(euroPrice);
      if (!dated) {
        dated = pricesInCurrency(shop, euroPrice, timeline.segments);
        byEuroPrice.set(euroPrice, dated);
      }
      const current = dated[dated.length - 1]!;
      priceRows.push({
        variantId: variant.id,
        shopId: shop.shopId,
        withTax: current.withTax,
        originalWithTax: timeline.reductionCategory ? convertEuroPrice(shop.currency, euroPrice) : null,
        reductionCategory: timeline.reductionCategory,
        campaignId: timeline.reductionCategory === "campaign" ? campaignOf(campaignIds, shop.shopId) : null,
        validFrom: current.validFrom,
      });
      dated.forEach((period, index) => {
        historyRows.push({
          variantId: variant.id,
          shopId: shop.shopId,
          withTax: period.withTax,
          validFrom: period.validFrom,
          validTo: dated[index + 1]?.validFrom ?? null,
        });
      });
    });
  }
  return { priceRows, historyRows };
}

function describe(model: ModelDraft, attributes: AttributeMap, random: Random): Translations {
  const opener = random.pick(DESCRIPTION_OPENERS[model.articleKind]);
  const description = {} as Translations;
  for (const language of LANGUAGES) {
    const intro = opener[language]
      .replaceAll("{brand}", model.brand.name)
      .replaceAll("{model}", model.modelName);
    const details = model.describedGroups
      .filter((group) => attributes[group]?.length)
      .map((group) => detailSentence(language, group, attributes[group]!));
    description[language] = [intro, ...details].join(" ");
  }
  return description;
}

/** "Rahmenfarbe: Schwarz." – French sets a space before the colon. */
function detailSentence(language: Language, group: AttributeGroupKey, values: readonly string[]): string {
  const labels = values.map((value) => attributeValueLabels(group, value)[language]).join(", ");
  const colon = language === "fr" ? " : " : ": ";
  return `${ATTRIBUTE_GROUPS[group].labels[language]}${colon}${labels}.`;
}

interface ImagePlan {
  imageType: "product" | "model" | "bust";
  imageView: "front" | "side" | "detail";
}

const EYEWEAR_IMAGE_PLAN: readonly ImagePlan[] = [
  { imageType: "product", imageView: "front" },
  { imageType: "product", imageView: "side" },
  { imageType: "model", imageView: "front" },
  { imageType: "product", imageView: "detail" },
];
const ARTICLE_IMAGE_PLAN: readonly ImagePlan[] = [
  { imageType: "product", imageView: "front" },
  { imageType: "product", imageView: "side" },
  { imageType: "product", imageView: "detail" },
];

/** 2–4 rendered images: front and side, for eyewear a worn (model or bust) view, and a detail. */
function buildImages(
  model: ModelDraft,
  colourway: Colourway,
  productId: number,
  variantRows: readonly NewVariant[],
  random: Random,
): NewImage[] {
  const plan = isEyewear(model.productType) ? EYEWEAR_IMAGE_PLAN : ARTICLE_IMAGE_PLAN;
  const count = random.int(2, plan.length);
  return plan.slice(0, count).map((step, position) => {
    const worn = step.imageType !== "product";
    const imageType = worn && random.chance(0.5) ? "bust" : step.imageType;
    const background = worn
      ? random.pick(["grey", "transparent"] as const)
      : random.weighted({ white: 55, grey: 33, transparent: 12 });
    const view: ImageView = worn ? (imageType as "model" | "bust") : step.imageView;
    const render: ImageRenderSpec = {
      shape: model.shape,
      frameColor: colourway.frameHex,
      lensColor: colourway.lensHex,
      background,
      view,
      seed: random.int(0, 2 ** 31 - 1),
    };
    const attributes: ImageAttributes = {
      imageKind: "product",
      imageType,
      imageView: step.imageView,
      imageBackground: background,
    };
    if (step.imageView === "detail") attributes.imageVariantReferenceKey = variantRows[0]!.referenceKey;
    return {
      hash: createHash("md5")
        .update(`${productId}/${position}/${JSON.stringify(render)}`)
        .digest("hex"),
      productId,
      position,
      attributes,
      render,
    };
  });
}
