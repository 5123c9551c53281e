import { EMPTY_EYE, type FramePricingLine, type Prescription, RX_MASTER_KEYS } from "@eyewear/shop-rules";
import { z } from "zod";
import type { ConfiguredFrame, RxProducts } from "~/platform/lens-catalogue.ts";
import {
  CONFIGURATOR_STEPS,
  type Configuration,
  chosenLensType,
  chosenQuality,
  chosenServices,
  chosenTinting,
  firstIncompleteStep,
  needsPrescription,
  type PrescriptionSource,
  type PrescriptionUpload,
} from "./configuration.ts";

/** One chosen part of the glasses as the basket, the order and the mail show it. */
export type ConfigurationItem = {
  id: number;
  name: string;
  value: string;
  price: number;
  masterKey: string;
  referenceKey: string;
  editable: boolean;
};

/** The frame line's custom data: the whole configuration, so basket, order and mail can show it back. */
export type ConfiguredFrameData = {
  productType: "rxGlasses";
  configurationItems: ConfigurationItem[];
  prescriptionSource: PrescriptionSource | "none";
  prescriptionValues: Prescription | null;
  /** The uploaded prescription for the optician (rule:prescription.upload-file); only with the source "upload". */
  prescriptionUpload?: PrescriptionUpload;
  frameOrder: { productId: number; variantId: number; lensFrameType: string };
};

/** A lens line's custom data: which configuration item it is. */
export type LensLineData = {
  productType: "lenses";
  rxSubItemInfo: { masterKey: string; configurationItemId: number; frameVariantId: number };
};

export interface ConfiguredGlasses {
  frame: { variantId: number; customData: ConfiguredFrameData };
  lenses: { variantId: number; customData: LensLineData }[];
}

/**
 * The basket lines of a complete configuration: the frame as the main item and every lens part as a required
 * sub-item of one item group (rule:prescription.configured-glasses). Undefined when any step is incomplete (an
 * uploaded prescription the engine does not hold for the shop included), so no half configuration ever reaches
 * the basket.
 */
export function configuredGlasses(
  configuration: Configuration,
  catalogue: RxProducts,
  frame: ConfiguredFrame,
  upload?: PrescriptionUpload,
): ConfiguredGlasses | undefined {
  const lastStep = CONFIGURATOR_STEPS[CONFIGURATOR_STEPS.length - 1]!;
  if (firstIncompleteStep(lastStep, configuration, catalogue, frame, upload) !== undefined) return undefined;
  const frameVariantId = configuration.frameVariantId!;
  const lensType = chosenLensType(catalogue, configuration.lensType)!;
  const quality = chosenQuality(catalogue, configuration.qualityVariantId)!;
  const tinting = chosenTinting(catalogue, quality.quality.tier, configuration.tintingVariantId)!;
  const items: ConfigurationItem[] = [
    {
      id: lensType.variantId,
      name: lensType.name,
      value: lensType.code,
      price: lensType.price,
      masterKey: RX_MASTER_KEYS.lensTypes,
      referenceKey: lensType.code,
      editable: true,
    },
    {
      id: quality.variant.variantId,
      name: quality.quality.name,
      value: String(quality.variant.index),
      price: quality.variant.price,
      masterKey: RX_MASTER_KEYS.qualityIndex,
      referenceKey: `${quality.quality.tier}:${quality.variant.index}`,
      editable: true,
    },
    {
      id: tinting.variant.variantId,
      name: tinting.tinting.name,
      value: tinting.tinting.type,
      price: tinting.variant.price,
      masterKey: RX_MASTER_KEYS.tintingTypes,
      referenceKey: tinting.variant.code,
      editable: true,
    },
    ...chosenServices(catalogue, configuration.serviceVariantIds).map((service) => ({
      id: service.variantId,
      name: service.name,
      value: service.code,
      price: service.price,
      masterKey: RX_MASTER_KEYS.services,
      referenceKey: service.code,
      editable: service.editable,
    })),
  ];
  const withPrescription = needsPrescription(configuration);
  return {
    frame: {
      variantId: frameVariantId,
      customData: {
        productType: "rxGlasses",
        configurationItems: items,
        prescriptionSource: withPrescription ? configuration.source! : "none",
        prescriptionValues:
          withPrescription && configuration.source === "enter" ? configuration.prescription : null,
        ...(withPrescription && configuration.source === "upload" && upload
          ? { prescriptionUpload: { id: upload.id, fileName: upload.fileName } }
          : {}),
        frameOrder: {
          productId: frame.productId,
          variantId: frameVariantId,
          lensFrameType: frame.lensFrameType,
        },
      },
    },
    lenses: items.map((item) => ({
      variantId: item.id,
      customData: {
        productType: "lenses",
        rxSubItemInfo: { masterKey: item.masterKey, configurationItemId: item.id, frameVariantId },
      },
    })),
  };
}

/** Glasses as the configurator's summary sends them: the frame's product and the configuration's query string. */
export interface GlassesConfiguration {
  productId: number;
  configurationQuery: string;
}

const eyeValues = z.object({
  sphere: z.number().nullable(),
  cylinder: z.number().nullable(),
  axis: z.number().nullable(),
  addition: z.number().nullable(),
  pd: z.number().nullable(),
  prism: z.number().nullable(),
  prismBase: z.number().nullable(),
});

