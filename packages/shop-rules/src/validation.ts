/** The longest e-mail address SMTP can deliver to (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

/** The address pattern of the HTML standard's `<input type="email">`, so the server and the browser agree. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// S1 §5 email: standard address pattern (message "Value is not a valid email address", validation.email)
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}

// S1 §5 required: the trimmed value must not be empty (validation.required)
export function isFilled(value: string): boolean {
  return value.trim() !== "";
}

// S1 §5 max length: "The maximum length allowed is {max}" (validation.max_length)
export function fitsMaxLength(value: string, max: number): boolean {
  return value.length <= max;
}

// S1 §5 max length, variant: the trimmed length without whitespace counts
export function fitsMaxLengthWithoutWhitespace(value: string, max: number): boolean {
  return value.trim().replace(/\s/g, "").length <= max;
}

// S1 §5 same as: "The value must be equal to the {other} value" (validation.same_as)
export function isSameAs(value: string, other: string): boolean {
  return value === other;
}

/** The special characters a password may use to satisfy the password rule: ASCII punctuation. */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

// S1 §5 password: 8 to 70 characters, one lowercase, one uppercase, one special character from a set, no spaces
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

// S1 §5 future date: passes when the date (yyyy-mm-dd) lies before today or is empty (birth date)
export function isPastDateOrEmpty(isoDate: string, today: Date): boolean {
  if (isoDate.trim() === "") return true;
  const todayIso = today.toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && isoDate < todayIso;
}

// S1 §5 name: Latin letters, spaces and ' . - /, not starting or ending with those marks, never two in a row
export function isValidName(value: string): boolean {
  return /^\p{Script=Latin}+(?:[ '.\-/]\p{Script=Latin}+)*$/u.test(value.trim());
}

// S1 §5 date: dd.mm.yyyy becomes yyyy-mm-dd when day 1-31, month 1-12, year ≥ 1900 and a real calendar date
export function dottedDateToIso(value: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

// S1 §5 date: an empty date is valid, a filled one must convert
export function isValidDottedDateOrEmpty(value: string): boolean {
  return value.trim() === "" || dottedDateToIso(value) !== undefined;
}

/** yyyy-mm-dd as the dd.mm.yyyy a form shows (S1 §5 ISO dates display as DD.MM.YYYY). */
export function isoDateToDotted(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : "";
}

// S1 §5 international phone: "+", the country code (the part after the "+" separator, rejected when longer than
// 4 characters), a space and the subscriber number (4 to 15 digits, spaces allowed); empty is valid
export function isValidInternationalPhone(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  const match = /^\+(\S+) ([\d ]+)$/.exec(trimmed);
  if (!match) return false;
  const countryCode = match[1]!;
  const subscriberDigits = match[2]!.replace(/ /g, "");
  return (
    countryCode.length <= 4 &&
    /^\d+$/.test(countryCode) &&
    subscriberDigits.length >= 4 &&
    subscriberDigits.length <= 15
  );
}

// S1 §5 zip code: 5 digits; 4 digits; 4 digits, optional space, 2 capitals; 2 digits-3 digits; 3 digits space 2 digits
export function isValidZipCode(value: string): boolean {
  return /^(?:\d{5}|\d{4}|\d{4} ?[A-Z]{2}|\d{2}-\d{3}|\d{3} \d{2})$/.test(value);
}
