import type { CategoryRow } from "../queries/categories.ts";

/** A shop's category tree held in memory: categories are few per shop and every lookup walks the tree. */
export interface CategoryIndex {
  byId: ReadonlyMap<number, CategoryRow>;
  byKey: ReadonlyMap<string, CategoryRow>;
  /** Children in sibling order; the key null holds the roots. */
  children: ReadonlyMap<number | null, readonly CategoryRow[]>;
}

export function categoryIndexOf(rows: readonly CategoryRow[]): CategoryIndex {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    byKey: new Map(rows.map((row) => [row.key, row])),
    children,
  };
}

export function childrenOf(index: CategoryIndex, parentId: number | null): readonly CategoryRow[] {
  return index.children.get(parentId) ?? [];
}

/** The category and its ancestors, root first. */
export function rootlineOf(index: CategoryIndex, category: CategoryRow): CategoryRow[] {
  const line = [category];
  let parentId = category.parentId;
  while (parentId !== null) {
    const parent = index.byId.get(parentId);
    if (!parent || line.includes(parent)) break;
    line.unshift(parent);
    parentId = parent.parentId;
  }
  return line;
}

/** The keys of the category and all its descendants. */
export function subtreeKeysOf(index: CategoryIndex, category: CategoryRow): string[] {
  const keys: string[] = [];
  const pending = [category];
  const seen = new Set<number>();
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    keys.push(next.key);
    pending.push(...childrenOf(index, next.id));
  }
  return keys;
}
