import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import {
  type Eye,
  formatPrescriptionValue,
  formatPrice,
  isoDateToDotted,
  type Prescription,
  type PrescriptionField,
  type PrescriptionWarningCode,
} from "@eyewear/shop-rules";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type {
  ConfiguredFrame,
  RxLensType,
  RxQualityIndex,
  RxService,
  RxTintingType,
} from "~/platform/lens-catalogue.ts";
import { useShop } from "~/platform/shop-data.ts";
import { Button } from "~/ui/button.tsx";
import { FieldErrors, translateFormError } from "~/ui/form-field.tsx";
import { ValueSelect } from "~/ui/value-select.tsx";
import {
  BINOCULAR_PD_PARAMETER,
  type ConfiguratorStep,
  EYES,
  type FeeRow,
  fitsFrame,
  needsPrescription,
  PRESCRIPTION_PARAMETERS,
  PRESCRIPTION_SOURCES,
  type PrescriptionSource,
  type PrescriptionUpload,
} from "./configuration.ts";
import {
  PRESCRIPTION_FILE_ACCEPT,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_UPLOAD_MAX_MB,
} from "./configurator-forms.ts";
import type { EarlierPrescription } from "./configured-glasses.ts";
import { tierColour } from "./lens-recommendation.ts";
import { PrescriptionTable } from "./prescription-table.tsx";

/** What a step's page needs, reduced on the server. */
export interface StepView {
  step: ConfiguratorStep;
  /** The step's own address, which its form posts to. */
  action: string;
  /** The configuration so far as a query string, which the summary hands to the basket. */
  configuration: string;
  frame: ConfiguredFrame;
  lensTypes: RxLensType[];
  qualities: RxQualityIndex[];
  recommendedQualityVariantId: number | undefined;
  tintings: RxTintingType[];
  services: RxService[];
  chosen: {
    frameVariantId: number | undefined;
    lensType: string | undefined;
    source: PrescriptionSource | undefined;
    qualityVariantId: number | undefined;
    tintingVariantId: number | undefined;
    serviceVariantIds: number[];
    prescription: Prescription;
    editItemKey: string | undefined;
    /** The uploaded prescription the engine holds for the configuration, if any. */
    upload: PrescriptionUpload | undefined;
  };
  /** The address names an upload the engine does not hold for this shop (rule:prescription.upload-file). */
  uploadMissing: boolean;
  needsAddition: boolean;
  /** The values in minus-cylinder notation, as the lenses are made (rule:prescription.transposition). */
  manufactured: Prescription;
  warnings: PrescriptionWarningCode[];
  fees: { rows: FeeRow[]; total: number };
  /** Prescriptions of the signed-in customer's earlier orders, offered on the prescription step. */
  earlier: EarlierPrescription[];
}

/** The prescription step's choice of an earlier order's values: this prefix and the order's id. */
export const EARLIER_ORDER_SOURCE = "order:";

const TIER_CARD_COLOURS = {
  "light-blue": "border-sky-300 bg-sky-50",
  "mid-blue": "border-sky-600 bg-sky-100",
  "dark-blue": "border-sky-900 bg-sky-200",
  orange: "border-orange-600 bg-orange-50",
} as const;

function range(min: number, max: number, step: number): number[] {
  return Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
}

/** The choices of the select fields, as the display rules write them (rule:prescription.display). */
const SELECT_CHOICES: Partial<Record<PrescriptionField, number[]>> = {
  sphere: range(-20, 20, 0.25),
  cylinder: range(-6, 6, 0.25),
  addition: range(0.75, 3.5, 0.25),
};

