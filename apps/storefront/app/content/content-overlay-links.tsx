import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { overlayPathOf } from "~/content/content-overlays.ts";
import type { contentOverlayAt } from "~/content/content-pages.server.ts";
import { Overlay } from "~/ui/overlay.tsx";
import { RichText } from "./rich-text.tsx";

/**
 * With JavaScript, a link anywhere in the shop to one of its overlay pages opens that overlay in place
 * instead of leaving the page; without JavaScript the link simply leads to the overlay page.
 */
export function ContentOverlayLinks({ shopCode }: { shopCode: string }) {
  const fetcher = useFetcher<{ overlay: NonNullable<Awaited<ReturnType<typeof contentOverlayAt>>> }>();
  const [open, setOpen] = useState(false);
  const { load } = fetcher;

  useEffect(() => {
    // Capture phase: runs before React Router's own link handling, which then sees the click as handled.
    function openInPlace(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download"))
        return;
      const path = overlayPathOf(link.href, window.location.origin, shopCode);
      if (!path || window.location.pathname === path) return;
      event.preventDefault();
      load(path);
      setOpen(true);
    }
    document.addEventListener("click", openInPlace, true);
    return () => document.removeEventListener("click", openInPlace, true);
  }, [load, shopCode]);

  const overlay = fetcher.data?.overlay;
  if (!overlay) return null;
  return (
    <Overlay open={open} onClose={() => setOpen(false)} title={overlay.title} testId="content-overlay">
      <RichText doc={overlay.text} />
    </Overlay>
  );
}
