import { type Database, rebuildProductSearch, rebuildShopProducts } from "@eyewear/database";
import { attributeGroups, attributeValues } from "@eyewear/database/schema";
import { FRAME_SIZE_CLASS_GROUP, FRAME_SIZE_CLASSES, frameSizeClass } from "@eyewear/shop-rules";
import { eq, sql } from "drizzle-orm";
import { attributeValueLabels } from "./attributes.ts";
import { ATTRIBUTE_GROUPS } from "./vocabulary/attributes.ts";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Gives a catalogue seeded before the frame-size classes existed (ADR 0038) what a fresh seed writes: the
 * attribute group categoryShopFilterSizes with its labelled values, the class of every variant that has a
 * lensWidth, the classes of their products (smallest first), and those products' search and listing index rows.
 * Does nothing (false) on an empty database or one that has the group already.
 */
export async function backfillFrameSizeClasses(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: attributeGroups.id })
    .from(attributeGroups)
    .where(eq(attributeGroups.key, FRAME_SIZE_CLASS_GROUP));
  const [lensWidthGroup] = await db
    .select({ id: attributeGroups.id })
    .from(attributeGroups)
    .where(eq(attributeGroups.key, "lensWidth"));
  if (existing || !lensWidthGroup) return false;
  await db.transaction(async (tx) => {
    const group = ATTRIBUTE_GROUPS[FRAME_SIZE_CLASS_GROUP];
    await tx
      .insert(attributeGroups)
      .values({ key: FRAME_SIZE_CLASS_GROUP, multiSelect: group.multiSelect, labels: group.labels });
    await tx.insert(attributeValues).values(
      FRAME_SIZE_CLASSES.map(({ sizeClass }) => ({
        groupKey: FRAME_SIZE_CLASS_GROUP,
        value: sizeClass,
        labels: attributeValueLabels(FRAME_SIZE_CLASS_GROUP, sizeClass),
      })),
    );
    const widths = rowsOf<{ width: string }>(
      await tx.execute(sql`
        select distinct attributes->'lensWidth'->>0 as width from variants where attributes ? 'lensWidth'`),
    );
    const classOfWidth = JSON.stringify(
      widths
        .filter(({ width }) => Number.isFinite(Number(width)))
        .map(({ width }) => ({ width, size_class: frameSizeClass(Number(width)) })),
    );
    await tx.execute(sql`
      update variants v
      set attributes = v.attributes || jsonb_build_object(${FRAME_SIZE_CLASS_GROUP}::text, jsonb_build_array(m.size_class))
      from jsonb_to_recordset(${classOfWidth}::jsonb) as m(width text, size_class text)
      where v.attributes->'lensWidth'->>0 = m.width`);
    const updated = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update products p
        set attributes = p.attributes || jsonb_build_object(${FRAME_SIZE_CLASS_GROUP}::text, c.classes)
        from (
          select product_id, jsonb_agg(size_class order by narrowest) as classes
          from (
            select product_id, attributes->${FRAME_SIZE_CLASS_GROUP}::text->>0 as size_class,
              min((attributes->'lensWidth'->>0)::numeric) as narrowest
            from variants where attributes ? ${FRAME_SIZE_CLASS_GROUP}::text
            group by 1, 2
          ) classes_of_product
          group by product_id
        ) c
        where c.product_id = p.id
        returning p.id`),
    );
    const productIds = updated.map((row) => row.id);
    await rebuildProductSearch(tx, productIds);
    await rebuildShopProducts(tx, productIds);
  });
  return true;
}
