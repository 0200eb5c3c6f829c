ALTER TABLE "deals" ADD COLUMN "units_in_stock" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stock_not_negative" CHECK ("deals"."units_in_stock" >= 0);