import { randomUUID } from "node:crypto";
import {
  type BasketLineState,
  type BasketOperation,
  basketErrorRecord,
  type Eye,
  firstAttributeValue,
  groupBasketLines,
  invalidItemGroups,
  isItemGroupComplete,
  isLensPart,
  isQuantityChangeLocked,
  linesActedOn,
  offeredSubscriptionIntervals,
  offersGift,
  type Prescription,
  productKindOf,
  type ReductionSum,
  reductionsByCategory,
  type ShippingCost,
  type ShopConfig,
  showsCheckoutButton,
} from "@eyewear/shop-rules";
import {
  AddToBasketFailureKind,
  type BasketResponseData,
  FetchError,
  type ItemGroup,
  type Promotion,
  UpdateBasketItemFailureKind,
} from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { contactLensOfferOf } from "~/contact-lenses/contact-lens-offer.ts";
import {
  type ContactLensOffer,
  type ContactLensOrderForm,
  contactLensOrder,
  eyeLineOf,
  withEyeQuantity,
} from "~/contact-lenses/contact-lens-order.ts";
import { BASKET_READ_PARAMETERS, readBasketForLoaders } from "~/platform/basket-read.server.ts";
import { BASKET_WITH, commerceClient } from "~/platform/commerce.server.ts";
import { configurableFrame } from "~/platform/configurable-frame.server.ts";
import { namedPrescriptionUpload } from "~/platform/prescription-uploads.server.ts";
import {
  mainImageHash,
  productBrand,
  productName,
  productPath,
  productShortName,
  variantLabel,
} from "~/platform/product-view.ts";
import { promotionHeadline } from "~/platform/promotion-headline.ts";
import type { ReorderLine } from "~/platform/reorder.server.ts";
import {
  configurationFromSearch,
  configurationSearch,
  PROGRESSIVE_LENS_TYPE,
} from "~/prescription/configuration.ts";
import {
  configurationOfStored,
  configuredGlasses,
  type GlassesConfiguration,
  type StoredConfiguration,
  storedConfiguration,
} from "~/prescription/configured-glasses.ts";
import type { PrescriptionChange } from "~/prescription/prescription-change.ts";
import {
  chosenSubscription,
  type SubscriptionChoice,
  type SubscriptionChoiceForm,
  type SubscriptionDefinition,
  subscriptionAttributes,
  subscriptionIntervalOfLine,
} from "~/subscriptions/subscription-choice.ts";
import { type ShownSaving, shownSaving } from "~/ui/line-total.tsx";
import type { BasketChangeOutcome } from "./basket-outcome.ts";
import { shippingOfBasket } from "./basket-shipping.ts";

type BasketFailure = Extract<BasketChangeOutcome, { ok: false }>;
type Basket = BasketResponseData;
type Client = ReturnType<typeof commerceClient>;
type RequestContext = Readonly<RouterContextProvider>;

/** Per request, the basket as the last change left it (the engine answers a change with the basket). */
const changedBaskets = new WeakMap<RequestContext, Map<string, Basket>>();

const basketId = (shop: ShopConfig, basketKey: string) => `${shop.shopId}:${basketKey}`;

function rememberChangedBasket(context: RequestContext, shop: ShopConfig, basketKey: string, basket: Basket) {
  const changed = changedBaskets.get(context) ?? new Map<string, Basket>();
  changedBaskets.set(context, changed);
  changed.set(basketId(shop, basketKey), basket);
}

const addFailureMessages: Record<string, string> = {
  [AddToBasketFailureKind.VARIANT_ALREADY_PRESENT]: "basket.error.variantAlreadyPresent",
  [AddToBasketFailureKind.ITEM_UNAVAILABLE]: "basket.error.itemUnavailable",
  [AddToBasketFailureKind.MAXIMUM_ITEM_COUNT_REACHED]: "basket.error.maximumItemCountReached",
  [AddToBasketFailureKind.ITEM_DATA_NOT_FOUND]: "basket.error.itemDataNotFound",
};

const updateFailureMessages: Record<string, string> = {
  [UpdateBasketItemFailureKind.ITEM_UNAVAILABLE]: "basket.error.itemUnavailable",
  [UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND]: "basket.error.itemNotFound",
  [UpdateBasketItemFailureKind.MAXIMUM_ITEM_COUNT_REACHED]: "basket.error.maximumItemCountReached",
};

/** A failed change as an outcome with its error record (rule:basket.error-record). */
function failure(
  operation: BasketOperation,
  kind: string,
  statusCode: number | undefined,
  variantId: number | undefined,
  errorKey: string,
  values?: Record<string, string | number>,
): BasketFailure {
  return {
    ok: false,
    errorKey,
    status: statusCode !== undefined && statusCode >= 400 ? statusCode : 409,
    ...(values ? { values } : {}),
    record: basketErrorRecord(operation, kind, statusCode, variantId, errorKey),
  };
}

