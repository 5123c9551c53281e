import type { HeroBlock, PageBodyBlock, RichTextBlock, TeaserGridBlock } from "@eyewear/content-service";
import type { FeatureSwitches } from "@eyewear/shop-rules";
import type { ComponentType } from "react";
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

type BlockComponent<Name extends PageBodyBlock["component"]> = ComponentType<{
  block: Extract<PageBodyBlock, { component: Name }>;
}>;

/** The content component registry: the storefront component of each body block, by the block's component name. */
const BLOCK_COMPONENTS: { [Name in PageBodyBlock["component"]]: BlockComponent<Name> } = {
  hero: Hero,
  teaser_grid: TeaserGrid,
  rich_text: RichTextSection,
  slider: Slider,
  questionnaire: Questionnaire,
  accordion: Accordion,
  face_scan: ToolTeaser,
  hearing_test: ToolTeaser,
  prescription_loader: ToolTeaser,
  product_subscription: ToolTeaser,
  newsletter: Newsletter,
  video: Video,
};

function Block({ block }: { block: PageBodyBlock }) {
  // The registry's type pairs each name with its block's component; TypeScript cannot follow that through the lookup.
  const Component = BLOCK_COMPONENTS[block.component] as ComponentType<{ block: PageBodyBlock }>;
  return <Component block={block} />;
}

/** Renders each body block the content service delivers that the shop offers, through the registry. */
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
