import { describe, expect, it } from "vitest";
import {
  isPrescriptionUploadId,
  PRESCRIPTION_FILE_NAME_MAX_LENGTH,
  PRESCRIPTION_UPLOAD_MAX_BYTES,
  prescriptionFileName,
  prescriptionUploadProblem,
} from "../../src/prescription-upload.ts";

describe("prescriptionUploadProblem", () => {
  it("takes photos and PDFs up to the limit", () => {
    for (const detectedType of ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"])
      expect(prescriptionUploadProblem({ size: 1000, detectedType })).toBeUndefined();
    expect(
      prescriptionUploadProblem({ size: PRESCRIPTION_UPLOAD_MAX_BYTES, detectedType: "application/pdf" }),
    ).toBeUndefined();
  });

  it("refuses an empty file, one byte over the limit, and anything not recognised as a photo or PDF", () => {
    expect(prescriptionUploadProblem({ size: 0, detectedType: undefined })).toBe("empty");
    expect(
      prescriptionUploadProblem({ size: PRESCRIPTION_UPLOAD_MAX_BYTES + 1, detectedType: "image/png" }),
    ).toBe("tooLarge");
    expect(prescriptionUploadProblem({ size: 20, detectedType: undefined })).toBe("typeNotAllowed");
    expect(prescriptionUploadProblem({ size: 20, detectedType: "image/gif" })).toBe("typeNotAllowed");
    expect(prescriptionUploadProblem({ size: 20, detectedType: "application/zip" })).toBe("typeNotAllowed");
  });
});

describe("prescriptionFileName", () => {
  it("keeps an ordinary name, umlauts included", () => {
    expect(prescriptionFileName("Rezept Müller.pdf")).toBe("Rezept Müller.pdf");
  });

  it("keeps only the last path segment and drops control, path and shell characters", () => {
    expect(prescriptionFileName("C:\\Users\\anna\\rezept.jpg")).toBe("rezept.jpg");
    expect(prescriptionFileName("../../etc/passwd")).toBe("passwd");
    expect(prescriptionFileName('re\u0000ze\u202ept<>:"|?*.png')).toBe("rezept.png");
    expect(prescriptionFileName("  two   spaces\t.pdf ")).toBe("two spaces .pdf");
    expect(prescriptionFileName("...hidden.pdf")).toBe("hidden.pdf");
  });

  it("names a file with nothing left 'prescription'", () => {
    expect(prescriptionFileName("")).toBe("prescription");
    expect(prescriptionFileName("/")).toBe("prescription");
    expect(prescriptionFileName("\u0001\u0002")).toBe("prescription");
  });

  it("caps a long name at the limit and keeps its extension", () => {
    const name = prescriptionFileName(`${"a".repeat(300)}.pdf`);
    expect([...name]).toHaveLength(PRESCRIPTION_FILE_NAME_MAX_LENGTH);
    expect(name.endsWith("a.pdf")).toBe(true);
    expect([...prescriptionFileName("ü".repeat(300))]).toHaveLength(PRESCRIPTION_FILE_NAME_MAX_LENGTH);
  });
});

describe("isPrescriptionUploadId", () => {
  it("accepts 22 base64url characters only", () => {
    expect(isPrescriptionUploadId("AbCdEfGhIjKlMnOpQrSt_-")).toBe(true);
    expect(isPrescriptionUploadId("AbCdEfGhIjKlMnOpQrSt_")).toBe(false);
    expect(isPrescriptionUploadId("AbCdEfGhIjKlMnOpQrSt_+")).toBe(false);
    expect(isPrescriptionUploadId(null)).toBe(false);
  });
});
