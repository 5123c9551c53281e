import { type PaymentKey, paymentKeysForCountry } from "./orders.ts";
import type { CountryCode, ShopConfig } from "./shops.ts";

/** A calendar day, yyyy-mm-dd. */
export type CalendarDay = string;

/** The product attribute that lists the intervals, in months, a product may be subscribed at. */
export const SUBSCRIPTION_INTERVALS_ATTRIBUTE = "subscriptionIntervals";

/** The days of the month a customer may choose for deliveries; 29–31 fall on the last day of shorter months. */
export const FIRST_DELIVERY_DAY = 1;
export const LAST_DELIVERY_DAY = 31;

/** Days before a delivery when the customer is reminded; from then on that delivery is fixed. */
export const SUBSCRIPTION_REMINDER_DAYS = 3;
/** Days a customer must have known of a higher price before a delivery is charged at it. */
export const SUBSCRIPTION_PRICE_NOTICE_DAYS = 14;
/** Days between a failed follow-up payment and its next try. */
export const SUBSCRIPTION_PAYMENT_RETRY_DAYS = 3;
/** Tries of one delivery's payment before the subscription stays paused until the customer resumes it. */
export const SUBSCRIPTION_PAYMENT_ATTEMPTS = 3;

/** Characters of a subscription reference: no 0/O, 1/I/L or 5/S, so it can be read out and typed back. */
export const SUBSCRIPTION_REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRTUVWXYZ2346789";
export const SUBSCRIPTION_REFERENCE_PREFIX = "ABO-";
export const SUBSCRIPTION_REFERENCE_LENGTH = 8;
const REFERENCE_PATTERN = new RegExp(
  `^${SUBSCRIPTION_REFERENCE_PREFIX}[${SUBSCRIPTION_REFERENCE_ALPHABET}]{${SUBSCRIPTION_REFERENCE_LENGTH}}$`,
);

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONES: Record<CountryCode, string> = {
  DE: "Europe/Berlin",
  AT: "Europe/Vienna",
  CH: "Europe/Zurich",
  IT: "Europe/Rome",
  PL: "Europe/Warsaw",
  CZ: "Europe/Prague",
};

/**
 * Payment methods that can give a reusable mandate for later charges without the shopper: a PayPal billing
 * agreement, a stored card, a SEPA direct-debit mandate and Klarna's recurring pay-later. Invoices, instant
 * transfers, TWINT and cash on delivery need the shopper every time (rule:subscriptions.reusable-payment).
 */
const REUSABLE_PAYMENT_KEYS: ReadonlySet<PaymentKey> = new Set([
  "paypal_instant",
  "computop_creditcard",
  "ratepay_directdebit",
  "klarna_paylater",
]);

// rule:subscriptions.reusable-payment
export function isReusablePaymentKey(paymentKey: PaymentKey): boolean {
  return REUSABLE_PAYMENT_KEYS.has(paymentKey);
}

/**
 * The methods a subscription in the country may be paid by, at checkout and when its customer changes the payment
 * method later (rule:subscriptions.payment-change): those the country offers that give a mandate.
 */
export function subscriptionPaymentKeys(country: CountryCode): PaymentKey[] {
  return paymentKeysForCountry(country).filter(isReusablePaymentKey);
}

/** The time zone a shop's calendar days and mailed times are in. */
export function shopTimeZone(country: CountryCode): string {
  return TIME_ZONES[country];
}

/** The calendar day an instant falls on in the time zone. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

function dayParts(day: CalendarDay): { year: number; month: number; date: number } {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year!, month: month!, date: date! };
}

function formatDay(year: number, month: number, date: number): CalendarDay {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const { year, month, date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const a = dayParts(from);
  const b = dayParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.date) - Date.UTC(a.year, a.month - 1, a.date)) / DAY_MS);
}

/**
 * The intervals (months) a product may be subscribed at, from its attribute; none for products without it
 * (rule:subscriptions.interval-allowed).
 */
export function subscriptionIntervalsOf(attributes: Readonly<Record<string, readonly string[]>>): number[] {
  return (attributes[SUBSCRIPTION_INTERVALS_ATTRIBUTE] ?? [])
    .filter((value) => /^[1-9]\d?$/.test(value))
    .map(Number)
    .sort((a, b) => a - b);
}

// rule:subscriptions.interval-allowed
export function isSubscriptionIntervalAllowed(
  attributes: Readonly<Record<string, readonly string[]>>,
  intervalMonths: number,
): boolean {
  return subscriptionIntervalsOf(attributes).includes(intervalMonths);
}

/** The days of the month the product page offers as the preferred delivery day (rule:subscriptions.product-choice). */
export const OFFERED_DELIVERY_DAYS: readonly number[] = [1, 15];

/**
 * The intervals the product page offers for a subscription: the product's own, in a shop with the subscriptions
 * switch on; none elsewhere, so the page shows no choice and the basket refuses one (rule:subscriptions.product-choice).
 */
export function offeredSubscriptionIntervals(
  shop: Pick<ShopConfig, "features">,
  attributes: Readonly<Record<string, readonly string[]>>,
): number[] {
  return shop.features.subscriptions ? subscriptionIntervalsOf(attributes) : [];
}

// rule:subscriptions.product-choice
export function isOfferedDeliveryDay(day: number): boolean {
  return OFFERED_DELIVERY_DAYS.includes(day);
}

