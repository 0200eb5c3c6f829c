CREATE TABLE "staff" (
	"email" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"added_by_email" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_role" CHECK ("staff"."role" in ('owner', 'catalogue', 'support')),
	CONSTRAINT "staff_email_lower" CHECK ("staff"."email" = lower("staff"."email"))
);
