export interface AttributeValue {
  id?: number;
  value?: string;
  label: string;
}

export interface AttributeLike {
  multiSelect: boolean;
  values: AttributeValue | AttributeValue[];
}

// Of a multiSelect attribute the first value is taken (rule:catalogue.attribute-first-value).
export function firstAttributeValue(
  attributes: Record<string, AttributeLike | undefined> | undefined,
  key: string,
): AttributeValue | undefined {
  const attribute = attributes?.[key];
  if (!attribute) return undefined;
  return Array.isArray(attribute.values) ? attribute.values[0] : attribute.values;
}
