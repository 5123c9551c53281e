CREATE TABLE "shop_products" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"min_price" bigint NOT NULL,
	"max_price" bigint NOT NULL,
	"price_values" bigint[] NOT NULL,
	"reduction_values" real[] NOT NULL,
	"max_reduction_share" real NOT NULL,
	"campaign_ids" integer[] NOT NULL,
	"facet_values" text[] NOT NULL,
	CONSTRAINT "shop_products_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_products_product" ON "shop_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_products_shop_price" ON "shop_products" USING btree ("shop_id","min_price");--> statement-breakpoint
CREATE INDEX "shop_products_facet_values" ON "shop_products" USING gin ("facet_values");