-- Whether others in a shopper's groups see their initials on the deal page (GET /ecommerce/deals/{id}/members).
ALTER TABLE "users" ADD COLUMN "show_initials" boolean DEFAULT true NOT NULL;