import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ropoOutcomeAlert } from "./ropo-outcome.ts";

const t = ((key: string) => key) as unknown as TFunction;

describe("ropoOutcomeAlert", () => {
  it("offers the ropo basket after an add", () => {
    expect(ropoOutcomeAlert({ ok: true }, t, "/de-de/ropo-basket/")).toEqual({
      kind: "ROUTE",
      message: "ropo.added",
      to: "/de-de/ropo-basket/",
      testId: "ropo-added",
    });
  });

  it("warns of a duplicate and shows a failure as an error", () => {
    expect(ropoOutcomeAlert({ ok: false, reason: "duplicate" }, t, "/x/")).toMatchObject({
      kind: "WARNING",
      testId: "ropo-duplicate",
    });
    expect(ropoOutcomeAlert({ ok: false, reason: "failed" }, t, "/x/")).toMatchObject({
      kind: "ERROR",
      message: "ropo.addFailed",
      testId: "ropo-error",
    });
  });
});
