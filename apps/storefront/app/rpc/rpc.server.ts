import type { ShopConfig } from "@eyewear/shop-rules";
import { FetchError } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { categoryContentBlocks } from "~/content/content-pages.server.ts";
import { commerceClient } from "~/platform/commerce.server.ts";
import { contentClient } from "~/platform/content.server.ts";
import { servicesContext } from "~/platform/context.ts";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { rxProducts } from "~/platform/lens-catalogue.server.ts";
import { anonymousLogWait } from "~/platform/limits.server.ts";
import { orderDataByCbd } from "~/platform/orders-api.server.ts";
import { getSession } from "~/platform/session.server.ts";

interface ProcedureDefinition<Schema extends z.ZodType> {
  payload: Schema;
  /** Content procedures' failures are not logged as errors (rule:platform.rpc-procedures). */
  content: boolean;
  run(
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    payload: z.infer<Schema>,
    request: Request,
  ): Promise<unknown>;
}

export type ProcedureCall = { ok: true; answer: Promise<unknown> } | { ok: false; message: string };

export interface Procedure {
  content: boolean;
  /** Validates the raw payload against the procedure's schema and, when it holds, runs the procedure. */
  call(
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    rawPayload: unknown,
    request: Request,
  ): ProcedureCall;
}

function procedure<Schema extends z.ZodType>(definition: ProcedureDefinition<Schema>): Procedure {
  return {
    content: definition.content,
    call(context, shop, rawPayload, request) {
      const parsed = definition.payload.safeParse(rawPayload);
      if (!parsed.success)
        return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join("; ") };
      return { ok: true, answer: definition.run(context, shop, parsed.data, request) };
    },
  };
}

/** A path inside the shop's content folder; no way out of it ("..", absolute or empty segments). */
const contentPath = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\/?$/, "a content path of lowercase slugs");

const storyPayload = z.object({ slug: contentPath, global: z.boolean().optional() }).strict();

/** The story's full slug: in the shop's folder, or in the folder `global` that every shop shares, when asked. */
function fullSlug(shop: ShopConfig, payload: z.infer<typeof storyPayload>): string {
  return `${payload.global ? "global" : shop.code}/${payload.slug.replace(/\/$/, "")}`;
}

async function story(context: Readonly<RouterContextProvider>, shop: ShopConfig, slug: string) {
  const response = await contentClient(context).getStory(slug, {
    version: "published",
    language: shop.language,
  });
  return response.data.story;
}

/**
 * The shop's remote procedures (rule:platform.rpc-procedures), answered at POST {apiBase}/rpc/{procedure} with
 * header x-shop-id.
 */
