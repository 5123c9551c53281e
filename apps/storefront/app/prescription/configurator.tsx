import { prescriptionWarnings, productIdFromSlug, toMinusCylinder } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { configurableFrame } from "~/platform/configurable-frame.server.ts";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { parseForm, readForm } from "~/platform/form-submission.server.ts";
import { namedPrescriptionUpload } from "~/platform/prescription-uploads.server.ts";
import { requireShop } from "~/platform/shop.ts";
import { NoIndex, PageTitle } from "~/ui/document-head.tsx";
import type { Route } from "./+types/configurator";
import {
  CONFIGURATOR_STEPS,
  type ConfiguratorStep,
  configurationFromSearch,
  configurationSearch,
  feeRows,
  firstIncompleteStep,
  needsPrescription,
  nextStep,
  onlineQualities,
  PROGRESSIVE_LENS_TYPE,
  type PrescriptionUpload,
  previousStep,
  stepProblem,
  stepsOf,
} from "./configuration.ts";
import {
  PRESCRIPTION_FILE_FIELD,
  prescriptionFieldErrors,
  STEP_FIELDS,
  stepFormSchema,
} from "./configurator-forms.ts";
import { ConfiguratorStepForm, EARLIER_ORDER_SOURCE, type StepView } from "./configurator-steps.tsx";
import { earlierPrescriptions } from "./earlier-prescriptions.server.ts";
import { recommendedIndex, recommendedQualityVariantId } from "./lens-recommendation.ts";
import {
  readPrescriptionStepForm,
  UPLOAD_REFUSALS,
  uploadedPrescription,
} from "./prescription-upload.server.ts";

function stepOf(value: string | undefined): ConfiguratorStep | undefined {
  return CONFIGURATOR_STEPS.find((step) => step === value);
}

/** The address of a step with the configuration so far (rule:prescription.configurator-steps). */
function stepPath(productPath: string, step: ConfiguratorStep, search: URLSearchParams): string {
  const query = search.toString();
  return `${productPath}lenses/${step}/${query ? `?${query}` : ""}`;
}

async function loadStep(params: Route.LoaderArgs["params"], url: URL, context: Route.LoaderArgs["context"]) {
  const shop = requireShop(params, url);
  const step = stepOf(params.step);
  const productId = productIdFromSlug(params.slug);
  if (step === undefined || productId === undefined) throw await shopPageNotFound(context, shop, url);
  const loaded = await configurableFrame(context, shop, productId, url);
  if (!loaded) throw await shopPageNotFound(context, shop, url);
  return { shop, step, ...loaded };
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { shop, step, frame, productPath, catalogue } = await loadStep(params, url, context);
  const configuration = configurationFromSearch(url.searchParams);
  const search = configurationSearch(configuration);
  const upload = await namedPrescriptionUpload(context, shop, configuration);
  // A step skipped, or an old address whose choices no longer hold (an upload id the engine does not hold for this
  // shop included), goes back to the first step to finish.
  const incomplete = firstIncompleteStep(step, configuration, catalogue, frame, upload);
  if (incomplete !== undefined) throw redirect(stepPath(productPath, incomplete, search), 303);
  const steps = stepsOf(configuration);
  if (!steps.includes(step))
    throw redirect(stepPath(productPath, nextStep(configuration, steps[0]!)!, search), 303);

  const fees = feeRows(configuration, catalogue, frame, shop.features.zeroCostFrames);
  const previous = previousStep(configuration, step);
  const earlier = step === "prescription" ? await earlierPrescriptions(context, request, shop) : [];
  const qualities = onlineQualities(catalogue);
  const prescription =
    needsPrescription(configuration) && configuration.source === "enter" ? configuration.prescription : null;
  const index = recommendedIndex(prescription, frame.lensFrameType);
  const view: StepView = {
    step,
    action: stepPath(productPath, step, search),
    configuration: search.toString(),
    frame,
    lensTypes: catalogue.rxLensTypes,
    qualities,
    recommendedQualityVariantId: recommendedQualityVariantId(qualities, index),
    tintings: catalogue.rxTintingTypes,
    services: catalogue.rxServices,
    chosen: {
      frameVariantId:
        configuration.frameVariantId ?? (frame.variants.length === 1 ? frame.variants[0]?.id : undefined),
      lensType: configuration.lensType,
      source: configuration.source,
      qualityVariantId: configuration.qualityVariantId,
      tintingVariantId: configuration.tintingVariantId,
      serviceVariantIds: configuration.serviceVariantIds,
      prescription: configuration.prescription,
      editItemKey: configuration.editItemKey,
      upload: upload ? { id: upload.id, fileName: upload.fileName } : undefined,
    },
    uploadMissing:
      step === "prescription" &&
      stepProblem(step, configuration, catalogue, frame, upload) === "uploadMissing",
    needsAddition: configuration.lensType === PROGRESSIVE_LENS_TYPE,
    manufactured: {
      right: toMinusCylinder(configuration.prescription.right),
      left: toMinusCylinder(configuration.prescription.left),
      binocularPd: configuration.prescription.binocularPd,
    },
    warnings: step === "confirm" ? prescriptionWarnings(configuration.prescription) : [],
    fees,
    earlier,
  };
  return {
    title: frame.name,
    view,
    steps: steps.map((each) => ({ step: each, path: stepPath(productPath, each, search) })),
    backPath: previous ? stepPath(productPath, previous, search) : productPath,
    productPath,
    basketPath: `/${shop.code}/basket/`,
  };
}

