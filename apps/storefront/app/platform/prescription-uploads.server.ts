import type { PrescriptionUploadWire } from "@eyewear/commerce-engine";
import { isPrescriptionUploadId, type ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine, type EngineAnswer } from "~/platform/engine-client.server.ts";

export type PrescriptionUploadView = PrescriptionUploadWire;

type Context = Readonly<RouterContextProvider>;

/**
 * The engine's prescription upload endpoints (ADR 0049, Uploads): the configurator stores a file, and the
 * configurator and the basket check that an upload named in an address exists in the shop. There is no way to
 * read an upload's bytes back (rule:prescription.upload-file).
 */
export const prescriptionUploadsApi = {
  store: (context: Context, shop: ShopConfig, fileName: string, content: Blob) =>
    callEngine<{ upload: PrescriptionUploadView }>(
      context,
      shop,
      "POST",
      `/prescription-uploads?${new URLSearchParams({ fileName })}`,
      content,
    ),

  get: (context: Context, shop: ShopConfig, uploadId: string) =>
    callEngine<{ upload: PrescriptionUploadView }>(
      context,
      shop,
      "GET",
      `/prescription-uploads/${encodeURIComponent(uploadId)}`,
    ),
};

/**
 * The upload a configuration names, when the shopper chose to upload and the engine holds it for this shop;
 * undefined otherwise, so a tampered or unknown id never counts.
 */
export async function namedPrescriptionUpload(
  context: Context,
  shop: ShopConfig,
  configuration: { source: string | undefined; uploadId: string | undefined },
): Promise<PrescriptionUploadView | undefined> {
  if (configuration.source !== "upload" || !isPrescriptionUploadId(configuration.uploadId)) return undefined;
  const answer: EngineAnswer<{ upload: PrescriptionUploadView }> = await prescriptionUploadsApi.get(
    context,
    shop,
    configuration.uploadId,
  );
  return answer.ok ? answer.upload : undefined;
}
