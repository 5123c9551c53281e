/**
 * The engine's prescription upload endpoints (rule:prescription.upload-file, rule:prescription.upload-file-name)
 * and what the operator's CLI reads of them.
 */

import { testDatabaseKinds } from "@eyewear/database/testing";
import { PRESCRIPTION_UPLOAD_MAX_BYTES } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import {
  listOrderPrescriptionUploads,
  readPrescriptionUploadContent,
} from "../../src/services/prescription-uploads.ts";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { AT, DE, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

/** The smallest real files of each kind: what file-type recognises by their first bytes. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const TEXT = new TextEncoder().encode("Sphäre rechts -1,25, links -1,50\n");

describe.each(testDatabaseKinds())("prescription uploads (%s)", (kind) => {
  const engine = useEngine(kind);
  const { setStock, newCustomer, place } = checkoutHelpers(() => engine);

  const upload = async (fileName: string, content: Uint8Array<ArrayBuffer>, shopId = DE) => {
    const response = await engine.request(
      `/v1/prescription-uploads?fileName=${encodeURIComponent(fileName)}`,
      {
        method: "POST",
        shopId,
        headers: { "content-type": "application/octet-stream" },
        body: content,
      },
    );
    return { status: response.status, body: await response.json() };
  };
  const metadata = async (id: string, shopId = DE) => {
    const response = await engine.request(`/v1/prescription-uploads/${id}`, { shopId });
    return { status: response.status, body: await response.json() };
  };

  it("keeps a PNG and a PDF under an unguessable id with the type their bytes show, and answers their metadata", async () => {
    const png = await upload("C:\\fakepath\\Rezept Müller.png", PNG);
    expect(png).toMatchObject({
      status: 201,
      body: { upload: { fileName: "Rezept Müller.png", contentType: "image/png", size: PNG.byteLength } },
    });
    expect(png.body.upload.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The browser's name says photo, the bytes say PDF: the bytes decide.
    const pdf = await upload("scan.jpg", PDF);
    expect(pdf).toMatchObject({ status: 201, body: { upload: { contentType: "application/pdf" } } });
    expect(pdf.body.upload.id).not.toBe(png.body.upload.id);

    expect(await metadata(png.body.upload.id)).toEqual({ status: 200, body: { upload: png.body.upload } });
    expect(JSON.stringify((await metadata(pdf.body.upload.id)).body)).not.toContain("%PDF");
  });

  it("refuses a text file named .pdf, an empty file and one over the limit, storing none of them", async () => {
    expect(await upload("rezept.pdf", TEXT)).toMatchObject({
      status: 422,
      body: { code: "FILE_TYPE_NOT_ALLOWED", parameter: "file" },
    });
    expect(await upload("rezept.pdf", new Uint8Array(0))).toMatchObject({
      status: 400,
      body: { code: "FILE_EMPTY", parameter: "file" },
    });
    const oversize = new Uint8Array(PRESCRIPTION_UPLOAD_MAX_BYTES + 1);
    oversize.set(PDF);
    expect(await upload("big.pdf", oversize)).toMatchObject({
      status: 413,
      body: { code: "FILE_TOO_LARGE", parameter: "file" },
    });
    expect((await upload("", PDF)).status).toBe(400);
  });

  it("answers 404 for an unknown id and for another shop's upload, 400 for a malformed id", async () => {
    const png = await upload("rezept.png", PNG);
    expect(await metadata("AAAAAAAAAAAAAAAAAAAAAA")).toMatchObject({
      status: 404,
      body: { code: "NOT_FOUND", parameter: "uploadId" },
    });
    expect((await metadata(png.body.upload.id, AT)).status).toBe(404);
    expect((await metadata("short")).status).toBe(400);
  });

  it("lets the operator list an order's uploads and read their bytes", async () => {
    const pdf = await upload("rezept.pdf", PDF);
    await setStock(VARIANT.aviatorBlack58InStock, 5);
    const customer = await newCustomer();
    await engine.client(DE).basket.addItem(customer.basketKey, VARIANT.aviatorBlack58InStock, 1, {
      customData: { prescriptionUpload: { id: pdf.body.upload.id, fileName: "rezept.pdf" } },
    });
    const order = (await (await place(customer.id)).json()).order;

    const listed = await listOrderPrescriptionUploads(engine.database.db, order.id);
    expect(listed).toEqual([{ ...pdf.body.upload, position: 1 }]);
    const read = await readPrescriptionUploadContent(engine.database.db, pdf.body.upload.id);
    expect(Buffer.from(read!.content).equals(Buffer.from(PDF))).toBe(true);
    expect(await readPrescriptionUploadContent(engine.database.db, "AAAAAAAAAAAAAAAAAAAAAA")).toBeUndefined();
  });
});
