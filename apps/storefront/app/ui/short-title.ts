/**
 * Where a short title (rule:catalogue.title-length) cuts the name, the full name stays the accessible name and the
 * tooltip.
 */
export function fullNameAttributes(
  name: string,
  shortName: string,
): { title?: string; "aria-label"?: string } {
  return name === shortName ? {} : { title: name, "aria-label": name };
}
