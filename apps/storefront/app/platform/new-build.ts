import { BUILD_CHECK_INTERVAL_MS, isNewBuild, reloadGuardAllows } from "@eyewear/shop-rules";

/**
 * Where the tab keeps the time of its last reload for the reload guard (rule:platform.reload-guard); it survives the
 * reload itself.
 */
const LAST_RELOAD_KEY = "eyewear.lastReloadAt";

function lastReloadAt(): number | undefined {
  try {
    const stored = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
    return stored > 0 ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Reloads the page for a new build unless the tab reloaded less than 10000 ms ago (rule:platform.reload-guard). */
export function reloadForNewBuild(): void {
  const now = Date.now();
  if (!reloadGuardAllows(lastReloadAt(), now)) return;
  try {
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without session storage the guard cannot remember the reload; the reload itself still happens.
  }
  window.location.reload();
}

/**
 * The build the running scripts belong to: the version of React Router's client manifest, which the server's
 * `build.assets.version` (answered at `/builds/latest.json`) equals for the same build.
 */
function pageBuildId(): string | undefined {
  return (window as Window & { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/**
 * Asks `/builds/latest.json` every BUILD_CHECK_INTERVAL_MS while the tab is visible (rule:platform.new-build) and
 * calls `onNewBuild` once when the server runs another build, unless the tab has just reloaded
 * (rule:platform.reload-guard). Answers the function that stops the checks.
 */
export function watchForNewBuild(onNewBuild: () => void): () => void {
  const current = pageBuildId();
  if (!current) return () => {};
  let announced = false;
  const check = async () => {
    if (announced || document.hidden) return;
    const latest = await fetch("/builds/latest.json", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    if (announced || !isNewBuild(current, latest) || !reloadGuardAllows(lastReloadAt(), Date.now())) return;
    announced = true;
    onNewBuild();
  };
  const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
