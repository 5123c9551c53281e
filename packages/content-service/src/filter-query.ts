// `filter_query` of the stories list, as Storyblok encodes it: `filter_query[field][operation]=value`, and
// alternatives with `filter_query[__or][][field][operation]=value` (the client writes the empty brackets;
// an index groups several conditions into one alternative).

/** The filter operations of the Content Delivery API v2. */
export const FILTER_OPERATIONS = [
  "is",
  "in",
  "not_in",
  "like",
  "not_like",
  "any_in_array",
  "all_in_array",
  "gt_int",
  "lt_int",
  "gt_float",
  "lt_float",
  "gt_date",
  "lt_date",
] as const;

export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

export interface FilterCondition {
  /** Content field path, e.g. ["seo", "title"] for `seo.title` or ["body", "0", "component"]. */
  path: string[];
  operation: FilterOperation;
  /** The comma-separated values of the list operations; one value for the others. */
  values: string[];
}

/** Conditions that must all hold, and alternatives of which at least one must hold (each a conjunction). */
export interface FilterQuery {
  all: FilterCondition[];
  any: FilterCondition[][];
}

const MAX_CONDITIONS = 30;
const MAX_VALUES = 100;
const MAX_VALUE_LENGTH = 1000;
const FIELD_PATH = /^[A-Za-z0-9_-]{1,100}(?:\.[A-Za-z0-9_-]{1,100}){0,5}$/;
const PLAIN_KEY = /^filter_query\[([^[\]]*)\]\[([^[\]]*)\]$/;
const OR_KEY = /^filter_query\[__or\]\[(\d{0,3})\]\[([^[\]]*)\]\[([^[\]]*)\]$/;

const LIST_OPERATIONS = new Set<FilterOperation>(["in", "not_in", "any_in_array", "all_in_array"]);
const VALUE_PATTERNS: Partial<Record<FilterOperation, [RegExp, string]>> = {
  gt_int: [/^-?\d{1,15}$/, "a whole number"],
  lt_int: [/^-?\d{1,15}$/, "a whole number"],
  gt_float: [/^-?\d{1,15}(?:\.\d{1,15})?$/, "a number"],
  lt_float: [/^-?\d{1,15}(?:\.\d{1,15})?$/, "a number"],
  gt_date: [/^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/, "a date as YYYY-MM-DD or YYYY-MM-DD HH:mm"],
  lt_date: [/^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/, "a date as YYYY-MM-DD or YYYY-MM-DD HH:mm"],
};

function isOperation(value: string): value is FilterOperation {
  return (FILTER_OPERATIONS as readonly string[]).includes(value);
}

function condition(key: string, field: string, operation: string, value: string): FilterCondition | string {
  if (!FIELD_PATH.test(field)) return `${key}: '${field}' is not a content field path`;
  if (!isOperation(operation)) {
    return `${key}: unknown operation '${operation}' (one of ${FILTER_OPERATIONS.join(", ")})`;
  }
  if (value.length > MAX_VALUE_LENGTH)
    return `${key}: the value must be at most ${MAX_VALUE_LENGTH} characters`;
  const pattern = VALUE_PATTERNS[operation];
  if (pattern && !pattern[0].test(value)) return `${key}: the value must be ${pattern[1]}`;
  const values = LIST_OPERATIONS.has(operation) ? value.split(",").filter((entry) => entry !== "") : [value];
  if (values.length === 0) return `${key}: needs at least one value`;
  if (values.length > MAX_VALUES) return `${key}: must list at most ${MAX_VALUES} values`;
  return { path: field.split("."), operation, values };
}

/**
 * The filter of the `filter_query[...]` parameters among a request's query parameters (every occurrence of
 * a repeated key counts), undefined when there are none, or why they are malformed.
 */
export function parseFilterQuery(entries: Iterable<[string, string]>): FilterQuery | undefined | string {
  const all: FilterCondition[] = [];
  const indexed = new Map<string, FilterCondition[]>();
  const any: FilterCondition[][] = [];
  let count = 0;
  for (const [key, value] of entries) {
    if (!key.startsWith("filter_query")) continue;
    if (++count > MAX_CONDITIONS) return `filter_query: at most ${MAX_CONDITIONS} conditions`;
    const or = OR_KEY.exec(key);
    if (or) {
      const [, index = "", field = "", operation = ""] = or;
      const parsed = condition(key, field, operation, value);
      if (typeof parsed === "string") return parsed;
      if (index === "") {
        any.push([parsed]);
      } else {
        let group = indexed.get(index);
        if (!group) {
          group = [];
          indexed.set(index, group);
          any.push(group);
        }
        group.push(parsed);
      }
      continue;
    }
    const plain = PLAIN_KEY.exec(key);
    if (!plain || plain[1] === "__or") {
      return `${key}: must be filter_query[field][operation] or filter_query[__or][][field][operation]`;
    }
    const parsed = condition(key, plain[1] ?? "", plain[2] ?? "", value);
    if (typeof parsed === "string") return parsed;
    all.push(parsed);
  }
  return count === 0 ? undefined : { all, any };
}
