CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"minimum_order_value" integer,
	"redemption_limit" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value" > 0),
	CONSTRAINT "vouchers_redemptions_within_limit" CHECK ("vouchers"."redemption_limit" is null or "vouchers"."redemption_count" <= "vouchers"."redemption_limit")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_shop_code" ON "vouchers" USING btree ("shop_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_once_key" ON "mail_outbox" USING btree ("once_key");--> statement-breakpoint
CREATE INDEX "orders_payment_pending" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'payment_pending';