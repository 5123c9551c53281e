import { invalidParameter } from "../model/engine-error.ts";
import type {
  AttributeSelection,
  BasketInclude,
  BasketWithInclude,
  CategoryInclude,
  ImageAttributeSelection,
  ProductCategoryInclude,
  ProductInclude,
  VariantInclude,
} from "../model/includes.ts";

// Parsing of the Storefront API `with` parameter, in the grammar the @scayle/storefront-api SDK writes it:
// comma-separated tokens such as `attributes:key(name|brand)`, `variants.lowestPriorPrice`,
// `images.attributes:legacy(false):key(imageType)`, `categories:properties()` or `siblings.attributes`.

const WITH = "with";

/** The comma-separated tokens of a `with` value. */
export function tokensOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((token) => token.trim())
    .filter((token) => token !== "");
}

/** Answers 400 naming `with` for a token this engine does not include. */
export function unsupported(token: string): never {
  throw invalidParameter(WITH, `Unknown or unsupported include "${token}"`);
}

function listOf(argument: string): Set<string> {
  return new Set(argument.split("|").filter((entry) => entry !== ""));
}

/** Splits `name:mod(a|b):mod2()` into the name and its modifiers; undefined when the token is malformed. */
function modifiersOf(
  token: string,
): { name: string; modifiers: { name: string; argument: string }[] } | undefined {
  const name = /^[\w.]+/.exec(token)?.[0];
  if (!name) return undefined;
  const modifiers: { name: string; argument: string }[] = [];
  const pattern = /:(\w+)\(([^()]*)\)/y;
  pattern.lastIndex = name.length;
  while (pattern.lastIndex < token.length) {
    const match = pattern.exec(token);
    if (!match) return undefined;
    modifiers.push({ name: match[1]!, argument: match[2]! });
  }
  return { name, modifiers };
}

class AttributeSelectionBuilder {
  all = false;
  keys = new Set<string>();
  types = new Set<string>();
  requested = false;

  /** Takes `attributes`, `attributes:key(a|b)` or `attributes:type(a|b)`; false when the token is another one. */
  accept(group: string, token: string, fullToken: string): boolean {
    const parsed = modifiersOf(token);
    if (!parsed || parsed.name !== group) return false;
    this.requested = true;
    if (parsed.modifiers.length === 0) this.all = true;
    for (const modifier of parsed.modifiers) {
      const target =
        modifier.name === "key" ? this.keys : modifier.name === "type" ? this.types : unsupported(fullToken);
      for (const entry of listOf(modifier.argument)) target.add(entry);
    }
    return true;
  }

  build(): AttributeSelection | null {
    return this.requested ? { all: this.all, keys: this.keys, types: this.types } : null;
  }
}

function parseVariantTokens(tokens: readonly string[], prefix: string): VariantInclude {
  const attributes = new AttributeSelectionBuilder();
  const advancedAttributes = new AttributeSelectionBuilder();
  let lowestPriorPrice = false;
  for (const token of tokens) {
    const fullToken = prefix + token;
    if (attributes.accept("attributes", token, fullToken)) continue;
    if (advancedAttributes.accept("advancedAttributes", token, fullToken)) continue;
    if (token === "lowestPriorPrice") lowestPriorPrice = true;
    else if (token !== "stock") unsupported(fullToken);
  }
  return { attributes: attributes.build(), advancedAttributes: advancedAttributes.build(), lowestPriorPrice };
}

function parseImageAttributes(token: string, fullToken: string): ImageAttributeSelection {
  const parsed = modifiersOf(token);
  if (parsed?.name !== "images.attributes") unsupported(fullToken);
  let keys: Set<string> | null = null;
  let types: Set<string> | null = null;
  const exclude = new Set<string>();
  for (const modifier of parsed.modifiers) {
    const entries = listOf(modifier.argument);
    if (modifier.name === "legacy" && modifier.argument === "false") continue;
    if (modifier.name === "key") keys = entries;
    else if (modifier.name === "type") types = entries;
    else if (modifier.name === "exclude") for (const entry of entries) exclude.add(entry);
    else unsupported(fullToken);
  }
  return { keys, types, exclude };
}

function parseCategoryModifiers(
  token: string,
  fullToken: string,
  include: ProductCategoryInclude,
): ProductCategoryInclude {
  const parsed = modifiersOf(token);
  if (parsed?.name !== "categories") unsupported(fullToken);
  let { includeHidden, properties } = include;
  for (const modifier of parsed.modifiers) {
    if (modifier.name === "hidden" && (modifier.argument === "true" || modifier.argument === "false")) {
      includeHidden = modifier.argument === "true";
    } else if (modifier.name === "properties") {
      properties = listOf(modifier.argument);
    } else {
      unsupported(fullToken);
    }
  }
  return { includeHidden, properties };
}

