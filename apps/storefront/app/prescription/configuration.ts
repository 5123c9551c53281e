import {
  type Eye,
  type EyePrescription,
  isFrameFree,
  isPrescriptionUploadId,
  type LensIndex,
  lensFitsFrame,
  NON_PRESCRIPTION_LENS_TYPE,
  type Prescription,
  type PrescriptionField,
  parsePrescriptionValue,
  prescriptionIssues,
} from "@eyewear/shop-rules";
import type {
  ConfiguredFrame,
  RxLensType,
  RxProducts,
  RxQualityIndex,
  RxService,
} from "~/platform/lens-catalogue.ts";

/**
 * The prescription configurator's steps in order (rule:prescription.configurator-steps). Each step has its own
 * address; what was chosen so far travels in the query string, and the server checks all of it again at every
 * step and when the glasses go into the basket.
 */
export const CONFIGURATOR_STEPS = [
  "prescription-type",
  "prescription",
  "values",
  "confirm",
  "glass-type",
  "extras",
  "summary",
] as const;

export type ConfiguratorStep = (typeof CONFIGURATOR_STEPS)[number];

/**
 * How the shopper gives the prescription: entered now, uploaded as a photo or PDF for the optician to read
 * (rule:prescription.upload-file), or sent to the optician after the order.
 */
export const PRESCRIPTION_SOURCES = ["enter", "upload", "later"] as const;
export type PrescriptionSource = (typeof PRESCRIPTION_SOURCES)[number];

/** An uploaded prescription as the configurator knows it once the engine confirmed it. */
export interface PrescriptionUpload {
  id: string;
  fileName: string;
}

/** Progressive lenses need an addition; the lens type without prescription skips the prescription steps. */
export const PROGRESSIVE_LENS_TYPE = "type_progressive";

/** The online configurator offers each quality tier in its regular form. */
export const ONLINE_QUALITY_FORM = "regular";

/** Everything chosen so far; absent means not chosen yet. */
export interface Configuration {
  frameVariantId: number | undefined;
  lensType: string | undefined;
  source: PrescriptionSource | undefined;
  /** The uploaded prescription's id (query parameter `up`), which only counts with the source "upload". */
  uploadId: string | undefined;
  prescription: Prescription;
  confirmed: boolean;
  qualityVariantId: number | undefined;
  tintingVariantId: number | undefined;
  serviceVariantIds: number[];
  /** The basket line of the glasses being changed, when the configurator was opened from the basket. */
  editItemKey: string | undefined;
}

/** The query parameter of each prescription value: r/l for the eye, then the field. */
export const PRESCRIPTION_PARAMETERS: Record<Eye, Record<PrescriptionField, string>> = {
  right: {
    sphere: "rs",
    cylinder: "rc",
    axis: "ra",
    addition: "radd",
    pd: "rpd",
    prism: "rpr",
    prismBase: "rpb",
  },
  left: {
    sphere: "ls",
    cylinder: "lc",
    axis: "la",
    addition: "ladd",
    pd: "lpd",
    prism: "lpr",
    prismBase: "lpb",
  },
};
export const BINOCULAR_PD_PARAMETER = "pd";

export const EYES: readonly Eye[] = ["right", "left"];
/** The values of one eye, in the order forms and tables show them. */
export const PRESCRIPTION_FIELDS: readonly PrescriptionField[] = [
  "sphere",
  "cylinder",
  "axis",
  "addition",
  "pd",
  "prism",
  "prismBase",
];

function whole(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  return Number(value);
}

/** A value as the shopper typed it, or null when empty or unreadable (unreadable values fail validation first). */
function prescriptionNumber(field: PrescriptionField | "binocularPd", text: string | null): number | null {
  if (text === null) return null;
  const parsed = parsePrescriptionValue(field === "binocularPd" ? "pd" : field, text);
  return parsed ?? null;
}

function eyeFrom(search: URLSearchParams, eye: Eye): EyePrescription {
  const values = Object.fromEntries(
    PRESCRIPTION_FIELDS.map((field) => [
      field,
      prescriptionNumber(field, search.get(PRESCRIPTION_PARAMETERS[eye][field])),
    ]),
  );
  return values as unknown as EyePrescription;
}

/** A basket item key as the engine makes them; anything else reads as no key. */
function basketItemKey(value: string | null): string | undefined {
  return value !== null && /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : undefined;
}

/** The configuration a step's address carries. Unknown or malformed parameters read as not chosen. */
export function configurationFromSearch(search: URLSearchParams): Configuration {
  const source = search.get("src");
  return {
    frameVariantId: whole(search.get("v")),
    lensType: search.get("type") ?? undefined,
    source: PRESCRIPTION_SOURCES.find((known) => known === source),
    uploadId: source === "upload" && isPrescriptionUploadId(search.get("up")) ? search.get("up")! : undefined,
    prescription: {
      right: eyeFrom(search, "right"),
      left: eyeFrom(search, "left"),
      binocularPd: prescriptionNumber("binocularPd", search.get(BINOCULAR_PD_PARAMETER)),
    },
    confirmed: search.get("ok") === "1",
    qualityVariantId: whole(search.get("q")),
    tintingVariantId: whole(search.get("t")),
    editItemKey: basketItemKey(search.get("edit")),
    serviceVariantIds: search
      .getAll("s")
      .map(whole)
      .filter((id) => id !== undefined),
  };
}

