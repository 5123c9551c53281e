// Smallest first (rule:layout.breakpoints).
export const BREAKPOINTS = {
  accountMenuMobile: 375,
  xs: 400,
  sm: 640,
  md: 768,
  lg: 1024,
  pdp: 1096,
  header: 1140,
  glassesPDPxl: 1200,
  xl: 1280,
  "2xl": 1440,
  rxLensOptions: 1560,
  "3xl": 1680,
  "4xl": 1920,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

// rule:layout.viewport-cookie
export const VIEWPORT_COOKIE = { name: "viewport", maxAgeSeconds: 365 * 24 * 60 * 60, path: "/" } as const;
// rule:layout.viewport-cookie
export const FALLBACK_BREAKPOINT: Breakpoint = "lg";

const ascending = Object.entries(BREAKPOINTS) as [Breakpoint, number][];

// Narrower widths count as the smallest (rule:layout.breakpoints).
export function breakpointForWidth(width: number): Breakpoint {
  let reached: Breakpoint = ascending[0]![0];
  for (const [name, minWidth] of ascending) if (width >= minWidth) reached = name;
  return reached;
}

// rule:layout.viewport-cookie
export function breakpointFromCookie(value: string | undefined): Breakpoint {
  return value !== undefined && Object.hasOwn(BREAKPOINTS, value)
    ? (value as Breakpoint)
    : FALLBACK_BREAKPOINT;
}

/** Whether a breakpoint is at least as wide as another (e.g. "is this viewport lg or wider"). */
export function isAtLeast(breakpoint: Breakpoint, minimum: Breakpoint): boolean {
  return BREAKPOINTS[breakpoint] >= BREAKPOINTS[minimum];
}

/** The Set-Cookie / document.cookie text of the viewport cookie. */
export function viewportCookie(breakpoint: Breakpoint): string {
  const { name, maxAgeSeconds, path } = VIEWPORT_COOKIE;
  return `${name}=${breakpoint}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Strict; Secure`;
}
