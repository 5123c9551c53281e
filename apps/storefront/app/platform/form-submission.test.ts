import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, readForm } from "./form-submission.server.ts";

const schema = z.object({
  email: z.string({ error: "validation.required" }),
  quantity: z.number().optional(),
});

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://shop.test/de-de/form/", { method: "POST", body, headers });
}

describe("readForm", () => {
  it("reads a posted form", async () => {
    const form = await readForm(post(new URLSearchParams({ email: "anna@example.com" })));
    expect(form.get("email")).toBe("anna@example.com");
  });

  it("reads a body that is no form as an empty form", async () => {
    const form = await readForm(post('{"email":"anna@example.com"}', { "content-type": "application/json" }));
    expect([...form.keys()]).toEqual([]);
  });

  it("reads a broken multipart body as an empty form", async () => {
    const form = await readForm(post("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }));
    expect([...form.keys()]).toEqual([]);
  });
});

describe("parseForm", () => {
  it("coerces the fields as the browser does: numbers from text, empty fields left out", async () => {
    const submission = await parseForm(post(new URLSearchParams({ email: "a@b.ch", quantity: "3" })), schema);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ email: "a@b.ch", quantity: 3 });
    const empty = await parseForm(post(new URLSearchParams({ email: "a@b.ch", quantity: "" })), schema);
    if (empty.status === "success") expect(empty.value).toEqual({ email: "a@b.ch" });
    expect(empty.status).toBe("success");
  });

  it("answers a missing field with the schema's message key", async () => {
    const submission = await parseForm(post(new URLSearchParams({ email: "" })), schema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({ email: ["validation.required"] });
  });

  it("refuses a body that is no form by the schema, not by an exception", async () => {
    const submission = await parseForm(post("{}", { "content-type": "application/json" }), schema);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ email: ["validation.required"] });
  });

  it("parses a form already read", async () => {
    const form = new FormData();
    form.set("email", "a@b.ch");
    const submission = await parseForm(form, schema);
    expect(submission.status).toBe("success");
  });
});
