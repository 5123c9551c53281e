import { type Database, schema } from "@eyewear/database";
import { eq } from "drizzle-orm";

const { images } = schema;

export type ImageRow = typeof images.$inferSelect;

export async function findImageByHash(db: Database, hash: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.hash, hash)).limit(1);
  return row;
}
