CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes the fold
-- immutable, so trigram indexes can be built on it for accent-insensitive contains-search.
CREATE OR REPLACE FUNCTION immopilote_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "properties_name_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_address_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_full_name_trgm_idx" ON "clients" USING gin (immopilote_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin (immopilote_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin (immopilote_fold("address") gin_trgm_ops);