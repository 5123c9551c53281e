// rule:platform.reload-guard
export const RELOAD_GUARD_MS = 10_000;

/** How often an open page asks for the latest build (rule:platform.new-build; ADR 0041 chose the interval). */
export const BUILD_CHECK_INTERVAL_MS = 300_000;

// builds/latest.json names the latest build (rule:platform.new-build).
export function isNewBuild(pageBuildId: string, latest: unknown): boolean {
  const id = typeof latest === "object" && latest !== null ? (latest as { id?: unknown }).id : undefined;
  return typeof id === "string" && id !== "" && id !== pageBuildId;
}

// A clock set back since the last reload allows one (rule:platform.reload-guard).
export function reloadGuardAllows(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}
