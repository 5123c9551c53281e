/**
 * The path of a shop's overlay page (/overlays/{group}/{slug}) that a link points to, or undefined
 * for any other link (another origin, another shop, another page).
 */
export function overlayPathOf(href: string, origin: string, shopCode: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const pattern = new RegExp(`^/${shopCode}/overlays/[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*/?$`);
  return pattern.test(url.pathname) ? url.pathname.replace(/\/?$/, "/") : undefined;
}