/** The query string of a configuration, the inverse of `configurationFromSearch`. */
export function configurationSearch(configuration: Configuration): URLSearchParams {
  const search = new URLSearchParams();
  const set = (name: string, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null) search.set(name, String(value));
  };
  set("v", configuration.frameVariantId);
  set("type", configuration.lensType);
  set("src", configuration.source);
  if (configuration.source === "upload") set("up", configuration.uploadId);
  for (const eye of EYES)
    for (const field of PRESCRIPTION_FIELDS)
      set(PRESCRIPTION_PARAMETERS[eye][field], configuration.prescription[eye][field]);
  set(BINOCULAR_PD_PARAMETER, configuration.prescription.binocularPd);
  if (configuration.confirmed) search.set("ok", "1");
  set("q", configuration.qualityVariantId);
  set("t", configuration.tintingVariantId);
  for (const id of configuration.serviceVariantIds) search.append("s", String(id));
  set("edit", configuration.editItemKey);
  return search;
}

/** Whether the chosen lens type corrects vision and so needs a prescription. */
export function needsPrescription(configuration: Pick<Configuration, "lensType">): boolean {
  return configuration.lensType !== NON_PRESCRIPTION_LENS_TYPE;
}

/**
 * The steps a configuration goes through (rule:prescription.configurator-steps): without prescription the three
 * prescription steps are left out; a prescription uploaded or sent later leaves out entering and confirming the
 * values.
 */
export function stepsOf(configuration: Pick<Configuration, "lensType" | "source">): ConfiguratorStep[] {
  if (!needsPrescription(configuration))
    return CONFIGURATOR_STEPS.filter(
      (step) => step !== "prescription" && step !== "values" && step !== "confirm",
    );
  if (configuration.source === "upload" || configuration.source === "later")
    return CONFIGURATOR_STEPS.filter((step) => step !== "values" && step !== "confirm");
  return [...CONFIGURATOR_STEPS];
}

export function nextStep(configuration: Configuration, step: ConfiguratorStep): ConfiguratorStep | undefined {
  const steps = stepsOf(configuration);
  return steps[steps.indexOf(step) + 1];
}

export function previousStep(
  configuration: Configuration,
  step: ConfiguratorStep,
): ConfiguratorStep | undefined {
  const steps = stepsOf(configuration);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1] : undefined;
}

/** The catalogue the configurator chooses from: the online forms, each with its variants. */
export function onlineQualities(catalogue: RxProducts): RxQualityIndex[] {
  return catalogue.rxLensQualityIndex.filter((quality) => quality.form === ONLINE_QUALITY_FORM);
}

/** A chosen quality variant with its tier, or undefined when the id is no online quality's index. */
export function chosenQuality(catalogue: RxProducts, variantId: number | undefined) {
  for (const quality of onlineQualities(catalogue)) {
    const variant = quality.variants.find((candidate) => candidate.variantId === variantId);
    if (variant) return { quality, variant };
  }
  return undefined;
}

export function chosenLensType(catalogue: RxProducts, code: string | undefined): RxLensType | undefined {
  return catalogue.rxLensTypes.find((type) => type.code === code);
}

export function chosenTinting(
  catalogue: RxProducts,
  tier: string | undefined,
  variantId: number | undefined,
) {
  for (const tinting of catalogue.rxTintingTypes) {
    const variant = tinting.variants.find((candidate) => candidate.variantId === variantId);
    if (variant && variant.tier === tier) return { tinting, variant };
  }
  return undefined;
}

/** The services that come with the configuration: the free one always, the chosen editable ones. */
export function chosenServices(catalogue: RxProducts, variantIds: readonly number[]): RxService[] {
  return catalogue.rxServices.filter(
    (service) => !service.editable || variantIds.includes(service.variantId),
  );
}

/** Whether a lens of that index can be fitted into the frame (rule:prescription.frame-type-constraints). */
export function fitsFrame(frame: ConfiguredFrame, index: LensIndex): boolean {
  return lensFitsFrame(index, frame.lensFrameType);
}

/** Why a step cannot be passed yet: a message key for the step as a whole, or none when it is complete. */
export type StepProblem =
  | "chooseFrameSize"
  | "chooseLensType"
  | "chooseSource"
  | "uploadMissing"
  | "correctValues"
  | "confirmValues"
  | "chooseQuality"
  | "qualitySoldOut"
  | "qualityDoesNotFit"
  | "chooseTinting"
  | "chooseServices";

