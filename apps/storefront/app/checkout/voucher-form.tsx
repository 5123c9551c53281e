import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { VOUCHER_INTENTS } from "~/checkout/checkout-forms.ts";
import type { VoucherFormResult, VoucherReview } from "~/checkout/checkout-voucher.server.ts";
import { Button, type ButtonLook } from "~/ui/button.tsx";
import { HeadedSection } from "~/ui/headed-section.tsx";

const VOUCHER_ERROR_ID = "voucher-error";

/** Posts the voucher form with its intent, which also names the button for tests. */
function VoucherButton({
  intent,
  look,
  busy,
}: {
  intent: keyof typeof VOUCHER_INTENTS;
  look: ButtonLook;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      look={look}
      name="intent"
      value={VOUCHER_INTENTS[intent]}
      disabled={busy}
      testId={VOUCHER_INTENTS[intent]}
    >
      {t(`checkout.voucher.${intent}`)}
    </Button>
  );
}

/**
 * The checkout's voucher field (rule:checkout.voucher-terms): apply a code or remove the applied one. A form of its
 * own before the checkout form, posting to the page's action; with JavaScript a fetcher keeps what the shopper typed
 * elsewhere on the page, without it the page reloads with the result.
 */
export function VoucherForm({
  review,
  result,
}: {
  review: VoucherReview;
  /** The voucher action's answer of a form post without JavaScript. */
  result: VoucherFormResult | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<VoucherFormResult>();
  const answer = fetcher.data ?? result;
  const error = answer?.voucherForm.error ?? (review.status === "refused" ? review.error : null);
  const busy = fetcher.state !== "idle";
  return (
    <HeadedSection
      headingId="checkout-voucher"
      title={t("checkout.voucher.title")}
      className="flex flex-col gap-2 rounded border border-neutral-300 p-4"
      headingClassName="text-lg font-semibold"
      testId="checkout-voucher"
    >
      {review.status === "applied" ? (
        <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="voucher-applied">{t("checkout.voucher.applied", { code: review.code })}</p>
          <VoucherButton intent="remove" look="text" busy={busy} />
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" className="flex flex-col gap-1">
          <label htmlFor="voucher-code" className="font-medium">
            {t("checkout.voucher.code")}
          </label>
          <div className="flex gap-2">
            <input
              id="voucher-code"
              name="voucherCode"
              type="text"
              autoComplete="off"
              defaultValue={answer?.voucherForm.code ?? (review.status === "refused" ? review.code : "")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? VOUCHER_ERROR_ID : undefined}
              className="min-w-0 flex-1 rounded border border-neutral-500 px-3 py-2"
              data-testid="voucher-code"
            />
            <VoucherButton intent="apply" look="secondary" busy={busy} />
          </div>
        </fetcher.Form>
      )}
      {error ? (
        <p id={VOUCHER_ERROR_ID} role="alert" className="text-sm text-red-800" data-testid="voucher-error">
          {t(error)}
        </p>
      ) : null}
    </HeadedSection>
  );
}