/**
 * A step's form: its fields replace theirs in the configuration; when the step then holds, the shopper goes on to
 * the next step's address, otherwise the step answers with its errors (rule:prescription.configurator-steps).
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const { shop, step, frame, productPath, catalogue } = await loadStep(params, url, context);
  // Only the prescription step takes a file, read with limits while streaming (rule:prescription.upload-file).
  const posted =
    step === "prescription"
      ? await readPrescriptionStepForm(request)
      : { form: await readForm(request), tooLarge: false };
  const submission = await parseForm(posted.form, stepFormSchema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ formErrors: ["prescription.error.invalidForm"] }) },
      { status: 400 },
    );
  }
  const refuseFile = (errorKey: string, status: number) =>
    data(
      { result: submission.reply({ fieldErrors: { [PRESCRIPTION_FILE_FIELD]: [errorKey] } }) },
      { status },
    );
  if (posted.tooLarge) return refuseFile(UPLOAD_REFUSALS.tooLarge.errorKey, UPLOAD_REFUSALS.tooLarge.status);
  const source = submission.value.src;
  if (step === "prescription" && typeof source === "string" && source.startsWith(EARLIER_ORDER_SOURCE)) {
    // rule:prescription.earlier-values: only the customer's own orders are looked up, on the server.
    const orderId = source.slice(EARLIER_ORDER_SOURCE.length);
    const earlier = (await earlierPrescriptions(context, request, shop)).find(
      (entry) => entry.orderId === orderId,
    );
    if (!earlier)
      return data(
        { result: submission.reply({ formErrors: ["prescription.error.chooseSource"] }) },
        { status: 400 },
      );
    const reused = {
      ...configurationFromSearch(url.searchParams),
      source: "enter" as const,
      prescription: earlier.prescription,
      confirmed: false,
    };
    throw redirect(stepPath(productPath, "values", configurationSearch(reused)), 303);
  }
  const merged = new URLSearchParams(url.search);
  for (const name of STEP_FIELDS[step]) {
    merged.delete(name);
    const value = submission.value[name];
    for (const each of Array.isArray(value) ? value : [value])
      if (typeof each === "string" && each) merged.append(name, each);
  }
  let upload: PrescriptionUpload | undefined;
  if (step === "prescription" && source === "upload") {
    const file = submission.value[PRESCRIPTION_FILE_FIELD];
    if (file instanceof File) {
      const stored = await uploadedPrescription(context, shop, file);
      if ("refusal" in stored)
        return refuseFile(UPLOAD_REFUSALS[stored.refusal].errorKey, UPLOAD_REFUSALS[stored.refusal].status);
      upload = stored.upload;
    } else {
      // Back on this step without a new file: the upload the address already names stays.
      upload = await namedPrescriptionUpload(context, shop, configurationFromSearch(url.searchParams));
      if (!upload) return refuseFile("prescription.error.uploadRequired", 400);
    }
    merged.set("up", upload.id);
  }
  const configuration = configurationFromSearch(merged);
  if (step === "values") {
    const fieldErrors = prescriptionFieldErrors(submission.value, configuration);
    if (Object.keys(fieldErrors).length > 0)
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  const problem = stepProblem(step, configuration, catalogue, frame, upload);
  if (problem !== undefined)
    return data(
      { result: submission.reply({ formErrors: [`prescription.error.${problem}`] }) },
      { status: 400 },
    );
  // Choosing another lens type or prescription source may drop steps; what they held no longer counts.
  const next = nextStep(configuration, step) ?? "summary";
  throw redirect(stepPath(productPath, next, configurationSearch(configuration)), 303);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "robots", content: "noindex" }] : [];
}

/** The prescription configurator, one step per address, with the price so far beside it. */
export default function ConfiguratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, steps, backPath } = loaderData;
  const current = steps.findIndex((entry) => entry.step === view.step);
  return (
    <section className="mx-auto max-w-5xl py-6" data-testid="configurator" data-step={view.step}>
      <PageTitle>{t("prescription.pageTitle", { name: loaderData.title })}</PageTitle>
      <NoIndex />
      <p className="text-neutral-700">{loaderData.title}</p>
      <h1 className="text-2xl font-semibold">{t(`prescription.step.${view.step}`)}</h1>
      <nav aria-label={t("prescription.progress")} className="mt-4">
        <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {steps.map((entry, index) => (
            <li key={entry.step} aria-current={index === current ? "step" : undefined}>
              {index < current ? (
                <Link to={entry.path} className="underline">
                  {index + 1}. {t(`prescription.step.${entry.step}`)}
                </Link>
              ) : (
                <span className={index === current ? "font-semibold" : "text-neutral-600"}>
                  {index + 1}. {t(`prescription.step.${entry.step}`)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-6">
        <ConfiguratorStepForm
          key={`${view.step}?${view.configuration}`}
          view={view}
          lastResult={actionData?.result}
          basketPath={loaderData.basketPath}
        />
        <Link to={backPath} className="mt-6 inline-block underline" data-testid="configurator-back">
          {t("prescription.back")}
        </Link>
      </div>
    </section>
  );
}
