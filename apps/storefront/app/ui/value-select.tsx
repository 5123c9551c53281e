import type { SelectHTMLAttributes } from "react";

interface ValueSelectProps
  extends Pick<SelectHTMLAttributes<HTMLSelectElement>, "value" | "defaultValue" | "onChange" | "disabled"> {
  id: string;
  name: string;
  testId: string;
  /** The values to choose from, each submitted as it is. */
  values: readonly string[];
  /** How a value reads in the list; the value itself unless given. */
  valueLabel?: (value: string) => string;
  /** The text of a first, empty choice ("" submitted); no such choice when not given. */
  emptyLabel?: string;
  /** Whether the field has errors; they stand under `errorId`, which the select is then described by. */
  invalid: boolean;
  errorId: string;
}

/**
 * A select of one value among the offered ones (a lens's or a prescription's), linked to its errors for screen
 * readers. The label and the errors around it are the caller's.
 */
export function ValueSelect({
  id,
  name,
  testId,
  values,
  valueLabel = (value) => value,
  emptyLabel,
  invalid,
  errorId,
  ...control
}: ValueSelectProps) {
  return (
    <select
      {...control}
      id={id}
      name={name}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
      data-testid={testId}
      className="w-full rounded border border-neutral-500 px-2 py-2"
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {valueLabel(value)}
        </option>
      ))}
    </select>
  );
}
