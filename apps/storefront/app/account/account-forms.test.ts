import { describe, expect, it } from "vitest";
import { parseFields } from "../../tests/form-data.ts";
import {
  accountDataSchema,
  forgotPasswordSchema,
  orderStatusLookupSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "./account-forms.ts";

const PASSWORD = "Sehr-geheim1";

describe("account forms, parsed as the actions parse them", () => {
  it("signs in with a trimmed, lower-case address", async () => {
    const submission = await parseFields({ email: " Anna@Example.COM ", password: "x" }, signInSchema);
    expect(submission.status === "success" && submission.value).toEqual({
      email: "anna@example.com",
      password: "x",
    });
  });

  it("refuses a sign-in without address or password with the required key", async () => {
    const submission = await parseFields({ email: "", password: "" }, signInSchema);
    expect(submission.status === "error" && submission.error).toEqual({
      email: ["validation.required"],
      password: ["validation.required"],
    });
  });

  it("asks a sign-up for valid names, a strong password and its repetition", async () => {
    const valid = { firstName: "Anna", lastName: "Muster", email: "anna@example.com", password: PASSWORD };
    const ok = await parseFields({ ...valid, passwordConfirmation: PASSWORD }, signUpSchema);
    expect(ok.status).toBe("success");
    const refused = await parseFields(
      { ...valid, firstName: "4nna", password: "kurz", passwordConfirmation: "anders" },
      signUpSchema,
    );
    expect(refused.status === "error" && refused.error).toMatchObject({
      firstName: ["validation.name"],
      password: ["validation.password"],
    });
    const unrepeated = await parseFields({ ...valid, passwordConfirmation: "Anders-geheim1" }, signUpSchema);
    expect(unrepeated.status === "error" && unrepeated.error).toEqual({
      passwordConfirmation: ["validation.same_as:password"],
    });
  });

  it("asks the forgotten-password form for a valid address", async () => {
    const submission = await parseFields({ email: "anna@" }, forgotPasswordSchema);
    expect(submission.status === "error" && submission.error).toEqual({ email: ["validation.email"] });
  });

  it("needs the mailed token to reset a password or verify an address", async () => {
    const reset = await parseFields(
      { password: PASSWORD, passwordConfirmation: PASSWORD },
      resetPasswordSchema,
    );
    expect(reset.status === "error" && reset.error).toEqual({ token: ["validation.required"] });
    const verify = await parseFields({ token: "" }, verifyEmailSchema);
    expect(verify.status === "error" && verify.error).toEqual({ token: ["validation.required"] });
    const verified = await parseFields({ token: "abc" }, verifyEmailSchema);
    expect(verified.status === "success" && verified.value).toEqual({ token: "abc" });
  });

  it("looks up an order by its twelve digits and the order's email or zip code", async () => {
    const byZip = await parseFields(
      { orderId: "100000000001", secondFactor: "1234 ab" },
      orderStatusLookupSchema,
    );
    expect(byZip.status).toBe("success");
    // The twelve digits are read out of what was copied with them (rule:checkout.order-id).
    const copied = await parseFields(
      { orderId: "Bestellnr. 710681924463", secondFactor: "10115" },
      orderStatusLookupSchema,
    );
    expect(copied.status === "success" && copied.value.orderId).toBe("710681924463");
    const longer = await parseFields(
      { orderId: "7106819244631", secondFactor: "10115" },
      orderStatusLookupSchema,
    );
    expect(longer.status === "error" && longer.error).toEqual({ orderId: ["validation.order_id"] });
    const refused = await parseFields({ orderId: "12", secondFactor: "nothing" }, orderStatusLookupSchema);
    expect(refused.status === "error" && refused.error).toEqual({
      orderId: ["validation.order_id"],
      secondFactor: ["validation.email_or_zip_code"],
    });
  });

  it("takes account data with a past birth date as ISO and refuses a future one", async () => {
    const today = new Date("2026-01-15T12:00:00Z");
    const names = { firstName: "Anna", lastName: "Muster" };
    const past = await parseFields(
      { ...names, birthDate: "01.02.1990", phone: "" },
      accountDataSchema(today, "DE"),
    );
    expect(past.status === "success" && past.value).toEqual({ ...names, birthDate: "1990-02-01" });
    const future = await parseFields({ ...names, birthDate: "01.02.2030" }, accountDataSchema(today, "DE"));
    expect(future.status === "error" && future.error).toEqual({ birthDate: ["validation.future_date"] });
    const phone = await parseFields({ ...names, phone: "+49 12" }, accountDataSchema(today, "DE"));
    expect(phone.status === "error" && phone.error).toEqual({ phone: ["validation.phone"] });
    // A national number is read in the shop's country and kept international (rule:account.phone).
    const national = await parseFields({ ...names, phone: "0151 2345678" }, accountDataSchema(today, "DE"));
    expect(national.status === "success" && national.value.phone).toBe("+491512345678");
  });
});
