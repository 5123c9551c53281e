import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { CountryCode } from "./shops.ts";

/** The longest e-mail address SMTP can deliver to (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

/** The address pattern of the HTML standard's `<input type="email">`, so the server and the browser agree. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// Message key validation.email (rule:account.email).
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}

// Message key validation.required (rule:account.required).
export function isFilled(value: string): boolean {
  return value.trim() !== "";
}

// Message key validation.max_length (rule:account.max-length).
export function fitsMaxLength(value: string, max: number): boolean {
  return value.length <= max;
}

// rule:account.max-length
export function fitsMaxLengthWithoutWhitespace(value: string, max: number): boolean {
  return value.trim().replace(/\s/g, "").length <= max;
}

// Message key validation.same_as (rule:account.same-as).
export function isSameAs(value: string, other: string): boolean {
  return value === other;
}

/** The longest first or last name a shopper may give, in the storefront's forms and the engine (rule:account.name-length). */
export const NAME_MAX_LENGTH = 50;

/** The special characters a password may use to satisfy the password rule: ASCII punctuation. */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

// rule:account.password
export function isValidPassword(value: string): boolean {
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  if (/\s/.test(value)) return false;
  return (
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    [...value].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char))
  );
}

// Dates are yyyy-mm-dd (rule:account.birth-date).
export function isPastDateOrEmpty(isoDate: string, today: Date): boolean {
  if (isoDate.trim() === "") return true;
  const todayIso = today.toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && isoDate < todayIso;
}

// rule:account.name
export function isValidName(value: string): boolean {
  return /^\p{Script=Latin}+(?:[ '.\-/]\p{Script=Latin}+)*$/u.test(value.trim());
}

// rule:account.dotted-date
export function dottedDateToIso(value: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

// rule:account.dotted-date
export function isValidDottedDateOrEmpty(value: string): boolean {
  return value.trim() === "" || dottedDateToIso(value) !== undefined;
}

/** yyyy-mm-dd as the dd.mm.yyyy a form shows (rule:account.dotted-date). */
export function isoDateToDotted(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : "";
}

/** The number as the shop keeps it (E.164, "+4915123456789"), when the typed one can be a phone number at all. */
function possiblePhoneNumber(value: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/**
 * A phone number as people write it: international ("+49 151 2345678", "+4915123456789", "+49-151-2345678") or
 * national in the shop's country ("0151 2345678"), of a length the country's numbers have; empty is valid
 * (rule:account.phone).
 */
export function isValidPhoneOrEmpty(value: string, country: CountryCode): boolean {
  return value.trim() === "" || possiblePhoneNumber(value, country) !== undefined;
}

/** The typed number as the shop keeps it: international E.164, or empty (rule:account.phone). */
export function storedPhoneNumber(value: string, country: CountryCode): string {
  return value.trim() === "" ? "" : (possiblePhoneNumber(value, country) ?? value.trim());
}

/**
 * A phone number as the shop shows it: "+", the country code, a space, the first four digits of the number, a
 * space and the rest ("+49 3055 50142"); one it cannot read is shown as kept (rule:account.phone-display).
 */
export function displayPhoneNumber(value: string): string {
  const parsed = parsePhoneNumberFromString(value.trim());
  if (!parsed) return value;
  const national = parsed.nationalNumber;
  return national.length > 4
    ? `+${parsed.countryCallingCode} ${national.slice(0, 4)} ${national.slice(4)}`
    : `+${parsed.countryCallingCode} ${national}`;
}

// rule:account.zip-code
export function isValidZipCode(value: string): boolean {
  return /^(?:\d{5}|\d{4}|\d{4} ?[A-Z]{2}|\d{2}-\d{3}|\d{3} \d{2})$/.test(value);
}
