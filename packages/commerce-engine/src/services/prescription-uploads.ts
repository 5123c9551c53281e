import { randomBytes } from "node:crypto";
import type { Database } from "@eyewear/database";
import {
  type PrescriptionUploadProblem,
  prescriptionFileName,
  prescriptionUploadProblem,
} from "@eyewear/shop-rules";
import { fileTypeFromBuffer } from "file-type";
import { EngineError } from "../model/engine-error.ts";
import {
  findPrescriptionUpload,
  findPrescriptionUploadContent,
  findPrescriptionUploadsOfOrder,
  insertPrescriptionUpload,
  type PrescriptionUploadRow,
} from "../queries/prescription-uploads.ts";
import type { ShopContext } from "./shop-context.ts";

/** An upload as the engine's /v1/prescription-uploads endpoints answer it: never its bytes. */
export interface PrescriptionUploadWire {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

function serializeUpload(row: PrescriptionUploadRow): PrescriptionUploadWire {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The error of each refused file; the storefront tells them apart by code and names the file field. */
const REFUSALS: Record<PrescriptionUploadProblem, () => EngineError> = {
  empty: () =>
    new EngineError("invalid_data", "The file is empty", { code: "FILE_EMPTY", parameter: "file" }),
  tooLarge: () =>
    new EngineError("too_large", "The file is larger than the limit", {
      code: "FILE_TOO_LARGE",
      parameter: "file",
    }),
  typeNotAllowed: () =>
    new EngineError("unprocessable", "The file is no JPEG, PNG, WebP or HEIC photo and no PDF", {
      code: "FILE_TYPE_NOT_ALLOWED",
      parameter: "file",
    }),
};

export function prescriptionUploadRefusal(problem: PrescriptionUploadProblem): EngineError {
  return REFUSALS[problem]();
}

/**
 * POST /v1/prescription-uploads: keeps a prescription file of the shop (rule:prescription.upload-file). Its type
 * is what its first bytes say (file-type), whatever the browser claimed; its name is sanitised
 * (rule:prescription.upload-file-name); its id is 128 random bits.
 */
export async function storePrescriptionUpload(
  db: Database,
  shop: ShopContext,
  input: { fileName: string; content: Uint8Array },
): Promise<PrescriptionUploadWire> {
  const detectedType =
    input.content.byteLength === 0 ? undefined : (await fileTypeFromBuffer(input.content))?.mime;
  const problem = prescriptionUploadProblem({ size: input.content.byteLength, detectedType });
  if (problem !== undefined) throw prescriptionUploadRefusal(problem);
  const row = await insertPrescriptionUpload(db, {
    id: randomBytes(16).toString("base64url"),
    shopId: shop.id,
    fileName: prescriptionFileName(input.fileName),
    contentType: detectedType!,
    size: input.content.byteLength,
    // node-postgres writes a Buffer as bytea; PGlite takes it as the Uint8Array it is.
    content: Buffer.from(input.content.buffer, input.content.byteOffset, input.content.byteLength),
  });
  return serializeUpload(row);
}

/** GET /v1/prescription-uploads/{id}: an upload's metadata; undefined for an unknown id or another shop's. */
export async function getPrescriptionUpload(
  db: Database,
  shop: ShopContext,
  id: string,
): Promise<PrescriptionUploadWire | undefined> {
  const row = await findPrescriptionUpload(db, shop.id, id);
  return row ? serializeUpload(row) : undefined;
}

/** The uploads an order's items refer to, for the operator (cli/prescriptions.ts), with item positions from 1. */
export async function listOrderPrescriptionUploads(
  db: Database,
  orderId: string,
): Promise<(PrescriptionUploadWire & { position: number })[]> {
  const rows = await findPrescriptionUploadsOfOrder(db, orderId);
  return rows.map((row) => ({ ...serializeUpload(row), position: row.position + 1 }));
}

/** An upload's bytes and metadata, for the operator to write out; undefined for an unknown id. */
export async function readPrescriptionUploadContent(
  db: Database,
  id: string,
): Promise<{ upload: PrescriptionUploadWire; content: Uint8Array } | undefined> {
  const row = await findPrescriptionUploadContent(db, id);
  return row ? { upload: serializeUpload(row), content: row.content } : undefined;
}
