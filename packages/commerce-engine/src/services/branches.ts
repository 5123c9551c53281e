import type { Database, schema } from "@eyewear/database";
import { matchesBranchSearch } from "@eyewear/shop-rules";
import { notFound } from "../model/engine-error.ts";
import {
  type BranchOrderItemRow,
  type BranchOrderRow,
  type BranchRow,
  findBranchesByIds,
  findBranchOrderItems,
  findCountryBranches,
  findCustomerBranchOrder,
  findCustomerBranchOrders,
} from "../queries/branches.ts";
import type { ShopContext } from "./shop-context.ts";

/** A branch (store) as the engine's own branch endpoints answer it. */
export interface BranchWire {
  id: number;
  name: string;
  address: { street: string; houseNumber: string; zipCode: string; city: string; countryCode: string };
  phone: string;
  email: string;
  openingHours: schema.WeeklyOpeningHours;
  services: string[];
  coordinates: { latitude: number; longitude: number } | null;
}

/** A branch order with its items and both branches. Money in minor units. */
export interface BranchOrderWire {
  id: string;
  status: BranchOrderRow["status"];
  orderedAt: string;
  branch: BranchWire;
  pickupBranch: BranchWire;
  items: BranchOrderItemWire[];
  cost: { withTax: number };
  currencyCode: string;
}

export interface BranchOrderItemWire {
  kind: BranchOrderItemRow["kind"];
  name: string;
  quantity: number;
  price: { unit: { withTax: number }; total: { withTax: number } };
}

function serializeBranch(row: BranchRow): BranchWire {
  return {
    id: row.id,
    name: row.name,
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      zipCode: row.zipCode,
      city: row.city,
      countryCode: row.country,
    },
    phone: row.phone,
    email: row.email,
    openingHours: row.openingHours,
    services: row.services,
    coordinates:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
  };
}

/** GET /v1/branches: the branches of the shop's country matching the search (city or zip code), by city. */
export async function listBranches(db: Database, shop: ShopContext, search: string): Promise<BranchWire[]> {
  const rows = await findCountryBranches(db, shop.country);
  return rows.filter((row) => matchesBranchSearch(row, search)).map(serializeBranch);
}

/** GET /v1/branches/{id}: a branch of the shop's country; another country's branch is as unknown as a missing one. */
export async function getBranch(db: Database, shop: ShopContext, id: number): Promise<BranchWire> {
  const [row] = await findBranchesByIds(db, [id]);
  if (!row || row.country !== shop.country) throw notFound(`Branch ${id} does not exist`, "branchId");
  return serializeBranch(row);
}

async function renderBranchOrders(db: Database, rows: readonly BranchOrderRow[]): Promise<BranchOrderWire[]> {
  const branchIds = new Set(rows.flatMap((row) => [row.branchId, row.pickupBranchId]));
  const [branchRows, items] = await Promise.all([
    findBranchesByIds(db, [...branchIds]),
    findBranchOrderItems(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const branchesById = new Map(branchRows.map((row) => [row.id, serializeBranch(row)]));
  return rows.map((row) => ({
    id: row.publicId,
    status: row.status,
    orderedAt: row.orderedAt.toISOString(),
    branch: branchesById.get(row.branchId)!,
    pickupBranch: branchesById.get(row.pickupBranchId)!,
    items: items
      .filter((item) => item.branchOrderId === row.id)
      .map((item) => ({
        kind: item.kind,
        name: item.name,
        quantity: item.quantity,
        price: { unit: { withTax: item.unitPriceWithTax }, total: { withTax: item.totalPriceWithTax } },
      })),
    cost: { withTax: row.totalWithTax },
    currencyCode: row.currencyCode,
  }));
}

/** GET /v1/customers/{id}/branch-orders: the customer's branch orders, newest first. */
export async function listCustomerBranchOrders(
  db: Database,
  shop: ShopContext,
  customerId: number,
): Promise<BranchOrderWire[]> {
  return renderBranchOrders(db, await findCustomerBranchOrders(db, shop.id, customerId));
}

/** The customer's branch order by its public id; another customer's is as unknown as a missing one. */
export async function getCustomerBranchOrder(
  db: Database,
  shop: ShopContext,
  customerId: number,
  publicId: string,
): Promise<BranchOrderWire> {
  const row = await findCustomerBranchOrder(db, shop.id, customerId, publicId);
  if (!row) throw notFound(`Branch order ${publicId} does not exist`, "branchOrderId");
  const [order] = await renderBranchOrders(db, [row]);
  return order!;
}