function reducedQuantity(
  operation: BasketOperation,
  statusCode: number,
  variantId: number | undefined,
): BasketChangeOutcome {
  const warningKey = "basket.error.reducedQuantity";
  const kind = AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY;
  return {
    ok: true,
    warningKey,
    record: basketErrorRecord(operation, kind, statusCode, variantId, warningKey),
  };
}

/** A basket line as the item group rules see it (rule:basket.item-group-validity). */
function lineState(item: Basket["items"][number]): BasketLineState {
  return {
    key: item.key,
    variantId: item.variant.id,
    quantity: item.quantity,
    status: item.status,
    availableQuantity: item.availableQuantity ?? 0,
    itemGroup: item.itemGroup,
  };
}

/** One added line: the outcome and the basket after it (none when the engine did not answer with one). */
async function addLine(
  client: Client,
  basketKey: string,
  variantId: number,
  quantity: number,
  params: { promotionId?: string; itemGroup?: ItemGroup; customData?: Record<string, unknown> },
): Promise<{ outcome: BasketChangeOutcome; basket?: Basket }> {
  // The SDK throws for 424 (item data not found) instead of returning a failure.
  const result = await client.basket
    .addItem(basketKey, variantId, quantity, { ...params, with: BASKET_WITH })
    .catch((error: unknown) => {
      if (error instanceof FetchError && error.response.status === 424) return undefined;
      throw error;
    });
  if (!result) {
    const outcome = failure(
      "add",
      AddToBasketFailureKind.ITEM_DATA_NOT_FOUND,
      424,
      variantId,
      "basket.error.itemDataNotFound",
    );
    return { outcome: { ...outcome, status: 404 } };
  }
  if (result.type === "success")
    return { outcome: { ok: true, messageKey: "basket.added" }, basket: result.basket };
  if (result.kind === AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY) {
    return { outcome: reducedQuantity("add", result.statusCode, variantId), basket: result.basket };
  }
  const errorKey = addFailureMessages[result.kind] ?? "basket.error.unknown";
  return {
    outcome: failure("add", result.kind, result.statusCode, variantId, errorKey),
    basket: result.basket,
  };
}

export async function addToBasket(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  variantId: number,
  quantity: number,
  subscription?: SubscriptionDefinition,
): Promise<BasketChangeOutcome> {
  // The engine holds a locked product's line at one unit (rule:basket.quantity-lock).
  const { outcome, basket } = await addLine(
    commerceClient(context, shop),
    basketKey,
    variantId,
    quantity,
    subscription ? { customData: { subscriptionDefinition: subscription } } : {},
  );
  if (basket) rememberChangedBasket(context, shop, basketKey, basket);
  return outcome;
}

/**
 * The purchase a product page's form chose for one of the product's variants, checked against the product as the
 * engine answers it now (rule:subscriptions.product-choice): a variant the product does not have, or a product
 * that is gone, offers no subscription.
 */
export async function subscriptionForVariant(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  productId: number | undefined,
  variantId: number,
  form: SubscriptionChoiceForm,
): Promise<SubscriptionChoice> {
  if (form.purchase !== "subscription") return { ok: true, definition: undefined };
  const product =
    productId === undefined
      ? undefined
      : await commerceClient(context, shop)
          .products.getById(productId, { with: { attributes: "all", variants: { attributes: "all" } } })
          .catch((error: unknown) => {
            if (error instanceof FetchError && error.response.status === 404) return undefined;
            throw error;
          });
  const ofProduct = product?.variants?.some((variant) => variant.id === variantId);
  return chosenSubscription(shop, ofProduct ? subscriptionAttributes(product?.attributes) : {}, form);
}

/** A refused purchase choice as a basket outcome, with its errors at the form's fields. */
export function refusedSubscription(choice: Extract<SubscriptionChoice, { ok: false }>): BasketChangeOutcome {
  return { ok: false, errorKey: choice.errorKey, status: choice.status, fieldErrors: choice.fieldErrors };
}

/** Deletes lines one by one; a line already gone is no failure here. */
async function deleteLines(client: Client, basketKey: string, itemKeys: readonly string[]): Promise<void> {
  for (const itemKey of itemKeys) {
    await client.basket.deleteItem(basketKey, itemKey).catch((error: unknown) => {
      if (!(error instanceof FetchError && error.response.status === 404)) throw error;
    });
  }
}

/** The main item of a group (or its first line), which names the group in messages. */
function mainItemOf(items: readonly Basket["items"][number][]) {
  return items.find((item) => item.itemGroup?.isMainItem) ?? items[0];
}

/** A line of an item group to add: its variant and what it carries for basket, order and mail. */
export interface GroupLine {
  variantId: number;
  customData?: Record<string, unknown>;
}

