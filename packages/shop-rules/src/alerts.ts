// S1 §4 alert kinds
export type AlertKind = "CONFIRM" | "WARNING" | "ERROR" | "RELOAD" | "ROUTE";

// S1 §9 alert duration
export const ALERT_DURATION_MS = 5000;

/** A control an alert offers. */
export type AlertAction = "ok" | "reload" | "close" | "view";

// S1 §4 an ERROR alert has an OK button, a RELOAD alert reload and close buttons, a ROUTE alert a view link; others none
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
