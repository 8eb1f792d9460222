-- The extension line is written by hand: drizzle-kit does not manage extensions. pg_trgm is a
-- trusted extension (PostgreSQL 13+), so the database's owner may create it; PGlite loads it in
-- openDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("firstname" || ' ' || "lastname" || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);
