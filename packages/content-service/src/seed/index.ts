import { type Database, schema } from "@eyewear/database";
import { type AnyColumn, sql } from "drizzle-orm";
import { seedDatasources } from "./datasources.ts";
import { buildSeedStories, type SeedStory, storyUuid } from "./stories.ts";

const { stories } = schema;

const excluded = (column: AnyColumn) => sql.raw(`excluded.${column.name}`);

/**
 * Writes the deterministic content stories (folders included) in one transaction, and the datasources.
 * Seeding again brings every seeded story and datasource entry back to its seeded state, keeping its id
 * (and a story's uuid and creation time).
 */
export async function seedContent(
  db: Database,
  options: { now?: Date } = {},
): Promise<{ stories: number; datasourceEntries: number }> {
  const now = options.now ?? new Date();
  const seeds = buildSeedStories();
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    let pending: SeedStory[] = seeds;
    // Level by level, so that every parent's id is known when its children are written.
    while (pending.length > 0) {
      const ready = pending.filter((seed) => seed.parentSlug === null || ids.has(seed.parentSlug));
      if (ready.length === 0) throw new Error("Seed stories name a parent folder that is not seeded");
      const rows = await tx
        .insert(stories)
        .values(
          ready.map((seed) => ({
            uuid: storyUuid(seed.fullSlug),
            name: seed.name,
            slug: seed.slug,
            fullSlug: seed.fullSlug,
            parentId: seed.parentSlug === null ? null : ids.get(seed.parentSlug)!,
            isFolder: seed.isFolder,
            isStartpage: seed.isStartpage,
            position: seed.position,
            content: seed.content as Record<string, unknown> | null,
            draftContent: null,
            translations: seed.translations,
            tagList: seed.tagList ?? [],
            createdAt: now,
            publishedAt: seed.isFolder ? null : now,
            firstPublishedAt: seed.isFolder ? null : now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: stories.fullSlug,
          set: {
            name: excluded(stories.name),
            slug: excluded(stories.slug),
            parentId: excluded(stories.parentId),
            isFolder: excluded(stories.isFolder),
            isStartpage: excluded(stories.isStartpage),
            position: excluded(stories.position),
            content: excluded(stories.content),
            draftContent: null,
            translations: excluded(stories.translations),
            tagList: excluded(stories.tagList),
            publishedAt: excluded(stories.publishedAt),
            firstPublishedAt: sql`coalesce(${stories.firstPublishedAt}, ${excluded(stories.firstPublishedAt)})`,
            updatedAt: excluded(stories.updatedAt),
          },
        })
        .returning({ id: stories.id, fullSlug: stories.fullSlug });
      for (const row of rows) ids.set(row.fullSlug, row.id);
      pending = pending.filter((seed) => !ids.has(seed.fullSlug));
    }
  });
  const datasources = await seedDatasources(db);
  return { stories: seeds.length, datasourceEntries: datasources.entries };
}
