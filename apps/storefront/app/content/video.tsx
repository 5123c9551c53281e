import type { VideoBlock } from "@eyewear/content-service";
import { isUnsafeLinkProtocol } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { useShop } from "~/platform/shop-data.ts";
import { PlainText } from "./rich-text.tsx";

/** A self-hosted video with its poster and captions in the shop's language; no autoplay, native controls. */
export function Video({ block }: { block: VideoBlock }) {
  const { t } = useTranslation();
  const { language } = useShop();
  if (!block.video_url || isUnsafeLinkProtocol(block.video_url)) return null;
  const captionsUrl = block.captions?.filename;
  return (
    <figure className="mt-12 max-w-3xl" aria-labelledby={`video-${block._uid}`}>
      <h2 id={`video-${block._uid}`} className="text-2xl font-semibold">
        {block.title}
      </h2>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the editors provide one */}
      <video
        controls
        preload="none"
        playsInline
        poster={`${block.poster.filename}?w=1280`}
        width={1280}
        height={720}
        className="mt-4 aspect-video w-full rounded bg-neutral-900"
        aria-describedby={`video-caption-${block._uid}`}
        data-testid="content-video"
      >
        <source src={block.video_url} type={block.video_url.endsWith(".webm") ? "video/webm" : "video/mp4"} />
        {captionsUrl && !isUnsafeLinkProtocol(captionsUrl) ? (
          <track kind="captions" src={captionsUrl} srcLang={language} label={t("content.captions")} default />
        ) : null}
        <a href={block.video_url}>{t("content.downloadVideo")}</a>
      </video>
      <figcaption id={`video-caption-${block._uid}`} className="mt-2 text-sm text-neutral-700">
        <PlainText text={block.caption} />
      </figcaption>
    </figure>
  );
}
