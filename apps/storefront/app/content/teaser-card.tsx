import type { TeaserBlock } from "@eyewear/content-service";
import { ContentImage, ContentLink } from "~/content/content-media.tsx";
import { PlainText } from "./rich-text.tsx";

/** A content teaser: picture, headline, text and a link that makes the whole card clickable. */
export function TeaserCard({ teaser }: { teaser: TeaserBlock }) {
  return (
    <div className="relative flex h-full flex-col rounded border border-neutral-200 bg-white">
      <ContentImage image={teaser.image} className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">{teaser.headline}</h3>
        <p className="text-sm text-neutral-700">
          <PlainText text={teaser.text} />
        </p>
        <ContentLink
          link={teaser.link}
          className="mt-auto font-medium text-sky-800 underline after:absolute after:inset-0"
        >
          {teaser.link_label}
        </ContentLink>
      </div>
    </div>
  );
}
