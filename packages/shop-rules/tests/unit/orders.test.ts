import { describe, expect, it } from "vitest";
import {
  canReturnOrder,
  type DeliveryStatus,
  deriveOrderStatus,
  isCancellationStatus,
  isOrderId,
  isReorderable,
  type OrderItemStatus,
  orderIdIn,
  orderLookupFactor,
  orderProgressStep,
  orderReturnUrl,
  paymentKeysForCountry,
  stockAfterOrder,
  trackingUrlFor,
} from "../../src/orders.ts";
import { expectVerdicts } from "../verdicts.ts";

const items = (...statuses: OrderItemStatus[]) => statuses.map((status) => ({ status }));
const packages = (...statuses: DeliveryStatus[]) => statuses.map((deliveryStatus) => ({ deliveryStatus }));

describe("paymentKeysForCountry", () => {
  it("offers the national methods where they are used (rule:checkout.payment-methods)", () => {
    expect(paymentKeysForCountry("PL")).toEqual(expect.arrayContaining(["blik", "p24", "payu"]));
    expect(paymentKeysForCountry("CH")).toContain("twint");
    expect(paymentKeysForCountry("DE")).not.toContain("twint");
    expect(paymentKeysForCountry("CZ")).toContain("cash_on_delivery");
    expect(paymentKeysForCountry("DE")).not.toContain("cash_on_delivery");
  });

  it("offers card and PayPal everywhere and accounting nowhere", () => {
    for (const country of ["DE", "AT", "CH", "IT", "PL", "CZ"] as const) {
      expect(paymentKeysForCountry(country)).toEqual(
        expect.arrayContaining(["paypal_instant", "computop_creditcard"]),
      );
      expect(paymentKeysForCountry(country)).not.toContain("accounting");
    }
  });
});

describe("stockAfterOrder", () => {
  it("takes the ordered units from stock", () => {
    expect(stockAfterOrder({ quantity: 3, isSellableWithoutStock: false }, 3)).toBe(0);
    expect(stockAfterOrder({ quantity: 20, isSellableWithoutStock: false }, 2)).toBe(18);
  });

  it("refuses more than the stock unless the variant is sold without stock, which stops at 0", () => {
    expect(stockAfterOrder({ quantity: 1, isSellableWithoutStock: false }, 2)).toBeNull();
    expect(stockAfterOrder({ quantity: 1, isSellableWithoutStock: true }, 2)).toBe(0);
    expect(stockAfterOrder({ quantity: 0, isSellableWithoutStock: true }, 5)).toBe(0);
  });
});

describe("deriveOrderStatus", () => {
  it("is returned when every item is returned and a package was delivered", () => {
    expect(deriveOrderStatus(items("returned", "returned"), packages("shipment_completed"))).toBe("returned");
    expect(deriveOrderStatus(items("returned"), packages("shipment_pending"))).toBe("partially_returned");
  });

  it("is partially returned when some items are returned", () => {
    expect(deriveOrderStatus(items("returned", "ordered"), packages("shipment_completed"))).toBe(
      "partially_returned",
    );
  });

  it("counts cancelled and unavailable items as cancellations", () => {
    expect(deriveOrderStatus(items("cancelled", "unavailable"), packages("open"))).toBe("cancelled");
    expect(deriveOrderStatus(items("cancelled", "ordered"), packages("open"))).toBe("partially_cancelled");
  });

  it("is otherwise the first package's delivery status", () => {
    expect(deriveOrderStatus(items("ordered"), packages("shipment_pending", "open"))).toBe(
      "shipment_pending",
    );
    expect(deriveOrderStatus(items("ordered"), [])).toBe("open");
  });
});

