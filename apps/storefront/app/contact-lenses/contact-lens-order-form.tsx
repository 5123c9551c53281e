import type { SubmissionResult } from "@conform-to/react";
import {
  type Eye,
  formatPrice,
  LENS_BOXES,
  LENS_EYES,
  type LensChoice,
  lensChoices,
  supplyDays,
  supplyDuration,
} from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type FetcherWithComponents, Form, Link } from "react-router";
import { useShop } from "~/platform/shop-data.ts";
import type { SubscriptionOffer } from "~/platform/subscription-offer.server.ts";
import { SubscriptionChoice } from "~/subscriptions/subscription-choice.tsx";
import { Button } from "~/ui/button.tsx";
import { FieldErrors } from "~/ui/form-field.tsx";
import { submitInPlace } from "~/ui/submit-in-place.ts";
import { ValueSelect } from "~/ui/value-select.tsx";
import {
  type ContactLensOffer,
  eyeFieldName,
  type LensOffer,
  offeredValueText,
} from "./contact-lens-order.ts";

type Entries = Record<string, string>;

interface ContactLensOrderFormProps {
  offer: ContactLensOffer;
  packSize: number;
  /** The product page showing another pack size. */
  packSizePath: (packSize: number) => string;
  /** The intervals a subscription of the lens may have in this shop; none: no choice (rule:subscriptions.product-choice). */
  subscriptionIntervals: readonly number[];
  /** The subscription price where a promotion gives one (rule:subscriptions.promotion-price). */
  subscriptionOffer?: SubscriptionOffer | undefined;
  basketPath: string;
  /** The basket's answer to a refused order: errors at the fields and what was sent. */
  reply: SubmissionResult | undefined;
  /** With JavaScript on the product page, the order goes through a fetcher and the shopper stays. */
  fetcher?: FetcherWithComponents<unknown>;
}

/** The variant the chosen values name, as the server will resolve it (rule:contact-lenses.per-eye-order). */
function resolvedVariant(
  variants: readonly LensOffer[],
  packSize: number,
  choices: readonly LensChoice[],
  entries: Entries,
  eye: Eye,
): LensOffer | undefined {
  const chosen = choices.filter((choice) => choice.kind === "choose");
  if (chosen.some((choice) => !entries[eyeFieldName(choice.field, eye)])) return undefined;
  return variants.find(
    (variant) =>
      variant.packSize === packSize &&
      chosen.every((choice) => variant.values[choice.field] === entries[eyeFieldName(choice.field, eye)]),
  );
}

function initialEntries(reply: SubmissionResult | undefined): Entries {
  const sent = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const entries: Entries = {};
  for (const [name, value] of Object.entries(sent)) if (typeof value === "string") entries[name] = value;
  return entries;
}

/**
 * The per-eye order of a contact lens (rule:contact-lenses.eye-choices): the pack size for the page, then for the
 * right and the left eye a choice of every value the lens varies in (nothing chosen until the shopper chooses), the
 * others as text, and the boxes. Works as a plain form; with JavaScript it names each eye's variant, its price and
 * how long it lasts as the shopper chooses (rule:contact-lenses.supply-days).
 */
