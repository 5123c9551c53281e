import { LISTING_ATTRIBUTE_FILTERS, type Rgb } from "@eyewear/shop-rules";
import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import sharp from "sharp";
import { z } from "zod";
import type { commerceClient } from "~/platform/commerce.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";

/** The largest photo the visual search reads (ADR 0043); a phone camera's photo is 2–6 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the photo. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Decoded size refused before decoding, so a small file cannot unpack into a huge image. */
const MAX_PHOTO_PIXELS = 24_000_000;
/** What the photo is shrunk to before its colours are counted. */
const ANALYSED_EDGE_PX = 128;

/** The photo types a browser's camera or file picker hands over, as declared and as sharp reads them. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export type PhotoRefusal = "visualSearch.missing" | "visualSearch.tooLarge" | "visualSearch.notAnImage";

const photoForm = z.object({
  photo: z
    .file()
    .min(1, "visualSearch.missing")
    .max(MAX_PHOTO_BYTES, "visualSearch.tooLarge")
    .mime([...PHOTO_TYPES], "visualSearch.notAnImage"),
});

const REFUSAL_STATUS: Record<PhotoRefusal, number> = {
  "visualSearch.missing": 400,
  "visualSearch.tooLarge": 413,
  "visualSearch.notAnImage": 415,
};

export function refusalStatus(refusal: PhotoRefusal): number {
  return REFUSAL_STATUS[refusal];
}

/** The photo of a visual-search form post, or why it is refused. */
export async function uploadedPhoto(
  request: Request,
): Promise<{ photo: File; refusal?: undefined } | { photo?: undefined; refusal: PhotoRefusal }> {
  // The streaming parser stops reading once the photo passes its limit, so nothing large is held in memory.
  const form = await parseFormData(request, {
    maxFiles: 1,
    maxFileSize: MAX_PHOTO_BYTES,
    maxTotalSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
  }).catch((error: unknown) => error);
  if (form instanceof MaxFileSizeExceededError || form instanceof MaxTotalSizeExceededError)
    return { refusal: "visualSearch.tooLarge" };
  const submission = await parseForm(form instanceof FormData ? form : new FormData(), photoForm);
  if (submission.status === "success") return { photo: submission.value.photo };
  const message = submission.error?.photo?.[0];
  return {
    refusal:
      message === "visualSearch.tooLarge" || message === "visualSearch.notAnImage"
        ? message
        : "visualSearch.missing",
  };
}

/** The photo's dominant colour (sharp's 3D histogram of a shrunken copy), or undefined when it is no readable photo. */
export async function dominantColour(photo: File): Promise<Rgb | undefined> {
  try {
    const image = sharp(new Uint8Array(await photo.arrayBuffer()), { limitInputPixels: MAX_PHOTO_PIXELS });
    const { format } = await image.metadata();
    if (!PHOTO_FORMATS.has(format)) return undefined;
    const shrunk = await image
      .resize(ANALYSED_EDGE_PX, ANALYSED_EDGE_PX, { fit: "inside" })
      .flatten({ background: "#ffffff" })
      .toBuffer();
    return (await sharp(shrunk).stats()).dominant;
  } catch {
    return undefined;
  }
}

/** The values of the catalogue's colour filter group that have products (GET /v1/filters). */
export async function offeredColourValues(client: ReturnType<typeof commerceClient>): Promise<string[]> {
  const items = await client.filters.get({ where: {} });
  const colours = items.find((item) => item.slug === LISTING_ATTRIBUTE_FILTERS.color);
  if (colours?.type !== "attributes") return [];
  return colours.values.filter((value) => value.productCount > 0).map((value) => value.value);
}
