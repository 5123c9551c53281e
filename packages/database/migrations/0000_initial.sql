CREATE TABLE "attribute_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"multi_select" boolean DEFAULT false NOT NULL,
	"labels" jsonb NOT NULL,
	CONSTRAINT "attribute_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"value" text NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_items" (
	"key" text PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"item_group_id" text DEFAULT '' NOT NULL,
	"item_group" jsonb,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promotion_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasource_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasource" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"dimension_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"hash" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb NOT NULL,
	"render" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tree_id" integer NOT NULL,
	"parent_id" integer,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"category_id" integer,
	"href" text,
	"position" integer DEFAULT 0 NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "navigation_trees" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"with_tax" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"variant_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"with_tax" bigint NOT NULL,
	"original_with_tax" bigint,
	"reduction_category" text,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "prices_variant_id_shop_id_pk" PRIMARY KEY("variant_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_key" text NOT NULL,
	CONSTRAINT "product_categories_category_key_product_id_pk" PRIMARY KEY("category_key","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference_key" text NOT NULL,
	"master_key" text NOT NULL,
	"product_type" text NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"model_name" text NOT NULL,
	"description" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"sales_status" text DEFAULT 'published' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_online_only" boolean DEFAULT false NOT NULL,
	"is_sustainable" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_reference_key_unique" UNIQUE("reference_key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"currency_fraction_digits" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"domain" text NOT NULL,
	"config" jsonb NOT NULL,
	CONSTRAINT "shops_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"is_sellable_without_stock" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"parent_id" integer,
	"is_folder" boolean DEFAULT false NOT NULL,
	"is_startpage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content" jsonb,
	"draft_content" jsonb,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reference_key" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variants_reference_key_unique" UNIQUE("reference_key")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"key" text PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_group_key_attribute_groups_key_fk" FOREIGN KEY ("group_key") REFERENCES "public"."attribute_groups"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_tree_id_navigation_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."navigation_trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_trees" ADD CONSTRAINT "navigation_trees_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_group_value" ON "attribute_values" USING btree ("group_key","value");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_unique_line" ON "basket_items" USING btree ("basket_id","variant_id","item_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_shop_key" ON "baskets" USING btree ("shop_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_path" ON "categories" USING btree ("shop_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_key" ON "categories" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "datasource_entries_datasource" ON "datasource_entries" USING btree ("datasource");--> statement-breakpoint
CREATE INDEX "images_product" ON "images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "navigation_items_tree" ON "navigation_items" USING btree ("tree_id");--> statement-breakpoint
CREATE UNIQUE INDEX "navigation_trees_shop_key" ON "navigation_trees" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "price_history_variant_shop" ON "price_history" USING btree ("variant_id","shop_id","valid_from");--> statement-breakpoint
CREATE INDEX "prices_shop_price" ON "prices" USING btree ("shop_id","with_tax");--> statement-breakpoint
CREATE INDEX "product_categories_product" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_master_key" ON "products" USING btree ("master_key");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_full_slug" ON "stories" USING btree ("full_slug");--> statement-breakpoint
CREATE INDEX "stories_parent" ON "stories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "variants_product" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_wishlist" ON "wishlist_items" USING btree ("wishlist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_shop_key" ON "wishlists" USING btree ("shop_id","key");