/**
 * A main item with its required sub-items in one new item group: a frame with a care add-on, or configured
 * glasses with their lens parts. If a sub-item cannot follow the main item's quantity the group is incomplete:
 * every line of it is removed and the shopper told, so no half group stays (rule:basket.item-group-complete).
 */
export async function addItemGroup(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  main: GroupLine,
  required: readonly GroupLine[],
  quantity: number,
): Promise<BasketChangeOutcome> {
  const client = commerceClient(context, shop);
  const id = randomUUID();
  const added = await addLine(client, basketKey, main.variantId, quantity, {
    itemGroup: { id, isMainItem: true, isRequired: true },
    ...(main.customData ? { customData: main.customData } : {}),
  });
  if (!added.outcome.ok) return added.outcome;
  const mainQuantity = added.basket?.items.find((item) => item.itemGroup?.id === id)?.quantity ?? quantity;
  let after = added.basket;
  let failed: { outcome: BasketChangeOutcome; variantId: number } | undefined;
  for (const line of required) {
    const sub = await addLine(client, basketKey, line.variantId, mainQuantity, {
      itemGroup: { id, isMainItem: false, isRequired: true },
      ...(line.customData ? { customData: line.customData } : {}),
    });
    after = sub.basket ?? after;
    if (!sub.outcome.ok) {
      failed = { outcome: sub.outcome, variantId: line.variantId };
      break;
    }
  }
  const groupLines = after?.items.filter((item) => item.itemGroup?.id === id) ?? [];
  if (!failed && isItemGroupComplete(groupLines.map(lineState))) {
    if (after) rememberChangedBasket(context, shop, basketKey, after);
    return added.outcome;
  }
  await deleteLines(
    client,
    basketKey,
    groupLines.map((item) => item.key),
  );
  const named = mainItemOf(groupLines);
  const kind =
    failed === undefined || failed.outcome.ok
      ? AddToBasketFailureKind.ITEM_UNAVAILABLE
      : (failed.outcome.record?.kind ?? "Unknown");
  // The line that broke the group: the one refused, else the first that could not follow the main item's quantity.
  const short = groupLines.find((item) => !item.itemGroup?.isMainItem && item.quantity < mainQuantity);
  const culprit = failed?.variantId ?? short?.variant.id ?? main.variantId;
  return failure("add", kind, 412, culprit, "basket.error.groupRemoved", {
    name: named ? productName(named.product) : "",
    quantity,
  });
}

/**
 * Configured glasses into the basket: the configuration is checked and priced again from the engine, whatever
 * the form said, and goes in as one item group (rule:prescription.configured-glasses). A configuration that is not
 * complete adds nothing (rule:basket.prescription-item-complete).
 */
export async function addConfiguredGlasses(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  { productId, configurationQuery }: GlassesConfiguration,
  url: URL,
): Promise<BasketChangeOutcome> {
  const loaded = await configurableFrame(context, shop, productId, url);
  const configuration = configurationFromSearch(new URLSearchParams(configurationQuery));
  const glasses =
    loaded &&
    configuredGlasses(
      configuration,
      loaded.catalogue,
      loaded.frame,
      await namedPrescriptionUpload(context, shop, configuration),
    );
  if (!glasses)
    return failure(
      "add",
      "MissingVariantOrQuantity",
      400,
      undefined,
      "basket.error.missingVariantOrQuantity",
    );
  return addItemGroup(context, shop, basketKey, glasses.frame, glasses.lenses, 1);
}

/** A contact-lens order the basket refused, with what its form needs to be shown again. */
export interface RefusedLensOrder {
  productName: string;
  productPath: string;
  offer: ContactLensOffer;
  packSize: number;
  subscriptionIntervals: number[];
}

/** A contact lens as a per-eye order reads it, afresh from the engine; undefined for any other product. */
async function contactLensProduct(client: Client, productId: number) {
  const product = await client.products
    .getById(productId, { with: { attributes: "all", variants: { attributes: "all", stock: "all" } } })
    .catch((error: unknown) => {
      if (error instanceof FetchError && error.response.status === 404) return undefined;
      throw error;
    });
  const productType = product && firstAttributeValue(product.attributes, "productType")?.value;
  return product && productKindOf(productType) === "contact-lens-pdp" ? product : undefined;
}

/** Keeps an eye line's boxes in its custom data in step with the line's quantity after the engine granted it. */
async function alignEyeQuantity(
  client: Client,
  basketKey: string,
  line: Basket["items"][number] | undefined,
) {
  const customData = line && withEyeQuantity(line.customData, line.quantity);
  if (!line || !customData) return undefined;
  const recorded = line.customData as Record<string, unknown>;
  if (
    recorded.quantityRight === customData.quantityRight &&
    recorded.quantityLeft === customData.quantityLeft
  )
    return undefined;
  return (
    await client.basket.updateItem(basketKey, line.key, line.quantity, { customData, with: BASKET_WITH })
  ).basket;
}

