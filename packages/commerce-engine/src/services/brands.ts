import type { Database } from "@eyewear/database";
import type { Brand, BrandsEndpointResponseData } from "@scayle/storefront-api";
import { notFound } from "../model/engine-error.ts";
import { findShopBrand, findShopBrandPage } from "../queries/brands.ts";
import { pageWindow } from "../queries/rows.ts";
import { paginationOf, rfc3339 } from "../serializers/wire.ts";
import type { ShopContext } from "./shop-context.ts";

type BrandRow = NonNullable<Awaited<ReturnType<typeof findShopBrand>>>;

/** The brands table has no timestamps, group or logo yet; the engine answers fixed values for them. */
const BRAND_EPOCH = new Date("2025-01-01T00:00:00Z");

function serializeBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    group: "",
    isActive: true,
    logoHash: "",
    createdAt: rfc3339(BRAND_EPOCH),
    updatedAt: rfc3339(BRAND_EPOCH),
  };
}

/** GET /v1/brands: brands with a listed product priced in the shop, by name. */
export async function listBrands(
  db: Database,
  shop: ShopContext,
  page: number,
  perPage: number,
): Promise<BrandsEndpointResponseData> {
  const { rows, total } = await findShopBrandPage(db, shop.id, pageWindow(page, perPage));
  return { entities: rows.map(serializeBrand), pagination: paginationOf(page, perPage, total, rows.length) };
}

/** GET /v1/brands/{id}: 404 for an unknown brand or one the shop does not sell. */
export async function getBrand(db: Database, shop: ShopContext, brandId: number): Promise<Brand> {
  const row = await findShopBrand(db, shop.id, brandId);
  if (!row) throw notFound(`Brand ${brandId} was not found`, "brandId");
  return serializeBrand(row);
}