export function ContactLensOrderForm({
  offer,
  packSize,
  packSizePath,
  subscriptionIntervals,
  subscriptionOffer,
  basketPath,
  reply,
  fetcher,
}: ContactLensOrderFormProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const [entries, setEntries] = useState<Entries>(() => initialEntries(reply));
  const errors = (reply?.error ?? {}) as Record<string, string[] | null>;
  const choices = lensChoices(offer.variants, packSize);
  const sameForBoth = entries.sameForBoth === "on";
  const valuesOf = (eye: Eye): Entries => {
    if (eye === "right" || !sameForBoth) return entries;
    const copied: Entries = { ...entries };
    for (const choice of choices)
      copied[eyeFieldName(choice.field, "left")] = entries[eyeFieldName(choice.field, "right")] ?? "";
    return copied;
  };
  const boxesOf = (eye: Eye) => Number(entries[eyeFieldName("quantity", eye)] ?? LENS_BOXES.min);
  const ordered = LENS_EYES.map((eye) => {
    const variant = resolvedVariant(offer.variants, packSize, choices, valuesOf(eye), eye);
    const boxes = boxesOf(eye);
    const counts = variant && Number.isInteger(boxes) && boxes >= LENS_BOXES.min && boxes <= LENS_BOXES.max;
    return { eye, variant, boxes: counts ? boxes : undefined };
  });
  const total = ordered.reduce(
    (sum, line) => sum + (line.variant && line.boxes ? line.variant.price * line.boxes : 0),
    0,
  );
  const lowestPrice = Math.min(
    ...offer.variants.filter((variant) => variant.packSize === packSize).map((variant) => variant.price),
  );
  const formErrors = errors[""] ?? [];
  const FormElement = fetcher ? fetcher.Form : Form;

  function change(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!target.name) return;
    const value =
      target instanceof HTMLInputElement && target.type === "checkbox"
        ? target.checked
          ? "on"
          : ""
        : target.value;
    setEntries((before) => ({ ...before, [target.name]: value }));
  }

  return (
    <div className="mt-8 space-y-6" data-testid="contact-lens-order">
      <PackSizeChoice offer={offer} packSize={packSize} packSizePath={packSizePath} error={errors.packSize} />
      <p className="text-sm">
        {t("contactLenses.pricePerBoxFrom", { price: formatPrice(lowestPrice, shop) })}
      </p>
      <FormElement
        method="post"
        action={basketPath}
        className="space-y-6"
        // Preact's onChange is the browser's change event, which a typed number fires only on leaving the field.
        onInput={change}
        onChange={change}
        onSubmit={fetcher ? submitInPlace(fetcher, basketPath) : undefined}
        noValidate
      >
        <input type="hidden" name="intent" value="addContactLenses" />
        <input type="hidden" name="productId" value={offer.productId} />
        <input type="hidden" name="packSize" value={packSize} />
        <input type="hidden" name="redirectTo" value={basketPath} />
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="sameForBoth"
            checked={sameForBoth}
            onChange={() => undefined}
            data-testid="lens-same-for-both"
          />
          {t("contactLenses.sameForBoth")}
        </label>
        <div className="grid gap-6 sm:grid-cols-2">
          {ordered.map(({ eye, variant, boxes }) => (
            <fieldset
              key={eye}
              className="space-y-3 rounded border border-neutral-300 p-4"
              data-testid={`lens-eye-${eye}`}
            >
              <legend className="px-1 font-semibold">{t(`prescription.eye.${eye}`)}</legend>
              {choices.map((choice) => (
                <LensValueChoice
                  key={choice.field}
                  choice={choice}
                  eye={eye}
                  value={valuesOf(eye)[eyeFieldName(choice.field, eye)] ?? ""}
                  copied={eye === "left" && sameForBoth}
                  colourLabels={offer.colourLabels}
                  errors={errors[eyeFieldName(choice.field, eye)]}
                />
              ))}
              <BoxesField
                eye={eye}
                value={entries[eyeFieldName("quantity", eye)]}
                errors={errors[eyeFieldName("quantity", eye)]}
              />
              <input type="hidden" name={eyeFieldName("variantId", eye)} value={variant?.id ?? ""} />
              {variant && boxes ? (
                <p className="text-sm" data-testid={`lens-eye-price-${eye}`}>
                  {t("contactLenses.eyePrice", {
                    boxes,
                    price: formatPrice(variant.price, shop),
                    total: formatPrice(variant.price * boxes, shop),
                  })}
                  {offer.wearingDays ? (
                    <>
                      <br />
                      <SupplyText days={supplyDays(boxes, packSize, offer.wearingDays)} />
                    </>
                  ) : null}
                </p>
              ) : null}
            </fieldset>
          ))}
        </div>
        <SubscriptionChoice
          intervals={subscriptionIntervals}
          offer={subscriptionOffer}
          errors={errors}
          sent={(reply?.initialValue ?? {}) as Record<string, unknown>}
        />
        {total > 0 ? (
          <p className="text-lg font-semibold" data-testid="lens-total">
            {t("contactLenses.total", { price: formatPrice(total, shop) })}
          </p>
        ) : null}
        {formErrors.length > 0 ? (
          <div role="alert" data-testid="form-error" className="text-sm text-red-800">
            {formErrors.map((error) => (
              <p key={error}>{t(error)}</p>
            ))}
          </div>
        ) : null}
        <Button
          look="primary"
          size="lg"
          wide
          disabled={fetcher ? fetcher.state !== "idle" : false}
          testId="add-to-basket"
        >
          {t("product.addToBasket")}
        </Button>
      </FormElement>
    </div>
  );
}

