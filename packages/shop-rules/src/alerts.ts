// The kinds of alert and what each offers (rule:alerts.kinds-and-actions).
export type AlertKind = "CONFIRM" | "WARNING" | "ERROR" | "RELOAD" | "ROUTE";

// How long an alert shows (rule:alerts.kinds-and-actions).
export const ALERT_DURATION_MS = 5000;

/** A control an alert offers. */
export type AlertAction = "ok" | "reload" | "close" | "view";

// An ERROR alert has an OK button, a RELOAD alert reload and close buttons, a ROUTE alert a view link; others none
// (rule:alerts.kinds-and-actions).
export function alertActions(kind: AlertKind): readonly AlertAction[] {
  switch (kind) {
    case "ERROR":
      return ["ok"];
    case "RELOAD":
      return ["reload", "close"];
    case "ROUTE":
      return ["view"];
    default:
      return [];
  }
}
