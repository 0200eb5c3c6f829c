ALTER TABLE "email_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Addresses that subscribed before double opt-in keep their alerts (decision 0013).
UPDATE "email_subscribers" SET "confirmed_at" = "subscribed_at";
