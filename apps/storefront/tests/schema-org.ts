/**
 * Checks of structured data against the schema.org types the shop uses, with the properties Google's rich-result
 * documentation requires or recommends for Product (merchant listing), Offer, BreadcrumbList, Organization and
 * LocalBusiness. Each problem is one readable line; none means the object passes.
 */

type Json = Record<string, unknown>;

const AVAILABILITIES = new Set(
  ["InStock", "OutOfStock", "BackOrder", "PreOrder", "LimitedAvailability", "SoldOut"].map(
    (value) => `https://schema.org/${value}`,
  ),
);
const DAYS = new Set(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
    (day) => `https://schema.org/${day}`,
  ),
);
/** The subtypes of LocalBusiness the shop may use for a branch. */
const LOCAL_BUSINESS_TYPES = new Set(["LocalBusiness", "Optician", "Store", "MedicalBusiness"]);

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isPrice = (value: unknown) =>
  (typeof value === "string" && /^\d+(\.\d+)?$/.test(value)) || (typeof value === "number" && value >= 0);
const isCurrency = (value: unknown) => typeof value === "string" && /^[A-Z]{3}$/.test(value);
const isTime = (value: unknown) =>
  typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);

function priceProblems(where: string, value: Json): string[] {
  return [
    ...(isPrice(value.price) ? [] : [`${where}.price is not a non-negative number: ${String(value.price)}`]),
    ...(isCurrency(value.priceCurrency)
      ? []
      : [`${where}.priceCurrency is not ISO 4217: ${String(value.priceCurrency)}`]),
  ];
}

function offerProblems(where: string, offer: unknown): string[] {
  if (!isObject(offer) || offer["@type"] !== "Offer") return [`${where} is not an Offer`];
  const specifications = offer.priceSpecification === undefined ? [] : offer.priceSpecification;
  return [
    ...priceProblems(where, offer),
    ...(AVAILABILITIES.has(String(offer.availability))
      ? []
      : [`${where}.availability is not a schema.org ItemAvailability`]),
    ...(isAbsoluteUrl(offer.url) ? [] : [`${where}.url is not absolute`]),
    ...(Array.isArray(specifications) ? specifications : [specifications]).flatMap((specification, index) =>
      isObject(specification) && specification["@type"] === "UnitPriceSpecification"
        ? priceProblems(`${where}.priceSpecification[${index}]`, specification)
        : [`${where}.priceSpecification[${index}] is not a UnitPriceSpecification`],
    ),
  ];
}

function productProblems(product: Json): string[] {
  const offers = Array.isArray(product.offers) ? product.offers : [product.offers];
  const images =
    product.image === undefined ? [] : Array.isArray(product.image) ? product.image : [product.image];
  return [
    ...(isText(product.name) ? [] : ["Product.name is missing"]),
    ...(product.offers === undefined ? ["Product.offers is missing"] : []),
    ...(product.offers === undefined
      ? []
      : offers.flatMap((offer, index) => offerProblems(`Product.offers[${index}]`, offer))),
    ...images.flatMap((image, index) =>
      isAbsoluteUrl(image) ? [] : [`Product.image[${index}] is not absolute`],
    ),
    ...(product.brand === undefined || (isObject(product.brand) && isText(product.brand.name))
      ? []
      : ["Product.brand has no name"]),
  ];
}

function breadcrumbProblems(list: Json): string[] {
  const items = list.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ["BreadcrumbList.itemListElement is empty"];
  return items.flatMap((item, index) => {
    const where = `BreadcrumbList.itemListElement[${index}]`;
    if (!isObject(item) || item["@type"] !== "ListItem") return [`${where} is not a ListItem`];
    return [
      ...(item.position === index + 1
        ? []
        : [`${where}.position is ${String(item.position)}, not ${index + 1}`]),
      ...(isText(item.name) ? [] : [`${where}.name is missing`]),
      // Only the last crumb, the page itself, may go without its URL.
      ...(isAbsoluteUrl(item.item) || (item.item === undefined && index === items.length - 1)
        ? []
        : [`${where}.item is not absolute`]),
    ];
  });
}

function organizationProblems(organization: Json): string[] {
  return [
    ...(isText(organization.name) ? [] : ["Organization.name is missing"]),
    ...(isAbsoluteUrl(organization.url) ? [] : ["Organization.url is not absolute"]),
    ...(organization.logo === undefined || isAbsoluteUrl(organization.logo)
      ? []
      : ["Organization.logo is not absolute"]),
  ];
}

function localBusinessProblems(business: Json): string[] {
  const address = business.address;
  const hours = business.openingHoursSpecification ?? [];
  return [
    ...(isText(business.name) ? [] : ["LocalBusiness.name is missing"]),
    ...(isObject(address) && address["@type"] === "PostalAddress"
      ? ["streetAddress", "addressLocality", "postalCode"].flatMap((key) =>
          isText(address[key]) ? [] : [`LocalBusiness.address.${key} is missing`],
        )
      : ["LocalBusiness.address is not a PostalAddress"]),
    ...(isObject(address) &&
    typeof address.addressCountry === "string" &&
    /^[A-Z]{2}$/.test(address.addressCountry)
      ? []
      : ["LocalBusiness.address.addressCountry is not ISO 3166-1 alpha-2"]),
    ...(business.url === undefined || isAbsoluteUrl(business.url)
      ? []
      : ["LocalBusiness.url is not absolute"]),
    ...(business.telephone === undefined || isText(business.telephone)
      ? []
      : ["LocalBusiness.telephone is empty"]),
    ...(Array.isArray(hours) ? hours : [hours]).flatMap((interval, index) => {
      const where = `LocalBusiness.openingHoursSpecification[${index}]`;
      if (!isObject(interval) || interval["@type"] !== "OpeningHoursSpecification")
        return [`${where} is not an OpeningHoursSpecification`];
      return [
        ...(DAYS.has(String(interval.dayOfWeek)) ? [] : [`${where}.dayOfWeek is not a schema.org DayOfWeek`]),
        ...(isTime(interval.opens) && isTime(interval.closes)
          ? []
          : [`${where} opens or closes is not hh:mm`]),
      ];
    }),
  ];
}

/** What is wrong with a JSON-LD object of the shop's types; an empty list when it passes. */
export function schemaOrgProblems(data: unknown): string[] {
  if (!isObject(data)) return ["not a JSON object"];
  if (data["@context"] !== "https://schema.org") return [`@context is ${String(data["@context"])}`];
  const type = data["@type"];
  if (type === "Product") return productProblems(data);
  if (type === "BreadcrumbList") return breadcrumbProblems(data);
  if (type === "Organization") return organizationProblems(data);
  if (typeof type === "string" && LOCAL_BUSINESS_TYPES.has(type)) return localBusinessProblems(data);
  return [`@type ${String(type)} is none the shop uses`];
}
