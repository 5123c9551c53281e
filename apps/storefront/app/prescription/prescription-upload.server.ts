import {
  PRESCRIPTION_UPLOAD_MAX_BYTES,
  type PrescriptionUploadProblem,
  prescriptionFileName,
  prescriptionUploadSizeProblem,
  type ShopConfig,
} from "@eyewear/shop-rules";
import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import type { RouterContextProvider } from "react-router";
import {
  type PrescriptionUploadView,
  prescriptionUploadsApi,
} from "~/platform/prescription-uploads.server.ts";
import { PRESCRIPTION_UPLOAD_MAX_MB } from "./configurator-forms.ts";

/** Room for the multipart boundaries, headers and the other fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The prescription step's post, read by the streaming parser: a file over the limit stops the reading, so a huge
 * body is never held (rule:prescription.upload-file). A body that is no form reads as an empty form, which the
 * step refuses with its usual message; one whose file was too large reads as the upload choice without a file.
 */
export async function readPrescriptionStepForm(
  request: Request,
): Promise<{ form: FormData; tooLarge: boolean }> {
  const form = await parseFormData(request, {
    maxFiles: 1,
    maxFileSize: PRESCRIPTION_UPLOAD_MAX_BYTES,
    maxTotalSize: PRESCRIPTION_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  }).catch((error: unknown) => error);
  if (form instanceof FormData) return { form, tooLarge: false };
  const tooLarge = form instanceof MaxFileSizeExceededError || form instanceof MaxTotalSizeExceededError;
  const refused = new FormData();
  if (tooLarge) refused.set("src", "upload");
  return { form: refused, tooLarge };
}

/** The message and status of each refused file, shown at the file field. */
export const UPLOAD_REFUSALS: Record<PrescriptionUploadProblem, { errorKey: string; status: number }> = {
  empty: { errorKey: "prescription.error.uploadEmpty", status: 400 },
  tooLarge: { errorKey: `prescription.error.uploadTooLarge:${PRESCRIPTION_UPLOAD_MAX_MB}`, status: 413 },
  typeNotAllowed: { errorKey: "prescription.error.uploadType", status: 415 },
};

const PROBLEM_OF_ENGINE_CODE: Record<string, PrescriptionUploadProblem> = {
  FILE_EMPTY: "empty",
  FILE_TOO_LARGE: "tooLarge",
  FILE_TYPE_NOT_ALLOWED: "typeNotAllowed",
};

/**
 * Hands the step's file to the engine (rule:prescription.upload-file): its size is checked here first, its type
 * by the engine from its bytes. The upload, or the refusal to show at the file field.
 */
export async function uploadedPrescription(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  file: File,
): Promise<{ upload: PrescriptionUploadView } | { refusal: PrescriptionUploadProblem }> {
  const early = prescriptionUploadSizeProblem(file.size);
  if (early) return { refusal: early };
  const answer = await prescriptionUploadsApi.store(context, shop, prescriptionFileName(file.name), file);
  if (answer.ok) return { upload: answer.upload };
  const refusal = PROBLEM_OF_ENGINE_CODE[answer.code];
  if (!refusal) throw new Error(`The engine refused a prescription upload: ${answer.status} ${answer.code}`);
  return { refusal };
}
