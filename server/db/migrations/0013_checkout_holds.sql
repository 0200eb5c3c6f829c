CREATE TABLE "checkout_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_key" text NOT NULL,
	"payment_intent_id" text,
	"shopper" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"client_address" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "checkout_holds_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "checkout_holds_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE INDEX "checkout_holds_open_card" ON "checkout_holds" USING btree ("payment_method_id") WHERE "checkout_holds"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "checkout_holds_open_shopper" ON "checkout_holds" USING btree ("shopper") WHERE "checkout_holds"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "checkout_holds_open_address" ON "checkout_holds" USING btree ("client_address") WHERE "checkout_holds"."settled_at" is null;