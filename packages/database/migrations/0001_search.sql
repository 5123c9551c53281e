-- Hand-edited: drizzle-kit cannot declare extensions. Both are trusted extensions (PostgreSQL 13+), so the
-- database owner may create them; PGlite loads them at open (packages/database/src/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "product_search_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	CONSTRAINT "redirects_status_code" CHECK ("redirects"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_shop_source" ON "redirects" USING btree ("shop_id","source");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);