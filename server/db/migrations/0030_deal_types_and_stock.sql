ALTER TABLE "deals" ADD COLUMN "deal_type" text DEFAULT 'group_price' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "buy_units" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "free_units" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "units_in_stock" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_type_terms" CHECK (case when "deals"."deal_type" = 'buy_x_get_y'
        then "deals"."buy_units" >= 1 and "deals"."free_units" >= 1
          and "deals"."buy_units" + "deals"."free_units" = "deals"."total_units_needed"
        else "deals"."buy_units" is null and "deals"."free_units" is null end);--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stock_not_negative" CHECK ("deals"."units_in_stock" >= 0);--> statement-breakpoint
-- Hand-written: existing deals get their type by contract/deal-type.ts's inferDealType rule
-- (docs/decisions/0036-deal-types-split-to-the-cent.md): "buy X get Y free" where the group's
-- size and price are exactly X + Y units sharing X regular prices, else the plain group price
-- the column defaults to.
UPDATE "deals" AS d
SET "deal_type" = 'buy_x_get_y',
  "buy_units" = d."group_deal_price_cents"::bigint * d."total_units_needed" / p."regular_price_cents",
  "free_units" = d."total_units_needed"
    - d."group_deal_price_cents"::bigint * d."total_units_needed" / p."regular_price_cents"
FROM "products" AS p
WHERE p."id" = d."product_id"
  AND (d."group_deal_price_cents"::bigint * d."total_units_needed") % p."regular_price_cents" = 0
  AND d."group_deal_price_cents"::bigint * d."total_units_needed" / p."regular_price_cents"
    BETWEEN 1 AND d."total_units_needed" - 1
  -- A deal with price tiers is a group price deal (docs/decisions/0034-price-tiers.md).
  AND NOT EXISTS (SELECT 1 FROM "deal_price_tiers" t WHERE t."deal_id" = d."id");
