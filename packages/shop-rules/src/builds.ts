// S1 §9 reload guard 10000 ms
export const RELOAD_GUARD_MS = 10_000;

/** How often an open page asks for the latest build (ADR 41; the spec polls without naming an interval). */
export const BUILD_CHECK_INTERVAL_MS = 300_000;

// S1 §7 builds/latest.json is polled and its id compared to detect a new version: a different non-empty id is new
export function isNewBuild(pageBuildId: string, latest: unknown): boolean {
  const id = typeof latest === "object" && latest !== null ? (latest as { id?: unknown }).id : undefined;
  return typeof id === "string" && id !== "" && id !== pageBuildId;
}

// S1 §9 reload guard: no second reload, nor a prompt to reload, within 10000 ms of the last reload
export function reloadGuardAllows(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}
