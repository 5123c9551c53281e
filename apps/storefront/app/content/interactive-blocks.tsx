import type {
  AccordionBlock,
  FaceScanBlock,
  HearingTestBlock,
  PrescriptionLoaderBlock,
  ProductSubscriptionBlock,
  QuestionnaireBlock,
  SliderBlock,
} from "@eyewear/content-service";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { multilinkHref } from "~/content/content-links.ts";
import { ContentImage, ContentLink } from "~/content/content-media.tsx";
import { Button } from "~/ui/button.tsx";
import { HeadedSection } from "~/ui/headed-section.tsx";
import { RichText } from "./rich-text.tsx";
import { TeaserCard } from "./teaser-card.tsx";

/**
 * Slides in a scroll-snapping row that works without JavaScript; with it, autoplay advances them unless the
 * shopper prefers reduced motion or is pointing at or focused inside the slider.
 */
export function Slider({ block }: { block: SliderBlock }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const list = track.current;
    if (!block.autoplay || paused || !list) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
      list.scrollTo({ left: atEnd ? 0 : list.scrollLeft + list.clientWidth, behavior: "smooth" });
    }, block.interval_seconds * 1000);
    return () => window.clearInterval(timer);
  }, [block.autoplay, block.interval_seconds, paused]);

  return (
    <section
      className="mt-12"
      aria-roledescription={t("content.slider")}
      aria-labelledby={`slider-${block._uid}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id={`slider-${block._uid}`} className="text-2xl font-semibold">
        {block.headline}
      </h2>
      <ul ref={track} className="mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4">
        {block.slides.map((slide, index) => (
          <li
            key={slide._uid}
            className="w-72 shrink-0 snap-start"
            aria-roledescription={t("content.slide")}
            aria-label={t("content.slideOf", { index: index + 1, count: block.slides.length })}
          >
            <TeaserCard teaser={slide} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A guided questionnaire: a plain GET form whose answers travel to the result page as query parameters. */
export function Questionnaire({ block }: { block: QuestionnaireBlock }) {
  const action = multilinkHref(block.result_link);
  if (!action) return null;
  return (
    <HeadedSection
      headingId={`quiz-${block._uid}`}
      title={block.headline}
      className="mt-12 max-w-3xl rounded border border-neutral-200 p-6"
    >
      <p className="mt-2 text-neutral-700">{block.text}</p>
      <form method="get" action={action} className="mt-6 space-y-6">
        {block.questions.map((question) => (
          <fieldset key={question._uid}>
            <legend className="font-medium">{question.question}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {question.options.map((option) => (
                <label
                  key={option._uid}
                  className="flex cursor-pointer items-center gap-2 rounded border border-neutral-400 px-3 py-2 has-[:checked]:border-sky-800"
                >
                  <input
                    type={question.multiple ? "checkbox" : "radio"}
                    name={`q-${question._uid.slice(0, 8)}`}
                    value={option.value}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <Button look="primary" size="lg">
          {block.submit_label}
        </Button>
      </form>
    </HeadedSection>
  );
}

/** Questions and answers that open one at a time, with no script needed (details/summary). */
export function Accordion({ block }: { block: AccordionBlock }) {
  return (
    <HeadedSection headingId={`accordion-${block._uid}`} title={block.headline} className="mt-12 max-w-3xl">
      <div className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200">
        {block.items.map((item) => (
          <details key={item._uid} className="group py-3">
            <summary className="cursor-pointer font-medium">{item.title}</summary>
            <div className="mt-2 text-neutral-800">
              <RichText doc={item.text} />
            </div>
          </details>
        ))}
      </div>
    </HeadedSection>
  );
}

type ToolBlock = FaceScanBlock | HearingTestBlock | PrescriptionLoaderBlock | ProductSubscriptionBlock;

/** The details a tool block shows before its call to action. */
function ToolDetails({ block }: { block: ToolBlock }) {
  const { t } = useTranslation();
  switch (block.component) {
    case "face_scan":
      return <p className="text-sm text-neutral-600">{block.privacy_note}</p>;
    case "hearing_test":
      return (
        <ul className="list-disc pl-5 text-sm text-neutral-700">
          <li>{t("content.durationMinutes", { count: block.duration_minutes })}</li>
          {block.requires_headphones ? <li>{t("content.headphonesNeeded")}</li> : null}
          <li>{block.disclaimer}</li>
        </ul>
      );
    case "prescription_loader":
      return <p className="text-sm text-neutral-700">{block.manual_entry_label}</p>;
    case "product_subscription":
      return (
        <>
          <ul className="list-disc pl-5 text-sm text-neutral-700">
            {block.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className="text-sm text-neutral-700">
            {block.intervals.map((interval) => interval.label).join(" · ")}
          </p>
        </>
      );
  }
}

/** A teaser leading into one of the shop's tools (try-on, hearing test, prescription upload, subscriptions). */
export function ToolTeaser({ block }: { block: ToolBlock }) {
  return (
    <section
      className="mt-12 grid items-center gap-6 rounded border border-neutral-200 p-6 md:grid-cols-2"
      data-component={block.component}
    >
      {block.image ? (
        <ContentImage image={block.image} className="aspect-[4/3] w-full rounded object-cover" />
      ) : null}
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">{block.headline}</h2>
        <p className="text-neutral-700">{block.text}</p>
        <ToolDetails block={block} />
        <ContentLink
          link={block.cta_link}
          className="w-fit rounded bg-sky-800 px-5 py-3 font-semibold text-white hover:bg-sky-900"
        >
          {block.cta_label}
        </ContentLink>
      </div>
    </section>
  );
}
