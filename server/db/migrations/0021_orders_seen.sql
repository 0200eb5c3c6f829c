-- When a shopper last opened My Orders: the app badge counts the groups completed after it
-- (server/modules/alerts/app-badge.ts, decision 0022).
ALTER TABLE "users" ADD COLUMN "orders_seen_at" timestamp with time zone;--> statement-breakpoint
-- Shoppers from before the badge start from now, not from every group they ever completed.
UPDATE "users" SET "orders_seen_at" = now();
