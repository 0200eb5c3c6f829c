-- Search forgives typos (trigrams) and ignores accents; both ship with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
