import type { Database } from "@eyewear/database";
import type { AttributeGroupMulti } from "@scayle/storefront-api";
import { notFound } from "../model/engine-error.ts";
import { findAttributeGroups, findAttributeValuesOfGroups } from "../queries/attributes.ts";
import type { ShopContext } from "./shop-context.ts";

/** GET /v1/attributes/{key}: the group with all its values, labelled in the shop's language. */
export async function getAttributeGroup(
  db: Database,
  shop: ShopContext,
  key: string,
): Promise<AttributeGroupMulti> {
  const [[group], values] = await Promise.all([
    findAttributeGroups(db, [key]),
    findAttributeValuesOfGroups(db, [key]),
  ]);
  if (!group) throw notFound(`Attribute group ${key} was not found`, "key");
  return {
    id: group.id,
    key: group.key,
    label: group.labels[shop.language] ?? group.key,
    type: group.type,
    multiSelect: true,
    values: values.map((row) => ({
      id: row.id,
      value: row.value,
      label: row.labels[shop.language] ?? row.value,
    })),
  };
}