/**
 * A contact lens ordered per eye (rule:contact-lenses.per-eye-order): checked against the product as the engine
 * answers it now, then each ordered eye goes in as one line of one group of equals
 * (rule:basket.item-group-of-equals). An eye that cannot go in takes the other out again, so nothing half ordered
 * stays; an order that does not hold answers the errors at its fields and the form to show again.
 */
export async function addContactLenses(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  form: ContactLensOrderForm,
): Promise<{ outcome: BasketChangeOutcome; refused?: RefusedLensOrder }> {
  const client = commerceClient(context, shop);
  const product = await contactLensProduct(client, form.productId);
  if (!product)
    return { outcome: failure("add", "ItemDataNotFound", 404, undefined, "basket.error.itemDataNotFound") };
  const offer = contactLensOfferOf(product);
  const order = contactLensOrder(form, offer);
  const subscription = chosenSubscription(
    shop,
    subscriptionAttributes(product.attributes),
    form as SubscriptionChoiceForm,
  );
  const subscriptionRefused = subscription.ok ? undefined : refusedSubscription(subscription);
  if (!order.ok || subscriptionRefused) {
    const packSize = offer.packSizes.find((size) => String(size) === form.packSize) ?? offer.packSizes[0];
    return {
      // Wrong values name every error at its field, the subscription's too.
      outcome:
        order.ok && subscriptionRefused
          ? subscriptionRefused
          : {
              ok: false,
              errorKey: "contactLenses.error.correctValues",
              status: 400,
              fieldErrors: {
                ...(order.ok ? {} : order.fieldErrors),
                ...(subscription.ok ? {} : subscription.fieldErrors),
              },
            },
      ...(packSize === undefined
        ? {}
        : {
            refused: {
              productName: productName(product),
              productPath: productPath(shop.code, product),
              offer,
              packSize,
              subscriptionIntervals: offeredSubscriptionIntervals(
                shop,
                subscriptionAttributes(product.attributes),
              ),
            },
          }),
    };
  }
  const itemGroup = { id: randomUUID(), isMainItem: true, isRequired: false };
  let outcome: BasketChangeOutcome = { ok: true, messageKey: "basket.added" };
  let after: Basket | undefined;
  for (const line of order.lines) {
    // Both eyes' lines carry the subscription: the engine makes the pair one subscription.
    const added = await addLine(client, basketKey, line.variantId, line.quantity, {
      itemGroup,
      customData: {
        ...line.customData,
        ...(subscription.ok && subscription.definition
          ? { subscriptionDefinition: subscription.definition }
          : {}),
      },
    });
    after = added.basket ?? after;
    if (!added.outcome.ok) {
      const groupLines = after?.items.filter((item) => item.itemGroup?.id === itemGroup.id) ?? [];
      await deleteLines(
        client,
        basketKey,
        groupLines.map((item) => item.key),
      );
      return { outcome: added.outcome };
    }
    if ("warningKey" in added.outcome) {
      outcome = added.outcome;
      const granted = after?.items.find(
        (item) =>
          item.itemGroup?.id === itemGroup.id && eyeLineOf(item.customData)?.eye === line.customData.eye,
      );
      after = (await alignEyeQuantity(client, basketKey, granted)) ?? after;
    }
  }
  if (after) rememberChangedBasket(context, shop, basketKey, after);
  return { outcome };
}

/**
 * A past order's lenses and care products into the basket again (rule:orders.reorder): each line as it was
 * ordered, a lens pair as a new group of the same shape with each eye's values. Every line that can go in does; the
 * outcome names the products that could not (412), warns of a reduced quantity (206, the eye's boxes kept in step),
 * and otherwise offers the basket.
 */
