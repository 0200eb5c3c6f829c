CREATE TABLE "deal_alert_deliveries" (
	"notification_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sent" boolean NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deal_alerts_per_day" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_hours_from" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_hours_to" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "deal_alert_deliveries" ADD CONSTRAINT "deal_alert_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_alert_deliveries" ADD CONSTRAINT "deal_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_alert_deliveries_user" ON "deal_alert_deliveries" USING btree ("user_id","decided_at");