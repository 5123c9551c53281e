import { slugify } from "./slugs.ts";

/** The longest branch search (a city or zip code) the branch list accepts (rule:branches.search). */
export const BRANCH_SEARCH_MAX_LENGTH = 100;

/** What the branch rules need of a branch. */
export interface BranchAddressParts {
  id: number;
  city: string;
  zipCode: string;
}

// rule:branches.path
export function branchPath(branch: Pick<BranchAddressParts, "id" | "city">): string {
  return `/niederlassungen/${slugify(branch.city)}/${branch.id}/`;
}

/**
 * Whether a branch matches the branch list's search (rule:branches.search; ADR 0032): an empty
 * search matches all; otherwise the zip code starts with it (spaces ignored, "110 00" finds "11000") or the city's
 * slug starts with its slug ("munchen" and "München" both find München).
 */
export function matchesBranchSearch(
  branch: Pick<BranchAddressParts, "city" | "zipCode">,
  search: string,
): boolean {
  const compactSearch = search.replace(/\s+/g, "");
  if (compactSearch === "") return true;
  if (branch.zipCode.replace(/\s+/g, "").startsWith(compactSearch)) return true;
  const citySearch = slugify(search);
  return citySearch !== "" && slugify(branch.city).startsWith(citySearch);
}
