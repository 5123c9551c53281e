import {
  type CountryCode,
  dottedDateToIso,
  fitsMaxLength,
  fitsMaxLengthWithoutWhitespace,
  isFilled,
  isPastDateOrEmpty,
  isSameAs,
  isValidDottedDateOrEmpty,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhoneOrEmpty,
  isValidZipCode,
  NAME_MAX_LENGTH,
  orderIdIn,
  storedPhoneNumber,
} from "@eyewear/shop-rules";
import { z } from "zod";

// Error messages are message keys ("validation.{rule}", named after the account rules in docs/rules.md), with the
// rule's parameter after a colon; the forms translate them, so the server and the browser show the same words.
const REQUIRED = "validation.required";
const EMAIL_MAX_LENGTH = 254;
/** An order number as typed, with words around it ("Bestellnr. 710681924463"); the 12 digits are read out of it. */
const ORDER_ID_INPUT_MAX_LENGTH = 40;
/** Characters of a phone number, spaces not counted (E.164 allows 15 digits, plus "+" and the code). */
const PHONE_MAX_LENGTH = 20;

export function requiredText(max: number) {
  return z
    .string({ error: REQUIRED })
    .refine(isFilled, { error: REQUIRED, abort: true })
    .refine((value) => fitsMaxLength(value.trim(), max), {
      error: `validation.max_length:${max}`,
      abort: true,
    })
    .transform((value) => value.trim());
}

export const email = requiredText(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, { error: "validation.email" })
  .transform((value) => value.toLowerCase());

export const name = requiredText(NAME_MAX_LENGTH).refine(isValidName, { error: "validation.name" });

const newPassword = z
  .string({ error: REQUIRED })
  .refine(isFilled, { error: REQUIRED, abort: true })
  .refine(isValidPassword, { error: "validation.password" });

const passwordConfirmation = z.string({ error: REQUIRED });

/** rule:account.same-as: the confirmation must repeat the password. */
function confirmsPassword(
  value: { password: string; passwordConfirmation: string },
  context: z.RefinementCtx,
) {
  if (!isSameAs(value.passwordConfirmation, value.password))
    context.addIssue({
      code: "custom",
      path: ["passwordConfirmation"],
      message: "validation.same_as:password",
    });
}

export const signInSchema = z.object({
  email,
  password: z.string({ error: REQUIRED }).max(200, { error: "validation.max_length:200" }),
  redirectUrl: z.string().max(2000).optional(),
});

export const signUpSchema = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password: newPassword,
    passwordConfirmation,
    redirectUrl: z.string().max(2000).optional(),
  })
  .superRefine(confirmsPassword);

export const forgotPasswordSchema = z.object({ email });

/** The mailed token of an email verification link, posted by its page's button. */
export const verifyEmailSchema = z.object({ token: z.string({ error: REQUIRED }).max(200) });

export const resetPasswordSchema = z
  .object({ token: z.string({ error: REQUIRED }).max(200), password: newPassword, passwordConfirmation })
  .superRefine(confirmsPassword);

/** The order's email address or a zip code (rule:account.email, rule:account.zip-code; capitals optional). */
function isEmailOrZipCode(value: string): boolean {
  return isValidEmail(value) || isValidZipCode(value.trim().toUpperCase());
}

/**
 * The order status lookup (rule:orders.status-lookup): the order id (rule:checkout.order-id) and a second factor,
 * the order's email or zip code.
 */
export const orderStatusLookupSchema = z.object({
  orderId: requiredText(ORDER_ID_INPUT_MAX_LENGTH)
    .refine((typed) => orderIdIn(typed) !== undefined, { error: "validation.order_id" })
    .transform((typed) => orderIdIn(typed)!),
  secondFactor: requiredText(EMAIL_MAX_LENGTH).refine(isEmailOrZipCode, {
    error: "validation.email_or_zip_code",
  }),
});

export const GENDERS = ["f", "m", "d"] as const;

/**
 * Account data: names (rule:account.name), optional gender, birth date dd.mm.yyyy in the past, international phone.
 */
export function accountDataSchema(today: Date, country: CountryCode) {
  return z.object({
    firstName: name,
    lastName: name,
    gender: z.enum(GENDERS, { error: REQUIRED }).optional(),
    birthDate: z
      .string()
      .refine(isValidDottedDateOrEmpty, { error: "validation.date", abort: true })
      .transform((value) => dottedDateToIso(value) ?? "")
      .refine((iso) => isPastDateOrEmpty(iso, today), { error: "validation.future_date" })
      .optional(),
    phone: z
      .string()
      .refine((value) => fitsMaxLengthWithoutWhitespace(value, PHONE_MAX_LENGTH), {
        error: `validation.max_length:${PHONE_MAX_LENGTH}`,
        abort: true,
      })
      .refine((value) => isValidPhoneOrEmpty(value, country), { error: "validation.phone" })
      .transform((value) => storedPhoneNumber(value, country))
      .optional(),
  });
}
