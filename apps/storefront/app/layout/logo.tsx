import { LOGO_WORDMARK, type LogoVariant } from "@eyewear/shop-rules";

// rule:layout.logo-variant: the header shows a country-specific logo: Czech, Polish or default.

export function Logo({ variant }: { variant: LogoVariant }) {
  return (
    <span className="flex items-center gap-2" data-logo-variant={variant}>
      <svg aria-hidden="true" width="40" height="20" viewBox="0 0 40 20" className="text-sky-700">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="30" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M18 9 q2 -3 4 0" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span className="text-xl font-bold tracking-tight">{LOGO_WORDMARK[variant]}</span>
    </span>
  );
}
