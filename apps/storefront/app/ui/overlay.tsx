import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon.tsx";

/** What can take keyboard focus inside an overlay. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, video[controls], [tabindex]:not([tabindex="-1"])';

// An overlay disappears this long after it closes (rule:layout.overlays)
export const OVERLAY_HIDE_DELAY_MS = 500;

export type OverlayPlacement = "center" | "side";

interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** A visible heading for the overlay; alternatively `labelledBy` names an element inside `children`. */
  title?: string;
  labelledBy?: string;
  placement?: OverlayPlacement;
  children: ReactNode;
  testId?: string;
}

// rule:layout.overlays: centered overlays are at most 600 px wide; side overlays (side navigation, basket) fill the
// height. Rendered open without JavaScript (not modal), a centered overlay takes its place in the page's flow.
const placementClasses: Record<OverlayPlacement, string> = {
  center:
    "m-auto w-[calc(100%-2rem)] max-w-[600px] max-h-[calc(100dvh-2rem)] rounded-lg [&:not(:modal)]:relative [&:not(:modal)]:my-4 [&:not(:modal)]:max-h-none [&:not(:modal)]:border [&:not(:modal)]:border-neutral-300",
  side: "my-0 mr-0 ml-auto h-dvh max-h-none w-[min(100%,28rem)] max-w-none",
};

/**
 * A modal overlay on the native `<dialog>`: `showModal()` makes the rest of the page inert (so focus stays
 * inside) and moves focus in; Esc, a click on the backdrop or the close button ask `onClose` to close it, and
 * once `open` turns false it fades out for the S2 hide delay before the dialog closes and focus returns to
 * the element that opened it. Rendered open on the server it shows as a plain open dialog, whose close
 * button (a `method="dialog"` form) still works without JavaScript.
 */
export function Overlay({
  open,
  onClose,
  title,
  labelledBy,
  placement = "center",
  children,
  testId,
}: OverlayProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wantsOpen = useRef(open);
  wantsOpen.current = open;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [visible, setVisible] = useState(open);
  // Only the first render sets the `open` attribute (for server rendering); afterwards showModal() and close()
  // own the dialog's state, so React must not remove the attribute before the hide delay has passed.
  const [renderedOpen] = useState(open);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      setVisible(true);
      if (element.matches(":modal")) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (element.open) element.close();
      element.showModal();
      return;
    }
    setVisible(false);
    if (!element.open) return;
    const timer = window.setTimeout(() => {
      element.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }, OVERLAY_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCloseRef.current();
  }

  // The close event arrives asynchronously; only a close the browser made on its own (not one this component
  // made while hiding or reopening as a modal) is reported.
  function handleNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    if (wantsOpen.current && !event.currentTarget.open) onCloseRef.current();
  }

  // The modal dialog makes the page inert, but Tab past its last control would leave for the browser's own
  // interface; wrapping around keeps focus inside the overlay.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === event.currentTarget)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onCloseRef.current();
  }

  return (
    <dialog
      ref={dialog}
      open={renderedOpen ? true : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
      data-placement={placement}
      data-state={visible ? "open" : "closing"}
      data-testid={testId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onClick={handleBackdropClick}
      onKeyDown={trapTab}
      className={`${placementClasses[placement]} bg-white p-0 text-neutral-900 shadow-xl transition-opacity duration-500 backdrop:bg-black/50 data-[state=closing]:opacity-0`}
    >
      <div className="flex h-full flex-col p-6">
        <div className="flex items-start justify-between gap-4">
          {title ? (
            <h2 id={titleId} className="text-xl font-semibold">
              {title}
            </h2>
          ) : (
            <span />
          )}
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              onCloseRef.current();
            }}
          >
            <button
              type="submit"
              className="rounded p-1 hover:bg-neutral-100"
              aria-label={t("overlay.close")}
              data-testid="overlay-close"
            >
              <Icon>
                <path d="M6 6l12 12M18 6L6 18" />
              </Icon>
            </button>
          </form>
        </div>
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </dialog>
  );
}
