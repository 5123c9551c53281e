CREATE TABLE "prescription_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_uploads_size" CHECK ("prescription_uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "prescription_uploads" ADD CONSTRAINT "prescription_uploads_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;