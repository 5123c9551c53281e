import { ALERT_DURATION_MS, type AlertKind, alertActions, type BasketErrorRecord } from "@eyewear/shop-rules";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { reloadForNewBuild, watchForNewBuild } from "~/platform/new-build.ts";
import { useHydrated } from "~/ui/use-hydrated.ts";

/**
 * An alert to show (rule:alerts.kinds-and-actions): its kind, its translated message and, for ROUTE alerts, where
 * "view" leads.
 */
export interface AlertInput {
  kind: AlertKind;
  message: string;
  to?: string;
  testId?: string;
  /** The basket error record behind the alert (rule:basket.error-record), kept for tracking when it is shown. */
  tracking?: BasketErrorRecord;
}

/**
 * Keeps a basket error record in the page's `window.dataLayer` for the tag manager. Tracking is consent-gated
 * in the shop, so nothing here sends it anywhere.
 */
function keepForTracking(record: BasketErrorRecord) {
  const page = window as Window & { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  page.dataLayer.push({ event: "basket_error", basketError: record });
}

interface ShownAlert extends AlertInput {
  id: number;
}

const ShowAlertContext = createContext<((alert: AlertInput) => void) | undefined>(undefined);

/** The function that shows an alert in the shop's alert region; outside this module, alerts come from outcomes. */
function useShowAlert(): (alert: AlertInput) => void {
  const show = useContext(ShowAlertContext);
  if (!show) throw new Error("useShowAlert() used outside <AlertsProvider>");
  return show;
}

const kindClasses: Record<AlertKind, string> = {
  CONFIRM: "border-green-700 bg-green-50 text-green-900",
  ROUTE: "border-green-700 bg-green-50 text-green-900",
  WARNING: "border-amber-600 bg-amber-50 text-amber-900",
  ERROR: "border-red-700 bg-red-50 text-red-900",
  RELOAD: "border-sky-700 bg-sky-50 text-sky-900",
};

const buttonClasses = "rounded border border-current px-3 py-1 text-sm font-semibold";

/**
 * One alert. It closes itself after 5000 ms (rule:alerts.kinds-and-actions); while the pointer or focus is on it the
 * time stands still, so a shopper can still reach its button or link.
 */
function AlertView({ alert, dismiss }: { alert: ShownAlert; dismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const actions = alertActions(alert.kind);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(alert.id), ALERT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, alert.id, dismiss]);
  return (
    // The error's message is the alert, not the list item, so the list keeps only list items (axe "list").
    <li
      className={`pointer-events-auto flex items-center gap-4 rounded border-l-4 p-4 shadow-lg ${kindClasses[alert.kind]}`}
      data-kind={alert.kind}
      data-testid={alert.testId ?? "alert"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="flex-1" role={alert.kind === "ERROR" ? "alert" : undefined}>
        {alert.message}
      </p>
      {actions.includes("ok") ? (
        <button type="button" onClick={() => dismiss(alert.id)} className={buttonClasses}>
          {t("alerts.ok")}
        </button>
      ) : null}
      {actions.includes("reload") ? (
        <button
          type="button"
          onClick={() => {
            dismiss(alert.id);
            reloadForNewBuild();
          }}
          className={buttonClasses}
        >
          {t("alerts.reload")}
        </button>
      ) : null}
      {actions.includes("close") ? (
        <button type="button" onClick={() => dismiss(alert.id)} className={buttonClasses}>
          {t("alerts.close")}
        </button>
      ) : null}
      {actions.includes("view") && alert.to ? (
        <Link to={alert.to} onClick={() => dismiss(alert.id)} className="text-sm font-semibold underline">
          {t("alerts.view")}
        </Link>
      ) : null}
    </li>
  );
}

/** Provides `useShowAlert()` and renders the alerts in a live region that screen readers announce. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(1);
  const show = useCallback((alert: AlertInput) => {
    if (alert.tracking) keepForTracking(alert.tracking);
    const id = nextId.current++;
    setAlerts((shown) => [...shown, { ...alert, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setAlerts((shown) => shown.filter((a) => a.id !== id)), []);
  return (
    <ShowAlertContext value={show}>
      {children}
      <section
        aria-label={t("alerts.label")}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 sm:left-auto sm:w-96"
      >
        <ul className="flex flex-col gap-2">
          {alerts.map((alert) => (
            <AlertView key={alert.id} alert={alert} dismiss={dismiss} />
          ))}
        </ul>
      </section>
    </ShowAlertContext>
  );
}

/**
 * Shows a RELOAD alert when the server runs a newer build than the page's scripts (rule:platform.new-build; ADR 41).
 * It renders nothing; the checks start after hydration.
 */
export function NewBuildAlert() {
  const { t } = useTranslation();
  const show = useShowAlert();
  useEffect(
    () =>
      watchForNewBuild(() => show({ kind: "RELOAD", message: t("alerts.newBuild"), testId: "new-build" })),
    [show, t],
  );
  return null;
}

/**
 * The one way to show an outcome as an alert (docs/decisions/0048): an area types its outcomes in its
 * `*-outcome.ts` with a pure mapper to an `AlertInput`, and hands both here. With JavaScript the alert appears
 * once per new outcome; without it (server-rendered after a plain form post) the same message is rendered in
 * place, as there are no timers.
 */
export function OutcomeAlert<Outcome extends object>({
  outcome,
  toAlert,
}: {
  outcome: Outcome | undefined;
  toAlert: (outcome: Outcome) => AlertInput;
}) {
  const hydrated = useHydrated();
  const show = useShowAlert();
  const shownFor = useRef<Outcome | undefined>(undefined);
  const toAlertRef = useRef(toAlert);
  toAlertRef.current = toAlert;
  useEffect(() => {
    if (!outcome || shownFor.current === outcome) return;
    shownFor.current = outcome;
    show(toAlertRef.current(outcome));
  }, [outcome, show]);
  if (hydrated || !outcome) return null;
  const alert = toAlert(outcome);
  return (
    <p
      role={alert.kind === "ERROR" ? "alert" : "status"}
      className={`mt-4 rounded border-l-4 p-3 ${kindClasses[alert.kind]}`}
      data-testid={alert.testId}
    >
      {alert.message}
    </p>
  );
}
