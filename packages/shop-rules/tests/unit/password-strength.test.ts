import { describe, expect, it } from "vitest";
import { isHardToGuessPassword } from "../../src/password-strength.ts";
import { isValidPassword } from "../../src/validation.ts";

describe("isHardToGuessPassword (rule:account.password-strength)", () => {
  it("refuses common passwords that the password rule lets through", () => {
    for (const password of ["Password1!", "Summer2024!", "Qwerty123!"]) {
      expect(isValidPassword(password)).toBe(true);
      expect(isHardToGuessPassword(password)).toBe(false);
    }
  });

  it("accepts passwords far from the dictionaries", () => {
    expect(isHardToGuessPassword("Zebra-Lampe#47")).toBe(true);
    expect(isHardToGuessPassword("Sunglasses#2026")).toBe(true);
  });

  it("refuses a password built from the customer's own address or name", () => {
    expect(isHardToGuessPassword("Kowalczyk#2026")).toBe(true);
    expect(isHardToGuessPassword("Kowalczyk#2026", ["kowalczyk", "ewa.kowalczyk2026@example.com"])).toBe(
      false,
    );
  });
});
