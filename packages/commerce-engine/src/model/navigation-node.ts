import type { NavigationItemRow } from "../queries/navigation.ts";

/** A navigation item with its visible children. */
export interface NavigationNode {
  item: NavigationItemRow;
  children: NavigationNode[];
}