export async function addReorderedLines(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  lines: readonly ReorderLine[],
): Promise<BasketChangeOutcome> {
  const client = commerceClient(context, shop);
  const newGroupIds = new Map<string, string>();
  const refused: string[] = [];
  let reduced: BasketChangeOutcome | undefined;
  let after: Basket | undefined;
  for (const line of lines) {
    const itemGroup = line.itemGroup && {
      ...line.itemGroup,
      id:
        newGroupIds.get(line.itemGroup.id) ??
        newGroupIds.set(line.itemGroup.id, randomUUID()).get(line.itemGroup.id)!,
    };
    const added = await addLine(client, basketKey, line.variantId, line.quantity, {
      ...(itemGroup ? { itemGroup } : {}),
      ...(Object.keys(line.customData).length > 0 ? { customData: line.customData } : {}),
    });
    after = added.basket ?? after;
    if (!added.outcome.ok) {
      refused.push(line.productName);
      continue;
    }
    if ("warningKey" in added.outcome) {
      reduced = added.outcome;
      const eye = eyeLineOf(line.customData)?.eye;
      const granted = after?.items.find(
        (item) =>
          item.variant.id === line.variantId &&
          item.itemGroup?.id === itemGroup?.id &&
          eyeLineOf(item.customData)?.eye === eye,
      );
      after = (await alignEyeQuantity(client, basketKey, granted)) ?? after;
    }
  }
  if (after) rememberChangedBasket(context, shop, basketKey, after);
  if (refused.length > 0)
    return failure(
      "add",
      AddToBasketFailureKind.ITEM_UNAVAILABLE,
      412,
      undefined,
      refused.length === lines.length ? "basket.error.reorderNothing" : "basket.error.reorderPartly",
      { names: [...new Set(refused)].join(", ") },
    );
  return reduced ?? { ok: true, messageKey: "basket.reordered" };
}

/**
 * Changed glasses in place of the old pair (rule:prescription.edit-from-basket): `changeOf` makes the new pair of
 * the old one's stored configuration, or refuses it with errors at the form's fields. The old pair leaves first, so
 * its frame's stock counts for the new one, and comes back as it was when the change cannot be added.
 */
export async function replaceConfiguredGlasses(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  itemKey: string,
  changeOf: (stored: StoredConfiguration) => PrescriptionChange,
  url: URL,
): Promise<BasketChangeOutcome> {
  const client = commerceClient(context, shop);
  const { basket } = await client.basket.get(basketKey, { includeItemsWithoutProductData: true });
  const old = basket.items.find((item) => item.key === itemKey);
  const stored = old ? storedConfiguration(old.customData) : undefined;
  if (!stored) return failure("add", "BasketItemNotFound", 404, undefined, "basket.error.itemNotFound");
  const changed = changeOf(stored);
  if (!changed.ok)
    return {
      ok: false,
      errorKey: "prescription.error.correctValues",
      status: 400,
      fieldErrors: changed.fieldErrors,
    };
  const change = changed.glasses;
  await deleteLines(
    client,
    basketKey,
    linesActedOn(basket.items, itemKey).map((item) => item.key),
  );
  const outcome = await addConfiguredGlasses(context, shop, basketKey, change, url);
  if (!outcome.ok) {
    const oldPair = { ...configurationOfStored(stored, itemKey), confirmed: true, editItemKey: undefined };
    const restored = {
      productId: stored.frameOrder.productId,
      configurationQuery: configurationSearch(oldPair).toString(),
    };
    await addConfiguredGlasses(context, shop, basketKey, restored, url);
  }
  return outcome;
}

/**
 * Changes a line's quantity; the required sub-items of its group follow the main item
 * (rule:basket.item-group-complete).
 */
export async function updateBasketItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  itemKey: string,
  quantity: number,
): Promise<BasketChangeOutcome> {
  const client = commerceClient(context, shop);
  const { basket } = await client.basket.get(basketKey, {
    with: BASKET_WITH,
    includeItemsWithoutProductData: true,
  });
  const lines = linesActedOn(basket.items, itemKey);
  const changed = lines.find((item) => item.key === itemKey);
  if (!changed)
    return failure(
      "update",
      UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND,
      404,
      undefined,
      "basket.error.itemNotFound",
    );
  // rule:basket.quantity-lock: a locked line keeps its quantity whatever the form sent
  if (isQuantityChangeLocked(changed.product.attributes) && quantity !== changed.quantity)
    return failure("update", "QuantityChangeLocked", 409, changed.variant.id, "basket.error.quantityLocked");
  const followers = lines.filter((item) => item.key !== itemKey && item.itemGroup?.isRequired);
  let outcome: BasketChangeOutcome = { ok: true, messageKey: "basket.updated" };
  let latest = basket;
  for (const item of [changed, ...followers]) {
    const target =
      item === changed ? quantity : (latest.items.find((line) => line.key === itemKey)?.quantity ?? quantity);
    // A lens line's custom data names its boxes (rule:contact-lenses.per-eye-order).
    const customData = withEyeQuantity(item.customData, target);
    const result = await client.basket.updateItem(basketKey, item.key, target, {
      with: BASKET_WITH,
      ...(customData ? { customData } : {}),
    });
    latest = result.basket;
    if (result.type === "success") continue;
    if (result.kind === UpdateBasketItemFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY) {
      outcome = reducedQuantity("update", result.statusCode, item.variant.id);
      continue;
    }
    const errorKey = updateFailureMessages[result.kind] ?? "basket.error.unknown";
    outcome = failure("update", result.kind, result.statusCode, item.variant.id, errorKey);
    break;
  }
  latest =
    (await alignEyeQuantity(
      client,
      basketKey,
      latest.items.find((line) => line.key === itemKey),
    )) ?? latest;
  rememberChangedBasket(context, shop, basketKey, latest);
  const group = changed.itemGroup;
  const groupLines = group ? latest.items.filter((item) => item.itemGroup?.id === group.id) : [];
  if (group && !isItemGroupComplete(groupLines.map(lineState))) {
    changedBaskets.get(context)?.delete(basketId(shop, basketKey));
    await deleteLines(
      client,
      basketKey,
      groupLines.map((item) => item.key),
    );
    const named = mainItemOf(groupLines);
    return failure(
      "update",
      UpdateBasketItemFailureKind.ITEM_UNAVAILABLE,
      412,
      changed.variant.id,
      "basket.error.groupRemoved",
      {
        name: named ? productName(named.product) : "",
        quantity,
      },
    );
  }
  return outcome;
}

