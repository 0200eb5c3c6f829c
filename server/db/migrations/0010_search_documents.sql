CREATE TABLE "deal_search" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_search" ADD CONSTRAINT "deal_search_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_search_document" ON "deal_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trigrams" ON "search_words" USING gin ("word" gin_trgm_ops);