import type { AttributeGroup, Attributes, Value } from "@scayle/storefront-api";
import type { AttributeSelection, ImageAttributeSelection } from "../model/includes.ts";
import { type AttributeLabels, type AttributeValueSource, attributeValueKey } from "../model/product-data.ts";

function renderValue(
  key: string,
  source: AttributeValueSource,
  labels: AttributeLabels,
  language: string,
): Value {
  const row =
    source.value === undefined ? undefined : labels.values.get(attributeValueKey(key, source.value));
  const label = source.label ?? row?.labels[language] ?? source.value ?? "";
  const id = source.id ?? row?.id;
  return {
    label,
    ...(id === undefined ? {} : { id }),
    ...(source.value === undefined ? {} : { value: source.value }),
  };
}

/** One attribute group in the SDK's shape, labelled in the shop's language; undefined when it has no value. */
function renderGroup(
  key: string,
  sources: readonly AttributeValueSource[],
  labels: AttributeLabels,
  language: string,
): AttributeGroup | undefined {
  const values = sources.map((source) => renderValue(key, source, labels, language));
  const group = labels.groups.get(key);
  const basics = {
    id: group?.id ?? null,
    key,
    label: group?.labels[language] ?? key,
    type: group?.type ?? null,
  };
  if (group?.multiSelect ?? values.length > 1) return { ...basics, multiSelect: true, values };
  const [first] = values;
  return first ? { ...basics, multiSelect: false, values: first } : undefined;
}

function renderSelected(
  sources: Readonly<Record<string, readonly AttributeValueSource[]>>,
  isSelected: (key: string, type: string | null) => boolean,
  labels: AttributeLabels,
  language: string,
): Attributes {
  const attributes: Attributes = {};
  for (const [key, values] of Object.entries(sources)) {
    if (!isSelected(key, labels.groups.get(key)?.type ?? null)) continue;
    const group = renderGroup(key, values, labels, language);
    if (group) attributes[key] = group;
  }
  return attributes;
}

/** Attributes narrowed by an `attributes[:key(..)|:type(..)]` include. */
export function serializeAttributes(
  sources: Readonly<Record<string, readonly AttributeValueSource[]>>,
  selection: AttributeSelection,
  labels: AttributeLabels,
  language: string,
): Attributes {
  const isSelected = (key: string, type: string | null) =>
    selection.all || selection.keys.has(key) || (type !== null && selection.types.has(type));
  return renderSelected(sources, isSelected, labels, language);
}

/** Image attributes narrowed by an `images.attributes:key(..):type(..):exclude(..)` include. */
export function serializeImageAttributes(
  sources: Readonly<Record<string, readonly AttributeValueSource[]>>,
  selection: ImageAttributeSelection,
  labels: AttributeLabels,
  language: string,
): Attributes {
  const isSelected = (key: string, type: string | null) =>
    !selection.exclude.has(key) &&
    (selection.keys === null || selection.keys.has(key)) &&
    (selection.types === null || (type !== null && selection.types.has(type)));
  return renderSelected(sources, isSelected, labels, language);
}
