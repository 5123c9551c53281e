import type { Database } from "@eyewear/database";
import { PRESCRIPTION_UPLOAD_ID_PATTERN, PRESCRIPTION_UPLOAD_MAX_BYTES } from "@eyewear/shop-rules";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseParameter } from "../http/params.ts";
import { notFound } from "../model/engine-error.ts";
import {
  getPrescriptionUpload,
  prescriptionUploadRefusal,
  storePrescriptionUpload,
} from "../services/prescription-uploads.ts";

const uploadIdSchema = z.string().regex(PRESCRIPTION_UPLOAD_ID_PATTERN, "is no upload id");
// The name is sanitised and capped by the service; this only bounds what is read.
const fileNameSchema = z.string().min(1).max(1000);

/**
 * The engine's own prescription upload endpoints (the SCAYLE Storefront API has none; ADR 0049, Uploads): the
 * storefront posts the file's bytes as the body (`application/octet-stream`) with its name in `fileName`, and
 * reads an upload's metadata back. Nothing answers an upload's bytes: only the operator's CLI reads them.
 */
export function prescriptionUploadRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.post(
    "/prescription-uploads",
    // Refused while reading, so a huge body is never held in memory (rule:prescription.upload-file).
    bodyLimit({
      maxSize: PRESCRIPTION_UPLOAD_MAX_BYTES,
      onError: () => {
        throw prescriptionUploadRefusal("tooLarge");
      },
    }),
    async (c) => {
      const fileName = parseParameter(fileNameSchema, c.req.query("fileName"), "fileName");
      const content = new Uint8Array(await c.req.arrayBuffer());
      return c.json({ upload: await storePrescriptionUpload(db, c.var.shop, { fileName, content }) }, 201);
    },
  );

  app.get("/prescription-uploads/:uploadId", async (c) => {
    const uploadId = parseParameter(uploadIdSchema, c.req.param("uploadId"), "uploadId");
    const upload = await getPrescriptionUpload(db, c.var.shop, uploadId);
    if (!upload) throw notFound("This shop has no prescription upload with this id", "uploadId");
    return c.json({ upload });
  });

  return app;
}