/**
 * Removes a line, and with it every other line of its item group: a group is removed as one
 * (rule:basket.item-group-removed-together), but one eye of a contact-lens pair alone
 * (rule:basket.item-group-of-equals).
 */
export async function removeBasketItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  itemKey: string,
): Promise<BasketChangeOutcome> {
  const client = commerceClient(context, shop);
  // Lines whose product is gone are shown (flagged), so they can be removed too.
  const { basket } = await client.basket.get(basketKey, { includeItemsWithoutProductData: true });
  const lines = linesActedOn(basket.items, itemKey);
  // rule:basket.status-codes: removing a missing basket item is a not-found error
  if (lines.length === 0)
    return failure("delete", "BasketItemNotFound", 404, undefined, "basket.error.itemNotFound");
  await deleteLines(
    client,
    basketKey,
    lines.map((item) => item.key),
  );
  return { ok: true, messageKey: "basket.removed" };
}

/**
 * Removes the basket's invalid item groups (rule:basket.item-group-validity); returns the basket as it stands
 * afterwards.
 */
async function validBasket(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  basket: Basket,
): Promise<{ basket: Basket; removed: BasketChangeOutcome[] }> {
  const client = commerceClient(context, shop);
  const itemsByKey = new Map(basket.items.map((item) => [item.key, item]));
  const invalid = invalidItemGroups(basket.items.map(lineState));
  if (invalid.length === 0) return { basket, removed: [] };
  await deleteLines(
    client,
    basketKey,
    invalid.flatMap((group) => group.lines.map((line) => line.key)),
  );
  // rule:basket.item-group-validity: the alert names the product and quantity of each removed group
  const removed = invalid.map((group) => {
    const main = mainItemOf(group.lines.map((line) => itemsByKey.get(line.key)!));
    return failure(
      "delete",
      AddToBasketFailureKind.ITEM_UNAVAILABLE,
      undefined,
      main?.variant.id,
      "basket.error.groupRemoved",
      { name: main ? productName(main.product) : "", quantity: main?.quantity ?? 0 },
    );
  });
  const after = await client.basket.get(basketKey, BASKET_READ_PARAMETERS);
  return { basket: after.basket, removed };
}

/** A promotion's customData as the basket reads it. */
const promotionCustomData = z.object({
  minOrderValue: z.number().optional(),
  giftConditions: z.object({ minQuantity: z.number().optional() }).optional(),
});

function customDataOf(promotion: Promotion) {
  const parsed = promotionCustomData.safeParse(promotion.customData);
  return parsed.success ? parsed.data : {};
}

function giftVariantIdsOf(promotion: Promotion): number[] {
  return promotion.effect.type === "buy_x_get_y" ? promotion.effect.additionalData.variantIds : [];
}

/**
 * A gift the basket offers (rule:basket.gift-promotion): the promotion, its headline and the variant that is added
 * for free.
 */
export interface GiftOffer {
  promotionId: string;
  headline: string;
  giftVariantId: number;
}

function giftOffersOf(basket: Basket): GiftOffer[] {
  const lines = basket.items.map(lineState);
  const seen = new Set<string>();
  return (basket.applicablePromotions ?? []).flatMap(({ promotion }) => {
    const giftVariantIds = giftVariantIdsOf(promotion);
    if (seen.has(promotion.id) || giftVariantIds.length === 0) return [];
    seen.add(promotion.id);
    const { giftConditions, minOrderValue } = customDataOf(promotion);
    const conditions = { minQuantity: giftConditions?.minQuantity, minOrderValue };
    if (!offersGift({ giftVariantIds, conditions }, lines, basket.cost.withTax)) return [];
    return [
      {
        promotionId: promotion.id,
        headline: promotionHeadline(promotion),
        giftVariantId: giftVariantIds[0]!,
      },
    ];
  });
}

