// S1 §4 alert kinds
export type AlertKind = "CONFIRM" | "WARNING" | "ERROR" | "RELOAD" | "ROUTE";

// S1 §9 alert duration
export const ALERT_DURATION_MS = 5000;

// S1 §4 an ERROR alert has an OK button, a RELOAD alert reloads (and closes), a ROUTE alert links to a view; others have none
export function alertAction(kind: AlertKind): "ok" | "reload" | "view" | undefined {
  switch (kind) {
    case "ERROR":
      return "ok";
    case "RELOAD":
      return "reload";
    case "ROUTE":
      return "view";
    default:
      return undefined;
  }
}
