-- A browser's push subscription follows the sign-in it was saved under: a logged-out session's
-- browser gets none of its shopper's pushes (server/modules/alerts/delivery.ts).
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;