/** A basket line as the basket page shows it. */
export interface BasketPageItem {
  key: string;
  name: string;
  /** The name as the wide basket line shows it (rule:catalogue.title-length). */
  shortName: string;
  /** The product's quantity cannot be changed (rule:basket.quantity-lock). */
  quantityLocked: boolean;
  brand: string;
  /** The variant's product page; none for a lens part, which has no page of its own. */
  href: string | undefined;
  imageHash: string | undefined;
  variantLabel: string;
  /** The configuration of configured glasses, on their frame line (rule:prescription.configured-glasses). */
  configuration: StoredConfiguration | undefined;
  /** Where the configurator opens on the glasses' choices to change their lenses (rule:prescription.edit-from-basket). */
  changeLensesPath: string | undefined;
  /** A contact-lens line's custom data, which names its eye and values (rule:contact-lenses.per-eye-order). */
  eyeLine: unknown;
  /** The months between deliveries of a subscribed line; none for a one-time purchase. */
  subscriptionInterval: number | undefined;
  /** The entered values the basket's overlay changes (rule:prescription.edit-from-basket); none without values. */
  prescriptionValues: { prescription: Prescription; needsAddition: boolean } | undefined;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /**
   * A free frame's total before the engine took it off (rule:prescription.zero-cost-frames); a line a promotion
   * reduced names its promotion itself.
   */
  freeFrameSaving: ShownSaving | undefined;
  status: Basket["items"][number]["status"];
  /** A required sub-item of an item group: shown indented under its main item, changed with it. */
  isSubItem: boolean;
  promotion: { headline: string; isGift: boolean; isValid: boolean; failedConditions: string[] } | undefined;
}

export interface BasketPage {
  groups: { id: string; isItemGroup: boolean; items: BasketPageItem[] }[];
  /** What the goods cost, reductions taken off. */
  subtotal: number;
  /** What shipping the order of this basket would cost (rule:shipping.cost). */
  shipping: ShippingCost;
  /** The subtotal plus shipping. */
  total: number;
  /** The engine's reductions by category; free frames' on their own (rule:orders.reductions-shown). */
  reductions: ReductionSum[];
  showsCheckout: boolean;
  giftOffers: GiftOffer[];
  /** One error outcome per item group removed while loading (rule:basket.item-group-validity). */
  removed: BasketChangeOutcome[];
}

/** A lens part is sold inside configured glasses only (rule:catalogue.lens-parts-unlisted). */
function isLensLine(item: Basket["items"][number]): boolean {
  return isLensPart(firstAttributeValue(item.product.attributes, "productType")?.value);
}

function lineHref(shopCode: string, item: Basket["items"][number]): string | undefined {
  return isLensLine(item) ? undefined : `${productPath(shopCode, item.product)}?variantid=${item.variant.id}`;
}

function toPageItem(shopCode: string, item: Basket["items"][number]): BasketPageItem {
  const promotion = item.promotion;
  const configuration = storedConfiguration(item.customData);
  const saving = shownSaving(item.price.total, {});
  return {
    key: item.key,
    name: productName(item.product),
    shortName: productShortName(item.product, "wide"),
    quantityLocked: isQuantityChangeLocked(item.product.attributes),
    brand: productBrand(item.product),
    href: lineHref(shopCode, item),
    imageHash: mainImageHash(item.product),
    variantLabel: variantLabel(item.variant),
    eyeLine: eyeLineOf(item.customData) ? item.customData : undefined,
    subscriptionInterval: subscriptionIntervalOfLine(item.customData),
    configuration,
    changeLensesPath: configuration
      ? `${productPath(shopCode, item.product)}lenses/prescription-type/?${configurationSearch(configurationOfStored(configuration, item.key))}`
      : undefined,
    prescriptionValues: configuration?.prescriptionValues
      ? {
          prescription: configuration.prescriptionValues,
          needsAddition: configurationOfStored(configuration, item.key).lensType === PROGRESSIVE_LENS_TYPE,
        }
      : undefined,
    quantity: item.quantity,
    unitPrice: item.price.unit.withTax,
    totalPrice: item.price.total.withTax,
    freeFrameSaving: saving?.frameFree ? saving : undefined,
    status: item.status,
    isSubItem: item.itemGroup !== undefined && !item.itemGroup.isMainItem,
    promotion: promotion
      ? {
          headline: promotionHeadline(promotion),
          isGift: giftVariantIdsOf(promotion).includes(item.variant.id),
          isValid: promotion.isValid,
          failedConditions: promotion.failedConditions.map((condition) => condition.key),
        }
      : undefined,
  };
}

