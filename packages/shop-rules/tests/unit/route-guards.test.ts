import { describe, expect, it } from "vitest";
import { accountIconPath, type GuardRequest, type GuardUser, guardRoute } from "../../src/index.ts";

const registered: GuardUser = { status: { isGuestCustomer: false }, info: { verified: true } };
const unverified: GuardUser = { status: { isGuestCustomer: false }, info: { verified: false } };
const guest: GuardUser = { status: { isGuestCustomer: true }, info: { verified: true } };

const redirectTo = (location: string) => ({ action: "redirect", location });

function guard(pathname: string, user: GuardUser | undefined, overrides: Partial<GuardRequest> = {}) {
  const [path = "", query = ""] = pathname.split("?");
  return guardRoute({
    shopCode: "de-de",
    pathname: path,
    search: new URLSearchParams(query),
    user,
    onlineShop: true,
    ...overrides,
  });
}

describe("route guards (rule:routing.guards)", () => {
  it("sends visitors from account pages to sign-in with redirectUrl and showBasket=false", () => {
    expect(guard("/de-de/account/orders/", undefined)).toEqual(
      redirectTo("/de-de/signin/?redirectUrl=%2Fde-de%2Faccount%2Forders%2F&showBasket=false"),
    );
    expect(guard("/de-de/account/", undefined)).toMatchObject({ action: "redirect" });
  });

  it("sends visitors from checkout to sign-in with showBasket=true, keeping the query", () => {
    expect(guard("/de-de/checkout/?step=2", undefined)).toEqual(
      redirectTo("/de-de/signin/?redirectUrl=%2Fde-de%2Fcheckout%2F%3Fstep%3D2&showBasket=true"),
    );
  });

  it("leaves public pages and data requests without a trailing slash alone, but guards the latter", () => {
    expect(guard("/de-de/", undefined)).toEqual({ action: "allow" });
    expect(guard("/de-de/brillen/", undefined)).toEqual({ action: "allow" });
    expect(guard("/de-de/accounts-of-the-world/", undefined)).toEqual({ action: "allow" });
    expect(guard("/de-de/account", undefined)).toMatchObject({ action: "redirect" });
  });

  it("limits unverified customers to account home and the user page", () => {
    expect(guard("/de-de/account/", unverified)).toEqual({ action: "allow" });
    expect(guard("/de-de/account/user/", unverified)).toEqual({ action: "allow" });
    expect(guard("/de-de/account/orders/", unverified)).toEqual(redirectTo("/de-de/account/"));
    expect(guard("/de-de/account/orders/", registered)).toEqual({ action: "allow" });
  });

  it("sends guest customers from checkout to the redirectUrl when it is a same-origin path, else home", () => {
    expect(guard("/de-de/checkout/?redirectUrl=/de-de/basket/", guest)).toEqual(redirectTo("/de-de/basket/"));
    for (const evil of ["https://evil.example", "//evil.example", "javascript:alert(1)", "/\\evil.example"])
      expect(guard(`/de-de/checkout/?redirectUrl=${encodeURIComponent(evil)}`, guest)).toEqual(
        redirectTo("/de-de/"),
      );
    expect(guard("/de-de/checkout/", registered)).toEqual({ action: "allow" });
  });

  it("sends signed-in non-guest customers from sign-in to the account, not guests", () => {
    expect(guard("/de-de/signin/", registered)).toEqual(redirectTo("/de-de/account/"));
    expect(guard("/de-de/signin/?register=true", unverified)).toEqual(redirectTo("/de-de/account/"));
    expect(guard("/de-de/signin/", guest)).toEqual({ action: "allow" });
    expect(guard("/de-de/signin/", undefined)).toEqual({ action: "allow" });
  });

  it("answers 404 'Page not found' for checkout, basket, wishlist and account when the online shop is off", () => {
    for (const path of ["/de-de/checkout/", "/de-de/basket/", "/de-de/wishlist/", "/de-de/account/user/"])
      expect(guard(path, registered, { onlineShop: false }), path).toEqual({
        action: "notFound",
        message: "Page not found",
      });
    expect(guard("/de-de/brillen/", undefined, { onlineShop: false })).toEqual({ action: "allow" });
  });
});

describe("guest checkout guards (docs/decisions/0026)", () => {
  it("answers 404 for the guest checkout when the online shop is off, whoever asks", () => {
    for (const user of [undefined, guest, registered])
      for (const path of ["/de-de/guest-checkout/", "/de-de/guest-checkout/payment/"])
        expect(guard(path, user, { onlineShop: false }), path).toEqual({
          action: "notFound",
          message: "Page not found",
        });
  });

  it("opens the guest checkout to visitors and guests and sends registered customers to the checkout", () => {
    expect(guard("/de-de/guest-checkout/", undefined)).toEqual({ action: "allow" });
    expect(guard("/de-de/guest-checkout/payment/?order=123456789012", guest)).toEqual({ action: "allow" });
    for (const user of [registered, unverified])
      expect(guard("/de-de/guest-checkout/", user)).toEqual(redirectTo("/de-de/checkout/"));
  });

  it("sends guest customers from account pages to sign-in like visitors", () => {
    for (const path of ["/de-de/account/", "/de-de/account/orders/"])
      expect(guard(path, guest)).toEqual(
        redirectTo(`/de-de/signin/?redirectUrl=${encodeURIComponent(path)}&showBasket=false`),
      );
  });
});

describe("account icon (rule:layout.account-icon)", () => {
  it("goes to the account for a signed-in non-guest customer, otherwise to sign-in", () => {
    expect(accountIconPath("pl-pl", registered)).toBe("/pl-pl/account/");
    expect(accountIconPath("pl-pl", unverified)).toBe("/pl-pl/account/");
    expect(accountIconPath("pl-pl", guest)).toBe("/pl-pl/signin/");
    expect(accountIconPath("pl-pl", undefined)).toBe("/pl-pl/signin/");
  });
});
