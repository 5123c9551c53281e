/** When a navigation node may be shown; null bounds are open. */
export interface VisibilityWindow {
  visibleFrom: Date | null;
  visibleTo: Date | null;
}

// rule:layout.navigation-visibility
export function isVisibleAt(window: VisibilityWindow, at: Date): boolean {
  const time = at.getTime();
  if (window.visibleFrom && time < window.visibleFrom.getTime()) return false;
  if (window.visibleTo && time >= window.visibleTo.getTime()) return false;
  return true;
}
