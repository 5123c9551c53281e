import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../src/validation.ts";

describe("isValidEmail (rule:account.email)", () => {
  it("accepts standard addresses, ignoring surrounding spaces", () => {
    for (const value of ["anna@example.com", "a.b+news@sub.example.co.uk", " jan.novak@seznam.cz "]) {
      expect(isValidEmail(value)).toBe(true);
    }
  });

  it("refuses anything that is not one address", () => {
    for (const value of [
      "",
      "anna",
      "anna@",
      "@example.com",
      "anna@example",
      "anna@exa mple.com",
      "anna@-example.com",
      "a,b@example.com",
      "anna@example.com, bob@example.com",
      `${"a".repeat(250)}@example.com`,
    ]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });
});