/** A radio button as a card: its label is the whole card, and the chosen card is ringed. */
function RadioCard({
  className = "",
  testId,
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { testId?: string; children: ReactNode }) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded border p-3 has-[:checked]:ring-2 has-[:checked]:ring-sky-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${className}`}
    >
      <input type="radio" {...input} className="mt-1" data-testid={testId} />
      <span className="flex-1">{children}</span>
    </label>
  );
}

function PriceTag({ amount }: { amount: number }) {
  const shop = useShop();
  const { t } = useTranslation();
  return (
    <span className="font-medium">
      {amount === 0 ? t("prescription.included") : formatPrice(amount, shop)}
    </span>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function PrescriptionTypeStep({ view }: { view: StepView }) {
  const { t } = useTranslation();
  const sizes = view.frame.variants;
  return (
    <>
      {sizes.length > 1 ? (
        <Fieldset legend={t("prescription.frameSize")}>
          {sizes.map((size) => (
            <RadioCard
              key={size.id}
              name="v"
              value={size.id}
              defaultChecked={view.chosen.frameVariantId === size.id}
              disabled={!size.sellable}
              testId={`frame-size-${size.id}`}
            >
              {size.label} · <PriceTag amount={size.price} />
            </RadioCard>
          ))}
        </Fieldset>
      ) : (
        <input type="hidden" name="v" value={sizes[0]?.id ?? ""} />
      )}
      <Fieldset legend={t("prescription.lensTypeLegend")}>
        {view.lensTypes.map((type) => (
          <RadioCard
            key={type.code}
            name="type"
            value={type.code}
            defaultChecked={view.chosen.lensType === type.code}
            testId={`lens-type-${type.code}`}
          >
            <span className="block font-medium">{type.name}</span>
            <span className="block text-sm text-neutral-700">{t(`prescription.lensType.${type.code}`)}</span>
            <span className="block text-sm">
              <PriceTag amount={type.price} />
            </span>
          </RadioCard>
        ))}
      </Fieldset>
    </>
  );
}

/**
 * The file picker of the upload choice (rule:prescription.upload-file). It shows while the upload card is chosen,
 * by CSS alone, so it works the same without JavaScript.
 */
function PrescriptionFileField({
  upload,
  errors,
}: {
  upload: PrescriptionUpload | undefined;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const id = `rx-${PRESCRIPTION_FILE_FIELD}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="hidden flex-col gap-1 rounded border border-neutral-300 p-3 group-has-[:checked]:flex">
      <label htmlFor={id} className="text-sm font-medium">
        {t("prescription.uploadLabel")}
      </label>
      <input
        id={id}
        name={PRESCRIPTION_FILE_FIELD}
        type="file"
        accept={PRESCRIPTION_FILE_ACCEPT}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${hintId} ${errorId}` : hintId}
        data-testid="prescription-file"
        className="text-sm file:mr-3 file:rounded file:border file:border-neutral-500 file:bg-white file:px-3 file:py-2"
      />
      <p id={hintId} className="text-sm text-neutral-700">
        {t("prescription.uploadHint", { max: PRESCRIPTION_UPLOAD_MAX_MB })}
      </p>
      {upload ? (
        <p className="text-sm" data-testid="prescription-upload-current">
          {t("prescription.uploadCurrent", { fileName: upload.fileName })}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} translate={(error) => translateFormError(t, error)} />
    </div>
  );
}

function PrescriptionSourceStep({ view, fileErrors }: { view: StepView; fileErrors: string[] | undefined }) {
  const { t } = useTranslation();
  const chosen = view.chosen.source;
  const card = (source: PrescriptionSource) => (
    <RadioCard
      key={source}
      name="src"
      value={source}
      defaultChecked={chosen === source}
      testId={`source-${source}`}
    >
      <span className="block font-medium">{t(`prescription.source.${source}`)}</span>
      <span className="block text-sm text-neutral-700">{t(`prescription.sourceHint.${source}`)}</span>
    </RadioCard>
  );
  return (
    <Fieldset legend={t("prescription.sourceLegend")}>
      {PRESCRIPTION_SOURCES.map((source) =>
        source === "upload" ? (
          <div key={source} className="group space-y-2">
            {card(source)}
            <PrescriptionFileField
              upload={view.chosen.upload}
              errors={fileErrors ?? (view.uploadMissing ? ["prescription.error.uploadMissing"] : undefined)}
            />
          </div>
        ) : (
          card(source)
        ),
      )}
      {view.earlier.map((entry) => (
        <RadioCard
          key={entry.orderId}
          name="src"
          value={`${EARLIER_ORDER_SOURCE}${entry.orderId}`}
          testId={`source-order-${entry.orderId}`}
        >
          <span className="block font-medium">
            {t("prescription.source.earlier", { id: entry.orderId, date: isoDateToDotted(entry.orderedAt) })}
          </span>
          <span className="block text-sm text-neutral-700">
            {EYES.map(
              (eye) =>
                `${t(`prescription.short.eye_${eye}`)} ${formatPrescriptionValue("sphere", entry.prescription[eye].sphere)}`,
            ).join(" · ")}
          </span>
        </RadioCard>
      ))}
    </Fieldset>
  );
}

type FieldErrorsByName = Record<string, string[] | undefined>;

/**
 * A refused post's errors by field, and what it sent, so the form shows the shopper's own entries again, also
 * without JavaScript.
 */
export interface Entries {
  errors: FieldErrorsByName;
  submitted: Record<string, unknown>;
}

function submittedText(entries: Entries, name: string, fallback: string): string {
  const value = entries.submitted[name];
  return typeof value === "string" ? value : fallback;
}

function ValueField({
  eye,
  field,
  value,
  entries,
}: {
  eye: Eye;
  field: PrescriptionField;
  value: number | null;
  entries: Entries;
}) {
  const { t } = useTranslation();
  const name = PRESCRIPTION_PARAMETERS[eye][field];
  const id = `rx-${name}`;
  const fieldErrors = entries.errors[name];
  const errorId = `${id}-error`;
  const shown = submittedText(entries, name, value === null ? "" : formatPrescriptionValue(field, value));
  const choices = SELECT_CHOICES[field];
  const invalid = fieldErrors !== undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(`prescription.field.${field}`)}
      </label>
      {choices ? (
        <ValueSelect
          id={id}
          name={name}
          testId={`rx-${name}`}
          values={choices.map((choice) => formatPrescriptionValue(field, choice))}
          emptyLabel={field === "sphere" ? undefined : t("prescription.none")}
          invalid={invalid}
          errorId={errorId}
          defaultValue={field === "sphere" ? shown || "±0.00" : shown}
        />
      ) : (
        <input
          id={id}
          name={name}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-testid={`rx-${name}`}
          className="w-full rounded border border-neutral-500 px-2 py-2"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={shown}
        />
      )}
      <FieldErrors id={errorId} errors={fieldErrors} translate={(error) => translateFormError(t, error)} />
    </div>
  );
}

/** The prescription's fields per eye, PD and prism, as the values step and the basket's change overlay show them. */
export function PrescriptionValueFields({
  prescription,
  needsAddition,
  entries,
}: {
  prescription: Prescription;
  needsAddition: boolean;
  entries: Entries;
}) {
  const { t } = useTranslation();
  const main: PrescriptionField[] = [
    "sphere",
    "cylinder",
    "axis",
    ...(needsAddition ? ["addition" as const] : []),
  ];
  const moreOpen = EYES.some(
    (eye) => prescription[eye].prism !== null || entries.errors[PRESCRIPTION_PARAMETERS[eye].prism],
  );
  return (
    <>
      {EYES.map((eye) => (
        <fieldset key={eye} className="rounded border border-neutral-300 p-3" data-testid={`eye-${eye}`}>
          <legend className="px-1 font-semibold">{t(`prescription.eye.${eye}`)}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {main.map((field) => (
              <ValueField
                key={field}
                eye={eye}
                field={field}
                value={prescription[eye][field]}
                entries={entries}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="rounded border border-neutral-300 p-3">
        <legend className="px-1 font-semibold">{t("prescription.pdLegend")}</legend>
        <p className="mb-2 text-sm text-neutral-700">{t("prescription.pdHint")}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <PdField
            name={BINOCULAR_PD_PARAMETER}
            label={t("prescription.field.binocularPd")}
            value={prescription.binocularPd}
            entries={entries}
          />
          {EYES.map((eye) => (
            <PdField
              key={eye}
              name={PRESCRIPTION_PARAMETERS[eye].pd}
              label={t(`prescription.field.pd_${eye}`)}
              value={prescription[eye].pd}
              entries={entries}
            />
          ))}
        </div>
      </fieldset>
      <details className="rounded border border-neutral-300 p-3" open={moreOpen}>
        <summary className="cursor-pointer font-semibold">{t("prescription.more")}</summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {EYES.flatMap((eye) =>
            (["prism", "prismBase"] as const).map((field) => (
              <div key={`${eye}-${field}`}>
                <p className="text-xs text-neutral-700">{t(`prescription.eye.${eye}`)}</p>
                <ValueField eye={eye} field={field} value={prescription[eye][field]} entries={entries} />
              </div>
            )),
          )}
        </div>
      </details>
    </>
  );
}

function PdField({
  name,
  label,
  value,
  entries,
}: {
  name: string;
  label: string;
  value: number | null;
  entries: Entries;
}) {
  const { t } = useTranslation();
  const id = `rx-${name}`;
  const fieldErrors = entries.errors[name];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={submittedText(entries, name, value === null ? "" : String(value))}
        aria-invalid={fieldErrors ? true : undefined}
        aria-describedby={fieldErrors ? `${id}-error` : undefined}
        data-testid={`rx-${name}`}
        className="w-full rounded border border-neutral-500 px-2 py-2"
      />
      <FieldErrors
        id={`${id}-error`}
        errors={fieldErrors}
        translate={(error) => translateFormError(t, error)}
      />
    </div>
  );
}

/**
 * The values as entered and, where the cylinder is written the other way, as the lenses are made
 * (rule:prescription.transposition), the warnings for unusual values and the box that confirms them.
 */
export function PrescriptionCheck({
  entered,
  manufactured,
  warnings,
}: {
  entered: Prescription;
  manufactured: Prescription;
  warnings: readonly PrescriptionWarningCode[];
}) {
  const { t } = useTranslation();
  const transposed = EYES.some(
    (eye) => manufactured[eye].cylinder !== entered[eye].cylinder && entered[eye].cylinder !== null,
  );
  return (
    <>
      <PrescriptionTable
        prescription={entered}
        caption={t("prescription.youEntered")}
        testId="entered-values"
      />
      {transposed ? (
        <>
          <PrescriptionTable
            prescription={manufactured}
            caption={t("prescription.weMake")}
            testId="manufactured-values"
          />
          <p className="text-sm text-neutral-700">{t("prescription.transpositionHint")}</p>
        </>
      ) : null}
      {warnings.length > 0 ? (
        <div
          role="note"
          className="rounded border border-orange-600 bg-orange-50 p-3 text-sm"
          data-testid="prescription-warnings"
        >
          <p className="font-semibold">{t("prescription.warningTitle")}</p>
          <ul className="list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{t(`prescription.warning.${warning}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="ok"
          value="1"
          defaultChecked={false}
          data-testid="confirm-values"
          className="mt-1"
        />
        <span>{t("prescription.confirmValues")}</span>
      </label>
    </>
  );
}

