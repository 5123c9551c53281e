import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * The shop's button looks: `primary` for the step a page is about (add to basket, go to checkout, search),
 * `strong` for committing forms (sign in, order), `secondary` for side actions, `gift` for accepting an offer,
 * `text` for small actions that read as links (remove, back).
 */
const LOOKS = {
  primary: "rounded bg-sky-800 font-semibold text-white hover:bg-sky-900 disabled:bg-neutral-400",
  strong: "rounded bg-neutral-900 font-semibold text-white disabled:bg-neutral-500",
  secondary: "rounded border border-neutral-500 hover:bg-neutral-100 disabled:opacity-60",
  gift: "rounded bg-green-800 font-semibold text-white hover:bg-green-900 disabled:opacity-60",
  text: "underline disabled:opacity-60",
} as const;

const SIZES = { sm: "px-3 py-1 text-sm", md: "px-4 py-2", lg: "px-6 py-3" } as const;
const TEXT_SIZES = { sm: "text-sm", md: "", lg: "text-lg" } as const;

export type ButtonLook = keyof typeof LOOKS;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look: ButtonLook;
  size?: keyof typeof SIZES;
  /** Fills the width of its container, as the main button of a buy box or basket does. */
  wide?: boolean;
  testId?: string;
}

function buttonClassName(look: ButtonLook, size: keyof typeof SIZES = "md", wide = false): string {
  const spacing = look === "text" ? TEXT_SIZES[size] : SIZES[size];
  return [LOOKS[look], spacing, wide ? "w-full" : ""].filter(Boolean).join(" ");
}

/** A button of one of the shop's looks; a submit button unless `type` says otherwise. */
export function Button({ look, size, wide, testId, className, type = "submit", ...rest }: ButtonProps) {
  const classes = [buttonClassName(look, size, wide), className].filter(Boolean).join(" ");
  return <button type={type} className={classes} data-testid={testId} {...rest} />;
}

/** A link with the look of one of the shop's buttons, for a step that leads to another page (checkout, branches). */
export function ButtonLink({
  look,
  size,
  testId,
  className,
  ...rest
}: LinkProps & { look: ButtonLook; size?: keyof typeof SIZES; testId?: string }) {
  const classes = [buttonClassName(look, size), className].filter(Boolean).join(" ");
  return <Link className={classes} data-testid={testId} {...rest} />;
}
