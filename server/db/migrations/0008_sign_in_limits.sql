CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "pending_first_name" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "pending_last_name" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires" ON "rate_limit_hits" USING btree ("expires_at");