/** "reicht für ca. N Tage" or "… Monate" (rule:contact-lenses.supply-days). */
export function SupplyText({ days }: { days: number }) {
  const { t } = useTranslation();
  const { unit, count } = supplyDuration(days);
  return <span data-testid="lens-supply">{t(`contactLenses.supply.${unit}`, { count })}</span>;
}

/** The pack size for the page: links that keep it in the address; a single size is shown as text. */
function PackSizeChoice({
  offer,
  packSize,
  packSizePath,
  error,
}: {
  offer: ContactLensOffer;
  packSize: number;
  packSizePath: (packSize: number) => string;
  error: string[] | null | undefined;
}) {
  const { t } = useTranslation();
  if (offer.packSizes.length === 1)
    return (
      <p data-testid="lens-pack-size">
        <span className="font-medium">{t("contactLenses.packSize")}:</span>{" "}
        {t("contactLenses.lenses", { count: packSize })}
      </p>
    );
  return (
    <nav aria-labelledby="lens-pack-size" data-testid="lens-pack-size">
      <p id="lens-pack-size" className="mb-2 font-medium">
        {t("contactLenses.packSize")}
      </p>
      <ul className="flex flex-wrap gap-2">
        {offer.packSizes.map((size) => (
          <li key={size}>
            <Link
              to={packSizePath(size)}
              replace
              preventScrollReset
              aria-current={size === packSize ? "true" : undefined}
              className="block rounded border border-neutral-400 px-3 py-2 aria-[current]:border-sky-800 aria-[current]:ring-2 aria-[current]:ring-sky-800"
            >
              {t("contactLenses.lenses", { count: size })}
            </Link>
          </li>
        ))}
      </ul>
      {error?.length ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {t(error[0]!)}
        </p>
      ) : null}
    </nav>
  );
}

/** A value of one eye: a select starting at "Bitte wählen", or the one value there is as text. */
function LensValueChoice({
  choice,
  eye,
  value,
  copied,
  colourLabels,
  errors,
}: {
  choice: LensChoice;
  eye: Eye;
  value: string;
  copied: boolean;
  colourLabels: Record<string, string>;
  errors: string[] | null | undefined;
}) {
  const { t } = useTranslation();
  const name = eyeFieldName(choice.field, eye);
  const label = t(`contactLenses.field.${choice.field}`);
  if (choice.kind === "fixed")
    return (
      <p className="text-sm" data-field={choice.field}>
        <span className="font-medium">{label}:</span>{" "}
        {offeredValueText(choice.field, choice.value, colourLabels)}
      </p>
    );
  const id = `lens-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <ValueSelect
        id={id}
        name={name}
        testId={`lens-${choice.field}-${eye}`}
        values={choice.values}
        valueLabel={(option) => offeredValueText(choice.field, option, colourLabels)}
        emptyLabel={t("contactLenses.choose")}
        invalid={Boolean(errors?.length)}
        errorId={errorId}
        value={value}
        onChange={() => undefined}
        disabled={copied}
      />
      <FieldErrors id={errorId} errors={errors ?? undefined} translate={(error) => t(error)} />
    </div>
  );
}

function BoxesField({
  eye,
  value,
  errors,
}: {
  eye: Eye;
  value: string | undefined;
  errors: string[] | null | undefined;
}) {
  const { t } = useTranslation();
  const name = eyeFieldName("quantity", eye);
  const id = `lens-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t("contactLenses.field.boxes")}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={LENS_BOXES.min}
        max={LENS_BOXES.max}
        value={value ?? String(LENS_BOXES.min)}
        onChange={() => undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        data-testid={`lens-quantity-${eye}`}
        className="w-24 rounded border border-neutral-500 px-3 py-2"
      />
      <FieldErrors id={errorId} errors={errors ?? undefined} translate={(error) => t(error)} />
    </div>
  );
}