/** What the basket, the order and the mail read back of a frame line's configuration. */
const configuredFrameDataSchema = z.object({
  productType: z.literal("rxGlasses"),
  configurationItems: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      value: z.string(),
      price: z.number(),
      masterKey: z.string(),
      referenceKey: z.string(),
      editable: z.boolean(),
    }),
  ),
  prescriptionSource: z.enum(["enter", "upload", "later", "none"]),
  prescriptionValues: z
    .object({ right: eyeValues, left: eyeValues, binocularPd: z.number().nullable() })
    .nullable(),
  prescriptionUpload: z.object({ id: z.string(), fileName: z.string() }).optional(),
  frameOrder: z.object({ productId: z.number(), variantId: z.number(), lensFrameType: z.string() }),
});

export type StoredConfiguration = z.infer<typeof configuredFrameDataSchema>;

/** The configuration a basket or order line carries, or undefined for a line that is not configured glasses. */
export function storedConfiguration(customData: unknown): StoredConfiguration | undefined {
  const parsed = configuredFrameDataSchema.safeParse(customData);
  return parsed.success ? parsed.data : undefined;
}

const lensLineDataSchema = z.object({
  rxSubItemInfo: z.object({ configurationItemId: z.number(), masterKey: z.string() }),
});

/** An ordered line as naming needs it: its data and the item group it belongs to. */
interface GroupedLine {
  customData?: unknown;
  itemGroup?: { id: string; isMainItem: boolean } | null;
}

/**
 * The names lens lines of ordered glasses are shown with (rule:prescription.configured-glasses): the configuration
 * item each was ordered as, named in the shop's language when it was ordered, the quality with its index. Answers
 * undefined for any other line, which keeps its product's name.
 */
export function orderedLensNames<Line extends GroupedLine>(
  lines: readonly Line[],
): (line: Line) => string | undefined {
  const configurations = new Map(
    lines.flatMap((line) => {
      const configuration = line.itemGroup?.isMainItem ? storedConfiguration(line.customData) : undefined;
      return configuration ? [[line.itemGroup!.id, configuration] as const] : [];
    }),
  );
  return (line) => {
    const lens = lensLineDataSchema.safeParse(line.customData);
    const configuration = line.itemGroup ? configurations.get(line.itemGroup.id) : undefined;
    if (!lens.success || !configuration) return undefined;
    const item = configuration.configurationItems.find(
      (candidate) => candidate.id === lens.data.rxSubItemInfo.configurationItemId,
    );
    if (!item) return undefined;
    return item.masterKey === RX_MASTER_KEYS.qualityIndex ? `${item.name} ${item.value}` : item.name;
  };
}

/**
 * Basket lines as the zero-cost-frames and shipping rules see them (rule:shipping.cost): which line is the lenses and
 * which the lens type, told by the configuration item each lens line was added as, and the lens type chosen for
 * its glasses.
 */
export function framePricingLines(lines: readonly (GroupedLine & { key: string })[]): FramePricingLine[] {
  const lensTypes = new Map(
    lines.flatMap((line) => {
      const configuration = line.itemGroup?.isMainItem ? storedConfiguration(line.customData) : undefined;
      const lensType = configuration?.configurationItems.find(
        (item) => item.masterKey === RX_MASTER_KEYS.lensTypes,
      )?.value;
      return configuration ? [[line.itemGroup!.id, lensType] as const] : [];
    }),
  );
  return lines.map((line) => {
    const masterKey = lensLineDataSchema.safeParse(line.customData).data?.rxSubItemInfo.masterKey;
    const group = line.itemGroup ?? undefined;
    return {
      key: line.key,
      itemGroup: group,
      lensType: group && masterKey === RX_MASTER_KEYS.lensTypes ? lensTypes.get(group.id) : undefined,
      isLens: masterKey === RX_MASTER_KEYS.qualityIndex,
    };
  });
}

/** A prescription the shopper entered for an earlier order, offered again (rule:prescription.earlier-values). */
export interface EarlierPrescription {
  orderId: string;
  orderedAt: string;
  prescription: Prescription;
}

/**
 * The configuration stored glasses were made of, to open the configurator on it again from the basket
 * (rule:prescription.edit-from-basket): the same frame, lenses and values, confirmed anew.
 */
export function configurationOfStored(stored: StoredConfiguration, editItemKey: string): Configuration {
  const itemOf = (masterKey: string) =>
    stored.configurationItems.find((item) => item.masterKey === masterKey);
  return {
    frameVariantId: stored.frameOrder.variantId,
    lensType: itemOf(RX_MASTER_KEYS.lensTypes)?.value,
    source: stored.prescriptionSource === "none" ? undefined : stored.prescriptionSource,
    uploadId: stored.prescriptionUpload?.id,
    prescription: stored.prescriptionValues ?? {
      right: EMPTY_EYE,
      left: EMPTY_EYE,
      binocularPd: null,
    },
    confirmed: false,
    qualityVariantId: itemOf(RX_MASTER_KEYS.qualityIndex)?.id,
    tintingVariantId: itemOf(RX_MASTER_KEYS.tintingTypes)?.id,
    serviceVariantIds: stored.configurationItems
      .filter((item) => item.masterKey === RX_MASTER_KEYS.services && item.editable)
      .map((item) => item.id),
    editItemKey,
  };
}
