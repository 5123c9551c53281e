CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"variant_attributes" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_with_tax" integer NOT NULL,
	"total_price_with_tax" integer NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"item_group" jsonb,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"delivery_status" text DEFAULT 'open' NOT NULL,
	"delivery_date_min" text NOT NULL,
	"delivery_date_max" text NOT NULL,
	"tracking_id" text,
	"tracking_url" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"carrier" text NOT NULL,
	"payment_key" text NOT NULL,
	"currency_code" text NOT NULL,
	"total_with_tax" integer NOT NULL,
	"total_without_tax" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"cbd_token_hash" text NOT NULL,
	"cbd_token_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_packages_order" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_idempotency_key" ON "orders" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cbd_token_hash" ON "orders" USING btree ("cbd_token_hash");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","created_at");