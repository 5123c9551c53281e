import type { ItemGroupMark } from "./basket-groups.ts";

/** The lens type without correction (plain or blue-light lenses); the other lens types are made to a prescription. */
export const NON_PRESCRIPTION_LENS_TYPE = "type_none";

/**
 * The promotion id that marks the reduction of a free frame on its basket line, order item and in the configurator's
 * price: the frame keeps its price, and this reduction takes all of it off.
 */
export const ZERO_COST_FRAME_REDUCTION_ID = "zero-cost-frame";

/** Whether a lens type is made to a prescription (every type but plain and blue-light lenses). */
export function isPrescriptionLensType(lensType: string | undefined): boolean {
  return lensType !== undefined && lensType !== NON_PRESCRIPTION_LENS_TYPE;
}

/**
 * rule:prescription.zero-cost-frames — in a shop with the zero-cost-frames switch on, the frame of glasses with
 * prescription lenses costs nothing; alone or with non-prescription lenses it costs its price.
 */
export function isFrameFree(zeroCostFrames: boolean, lensType: string | undefined): boolean {
  return zeroCostFrames && isPrescriptionLensType(lensType);
}

/** A basket line as the zero-cost-frames rule sees it: its item group and which lens part it is, if any. */
export interface FramePricingLine {
  key: string;
  itemGroup: Pick<ItemGroupMark, "id" | "isMainItem"> | undefined;
  /** The lens type code when the line is the lens type of configured glasses, else undefined. */
  lensType: string | undefined;
  /** The line is the lenses themselves: a quality tier at its index. */
  isLens: boolean;
}

/**
 * The item groups of the basket that are glasses with prescription lenses: a group that holds lenses and a
 * prescription lens type. A group without lenses is none, so a lens type alone makes no prescription glasses.
 */
export function prescriptionGlassesGroups(lines: readonly FramePricingLine[]): Set<string> {
  const subItemGroups = (matches: (line: FramePricingLine) => boolean) =>
    new Set(
      lines.flatMap((line) =>
        line.itemGroup && !line.itemGroup.isMainItem && matches(line) ? [line.itemGroup.id] : [],
      ),
    );
  const prescribed = subItemGroups((line) => isPrescriptionLensType(line.lensType));
  const withLenses = subItemGroups((line) => line.isLens);
  return new Set([...prescribed].filter((group) => withLenses.has(group)));
}

/**
 * The keys of the basket's frame lines that cost nothing (rule:prescription.zero-cost-frames): the main item of each
 * group of glasses with prescription lenses, in a shop with the switch on.
 */
export function zeroCostFrameKeys(zeroCostFrames: boolean, lines: readonly FramePricingLine[]): Set<string> {
  if (!zeroCostFrames) return new Set();
  const groups = prescriptionGlassesGroups(lines);
  return new Set(
    lines.flatMap((line) => (line.itemGroup?.isMainItem && groups.has(line.itemGroup.id) ? [line.key] : [])),
  );
}