function parseProductTokens(tokens: readonly string[], prefix: string): ProductInclude {
  const attributes = new AttributeSelectionBuilder();
  const advancedAttributes = new AttributeSelectionBuilder();
  let variantTokens: string[] | null = null;
  let siblingTokens: string[] | null = null;
  let imageAttributes: ImageAttributeSelection | null = null;
  let categories: ProductCategoryInclude | null = null;
  let priceRange = false;
  let lowestPriorPrice = false;
  for (const token of tokens) {
    const fullToken = prefix + token;
    if (attributes.accept("attributes", token, fullToken)) continue;
    if (advancedAttributes.accept("advancedAttributes", token, fullToken)) continue;
    if (token === "variants" || token.startsWith("variants.")) {
      variantTokens ??= [];
      if (token !== "variants") variantTokens.push(token.slice("variants.".length));
    } else if (token === "siblings" || token.startsWith("siblings.")) {
      siblingTokens ??= [];
      if (token !== "siblings") siblingTokens.push(token.slice("siblings.".length));
    } else if (token.startsWith("images.attributes")) {
      imageAttributes = parseImageAttributes(token, fullToken);
    } else if (token === "categories" || token.startsWith("categories:")) {
      categories = parseCategoryModifiers(
        token,
        fullToken,
        categories ?? { includeHidden: false, properties: "all" },
      );
    } else if (token === "priceRange") {
      priceRange = true;
    } else if (token === "lowestPriorPrice") {
      lowestPriorPrice = true;
    } else if (token !== "images") {
      unsupported(fullToken);
    }
  }
  return {
    attributes: attributes.build(),
    advancedAttributes: advancedAttributes.build(),
    variants: variantTokens ? parseVariantTokens(variantTokens, `${prefix}variants.`) : null,
    imageAttributes,
    categories,
    siblings: siblingTokens ? parseProductTokens(siblingTokens, `${prefix}siblings.`) : null,
    priceRange,
    lowestPriorPrice,
  };
}

/** The product `with` of GET /v1/products and /v1/products/{id}. */
export function parseProductInclude(value: string | undefined): ProductInclude {
  return parseProductTokens(tokensOf(value), "");
}

/** The variant `with` of GET /v1/variants. */
export function parseVariantInclude(value: string | undefined): VariantInclude {
  return parseVariantTokens(tokensOf(value), "");
}

/** The basket `with`: `items.product.*`, `items.variant.*`, `items.promotion` and `applicablePromotions`. */
export function parseBasketInclude(value: string | undefined): BasketWithInclude {
  const productTokens: string[] = [];
  const variantTokens: string[] = [];
  let promotion = false;
  let applicablePromotions = false;
  for (const token of tokensOf(value)) {
    if (token.startsWith("items.product.")) productTokens.push(token.slice("items.product.".length));
    else if (token.startsWith("items.variant.")) variantTokens.push(token.slice("items.variant.".length));
    else if (token === "items.promotion") promotion = true;
    else if (token === "applicablePromotions") applicablePromotions = true;
    else unsupported(token);
  }
  return {
    product: parseProductTokens(productTokens, "items.product."),
    variant: parseVariantTokens(variantTokens, "items.variant."),
    promotion,
    applicablePromotions,
    itemsWithoutProductData: false,
  };
}

/** The category `with`: `parents`, `descendants` (or `children`), `properties` and `properties:name(a|b)`. */
export function parseCategoryInclude(value: string | undefined): CategoryInclude {
  let parents = false;
  let children = false;
  let properties: ReadonlySet<string> | "all" = "all";
  for (const token of tokensOf(value)) {
    const parsed = modifiersOf(token);
    if (token === "parents") parents = true;
    else if (token === "descendants" || token === "children") children = true;
    else if (token === "properties") properties = "all";
    else if (
      parsed?.name === "properties" &&
      parsed.modifiers.length === 1 &&
      parsed.modifiers[0]?.name === "name"
    ) {
      properties = listOf(parsed.modifiers[0].argument);
    } else unsupported(token);
  }
  return { parents, children, properties };
}

/** The navigation `with`: only `category`. */
export function parseNavigationInclude(value: string | undefined): { category: boolean } {
  let category = false;
  for (const token of tokensOf(value)) {
    if (token === "category") category = true;
    else unsupported(token);
  }
  return { category };
}

/** The wishlist `with`: `items.product.*` and `items.variant.*`. */
export function parseWishlistInclude(value: string | undefined): BasketInclude {
  const productTokens: string[] = [];
  const variantTokens: string[] = [];
  for (const token of tokensOf(value)) {
    if (token.startsWith("items.product.")) productTokens.push(token.slice("items.product.".length));
    else if (token.startsWith("items.variant.")) variantTokens.push(token.slice("items.variant.".length));
    else unsupported(token);
  }
  return {
    product: parseProductTokens(productTokens, "items.product."),
    variant: parseVariantTokens(variantTokens, "items.variant."),
  };
}
