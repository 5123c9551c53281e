import type { BranchOrderWire, BranchWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine } from "~/platform/engine-client.server.ts";

export type Branch = BranchWire;
export type BranchOrder = BranchOrderWire;

/** The engine's branch and branch-order endpoints (docs/decisions/0032-branches-and-branch-orders.md). */
export const branchesApi = {
  list: (context: Readonly<RouterContextProvider>, shop: ShopConfig, search: string) =>
    callEngine<{ branches: Branch[] }>(
      context,
      shop,
      "GET",
      `/branches?${new URLSearchParams({ search }).toString()}`,
    ),

  get: (context: Readonly<RouterContextProvider>, shop: ShopConfig, branchId: number) =>
    callEngine<{ branch: Branch }>(context, shop, "GET", `/branches/${branchId}`),

  listOrders: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number) =>
    callEngine<{ branchOrders: BranchOrder[] }>(
      context,
      shop,
      "GET",
      `/customers/${customerId}/branch-orders`,
    ),

  getOrder: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    customerId: number,
    branchOrderId: string,
  ) =>
    callEngine<{ branchOrder: BranchOrder }>(
      context,
      shop,
      "GET",
      `/customers/${customerId}/branch-orders/${encodeURIComponent(branchOrderId)}`,
    ),
};