describe("orderProgressStep", () => {
  it("maps the delivery statuses to steps 1 to 4 (rule:orders.progress-step)", () => {
    expect(
      (["open", "cancelled", "partially_cancelled", "cancellation_completed"] as const).map(
        orderProgressStep,
      ),
    ).toEqual([1, 1, 1, 1]);
    expect(orderProgressStep("delegation_pending")).toBe(2);
    expect(orderProgressStep("shipment_pending")).toBe(3);
    expect(
      (["shipment_completed", "returned", "partially_returned"] as const).map(orderProgressStep),
    ).toEqual([4, 4, 4]);
  });

  it("counts cancelled, partially_cancelled and cancellation_completed as cancellation", () => {
    expectVerdicts(isCancellationStatus, {
      accepts: ["cancellation_completed", "partially_cancelled"],
      rejects: ["open", "returned"],
    });
  });
});

describe("canReturnOrder", () => {
  it("needs every package shipment_completed", () => {
    expect(canReturnOrder(packages("shipment_completed", "shipment_completed"))).toBe(true);
    expect(canReturnOrder(packages("shipment_completed", "shipment_pending"))).toBe(false);
    expect(canReturnOrder([])).toBe(false);
  });
});

describe("orderReturnUrl", () => {
  it.each([
    {
      how: "asks the DEFAULT portal for /orders by invoice number and email",
      portal: { domain: "returns.example.de", portal: "DEFAULT" },
      email: "a+b@x.de",
      url: "https://returns.example.de/orders?invoice_number=123456789012&email=a%2Bb%40x.de",
    },
    {
      how: "links SEVEN_SENDERS with order and email",
      portal: { domain: "returns.example.pl", portal: "SEVEN_SENDERS" },
      email: "a@x.pl",
      url: "https://returns.example.pl/?order=123456789012&email=a%40x.pl",
    },
  ] as const)("$how", ({ portal, email, url }) => {
    expect(orderReturnUrl(portal, { id: "123456789012", email })).toBe(url);
  });
});

describe("trackingUrlFor and isOrderId", () => {
  it("builds the carrier's tracking link with the encoded id", () => {
    expect(trackingUrlFor("DHL", "JJD 0001")).toBe(
      "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD%200001",
    );
    expect(trackingUrlFor("INPOST_PL", "6200")).toBe("https://inpost.pl/sledzenie-przesylek?number=6200");
  });

  it("accepts exactly 12 digits as an order id", () => {
    expect(isOrderId("123456789012")).toBe(true);
    expect(isOrderId("12345678901")).toBe(false);
    expect(isOrderId("1234567890123")).toBe(false);
  });

  it("reads the order id out of what a shopper typed around it: a run of exactly 12 digits", () => {
    expect(orderIdIn("Bestellnr. 710681924463")).toBe("710681924463");
    expect(orderIdIn(" 710681924463 ")).toBe("710681924463");
    expect(orderIdIn("7106819244631")).toBeUndefined();
    expect(orderIdIn("71068192446")).toBeUndefined();
    expect(orderIdIn("Nr. abc")).toBeUndefined();
  });
});

describe("orderLookupFactor", () => {
  it("compares an email address or zip code without whitespace and case", () => {
    expect(orderLookupFactor(" Anna.Muster@Example.COM ")).toBe("anna.muster@example.com");
    expect(orderLookupFactor("123 45")).toBe(orderLookupFactor("12345"));
    expect(orderLookupFactor("1234 ab")).toBe(orderLookupFactor("1234AB"));
    expect(orderLookupFactor("10115")).not.toBe(orderLookupFactor("10116"));
  });
});

describe("isReorderable (rule:orders.reorder)", () => {
  it("puts back contact lenses and care products, not glasses, frames or merchandise", () => {
    expect(isReorderable("contact-lens-pdp")).toBe(true);
    expect(isReorderable("cleaning-fluid-pdp")).toBe(true);
    for (const kind of [
      "glasses-pdp",
      "correctional-glasses",
      "merch-pdp",
      "hearing-aids-merch-pdp",
    ] as const)
      expect(isReorderable(kind), kind).toBe(false);
    expect(isReorderable(undefined)).toBe(false);
  });
});
