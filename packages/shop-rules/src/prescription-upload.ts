/**
 * Uploaded prescriptions (rule:prescription.upload-file): a photo or PDF of the prescription that an optician
 * reads after the order. The engine decides a file's type by its first bytes; these rules decide what it takes.
 */

/** The largest prescription file taken: a phone photo is 2–6 MB, a scanned page as PDF well under 10 MB. */
export const PRESCRIPTION_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The content types a prescription file may have, as detected from its bytes. */
export const PRESCRIPTION_UPLOAD_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "application/pdf",
] as const;

export type PrescriptionUploadType = (typeof PRESCRIPTION_UPLOAD_TYPES)[number];

/** Why a file is refused: nothing in it, more than the limit, or not one of the taken types. */
export type PrescriptionUploadProblem = "empty" | "tooLarge" | "typeNotAllowed";

export function isPrescriptionUploadType(
  contentType: string | undefined,
): contentType is PrescriptionUploadType {
  return PRESCRIPTION_UPLOAD_TYPES.some((type) => type === contentType);
}

/** Whether a prescription file's size is taken, which can be told before its bytes are looked at. */
export function prescriptionUploadSizeProblem(size: number): "empty" | "tooLarge" | undefined {
  if (size === 0) return "empty";
  return size > PRESCRIPTION_UPLOAD_MAX_BYTES ? "tooLarge" : undefined;
}

/**
 * Whether a prescription file is taken (rule:prescription.upload-file): its size, then its type as detected from
 * its bytes (undefined when nothing was recognised). Undefined when it is taken.
 */
export function prescriptionUploadProblem(file: {
  size: number;
  detectedType: string | undefined;
}): PrescriptionUploadProblem | undefined {
  return (
    prescriptionUploadSizeProblem(file.size) ??
    (isPrescriptionUploadType(file.detectedType) ? undefined : "typeNotAllowed")
  );
}

/** The longest file name kept, in characters; longer names keep their start and their extension. */
export const PRESCRIPTION_FILE_NAME_MAX_LENGTH = 100;
const FALLBACK_FILE_NAME = "prescription";

/**
 * The file name an upload is kept and shown under (rule:prescription.upload-file-name): the last path segment of
 * what the browser sent, without control characters or characters that mean something in paths and shells,
 * spaces collapsed, at most 100 characters with the extension kept; "prescription" when nothing is left.
 */
export function prescriptionFileName(sent: string): string {
  const lastSegment = sent.split(/[/\\]/).pop() ?? "";
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, "")
    .trim()
    .replace(/^\.+/, "");
  if (cleaned === "") return FALLBACK_FILE_NAME;
  const characters = [...cleaned];
  if (characters.length <= PRESCRIPTION_FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 ? [...cleaned.slice(dot)].slice(0, 10).join("") : "";
  const stem = characters.slice(0, PRESCRIPTION_FILE_NAME_MAX_LENGTH - extension.length).join("");
  return `${stem.trimEnd()}${extension}`;
}

/** An upload's id: 128 random bits, base64url (22 characters), unguessable so it can travel in an address. */
export const PRESCRIPTION_UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isPrescriptionUploadId(value: string | null | undefined): value is string {
  return typeof value === "string" && PRESCRIPTION_UPLOAD_ID_PATTERN.test(value);
}
