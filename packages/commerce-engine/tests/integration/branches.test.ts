import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { AT, DE, insertTestCustomer } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

const HOURS = { "0": [{ opens: "09:00", closes: "18:00" }], "5": [{ opens: "10:00", closes: "14:00" }] };

const branch = (country: string, name: string, zipCode: string, city: string) => ({
  country,
  name,
  street: "Teststraße",
  houseNumber: "1",
  zipCode,
  city,
  phone: "+49 30 5550100",
  email: "filiale@example.com",
  openingHours: HOURS,
  services: ["eye_test", "repairs"],
});

describe.each(testDatabaseKinds())("branches and branch orders (%s)", (kind) => {
  const engine = useEngine(kind);
  let berlin: number;
  let munich: number;
  let vienna: number;
  beforeAll(async () => {
    const rows = await engine.database.db
      .insert(schema.branches)
      .values([
        { ...branch("DE", "Optik Berlin", "10117", "Berlin"), latitude: 52.5, longitude: 13.4 },
        branch("DE", "Optik München", "80331", "München"),
        branch("AT", "Optik Wien", "1010", "Wien"),
      ])
      .returning({ id: schema.branches.id });
    [berlin, munich, vienna] = rows.map((row) => row.id) as [number, number, number];
  });

  const getJson = async (path: string, shopId = DE) => {
    const response = await engine.request(path, { shopId });
    return { status: response.status, body: await response.json() };
  };

  const newCustomer = async () => (await insertTestCustomer(engine.database.db, DE)).id;

  async function newBranchOrder(customerId: number, publicId: string, orderedAt: string) {
    const [order] = await engine.database.db
      .insert(schema.branchOrders)
      .values({
        publicId,
        shopId: DE,
        customerId,
        branchId: berlin,
        pickupBranchId: munich,
        status: "ready_for_pickup",
        currencyCode: "EUR",
        totalWithTax: 52700,
        orderedAt: new Date(orderedAt),
      })
      .returning({ id: schema.branchOrders.id });
    await engine.database.db.insert(schema.branchOrderItems).values([
      {
        branchOrderId: order!.id,
        position: 1,
        kind: "lenses",
        name: "Gleitsicht 1.6",
        quantity: 2,
        unitPriceWithTax: 18900,
        totalPriceWithTax: 37800,
      },
      {
        branchOrderId: order!.id,
        position: 0,
        kind: "frame",
        name: "Classic 5120",
        quantity: 1,
        unitPriceWithTax: 14900,
        totalPriceWithTax: 14900,
      },
    ]);
  }

  it("lists the branches of the shop's country by city, with address, hours, services and coordinates", async () => {
    const { status, body } = await getJson("/v1/branches");
    expect(status).toBe(200);
    expect(body.branches.map((b: { name: string }) => b.name)).toEqual(["Optik Berlin", "Optik München"]);
    expect(body.branches[0]).toEqual({
      id: berlin,
      name: "Optik Berlin",
      address: {
        street: "Teststraße",
        houseNumber: "1",
        zipCode: "10117",
        city: "Berlin",
        countryCode: "DE",
      },
      phone: "+49 30 5550100",
      email: "filiale@example.com",
      openingHours: HOURS,
      services: ["eye_test", "repairs"],
      coordinates: { latitude: 52.5, longitude: 13.4 },
    });
    expect(body.branches[1].coordinates).toBeNull();
    const austria = await getJson("/v1/branches", AT);
    expect(austria.body.branches.map((b: { id: number }) => b.id)).toEqual([vienna]);
  });

  it("filters by city or zip code", async () => {
    const byCity = await getJson(`/v1/branches?search=${encodeURIComponent("münch")}`);
    expect(byCity.body.branches.map((b: { id: number }) => b.id)).toEqual([munich]);
    const byZip = await getJson("/v1/branches?search=101");
    expect(byZip.body.branches.map((b: { id: number }) => b.id)).toEqual([berlin]);
    const none = await getJson("/v1/branches?search=Hamburg");
    expect(none.body.branches).toEqual([]);
    const tooLong = await getJson(`/v1/branches?search=${"a".repeat(101)}`);
    expect(tooLong.status).toBe(400);
  });

  it("reads one branch of the shop's country; another country's or a missing one is 404", async () => {
    expect((await getJson(`/v1/branches/${munich}`)).body.branch.name).toBe("Optik München");
    expect((await getJson(`/v1/branches/${vienna}`)).status).toBe(404);
    expect((await getJson("/v1/branches/999999")).status).toBe(404);
    expect((await getJson("/v1/branches/abc")).status).toBe(400);
  });

  it("needs the access token", async () => {
    const response = await engine.request("/v1/branches", { token: "wrong" });
    expect(response.status).toBe(401);
  });

  it("answers a customer's branch orders, newest first, with items in position order and both branches", async () => {
    const customerId = await newCustomer();
    await newBranchOrder(customerId, "B-OLD-1", "2026-10-01T10:00:00Z");
    await newBranchOrder(customerId, "B-NEW-2", "2026-11-10T10:00:00Z");
    const { body } = await getJson(`/v1/customers/${customerId}/branch-orders`);
    expect(body.branchOrders.map((order: { id: string }) => order.id)).toEqual(["B-NEW-2", "B-OLD-1"]);
    const [newest] = body.branchOrders;
    expect(newest.status).toBe("ready_for_pickup");
    expect(newest.orderedAt).toBe("2026-11-10T10:00:00.000Z");
    expect(newest.branch.id).toBe(berlin);
    expect(newest.pickupBranch.id).toBe(munich);
    expect(newest.cost).toEqual({ withTax: 52700 });
    expect(newest.items).toEqual([
      {
        kind: "frame",
        name: "Classic 5120",
        quantity: 1,
        price: { unit: { withTax: 14900 }, total: { withTax: 14900 } },
      },
      {
        kind: "lenses",
        name: "Gleitsicht 1.6",
        quantity: 2,
        price: { unit: { withTax: 18900 }, total: { withTax: 37800 } },
      },
    ]);
    const detail = await getJson(`/v1/customers/${customerId}/branch-orders/B-OLD-1`);
    expect(detail.status).toBe(200);
    expect(detail.body.branchOrder.id).toBe("B-OLD-1");
  });

  it("answers another customer's branch order as 404, like a missing one", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    await newBranchOrder(owner, "B-OWNED-3", "2026-11-01T10:00:00Z");
    const foreign = await getJson(`/v1/customers/${stranger}/branch-orders/B-OWNED-3`);
    const missing = await getJson(`/v1/customers/${stranger}/branch-orders/B-MISSING-4`);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body.code).toBe(missing.body.code);
    expect((await getJson(`/v1/customers/${stranger}/branch-orders`)).body.branchOrders).toEqual([]);
    // The same customer id in another shop sees none of the shop's branch orders.
    expect((await getJson(`/v1/customers/${owner}/branch-orders/B-OWNED-3`, AT)).status).toBe(404);
    expect((await getJson(`/v1/customers/${owner}/branch-orders/${"x".repeat(41)}`)).status).toBe(400);
  });
});
