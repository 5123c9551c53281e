import { describe, expect, it } from "vitest";
import {
  displayPhoneNumber,
  dottedDateToIso,
  fitsMaxLength,
  fitsMaxLengthWithoutWhitespace,
  isFilled,
  isoDateToDotted,
  isPastDateOrEmpty,
  isSameAs,
  isValidDottedDateOrEmpty,
  isValidName,
  isValidPassword,
  isValidPhoneOrEmpty,
  isValidZipCode,
  NAME_MAX_LENGTH,
  storedPhoneNumber,
} from "../../src/index.ts";
import { expectVerdicts } from "../verdicts.ts";

describe("account form rules (docs/rules.md, Account)", () => {
  it("required: the trimmed value must not be empty", () => {
    expectVerdicts(isFilled, { accepts: ["a", "  x "], rejects: ["", " \t\n"] });
  });

  it("max length, and its variant counting the trimmed value without whitespace", () => {
    expect(fitsMaxLength("abcde", 5)).toBe(true);
    expect(fitsMaxLength("abcdef", 5)).toBe(false);
    expect(fitsMaxLengthWithoutWhitespace(" ab cd e ", 5)).toBe(true);
    expect(fitsMaxLengthWithoutWhitespace("ab cd ef", 5)).toBe(false);
  });

  it("name length: a first or last name has at most 50 characters (rule:account.name-length)", () => {
    expect(NAME_MAX_LENGTH).toBe(50);
    expect(fitsMaxLength("a".repeat(50), NAME_MAX_LENGTH)).toBe(true);
    expect(fitsMaxLength("a".repeat(51), NAME_MAX_LENGTH)).toBe(false);
  });

  it("same as: equal values only", () => {
    expect(isSameAs("Secret#1a", "Secret#1a")).toBe(true);
    expect(isSameAs("Secret#1a", "secret#1a")).toBe(false);
  });

  it("password: 8 to 70 characters, lowercase, uppercase, a special character, no spaces", () => {
    expectVerdicts(isValidPassword, {
      accepts: ["Abcdefg!", `A!${"b".repeat(68)}`],
      rejects: [`A!${"b".repeat(69)}`, "Abcdef!", "abcdefg!", "ABCDEFG!", "Abcdefgh", "Abcd efg!"],
    });
  });

  it("future date: a birth date before today or empty passes", () => {
    const today = new Date("2026-11-22T10:00:00Z");
    expect(isPastDateOrEmpty("", today)).toBe(true);
    expect(isPastDateOrEmpty("1990-05-17", today)).toBe(true);
    expect(isPastDateOrEmpty("2026-11-21", today)).toBe(true);
    expect(isPastDateOrEmpty("2026-11-22", today)).toBe(false);
    expect(isPastDateOrEmpty("2030-01-01", today)).toBe(false);
    expect(isPastDateOrEmpty("17.05.1990", today)).toBe(false);
  });

  it("name: Latin letters with single ' . - / or spaces between them", () => {
    for (const name of ["Anna", "Zoë", "O'Neil", "Jean-Luc", "Łukasz Nowak", "Dvořák", "A/B"])
      expect(isValidName(name), name).toBe(true);
    // A space is one of the marks too, so ". " is two in a row.
    for (const name of [
      "",
      "-Anna",
      "Anna-",
      "Anna--Maria",
      "Anna .Maria",
      "St. Gallen",
      "Анна",
      "Anna1",
      "Anna_B",
      "'",
    ])
      expect(isValidName(name), name).toBe(false);
  });

  it("date: dd.mm.yyyy becomes yyyy-mm-dd only for real calendar dates from 1900", () => {
    expect(dottedDateToIso("17.05.1990")).toBe("1990-05-17");
    expect(dottedDateToIso("29.02.2024")).toBe("2024-02-29");
    expect(dottedDateToIso("29.02.2023")).toBeUndefined();
    expect(dottedDateToIso("31.04.2020")).toBeUndefined();
    expect(dottedDateToIso("00.01.2020")).toBeUndefined();
    expect(dottedDateToIso("01.13.2020")).toBeUndefined();
    expect(dottedDateToIso("31.12.1899")).toBeUndefined();
    expect(dottedDateToIso("1.5.1990")).toBeUndefined();
    expect(isValidDottedDateOrEmpty("")).toBe(true);
    expect(isValidDottedDateOrEmpty("17.05.1990")).toBe(true);
    expect(isValidDottedDateOrEmpty("1990-05-17")).toBe(false);
    expect(isoDateToDotted("1990-05-17")).toBe("17.05.1990");
  });

  it("phone: empty, or a number as people write it, international or national in the shop's country (rule:account.phone)", () => {
    const valid = (value: string) => isValidPhoneOrEmpty(value, "DE");
    expectVerdicts(valid, {
      accepts: [
        "",
        "+49 1512345678",
        "+420 601 234 567",
        "+4915123456789",
        "+49-151-2345678",
        "0151 2345678",
      ],
      rejects: ["+12345 601234567", "+49 12", "+4a 1512345678", "Telefon"],
    });
    expect(isValidPhoneOrEmpty("601 234 567", "CZ")).toBe(true);
    expect(storedPhoneNumber("0151 2345678", "DE")).toBe("+491512345678");
    expect(storedPhoneNumber("601 234 567", "CZ")).toBe("+420601234567");
    expect(storedPhoneNumber(" ", "DE")).toBe("");
  });

  it("phone display: +, country code, the first four digits, the rest (rule:account.phone-display)", () => {
    expect(displayPhoneNumber("+49 30 5550142")).toBe("+49 3055 50142");
    expect(displayPhoneNumber("+491512345678")).toBe("+49 1512 345678");
    expect(displayPhoneNumber("+41 44 668 18 00")).toBe("+41 4466 81800");
    expect(displayPhoneNumber("unbekannt")).toBe("unbekannt");
  });

  it("zip code: the five accepted shapes", () => {
    expectVerdicts(isValidZipCode, {
      accepts: ["10115", "1010", "1234 AB", "1234AB", "00-950", "110 00"],
      rejects: ["", "123", "123456", "1234 ab", "00950-", "11000 ", "AB-123"],
    });
  });
});
