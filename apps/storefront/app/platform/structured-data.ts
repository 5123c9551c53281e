import type { BranchWire } from "@eyewear/commerce-engine";
import { type Availability, minorToMajor } from "@eyewear/shop-rules";

/**
 * Structured data (rule:seo.structured-data): schema.org objects a page carries as JSON-LD, built from what the
 * page's loader already read, so that they always say what the page shows. Money comes in minor units.
 */
export type StructuredData = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

const CONTEXT = "https://schema.org" as const;

/** A decimal amount as schema.org wants it ("129.90"), from minor units. */
function schemaPrice(minorUnits: number): string {
  return minorToMajor(minorUnits).toFixed(2);
}

/** Sellable variants are InStock, whether from the shelf or delivered later; the rest OutOfStock. */
function schemaAvailability(availability: Availability): string {
  return availability.kind === "unavailable" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";
}

export interface ProductOfferInput {
  /** Absolute URL of the product page. */
  url: string;
  name: string;
  brand: string | undefined;
  description: string;
  /** Absolute image URLs. */
  imageUrls: string[];
  /** The product's id, its SKU in the shop. */
  sku: string;
  currency: string;
  /** The variant whose price the page shows. */
  offer: {
    price: number;
    originalPrice?: number | undefined;
    lowestPriorPrice?: number | undefined;
    availability: Availability;
  };
}

/**
 * `Product` with one `Offer` at the price the page shows. A reduced price carries the struck-through reference
 * price: the lowest price of the 30 days before the reduction where the page shows it (the EU price indication
 * rules measure a reduction against it, rule:catalogue.lowest-prior-price), else the price before the reduction.
 */
export function productStructuredData(input: ProductOfferInput): StructuredData {
  const { offer } = input;
  const reduced = offer.originalPrice !== undefined && offer.originalPrice > offer.price;
  const reference = reduced ? (offer.lowestPriorPrice ?? offer.originalPrice) : undefined;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: input.name,
    sku: input.sku,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.imageUrls.length > 0 ? { image: input.imageUrls } : {}),
    ...(input.brand ? { brand: { "@type": "Brand", name: input.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: schemaPrice(offer.price),
      priceCurrency: input.currency,
      availability: schemaAvailability(offer.availability),
      itemCondition: "https://schema.org/NewCondition",
      ...(reference !== undefined
        ? {
            priceSpecification: [
              {
                "@type": "UnitPriceSpecification",
                price: schemaPrice(offer.price),
                priceCurrency: input.currency,
              },
              {
                "@type": "UnitPriceSpecification",
                priceType: "https://schema.org/StrikethroughPrice",
                price: schemaPrice(reference),
                priceCurrency: input.currency,
              },
            ],
          }
        : {}),
    },
  };
}

/** `BreadcrumbList` of a page's trail, from the shop's home to the page itself (absolute URLs). */
export function breadcrumbStructuredData(trail: { name: string; url: string }[]): StructuredData {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** `Organization` of the shop: its name, home page and logo. */
export function organizationStructuredData(input: {
  name: string;
  url: string;
  logoUrl: string;
}): StructuredData {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: input.name,
    url: input.url,
    logo: input.logoUrl,
  };
}

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** An `Optician` (a LocalBusiness): one branch with its address, phone, opening hours and place on the map. */
export function opticianStructuredData(
  branch: Pick<BranchWire, "name" | "address" | "phone" | "email" | "openingHours" | "coordinates">,
  url: string,
): StructuredData {
  const { address } = branch;
  const openingHours = SCHEMA_DAYS.flatMap((day, index) =>
    (branch.openingHours[String(index) as keyof typeof branch.openingHours] ?? []).map((interval) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${day}`,
      opens: interval.opens,
      closes: interval.closes,
    })),
  );
  return {
    "@context": CONTEXT,
    "@type": "Optician",
    name: branch.name,
    url,
    telephone: branch.phone,
    email: branch.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street} ${address.houseNumber}`.trim(),
      postalCode: address.zipCode,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    ...(branch.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: branch.coordinates.latitude,
            longitude: branch.coordinates.longitude,
          },
        }
      : {}),
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
  };
}

/**
 * The JSON text of a `<script type="application/ld+json">`: `<`, `>` and `&` written as Unicode escapes, so no
 * value (a product name with "</script>") can end the script or open a comment, and the line separators that
 * JavaScript parsers once refused.
 */
export function jsonLdText(data: StructuredData | StructuredData[]): string {
  return JSON.stringify(data)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
