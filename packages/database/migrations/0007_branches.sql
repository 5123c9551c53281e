CREATE TABLE "branch_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_with_tax" integer NOT NULL,
	"total_price_with_tax" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"pickup_branch_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency_code" text NOT NULL,
	"total_with_tax" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "branch_orders_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"latitude" real,
	"longitude" real
);
--> statement-breakpoint
ALTER TABLE "branch_order_items" ADD CONSTRAINT "branch_order_items_branch_order_id_branch_orders_id_fk" FOREIGN KEY ("branch_order_id") REFERENCES "public"."branch_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_pickup_branch_id_branches_id_fk" FOREIGN KEY ("pickup_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_order_items_order" ON "branch_order_items" USING btree ("branch_order_id");--> statement-breakpoint
CREATE INDEX "branch_orders_customer" ON "branch_orders" USING btree ("customer_id","ordered_at");--> statement-breakpoint
CREATE INDEX "branches_country_city" ON "branches" USING btree ("country","city");