/** The price of a choice in place of the configuration's own choice of that kind. */
function withChoice(fees: StepView["fees"], kinds: readonly FeeRow["kind"][], chosen: number): number {
  const replaced = fees.rows
    .filter((row) => kinds.includes(row.kind))
    .reduce((sum, row) => sum + row.price, 0);
  return fees.total - replaced + chosen;
}

function GlassTypeStep({ view, onTotal }: { view: StepView; onTotal: (total: number) => void }) {
  const { t } = useTranslation();
  const choose = (price: number) => () => onTotal(withChoice(view.fees, ["quality", "tinting"], price));
  return (
    <Fieldset legend={t("prescription.qualityLegend")}>
      {view.qualities.map((quality) => {
        const recommendedHere = quality.variants.some(
          (variant) => variant.variantId === view.recommendedQualityVariantId,
        );
        return (
          <div
            key={quality.productId}
            className={`rounded border-2 p-3 ${TIER_CARD_COLOURS[tierColour(quality.tier, recommendedHere)]}`}
            data-tier={quality.tier}
            data-colour={tierColour(quality.tier, recommendedHere)}
          >
            <p className="font-semibold">{quality.name}</p>
            <p className="text-sm text-neutral-800">{t(`prescription.tier.${quality.tier}`)}</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {quality.variants.map((variant) => {
                const fits = fitsFrame(view.frame, variant.index);
                return (
                  <RadioCard
                    key={variant.variantId}
                    name="q"
                    value={variant.variantId}
                    defaultChecked={view.chosen.qualityVariantId === variant.variantId}
                    disabled={!fits || !variant.sellable}
                    onChange={choose(variant.price)}
                    className="bg-white"
                    testId={`quality-${quality.tier}-${variant.index}`}
                  >
                    <span className="block">
                      {t("prescription.index", { index: variant.index })} ·{" "}
                      <PriceTag amount={variant.price} />
                    </span>
                    {variant.variantId === view.recommendedQualityVariantId ? (
                      <span className="block text-sm font-semibold text-orange-800">
                        {t("prescription.recommended")}
                      </span>
                    ) : null}
                    {!fits ? (
                      <span className="block text-sm">{t("prescription.doesNotFitFrame")}</span>
                    ) : !variant.sellable ? (
                      <span className="block text-sm">{t("prescription.soldOut")}</span>
                    ) : null}
                  </RadioCard>
                );
              })}
            </div>
          </div>
        );
      })}
    </Fieldset>
  );
}

