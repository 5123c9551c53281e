DROP INDEX "customers_shop_email";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shop_guest_email" ON "customers" USING btree ("shop_id","email") WHERE "customers"."guest" = true;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shop_email" ON "customers" USING btree ("shop_id","email") WHERE "customers"."guest" = false;