import type { HeroBlock, PageBodyBlock, RichTextBlock, TeaserGridBlock } from "@eyewear/content-service";
import type { FeatureSwitches } from "@eyewear/shop-rules";
import { ContentImage, ContentLink } from "~/content/content-media.tsx";
import { useShop } from "~/platform/shop-data.ts";
import { HeadedSection } from "~/ui/headed-section.tsx";
import { Accordion, Questionnaire, Slider, ToolTeaser } from "./interactive-blocks.tsx";
import { Newsletter } from "./newsletter-form.tsx";
import { PlainText, RichText } from "./rich-text.tsx";
import { TeaserCard } from "./teaser-card.tsx";
import { Video } from "./video.tsx";

function Hero({ block }: { block: HeroBlock }) {
  return (
    <section className="relative mt-6 overflow-hidden rounded-lg bg-sky-950 text-white">
      <ContentImage
        image={block.image}
        width={1536}
        height={640}
        eager
        className="h-80 w-full object-cover opacity-60 md:h-96"
      />
      <div className="absolute inset-0 flex flex-col justify-end gap-3 p-8">
        <h1 className="max-w-2xl text-4xl font-bold md:text-5xl">{block.headline}</h1>
        <p className="max-w-xl text-lg">
          <PlainText text={block.text} />
        </p>
        {block.cta_label ? (
          <ContentLink
            link={block.cta_link}
            className="w-fit rounded bg-white px-5 py-3 font-semibold text-sky-950"
          >
            {block.cta_label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}

function TeaserGrid({ block }: { block: TeaserGridBlock }) {
  return (
    <HeadedSection headingId={`teasers-${block._uid}`} title={block.headline} className="mt-12">
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.teasers.map((teaser) => (
          <li key={teaser._uid}>
            <TeaserCard teaser={teaser} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="mt-12 max-w-3xl">
      <RichText doc={block.text} />
    </section>
  );
}

/** A block that needs a feature switch the shop has turned off is not shown (rule:shops.feature-switches). */
function isAvailableIn(block: PageBodyBlock, features: FeatureSwitches): boolean {
  return !("required_feature" in block && block.required_feature) || features[block.required_feature];
}

function Block({ block }: { block: PageBodyBlock }) {
  switch (block.component) {
    case "hero":
      return <Hero block={block} />;
    case "teaser_grid":
      return <TeaserGrid block={block} />;
    case "rich_text":
      return <RichTextSection block={block} />;
    case "slider":
      return <Slider block={block} />;
    case "questionnaire":
      return <Questionnaire block={block} />;
    case "accordion":
      return <Accordion block={block} />;
    case "face_scan":
    case "hearing_test":
    case "prescription_loader":
    case "product_subscription":
      return <ToolTeaser block={block} />;
    case "newsletter":
      return <Newsletter block={block} />;
    case "video":
      return <Video block={block} />;
  }
}

/** The content component registry: renders each body block the content service delivers, by component name. */
export function ContentBlocks({ blocks }: { blocks: PageBodyBlock[] }) {
  const { features } = useShop();
  return (
    <>
      {blocks
        .filter((block) => isAvailableIn(block, features))
        .map((block) => (
          <Block key={block._uid} block={block} />
        ))}
    </>
  );
}
