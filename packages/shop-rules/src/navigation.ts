/** When a navigation node may be shown; null bounds are open. */
export interface VisibilityWindow {
  visibleFrom: Date | null;
  visibleTo: Date | null;
}

// S2 §2 a navigation node is shown only when the current time lies between visibleFrom (inclusive) and visibleTo (exclusive)
export function isVisibleAt(window: VisibilityWindow, at: Date): boolean {
  const time = at.getTime();
  if (window.visibleFrom && time < window.visibleFrom.getTime()) return false;
  if (window.visibleTo && time >= window.visibleTo.getTime()) return false;
  return true;
}