export function isPreferredDeliveryDay(day: number): boolean {
  return Number.isInteger(day) && day >= FIRST_DELIVERY_DAY && day <= LAST_DELIVERY_DAY;
}

/** The preferred day in the month, or the month's last day when it has fewer days. */
function clampedDay(year: number, month: number, preferredDay: number): CalendarDay {
  return formatDay(year, month, Math.min(preferredDay, daysInMonth(year, month)));
}

/**
 * The delivery after the one on `after`: `intervalMonths` later, on the preferred day, or the month's last day
 * when the month is shorter (rule:subscriptions.next-delivery).
 */
export function nextDeliveryDate(
  after: CalendarDay,
  intervalMonths: number,
  preferredDay: number,
): CalendarDay {
  const { year, month } = dayParts(after);
  const monthIndex = month - 1 + intervalMonths;
  return clampedDay(year + Math.floor(monthIndex / 12), (monthIndex % 12) + 1, preferredDay);
}

/**
 * The first preferred day after `today` that is more than the reminder's lead away, for a subscription resumed or
 * given a new delivery day: the customer is reminded before it as before every delivery
 * (rule:subscriptions.next-delivery).
 */
export function nextPreferredDay(today: CalendarDay, preferredDay: number): CalendarDay {
  const earliest = addDays(today, SUBSCRIPTION_REMINDER_DAYS + 1);
  const { year, month } = dayParts(earliest);
  const candidate = clampedDay(year, month, preferredDay);
  return candidate >= earliest ? candidate : nextDeliveryDate(candidate, 1, preferredDay);
}

/**
 * The next delivery after the customer chose another day of the month: the new day in the month of the delivery
 * that was planned, unless that is closer than the reminder's lead, then the first such day after it
 * (rule:subscriptions.next-delivery).
 */
export function movedDeliveryDate(
  planned: CalendarDay,
  preferredDay: number,
  today: CalendarDay,
): CalendarDay {
  const { year, month } = dayParts(planned);
  const moved = clampedDay(year, month, preferredDay);
  return moved > addDays(today, SUBSCRIPTION_REMINDER_DAYS) ? moved : nextPreferredDay(today, preferredDay);
}

/**
 * An ordinary cancellation ends the subscription on the day it is received, unless the next delivery is already
 * within the reminder's lead: then that delivery still goes out and the subscription ends on its day
 * (rule:subscriptions.cancellation-effective).
 */
export function cancellationEffectiveDate(received: CalendarDay, nextDelivery: CalendarDay): CalendarDay {
  return daysBetween(received, nextDelivery) <= SUBSCRIPTION_REMINDER_DAYS && nextDelivery >= received
    ? nextDelivery
    : received;
}

/** Whether the reminder of the delivery on `nextDelivery` is due on `today` (rule:subscriptions.reminder). */
export function isReminderDue(today: CalendarDay, nextDelivery: CalendarDay): boolean {
  const ahead = daysBetween(today, nextDelivery);
  return ahead >= 0 && ahead <= SUBSCRIPTION_REMINDER_DAYS;
}

/** What a due delivery does about its price. */
export type PriceDecision =
  | { action: "charge" }
  | { action: "notify" }
  | { action: "wait"; until: CalendarDay };

/**
 * A delivery is charged at the current price when it is no higher than the agreed one; a higher price is first
 * mailed to the customer, and charged only once they have known it for SUBSCRIPTION_PRICE_NOTICE_DAYS, so they
 * can cancel before paying more (rule:subscriptions.price-notice). `noticeOn` is the day the customer was told of
 * `currentTotal`, if they were.
 */
export function priceDecision(input: {
  agreedTotal: number;
  currentTotal: number;
  noticedTotal: number | undefined;
  noticeOn: CalendarDay | undefined;
  today: CalendarDay;
}): PriceDecision {
  if (input.currentTotal <= input.agreedTotal) return { action: "charge" };
  if (
    input.noticeOn === undefined ||
    input.noticedTotal === undefined ||
    input.currentTotal > input.noticedTotal
  )
    return { action: "notify" };
  const until = addDays(input.noticeOn, SUBSCRIPTION_PRICE_NOTICE_DAYS);
  return input.today >= until ? { action: "charge" } : { action: "wait", until };
}

/**
 * After the `failedAttempts`-th failed payment of a delivery: the day of the next try, or undefined when the
 * subscription stays paused until the customer resumes it (rule:subscriptions.payment-retry).
 */
export function paymentRetryDate(failedAttempts: number, today: CalendarDay): CalendarDay | undefined {
  return failedAttempts < SUBSCRIPTION_PAYMENT_ATTEMPTS
    ? addDays(today, SUBSCRIPTION_PAYMENT_RETRY_DAYS)
    : undefined;
}

/**
 * A reference as a customer may type it — any case, spaces around, with or without the prefix — in its stored
 * form, or undefined when it cannot be one (rule:subscriptions.reference).
 */
export function normalizeSubscriptionReference(typed: string): string | undefined {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, "");
  const withPrefix = compact.startsWith(SUBSCRIPTION_REFERENCE_PREFIX)
    ? compact
    : `${SUBSCRIPTION_REFERENCE_PREFIX}${compact}`;
  return REFERENCE_PATTERN.test(withPrefix) ? withPrefix : undefined;
}

// rule:subscriptions.reference
export function isSubscriptionReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}
