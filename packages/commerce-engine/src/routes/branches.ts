import type { Database } from "@eyewear/database";
import { BRANCH_SEARCH_MAX_LENGTH } from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseParameter, positiveIntString } from "../http/params.ts";
import {
  getBranch,
  getCustomerBranchOrder,
  listBranches,
  listCustomerBranchOrders,
} from "../services/branches.ts";

const searchSchema = z
  .string()
  .max(BRANCH_SEARCH_MAX_LENGTH, `must be at most ${BRANCH_SEARCH_MAX_LENGTH} characters`);
const branchOrderIdSchema = z.string().regex(/^[\w-]{1,40}$/, "is not a branch order id");

/**
 * The engine's own branch (store) and branch-order endpoints (the SCAYLE Storefront API has none).
 * docs/decisions/0032-branches-and-branch-orders.md
 */
export function branchRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const customerIdOf = (value: string) => parseParameter(positiveIntString, value, "customerId");

  app.get("/branches", async (c) => {
    const search = parseParameter(searchSchema, c.req.query("search") ?? "", "search");
    return c.json({ branches: await listBranches(db, c.var.shop, search) });
  });

  app.get("/branches/:branchId", async (c) => {
    const branchId = parseParameter(positiveIntString, c.req.param("branchId"), "branchId");
    return c.json({ branch: await getBranch(db, c.var.shop, branchId) });
  });

  app.get("/customers/:customerId/branch-orders", async (c) =>
    c.json({
      branchOrders: await listCustomerBranchOrders(db, c.var.shop, customerIdOf(c.req.param("customerId"))),
    }),
  );

  app.get("/customers/:customerId/branch-orders/:branchOrderId", async (c) => {
    const customerId = customerIdOf(c.req.param("customerId"));
    const branchOrderId = parseParameter(branchOrderIdSchema, c.req.param("branchOrderId"), "branchOrderId");
    return c.json({ branchOrder: await getCustomerBranchOrder(db, c.var.shop, customerId, branchOrderId) });
  });

  return app;
}
