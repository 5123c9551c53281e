import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { and, asc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  requestScope,
  routeArguments,
  testEngine,
  useStockedShop,
} from "../../tests/integration/request-scope.ts";
import { loadBasketPage, removeBasketItem, updateBasketItem } from "../basket/basket.server.ts";
import * as basketRoute from "../basket/basket.tsx";
import * as productRoute from "../catalogue/product.tsx";
import type { ContactLensOffer, LensOffer } from "./contact-lens-order.ts";

const ENGINE = testEngine("contact-lens-order");
const SHOP = shopByCode("de-de")!;

// rule:contact-lenses.per-eye-order, rule:basket.item-group-of-equals, rule:basket.line-unique
describe.each(testDatabaseKinds())("a contact lens ordered per eye (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  const scope = () => requestScope(stocked.database.db, ENGINE);
  let productPath: string;
  let offer: ContactLensOffer;
  let packSize: number;
  let powers: [LensOffer, LensOffer];

  const productPage = (path: string, context: RouterContextProvider) =>
    routeArguments(path, context, { shopCode: SHOP.code, params: { slug: path.split("/")[3]! } });

  beforeAll(async () => {
    const [lens] = await stocked.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(
        and(
          eq(schema.products.productType, "contactLenses"),
          eq(schema.products.salesStatus, "published"),
          eq(schema.products.isActive, true),
        ),
      )
      .orderBy(asc(schema.products.id))
      .limit(1);
    const page = await answerOf(() => productRoute.loader(productPage(`/de-de/p/x-${lens!.id}/`, scope())));
    productPath = page.location!;
    const loaded = await productRoute.loader(productPage(productPath, scope()));
    offer = loaded.lensOrder!.offer;
    packSize = loaded.lensOrder!.packSize;
    const available = offer.variants.filter(
      (variant) => variant.packSize === packSize && variant.availability.kind === "immediate",
    );
    powers = [available[0]!, available[available.length - 1]!];
  });

  /** The basket form of an order: right and left values and boxes, nothing else unless given. */
  const orderForm = (fields: Record<string, string>) => ({
    intent: "addContactLenses",
    productId: String(offer.productId),
    packSize: String(packSize),
    ...fields,
  });
  const post = (basketKeyCookie: string | undefined, form: Record<string, string>) =>
    answerOf(() =>
      basketRoute.action(
        routeArguments("/de-de/basket/", scope(), {
          shopCode: SHOP.code,
          form,
          ...(basketKeyCookie ? { cookie: basketKeyCookie } : {}),
        }),
      ),
    );
  const sphere = (variant: LensOffer) => variant.values.sphere!;

  it("offers the smallest pack first with every power as a choice and nothing chosen", () => {
    expect(packSize).toBe(Math.min(...offer.packSizes));
    expect(powers[0].id).not.toBe(powers[1].id);
  });

  it("adds two powers as one group of two lines, each with its eye, boxes and values; one eye changes alone", async () => {
    const answer = await post(
      undefined,
      orderForm({
        sphereR: sphere(powers[0]),
        quantityR: "2",
        variantIdR: String(powers[0].id),
        sphereL: sphere(powers[1]),
        quantityL: "1",
      }),
    );
    expect(answer.body).toMatchObject({ ok: true, messageKey: "basket.added" });
    const basketKey = await basketKeyOf(answer.setCookie);
    const page = await loadBasketPage(scope(), SHOP, basketKey);
    expect(page.groups).toHaveLength(1);
    const [right, left] = page.groups[0]!.items;
    expect([right!.quantity, left!.quantity]).toEqual([2, 1]);
    expect(right!.isSubItem || left!.isSubItem).toBe(false);
    expect(right!.eyeLine).toMatchObject({
      productType: "contactLenses",
      eye: "right",
      quantityRight: 2,
      prescriptionValues: { right: { sphere: Number(sphere(powers[0])), cylinder: null } },
    });
    expect(left!.eyeLine).toMatchObject({ eye: "left", quantityLeft: 1 });

    expect(await updateBasketItem(scope(), SHOP, basketKey, left!.key, 3)).toMatchObject({ ok: true });
    const changed = await loadBasketPage(scope(), SHOP, basketKey);
    expect(changed.groups[0]!.items.map((item) => item.quantity)).toEqual([2, 3]);
    expect(changed.groups[0]!.items[1]!.eyeLine).toMatchObject({ quantityLeft: 3 });

    expect(await removeBasketItem(scope(), SHOP, basketKey, right!.key)).toMatchObject({ ok: true });
    const removed = await loadBasketPage(scope(), SHOP, basketKey);
    expect(removed.groups[0]!.items.map((item) => item.eyeLine)).toEqual([
      expect.objectContaining({ eye: "left" }),
    ]);
  });

  it("takes the same power for both eyes, and copies the right eye's values with 'same values for both eyes'", async () => {
    const answer = await post(
      undefined,
      orderForm({ sphereR: sphere(powers[0]), quantityR: "1", sameForBoth: "on", quantityL: "2" }),
    );
    expect(answer.body).toMatchObject({ ok: true });
    const page = await loadBasketPage(scope(), SHOP, await basketKeyOf(answer.setCookie));
    expect(
      page.groups[0]!.items.map((item) => [item.quantity, (item.eyeLine as { eye: string }).eye]),
    ).toEqual([
      [1, "right"],
      [2, "left"],
    ]);
  });

  it("goes to the basket without JavaScript", async () => {
    const answer = await post(
      undefined,
      orderForm({ sphereL: sphere(powers[1]), quantityL: "1", redirectTo: "/de-de/basket/" }),
    );
    expect(answer).toMatchObject({ status: 302, location: "/de-de/basket/" });
  });

  it.each([
    ["a power the product does not offer", { sphereR: "-19.75", quantityR: "1" }, "sphereR", "valueUnknown"],
    [
      "a pack size the product does not come in",
      { packSize: "999", sphereR: "x", quantityR: "1" },
      "packSize",
      "packSizeUnknown",
    ],
    ["0 boxes", { sphereR: "POWER", quantityR: "0" }, "quantityR", "boxesRange"],
    ["negative boxes", { sphereR: "POWER", quantityR: "-2" }, "quantityR", "boxesRange"],
    ["10,000 boxes", { sphereR: "POWER", quantityR: "10000" }, "quantityR", "boxesRange"],
    ["both eyes empty", { quantityR: "1", quantityL: "1" }, "", "noEye"],
    [
      "a variant of another power than the values",
      { sphereR: "POWER", quantityR: "1", variantIdR: "OTHER" },
      "sphereR",
      "noSuchLens",
    ],
  ])("refuses %s with a translated message at the field, adding nothing", async (_, fields, field, code) => {
    const form = Object.fromEntries(
      Object.entries(orderForm(fields)).map(([name, value]) => [
        name,
        value.replace("POWER", sphere(powers[0])).replace("OTHER", String(powers[1].id)),
      ]),
    );
    const answer = await post(undefined, form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      errorKey: "contactLenses.error.correctValues",
      fieldErrors: { [field]: [`contactLenses.error.${code}`] },
      reply: { error: { [field]: [`contactLenses.error.${code}`] } },
      lensOrder: { productPath, packSize },
    });
    const basketKey = await basketKeyOf(answer.setCookie);
    expect((await loadBasketPage(scope(), SHOP, basketKey)).groups).toEqual([]);
  });

  /** The basket key the session cookie of an answer holds, read back through the basket route's loader. */
  async function basketKeyOf(setCookie: string | null): Promise<string> {
    const cookie = setCookie!.split(";")[0]!;
    const { getSession, existingKey } = await import("~/platform/session.server.ts");
    const session = await getSession(
      scope(),
      new Request("http://shop.test/de-de/basket/", { headers: { cookie } }),
    );
    return existingKey(session, "basketKeys", SHOP.shopId)!;
  }
});
