import { type Database, schema } from "@eyewear/database";
import { and, eq, isNotNull, sql } from "drizzle-orm";

const { prescriptionUploads, orders, orderItems } = schema;

export type NewPrescriptionUpload = typeof prescriptionUploads.$inferInsert;

/** What is known of an upload without its bytes. */
const METADATA = {
  id: prescriptionUploads.id,
  shopId: prescriptionUploads.shopId,
  fileName: prescriptionUploads.fileName,
  contentType: prescriptionUploads.contentType,
  size: prescriptionUploads.size,
  createdAt: prescriptionUploads.createdAt,
};

export type PrescriptionUploadRow = Omit<typeof prescriptionUploads.$inferSelect, "content">;

export async function insertPrescriptionUpload(
  db: Database,
  upload: NewPrescriptionUpload,
): Promise<PrescriptionUploadRow> {
  const [row] = await db.insert(prescriptionUploads).values(upload).returning(METADATA);
  return row!;
}

/** An upload's metadata, when it belongs to the shop. */
export async function findPrescriptionUpload(
  db: Database,
  shopId: number,
  id: string,
): Promise<PrescriptionUploadRow | undefined> {
  const [row] = await db
    .select(METADATA)
    .from(prescriptionUploads)
    .where(and(eq(prescriptionUploads.id, id), eq(prescriptionUploads.shopId, shopId)));
  return row;
}

/** An upload's metadata and bytes, for the operator, whatever its shop. */
export async function findPrescriptionUploadContent(
  db: Database,
  id: string,
): Promise<(PrescriptionUploadRow & { content: Uint8Array }) | undefined> {
  const [row] = await db
    .select({ ...METADATA, content: prescriptionUploads.content })
    .from(prescriptionUploads)
    .where(eq(prescriptionUploads.id, id));
  return row;
}

// The storefront keeps the upload's id in the frame line's custom data (`prescriptionUpload.id`), which the order
// copies; the engine reads only that one key of it.
const uploadIdOfItem = sql<string>`${orderItems.customData} -> 'prescriptionUpload' ->> 'id'`;

/** The uploads the items of an order (by its public id) refer to, in item order, with their metadata. */
export async function findPrescriptionUploadsOfOrder(
  db: Database,
  publicOrderId: string,
): Promise<(PrescriptionUploadRow & { position: number })[]> {
  return db
    .select({ ...METADATA, position: orderItems.position })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      prescriptionUploads,
      and(eq(prescriptionUploads.id, uploadIdOfItem), eq(prescriptionUploads.shopId, orders.shopId)),
    )
    .where(and(eq(orders.publicId, publicOrderId), isNotNull(uploadIdOfItem)))
    .orderBy(orderItems.position);
}
