import type { TeaserBlock } from "@eyewear/content-service";
import { linkTargetProps, multilinkHref } from "~/content/content-links.ts";
import { PlainText } from "./rich-text.tsx";

/** A content teaser: picture, headline, text and a link that makes the whole card clickable. */
export function TeaserCard({ teaser }: { teaser: TeaserBlock }) {
  const href = multilinkHref(teaser.link);
  return (
    <div className="relative flex h-full flex-col rounded border border-neutral-200 bg-white">
      <img
        src={`${teaser.image.filename}?w=640`}
        alt={teaser.image.alt}
        width={640}
        height={480}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">{teaser.headline}</h3>
        <p className="text-sm text-neutral-700">
          <PlainText text={teaser.text} />
        </p>
        {href ? (
          <a
            href={href}
            {...linkTargetProps(teaser.link)}
            className="mt-auto font-medium text-sky-800 underline after:absolute after:inset-0"
          >
            {teaser.link_label}
          </a>
        ) : null}
      </div>
    </div>
  );
}
