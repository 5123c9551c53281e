CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reduction" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"headline" text DEFAULT '' NOT NULL,
	"subline" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"color_style" text DEFAULT '' NOT NULL,
	"color" jsonb,
	"hide_countdown" boolean DEFAULT false NOT NULL,
	"badge_label" text DEFAULT '' NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"effect_type" text NOT NULL,
	"effect_data" jsonb NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "promotions_effect_type" CHECK ("promotions"."effect_type" in ('automatic_discount', 'buy_x_get_y'))
);
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_shop_key" ON "campaigns" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "promotions_shop_window" ON "promotions" USING btree ("shop_id","starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_attributes_gin" ON "products" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "variants_attributes_gin" ON "variants" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
-- Hand-edited: prices written before campaigns existed name no campaign, which the check below forbids; they
-- stay reduced, as sale prices (a fresh seed assigns campaign prices to the shops' campaigns).
UPDATE "prices" SET "reduction_category" = 'sale' WHERE "reduction_category" = 'campaign' AND "campaign_id" IS NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_campaign_reduction" CHECK (("prices"."campaign_id" is not null) = ("prices"."reduction_category" is not distinct from 'campaign'));