import { type Database, schema } from "@eyewear/database";
import { and, asc, inArray } from "drizzle-orm";
import { findRowsIn } from "./rows.ts";

const { attributeGroups, attributeValues } = schema;

export type AttributeGroupRow = typeof attributeGroups.$inferSelect;
export type AttributeValueRow = typeof attributeValues.$inferSelect;

export async function findAttributeGroups(db: Database, keys: readonly string[]) {
  return findRowsIn(db, attributeGroups, attributeGroups.key, keys);
}

/** Values of the groups whose value is one of `values` (a superset of the wanted pairs, narrowed by the caller). */
export async function findAttributeValues(db: Database, keys: readonly string[], values: readonly string[]) {
  if (keys.length === 0 || values.length === 0) return [];
  return db
    .select()
    .from(attributeValues)
    .where(and(inArray(attributeValues.groupKey, [...keys]), inArray(attributeValues.value, [...values])));
}

/** Every value of the groups. */
export async function findAttributeValuesOfGroups(db: Database, keys: readonly string[]) {
  return findRowsIn(db, attributeValues, attributeValues.groupKey, keys, [
    asc(attributeValues.groupKey),
    asc(attributeValues.id),
  ]);
}

/** Every attribute group, in id order. */
export async function findAllAttributeGroups(db: Database) {
  return db.select().from(attributeGroups).orderBy(asc(attributeGroups.id));
}
