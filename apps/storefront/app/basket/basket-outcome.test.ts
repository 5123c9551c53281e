import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { basketOutcomeAlert } from "./basket-outcome.ts";

const t = ((key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length > 0 ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;
const BASKET = "/de-de/basket/";

describe("basketOutcomeAlert", () => {
  it("offers the basket after an add and confirms other changes", () => {
    expect(basketOutcomeAlert({ ok: true, messageKey: "basket.added" }, t, BASKET)).toEqual({
      kind: "ROUTE",
      message: "basket.added",
      to: BASKET,
      testId: "basket-confirmation",
    });
    expect(basketOutcomeAlert({ ok: true, messageKey: "basket.removed" }, t, BASKET)).toEqual({
      kind: "CONFIRM",
      message: "basket.removed",
    });
  });

  it("shows a refusal as an error naming its values", () => {
    const alert = basketOutcomeAlert(
      {
        ok: false,
        errorKey: "basket.error.groupRemoved",
        status: 409,
        values: { name: "Aviator", quantity: 2 },
      },
      t,
      BASKET,
    );
    expect(alert).toEqual({
      kind: "ERROR",
      message: 'basket.error.groupRemoved{"name":"Aviator","quantity":2}',
      testId: "basket-error",
    });
  });
});
