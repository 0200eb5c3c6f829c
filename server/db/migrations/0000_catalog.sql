CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"size" integer NOT NULL,
	"reserved_units" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_at" timestamp with time zone,
	CONSTRAINT "batches_never_over_reserved" CHECK ("batches"."reserved_units" between 0 and "batches"."size")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"featured_rank" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"encoded_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"group_deal_price_cents" integer NOT NULL,
	"total_units_needed" integer NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_encoded_id_unique" UNIQUE("encoded_id"),
	CONSTRAINT "deals_price_positive" CHECK ("deals"."group_deal_price_cents" > 0),
	CONSTRAINT "deals_group_size" CHECK ("deals"."total_units_needed" between 2 and 1000)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"discount_percentage" integer,
	"image_url" text NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subcategory_id" integer NOT NULL,
	CONSTRAINT "products_regular_price_positive" CHECK ("products"."regular_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_one_open_per_deal" ON "batches" USING btree ("deal_id") WHERE "batches"."status" = 'open';--> statement-breakpoint
CREATE INDEX "deals_listing" ON "deals" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "deals_product" ON "deals" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_name" ON "subcategories" USING btree ("category_id","name");