function ExtrasStep({ view, onTotal }: { view: StepView; onTotal: (total: number) => void }) {
  const { t } = useTranslation();
  const tier = view.qualities.find((quality) =>
    quality.variants.some((variant) => variant.variantId === view.chosen.qualityVariantId),
  )?.tier;
  const [tinting, setTinting] = useState(view.fees.rows.find((row) => row.kind === "tinting")?.price ?? 0);
  const [services, setServices] = useState(
    new Map(
      view.services
        .filter((service) => service.editable && view.chosen.serviceVariantIds.includes(service.variantId))
        .map((service) => [service.variantId, service.price]),
    ),
  );
  const update = (nextTinting: number, nextServices: Map<number, number>) => {
    const free = view.services.filter((service) => !service.editable).reduce((sum, s) => sum + s.price, 0);
    const chosen = nextTinting + free + [...nextServices.values()].reduce((sum, price) => sum + price, 0);
    onTotal(withChoice(view.fees, ["tinting", "service"], chosen));
  };
  return (
    <>
      <Fieldset legend={t("prescription.tintingLegend")}>
        {view.tintings.map((type) => {
          const variant = type.variants.find((candidate) => candidate.tier === tier);
          if (!variant) return null;
          return (
            <RadioCard
              key={type.productId}
              name="t"
              value={variant.variantId}
              defaultChecked={
                view.chosen.tintingVariantId === undefined
                  ? type.type === "clear"
                  : view.chosen.tintingVariantId === variant.variantId
              }
              onChange={() => {
                setTinting(variant.price);
                update(variant.price, services);
              }}
              testId={`tinting-${type.type}`}
            >
              {type.name} · <PriceTag amount={variant.price} />
            </RadioCard>
          );
        })}
      </Fieldset>
      <Fieldset legend={t("prescription.servicesLegend")}>
        {view.services.map((service) => (
          <label key={service.variantId} className="flex items-start gap-3 rounded border p-3">
            <input
              type="checkbox"
              name={service.editable ? "s" : undefined}
              value={service.variantId}
              defaultChecked={!service.editable || view.chosen.serviceVariantIds.includes(service.variantId)}
              disabled={!service.editable}
              onChange={(event) => {
                const next = new Map(services);
                if (event.currentTarget.checked) next.set(service.variantId, service.price);
                else next.delete(service.variantId);
                setServices(next);
                update(tinting, next);
              }}
              className="mt-1"
              data-testid={`service-${service.code}`}
            />
            <span>
              {service.name} · <PriceTag amount={service.price} />
              {service.editable ? null : (
                <span className="block text-sm text-neutral-700">{t("prescription.freeService")}</span>
              )}
            </span>
          </label>
        ))}
      </Fieldset>
    </>
  );
}

