import type { Database, schema } from "@eyewear/database";
import { findImageByHash } from "../queries/images.ts";

/** A catalogue image's record: what the image server needs to draw or fetch it and to set its brightness. */
export interface ImageWire {
  hash: string;
  productId: number;
  attributes: schema.ImageAttributes;
  /** The image's source: how the demo image generator draws it. */
  render: schema.ImageRenderSpec;
}

/** GET /v1/images/{hash}: the image's record, the same in every shop; undefined when there is none. */
export async function getImage(db: Database, hash: string): Promise<ImageWire | undefined> {
  const row = await findImageByHash(db, hash);
  if (!row) return undefined;
  return { hash: row.hash, productId: row.productId, attributes: row.attributes, render: row.render };
}
