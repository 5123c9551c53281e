import { type Database, schema } from "@eyewear/database";
import { and, inArray } from "drizzle-orm";

const { attributeGroups, attributeValues } = schema;

export type AttributeGroupRow = typeof attributeGroups.$inferSelect;
export type AttributeValueRow = typeof attributeValues.$inferSelect;

export async function findAttributeGroups(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(attributeGroups)
    .where(inArray(attributeGroups.key, [...keys]));
}

/** Values of the groups whose value is one of `values` (a superset of the wanted pairs, narrowed by the caller). */
export async function findAttributeValues(db: Database, keys: readonly string[], values: readonly string[]) {
  if (keys.length === 0 || values.length === 0) return [];
  return db
    .select()
    .from(attributeValues)
    .where(and(inArray(attributeValues.groupKey, [...keys]), inArray(attributeValues.value, [...values])));
}