function SummaryStep({ chosen }: { chosen: StepView["chosen"] }) {
  const { t } = useTranslation();
  if (chosen.upload && chosen.source === "upload" && needsPrescription(chosen))
    return (
      <p data-testid="summary-upload">{t("prescription.uploaded", { fileName: chosen.upload.fileName })}</p>
    );
  return chosen.source === "enter" && needsPrescription(chosen) ? (
    <PrescriptionTable
      prescription={chosen.prescription}
      caption={t("prescription.yourValues")}
      testId="summary-values"
    />
  ) : (
    <p>{t(needsPrescription(chosen) ? "prescription.sendLater" : "prescription.noPrescription")}</p>
  );
}

/** The price rows so far and the total, which follows every choice on this step. */
function PriceSummary({ fees, total }: { fees: StepView["fees"]; total: number }) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <aside aria-labelledby="configurator-price" className="h-fit rounded border border-neutral-300 p-4">
      <h2 id="configurator-price" className="font-semibold">
        {t("prescription.price")}
      </h2>
      <dl className="mt-2 space-y-1 text-sm" data-testid="fee-rows">
        {fees.rows.map((row) => (
          <div key={`${row.kind}-${row.name}`} className="flex justify-between gap-4" data-fee={row.kind}>
            <dt>
              {t(`prescription.fee.${row.kind}`)}: {row.name}
              {row.priceBefore === undefined ? null : (
                <span className="block font-semibold text-green-800" data-testid="frame-free">
                  {t("prescription.frameFree")}
                </span>
              )}
            </dt>
            <dd className="text-right">
              {row.priceBefore === undefined ? null : (
                <s className="block text-neutral-600" data-testid="fee-price-before">
                  {formatPrice(row.priceBefore, shop)}
                </s>
              )}
              {formatPrice(row.price, shop)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex justify-between border-t pt-2 font-semibold" aria-live="polite">
        <span>{t("prescription.total")}</span>
        <span data-testid="configurator-total">{formatPrice(total, shop)}</span>
      </p>
    </aside>
  );
}

/** A configurator step's form beside the price; the summary's button puts the glasses into the basket. */
export function ConfiguratorStepForm({
  view,
  lastResult,
  basketPath,
}: {
  view: StepView;
  lastResult: SubmissionResult<string[]> | undefined;
  basketPath: string;
}) {
  const { t } = useTranslation();
  const [form] = useForm({ id: `configurator-${view.step}`, lastResult });
  const [total, setTotal] = useState(view.fees.total);
  const errors = (lastResult?.error ?? {}) as FieldErrorsByName;
  const body: Record<ConfiguratorStep, ReactNode> = {
    "prescription-type": <PrescriptionTypeStep view={view} />,
    prescription: <PrescriptionSourceStep view={view} fileErrors={errors[PRESCRIPTION_FILE_FIELD]} />,
    values: (
      <PrescriptionValueFields
        prescription={view.chosen.prescription}
        needsAddition={view.needsAddition}
        entries={{ errors, submitted: lastResult?.initialValue ?? {} }}
      />
    ),
    confirm: (
      <PrescriptionCheck
        entered={view.chosen.prescription}
        manufactured={view.manufactured}
        warnings={view.warnings}
      />
    ),
    "glass-type": <GlassTypeStep view={view} onTotal={setTotal} />,
    extras: <ExtrasStep view={view} onTotal={setTotal} />,
    summary: <SummaryStep chosen={view.chosen} />,
  };
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      {view.step === "summary" ? (
        <Form method="post" action={basketPath} className="space-y-4" data-testid="configurator-form">
          {body.summary}
          <input type="hidden" name="intent" value="addConfigured" />
          <input type="hidden" name="productId" value={view.frame.productId} />
          <input type="hidden" name="configuration" value={view.configuration} />
          {view.chosen.editItemKey ? (
            <input type="hidden" name="replacesItemKey" value={view.chosen.editItemKey} />
          ) : null}
          <input type="hidden" name="redirectTo" value={basketPath} />
          <Button look="primary" size="lg" wide testId="configurator-add-to-basket">
            {t("product.addToBasket")}
          </Button>
        </Form>
      ) : (
        <Form
          method="post"
          action={view.action}
          encType={view.step === "prescription" ? "multipart/form-data" : undefined}
          {...getFormProps(form)}
          className="space-y-4"
          data-testid="configurator-form"
        >
          <FieldErrors
            id={form.errorId}
            errors={form.errors}
            translate={(error) => translateFormError(t, error)}
          />
          {body[view.step]}
          <Button look="primary" size="lg" wide testId="configurator-next">
            {t("prescription.next")}
          </Button>
        </Form>
      )}
      <PriceSummary fees={view.fees} total={total} />
    </div>
  );
}