export const PROCEDURES: Record<string, Procedure> = {
  // getUser: no payload; the answer has a user field only when someone is signed in
  getUser: procedure({
    payload: z.object({}).strict().optional(),
    content: false,
    run: async (context, shop, _payload, request) => {
      const customer = await signedInCustomer(context, request, shop);
      if (!customer) return {};
      const { id, email, firstName, lastName, status, info } = customer;
      return {
        user: { id, email, firstName, lastName, status: { isGuestCustomer: status.isGuestCustomer }, info },
      };
    },
  }),
  // getShopConfiguration: no payload
  getShopConfiguration: procedure({
    payload: z.object({}).strict().optional(),
    content: false,
    run: (context, shop) => commerceClient(context, shop).shopConfiguration.get(),
  }),
  // getOrderDataByCbd (rule:checkout.success-page-token): payload { cbdToken }; the answer carries the customer and
  // billing and shipping address
  getOrderDataByCbd: procedure({
    payload: z.object({ cbdToken: z.string().min(1).max(200) }).strict(),
    content: false,
    run: async (context, shop, payload) => {
      const order = await orderDataByCbd(context, shop, payload.cbdToken);
      if (!order) throw Object.assign(new Error("Unknown or expired cbd token"), { status: 404 });
      return order;
    },
  }),
  // getRxProducts: no payload; the shop's lens types, quality tiers with their indexes, tinting and services
  getRxProducts: procedure({
    payload: z.object({}).strict().optional(),
    content: false,
    run: (context, shop) => rxProducts(context, shop),
  }),
  // logMessage: payload message, extras, level
  logMessage: procedure({
    payload: z
      .object({
        message: z.string().min(1).max(2000),
        extras: z.record(z.string(), z.unknown()).optional(),
        level: z.enum(["debug", "info", "warn", "error"]),
      })
      .strict(),
    content: false,
    run: async (context, shop, payload, request) => {
      const session = await getSession(context, request);
      const signedIn = session.get("customerIds")?.[String(shop.shopId)] !== undefined;
      // Anyone can call this: browsers nobody is signed in to are capped per client, and their lines never reach
      // error level, so nobody can flood the log or raise alerts from outside (ADR 0052).
      if (!signedIn) {
        const wait = await anonymousLogWait(context);
        if (wait !== undefined) throw Object.assign(new Error("too many log lines"), { status: 429, wait });
      }
      const level = !signedIn && payload.level === "error" ? "warn" : payload.level;
      const extras = JSON.stringify(payload.extras ?? {}).slice(0, 4000);
      context
        .get(servicesContext)
        .logger[level]({ source: "browser", shopId: shop.shopId, signedIn, extras }, payload.message);
      return { logged: true };
    },
  }),
  getCmsStory: procedure({
    payload: storyPayload,
    content: true,
    run: async (context, shop, payload) => ({ story: await story(context, shop, fullSlug(shop, payload)) }),
  }),
  getCmsContent: procedure({
    payload: storyPayload,
    content: true,
    run: async (context, shop, payload) => ({
      content: (await story(context, shop, fullSlug(shop, payload))).content,
    }),
  }),
  getCmsStories: procedure({
    payload: z
      .object({
        startsWith: contentPath.optional(),
        page: z.number().int().min(1).max(1000).default(1),
        perPage: z.number().int().min(1).max(100).default(25),
      })
      .strict(),
    content: true,
    run: async (context, shop, payload) => {
      const response = await contentClient(context).getStories({
        starts_with: `${shop.code}/${payload.startsWith ?? ""}`,
        page: payload.page,
        per_page: payload.perPage,
        version: "published",
        language: shop.language,
      });
      return { stories: response.data.stories, total: response.total };
    },
  }),
  getStoriesByFolder: procedure({
    payload: z.object({ folder: contentPath }).strict(),
    content: true,
    run: async (context, shop, payload) => ({
      stories: await contentClient(context).getAll("cdn/stories", {
        starts_with: `${shop.code}/${payload.folder.replace(/\/?$/, "/")}`,
        version: "published",
        language: shop.language,
      }),
    }),
  }),
  getDataSourceEntries: procedure({
    payload: z
      .object({ datasource: z.string().regex(/^[a-z0-9-]{1,64}$/), dimension: z.string().max(10).optional() })
      .strict(),
    content: true,
    run: async (context, shop, payload) => ({
      entries: await contentClient(context).getAll("cdn/datasource_entries", {
        datasource: payload.datasource,
        dimension: payload.dimension ?? shop.language,
      }),
    }),
  }),
  // getCategoryComponentData (our own payload; docs/decisions/0016-category-component-data.md):
  // { categoryId } → the content blocks the category's listing shows above its products
  getCategoryComponentData: procedure({
    payload: z.object({ categoryId: z.number().int().positive().max(2_147_483_647) }).strict(),
    content: true,
    run: async (context, shop, payload) => {
      const category = await commerceClient(context, shop)
        .categories.getById(payload.categoryId)
        .catch((error: unknown) => {
          if (error instanceof FetchError && error.response.status === 404)
            throw Object.assign(new Error(`No category ${payload.categoryId}`), { status: 404 });
          throw error;
        });
      return {
        categoryId: category.id,
        blocks: await categoryContentBlocks(context, shop, category.path),
      };
    },
  }),
};

/** The procedure of that name, or undefined (no inherited properties count). */
export function procedureNamed(name: string): Procedure | undefined {
  return Object.hasOwn(PROCEDURES, name) ? PROCEDURES[name] : undefined;
}
