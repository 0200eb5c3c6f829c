CREATE TABLE "deal_price_tiers" (
	"deal_id" integer NOT NULL,
	"units" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "deal_price_tiers_deal_id_units_pk" PRIMARY KEY("deal_id","units"),
	CONSTRAINT "deal_price_tiers_units" CHECK ("deal_price_tiers"."units" between 2 and 1000),
	CONSTRAINT "deal_price_tiers_price_positive" CHECK ("deal_price_tiers"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "tier_units" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "amount_received_cents" integer;--> statement-breakpoint
ALTER TABLE "deal_price_tiers" ADD CONSTRAINT "deal_price_tiers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;