import { type Database, schema } from "@eyewear/database";
import { eq } from "drizzle-orm";

export async function findShop(db: Database, shopId: number) {
  const [row] = await db.select().from(schema.shops).where(eq(schema.shops.id, shopId)).limit(1);
  return row;
}
