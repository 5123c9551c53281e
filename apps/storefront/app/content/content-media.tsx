import type { AssetField, MultilinkField } from "@eyewear/content-service";
import type { ReactNode } from "react";
import { linkTargetProps, multilinkHref } from "~/content/content-links.ts";

/** A content image scaled by the image service to the width it is shown at; a 4:3 card image unless told otherwise. */
export function ContentImage({
  image,
  className,
  width = 640,
  height = 480,
  eager = false,
}: {
  image: AssetField;
  className: string;
  width?: number;
  height?: number;
  /** Loads at once, for an image at the top of the page. */
  eager?: boolean;
}) {
  return (
    <img
      src={`${image.filename}?w=${width}`}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? undefined : "lazy"}
      className={className}
    />
  );
}

/** An editor's link, or nothing where the link has no safe href (rule:content.link-href). */
export function ContentLink({
  link,
  className,
  children,
}: {
  link: MultilinkField | undefined;
  className: string;
  children: ReactNode;
}) {
  const href = multilinkHref(link);
  if (!href) return null;
  return (
    <a href={href} {...linkTargetProps(link)} className={className}>
      {children}
    </a>
  );
}
