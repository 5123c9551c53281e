import type { ShopConfig } from "@eyewear/shop-rules";
import { data, type RouterContextProvider, type Session } from "react-router";
import { parseForm } from "~/platform/form-submission.server.ts";
import { ordersApi, type VoucherBasket } from "~/platform/orders-api.server.ts";
import { commitSession, type SessionData } from "~/platform/session.server.ts";
import { VOUCHER_INTENTS, voucherFormSchema } from "./checkout-forms.ts";

/** The message of each engine refusal of a voucher code (rule:checkout.voucher-terms). */
export const VOUCHER_ERRORS: Record<string, string> = {
  VOUCHER_UNKNOWN: "checkout.voucher.error.unknown",
  VOUCHER_EXPIRED: "checkout.voucher.error.expired",
  VOUCHER_NOT_YET_VALID: "checkout.voucher.error.not_yet_valid",
  VOUCHER_MINIMUM_NOT_REACHED: "checkout.voucher.error.minimum_not_reached",
  VOUCHER_USED_UP: "checkout.voucher.error.used_up",
};

/** What the order review shows of a voucher: the code and its reduction with the total left, or why it fell off. */
export type VoucherReview =
  | { status: "applied"; code: string; reduction: number; totalWithTax: number }
  | { status: "refused"; code: string; error: string }
  | { status: "none" };

/** The answer of the voucher forms: the code the shopper typed and the message of a refusal. */
export interface VoucherFormResult {
  voucherForm: { code: string; error: string | null };
}

type CheckoutSession = Session<SessionData>;

/**
 * The basket a checkout places: the signed-in customer's, or the anonymous basket of a guest checkout's session
 * (docs/decisions/0026; `key` is undefined while the session has none).
 */
export type CheckoutBasket = { customerId: number; key: string } | { key: string | undefined };

/** How the engine finds the basket a voucher is checked against; undefined: there is no basket. */
function voucherBasket(basket: CheckoutBasket): VoucherBasket | undefined {
  if ("customerId" in basket) return { customerId: basket.customerId };
  return basket.key ? { basketKey: basket.key } : undefined;
}

/** Whether a post to a checkout action comes from the voucher forms rather than the order form. */
export function isVoucherIntent(formData: FormData): boolean {
  const intent = formData.get("intent");
  return intent === VOUCHER_INTENTS.apply || intent === VOUCHER_INTENTS.remove;
}

export function appliedVoucherCode(session: CheckoutSession, shop: ShopConfig): string | undefined {
  return session.get("voucherCodes")?.[String(shop.shopId)];
}

function rememberVoucherCode(session: CheckoutSession, shop: ShopConfig, code: string | undefined) {
  const key = String(shop.shopId);
  const others = Object.entries(session.get("voucherCodes") ?? {}).filter(([shopId]) => shopId !== key);
  session.set("voucherCodes", Object.fromEntries(code === undefined ? others : [...others, [key, code]]));
}

/** Drops the applied voucher (the order used it, or it can no longer be used); commit the session afterwards. */
export function forgetVoucherCode(session: CheckoutSession, shop: ShopConfig) {
  rememberVoucherCode(session, shop, undefined);
}

/**
 * The voucher forms' action: applies a code after the engine checked it against the checkout's basket (the
 * session keeps it until the order is placed) or removes the applied one.
 */
export async function voucherAction(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basket: CheckoutBasket,
  session: CheckoutSession,
  formData: FormData,
) {
  const submission = await parseForm(formData, voucherFormSchema);
  const typed = String(submission.payload.voucherCode ?? "");
  const form = submission.status === "success" ? submission.value : undefined;
  let error: string | null = null;
  if (form?.intent === VOUCHER_INTENTS.remove) {
    forgetVoucherCode(session, shop);
  } else {
    const code = form?.intent === VOUCHER_INTENTS.apply ? form.voucherCode : undefined;
    const checked = voucherBasket(basket);
    const answer =
      code !== undefined && checked ? await ordersApi.checkVoucher(context, shop, checked, code) : undefined;
    if (answer?.ok) rememberVoucherCode(session, shop, answer.voucher.code);
    else error = (answer && VOUCHER_ERRORS[answer.code]) ?? VOUCHER_ERRORS.VOUCHER_UNKNOWN!;
  }
  const result: VoucherFormResult = { voucherForm: { code: typed.trim(), error } };
  return data(result, {
    status: error ? 422 : 200,
    headers: { "set-cookie": await commitSession(context, session) },
  });
}

/**
 * The applied voucher for the order review, checked again against the basket as it stands now; a voucher that
 * can no longer be used is dropped from the session (`changed`: commit it) and shown with its reason.
 */
export async function reviewVoucher(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basket: CheckoutBasket,
  session: CheckoutSession,
): Promise<{ review: VoucherReview; changed: boolean }> {
  const code = appliedVoucherCode(session, shop);
  const checked = voucherBasket(basket);
  if (!code || !checked) return { review: { status: "none" }, changed: false };
  const answer = await ordersApi.checkVoucher(context, shop, checked, code);
  if (answer.ok) {
    const { voucher, cost } = answer;
    return {
      review: {
        status: "applied",
        code: voucher.code,
        reduction: voucher.reduction,
        totalWithTax: cost.withTax,
      },
      changed: false,
    };
  }
  forgetVoucherCode(session, shop);
  const error = VOUCHER_ERRORS[answer.code] ?? VOUCHER_ERRORS.VOUCHER_UNKNOWN!;
  return { review: { status: "refused", code, error }, changed: true };
}
