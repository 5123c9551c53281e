ALTER TABLE "subscriptions" ADD COLUMN "pending_payment_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_mandate_request" text;