import { describe, expect, it } from "vitest";
import { parseFields } from "../../tests/form-data.ts";
import { newsletterConfirmationForm, newsletterForm } from "./newsletter.server.ts";

describe("newsletter forms, parsed as the actions parse them", () => {
  it("passes an empty address on, for the sign-up's email rule to refuse with its message", async () => {
    const submission = await parseFields({ email: "", redirectTo: "" }, newsletterForm);
    expect(submission.status === "success" && submission.value).toEqual({});
  });

  it("refuses an address longer than any mailbox", async () => {
    const submission = await parseFields({ email: `${"a".repeat(320)}@x.ch` }, newsletterForm);
    expect(submission.status).toBe("error");
  });

  it("confirms only with a token", async () => {
    expect((await parseFields({ token: "" }, newsletterConfirmationForm)).status).toBe("error");
    expect((await parseFields({ token: "t".repeat(201) }, newsletterConfirmationForm)).status).toBe("error");
    expect((await parseFields({ token: "abc" }, newsletterConfirmationForm)).status).toBe("success");
  });
});
