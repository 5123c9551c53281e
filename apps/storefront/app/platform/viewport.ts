import {
  type Breakpoint,
  breakpointForWidth,
  breakpointFromCookie,
  VIEWPORT_COOKIE,
  viewportCookie,
} from "@eyewear/shop-rules";
import { useEffect } from "react";

/**
 * The breakpoint the browser last reported in the viewport cookie (rule:layout.viewport-cookie), lg when it has not
 * yet.
 */
export function breakpointOfRequest(request: Request): Breakpoint {
  const prefix = `${VIEWPORT_COOKIE.name}=`;
  const entry = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((part) => part.startsWith(prefix));
  return breakpointFromCookie(entry?.slice(prefix.length));
}

/** Keeps the viewport cookie on the breakpoint of the window's current width, so the server can render for it. */
export function useViewportCookie(): void {
  useEffect(() => {
    let written: Breakpoint | undefined;
    const write = () => {
      const breakpoint = breakpointForWidth(window.innerWidth);
      if (breakpoint === written) return;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari before 18.4
      document.cookie = viewportCookie(breakpoint);
      written = breakpoint;
    };
    write();
    window.addEventListener("resize", write);
    return () => window.removeEventListener("resize", write);
  }, []);
}