/** The basket page: its lines in groups, the cost with its reductions, the gifts on offer and what was removed. */
export async function loadBasketPage(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
): Promise<BasketPage> {
  const read = await readBasketForLoaders(context, shop, basketKey);
  const { basket, removed } = await validBasket(context, shop, basketKey, read);
  const pageItems = new Map(basket.items.map((item) => [item.key, toPageItem(shop.code, item)]));
  const shipping = shippingOfBasket(shop, basket);
  return {
    groups: groupBasketLines(basket.items.map(lineState)).map((group) => ({
      id: group.id,
      isItemGroup: group.isItemGroup,
      items: group.lines.map((line) => pageItems.get(line.key)!),
    })),
    subtotal: basket.cost.withTax,
    shipping,
    total: basket.cost.withTax + shipping.fee,
    reductions: reductionsByCategory(basket.cost.appliedReductions),
    showsCheckout: showsCheckoutButton(basket.items.map(lineState)),
    giftOffers: giftOffersOf(basket),
    removed,
  };
}

/**
 * Adds an offered gift (rule:basket.gift-promotion) with the promotion's id. The engine counts every other
 * available line for its conditions and gives the gift free however it came into the basket.
 */
export async function addGift(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  promotionId: string,
): Promise<BasketChangeOutcome> {
  const client = commerceClient(context, shop);
  const { basket } = await client.basket.get(basketKey, BASKET_READ_PARAMETERS);
  const offer = giftOffersOf(basket).find((candidate) => candidate.promotionId === promotionId);
  if (!offer)
    return failure(
      "add",
      AddToBasketFailureKind.ITEM_UNAVAILABLE,
      412,
      undefined,
      "basket.error.giftUnavailable",
    );
  const { outcome, basket: after } = await addLine(client, basketKey, offer.giftVariantId, 1, {
    promotionId,
  });
  if (after) rememberChangedBasket(context, shop, basketKey, after);
  return outcome.ok ? { ok: true, messageKey: "basket.giftAdded" } : outcome;
}

/**
 * The pre-checkout check (rule:basket.checkout-button): invalid item groups are removed; the shopper may go on only
 * when nothing was removed and no line is flagged, otherwise 'pdp.basket.unavailable'.
 */
export async function checkBasketBeforeCheckout(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
): Promise<BasketChangeOutcome | undefined> {
  const client = commerceClient(context, shop);
  const read = await client.basket.get(basketKey, BASKET_READ_PARAMETERS);
  const { basket, removed } = await validBasket(context, shop, basketKey, read.basket);
  if (removed.length === 0 && showsCheckoutButton(basket.items.map(lineState))) return undefined;
  return failure("update", AddToBasketFailureKind.ITEM_UNAVAILABLE, 412, undefined, "pdp.basket.unavailable");
}

/** A basket line as the header's basket flyout shows it: its card links to the variant's product page. */
export interface BasketPreviewItem {
  key: string;
  brand: string;
  name: string;
  /** The name as the narrow flyout card shows it (rule:catalogue.title-length). */
  shortName: string;
  href: string | undefined;
  imageHash: string | undefined;
  unitPrice: number;
  quantity: number;
  /** The eye of a contact-lens line. */
  eye: Eye | undefined;
}

/** What the header shows of the basket: the number of units and a card per line. */
export interface BasketSummary {
  count: number;
  items: BasketPreviewItem[];
}

const NO_BASKET: BasketSummary = { count: 0, items: [] };

function toBasketPreview(shopCode: string, items: Basket["items"]): BasketPreviewItem[] {
  return items.map((item) => ({
    key: item.key,
    brand: productBrand(item.product),
    name: productName(item.product),
    shortName: productShortName(item.product, "narrow"),
    href: lineHref(shopCode, item),
    imageHash: mainImageHash(item.product),
    unitPrice: item.price.unit.withTax,
    quantity: item.quantity,
    eye: eyeLineOf(item.customData)?.eye,
  }));
}

function toBasketSummary(shopCode: string, basket: Basket): BasketSummary {
  // Lines whose product is gone show on the basket page only; a pair of glasses counts once, not per lens part.
  const shown = basket.items.filter((item) => item.status !== "deleted" && !isLensLine(item));
  return {
    count: shown.reduce((sum, item) => sum + item.quantity, 0),
    items: toBasketPreview(shopCode, shown),
  };
}

/** The header's basket for the shop layout, from the read the basket page shares in the same request. */
export async function loadBasketSummary(
  context: RequestContext,
  shop: ShopConfig,
  basketKey: string | undefined,
): Promise<BasketSummary> {
  return basketKey
    ? toBasketSummary(shop.code, await readBasketForLoaders(context, shop, basketKey))
    : NO_BASKET;
}

/** The header's basket as this request's change left it, when the engine answered the change with it. */
export function basketSummaryAfterChange(
  context: RequestContext,
  shop: ShopConfig,
  basketKey: string,
): BasketSummary | undefined {
  const basket = changedBaskets.get(context)?.get(basketId(shop, basketKey));
  return basket ? toBasketSummary(shop.code, basket) : undefined;
}