/**
 * What a step needs before the configuration may go past it (rule:prescription.configurator-steps). `upload` is
 * the upload the engine holds under the configuration's upload id, if any: an uploaded prescription counts only
 * once the engine has it for this shop.
 */
export function stepProblem(
  step: ConfiguratorStep,
  configuration: Configuration,
  catalogue: RxProducts,
  frame: ConfiguredFrame,
  upload?: PrescriptionUpload,
): StepProblem | undefined {
  switch (step) {
    case "prescription-type": {
      const variant = frame.variants.find((candidate) => candidate.id === configuration.frameVariantId);
      if (!variant?.sellable) return "chooseFrameSize";
      return chosenLensType(catalogue, configuration.lensType) ? undefined : "chooseLensType";
    }
    case "prescription":
      if (!configuration.source) return "chooseSource";
      if (configuration.source !== "upload") return undefined;
      return configuration.uploadId !== undefined && upload?.id === configuration.uploadId
        ? undefined
        : "uploadMissing";
    case "values":
      return prescriptionIssues(configuration.prescription, {
        needsAddition: configuration.lensType === PROGRESSIVE_LENS_TYPE,
      }).length === 0
        ? undefined
        : "correctValues";
    case "confirm":
      return configuration.confirmed ? undefined : "confirmValues";
    case "glass-type": {
      const chosen = chosenQuality(catalogue, configuration.qualityVariantId);
      if (!chosen) return "chooseQuality";
      if (!chosen.variant.sellable) return "qualitySoldOut";
      return fitsFrame(frame, chosen.variant.index) ? undefined : "qualityDoesNotFit";
    }
    case "extras": {
      const tier = chosenQuality(catalogue, configuration.qualityVariantId)?.quality.tier;
      if (!chosenTinting(catalogue, tier, configuration.tintingVariantId)) return "chooseTinting";
      const editable = new Set(
        catalogue.rxServices.filter((service) => service.editable).map((s) => s.variantId),
      );
      return configuration.serviceVariantIds.every((id) => editable.has(id)) ? undefined : "chooseServices";
    }
    case "summary":
      return undefined;
  }
}

/**
 * The first step before `step` that is not complete, where a shopper who skipped ahead or came back to an old
 * address is sent (rule:prescription.configurator-steps); undefined when every earlier step is complete.
 */
export function firstIncompleteStep(
  step: ConfiguratorStep,
  configuration: Configuration,
  catalogue: RxProducts,
  frame: ConfiguredFrame,
  upload?: PrescriptionUpload,
): ConfiguratorStep | undefined {
  const steps = stepsOf(configuration);
  const until = steps.includes(step) ? steps.indexOf(step) : steps.length;
  return steps
    .slice(0, until)
    .find((earlier) => stepProblem(earlier, configuration, catalogue, frame, upload));
}

/**
 * One row of the price: what it is, the part's name and its price in minor units; a free frame keeps its price
 * before (rule:prescription.zero-cost-frames).
 */
export interface FeeRow {
  kind: "frame" | "lensType" | "quality" | "tinting" | "service";
  name: string;
  price: number;
  priceBefore?: number;
}

/**
 * The fee rows in their order — frame, lens type, quality, tinting, then services — and the total
 * (rule:prescription.fee-rows). Every price comes from the catalogue the server read, never from the form; in a
 * shop with zero-cost frames the frame of prescription lenses is at 0 (rule:prescription.zero-cost-frames).
 */
export function feeRows(
  configuration: Configuration,
  catalogue: RxProducts,
  frame: ConfiguredFrame,
  zeroCostFrames: boolean,
): { rows: FeeRow[]; total: number } {
  const rows: FeeRow[] = [];
  const frameVariant = frame.variants.find((variant) => variant.id === configuration.frameVariantId);
  if (frameVariant)
    rows.push(
      isFrameFree(zeroCostFrames, configuration.lensType)
        ? { kind: "frame", name: frame.name, price: 0, priceBefore: frameVariant.price }
        : { kind: "frame", name: frame.name, price: frameVariant.price },
    );
  const lensType = chosenLensType(catalogue, configuration.lensType);
  if (lensType) rows.push({ kind: "lensType", name: lensType.name, price: lensType.price });
  const quality = chosenQuality(catalogue, configuration.qualityVariantId);
  if (quality)
    rows.push({
      kind: "quality",
      name: `${quality.quality.name} ${quality.variant.index}`,
      price: quality.variant.price,
    });
  const tinting = chosenTinting(catalogue, quality?.quality.tier, configuration.tintingVariantId);
  if (tinting) rows.push({ kind: "tinting", name: tinting.tinting.name, price: tinting.variant.price });
  if (lensType)
    for (const service of chosenServices(catalogue, configuration.serviceVariantIds))
      rows.push({ kind: "service", name: service.name, price: service.price });
  return { rows, total: rows.reduce((sum, row) => sum + row.price, 0) };
}
