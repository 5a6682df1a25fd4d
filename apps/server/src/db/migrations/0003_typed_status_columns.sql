-- Hand-written first part: bring any legacy value onto the canonical lists before the CHECK
-- constraints below are added, so this migration cannot fail on existing data. A value that only
-- differs by case or accents (the original app stored 'disponible') takes the canonical spelling;
-- anything else takes the value that behaves as it did (an unknown member status, even 'Active',
-- already gave no access; an unknown subscription never counted as active). Access is never widened.
UPDATE "properties" p SET "status" = c.v FROM (VALUES ('Disponible'), ('En négociation'), ('Vendu'), ('Loué'), ('Retiré')) AS c(v)
  WHERE p."status" <> c.v AND immopilote_fold(p."status") = immopilote_fold(c.v);--> statement-breakpoint
UPDATE "properties" SET "status" = 'Disponible' WHERE "status" NOT IN ('Disponible', 'En négociation', 'Vendu', 'Loué', 'Retiré');--> statement-breakpoint
UPDATE "properties" p SET "type" = c.v FROM (VALUES ('Vente'), ('Location')) AS c(v)
  WHERE p."type" <> c.v AND immopilote_fold(p."type") = immopilote_fold(c.v);--> statement-breakpoint
UPDATE "properties" SET "type" = 'Vente' WHERE "type" NOT IN ('Vente', 'Location');--> statement-breakpoint
UPDATE "property_history" h SET "type" = CASE WHEN p."type" = 'Location' THEN 'check-in-out' ELSE 'visit' END
  FROM "properties" p WHERE p."id" = h."property_id" AND h."type" NOT IN ('visit', 'check-in-out');--> statement-breakpoint
UPDATE "profiles" SET "status" = 'removed' WHERE "status" NOT IN ('pending', 'active', 'rejected', 'removed');--> statement-breakpoint
UPDATE "profiles" SET "permissions" = array(SELECT p FROM unnest("permissions") AS p WHERE p IN ('add_property', 'review_analysis', 'web_search', 'client_directory'))
  WHERE NOT "permissions" <@ array['add_property', 'review_analysis', 'web_search', 'client_directory']::text[];--> statement-breakpoint
UPDATE "agencies" SET "subscription_status" = 'inactive' WHERE "subscription_status" NOT IN ('inactive', 'active', 'canceled');--> statement-breakpoint
UPDATE "agencies" SET "subscription_plan" = NULL WHERE "subscription_plan" NOT IN ('starter', 'pro', 'premium');--> statement-breakpoint
UPDATE "checkout_sessions" SET "plan" = 'starter' WHERE "plan" NOT IN ('starter', 'pro', 'premium');--> statement-breakpoint
UPDATE "checkout_sessions" SET "status" = 'completed' WHERE "status" NOT IN ('open', 'completed', 'expired');--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_subscription_status_check" CHECK ("agencies"."subscription_status" in ('inactive', 'active', 'canceled'));--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_subscription_plan_check" CHECK ("agencies"."subscription_plan" in ('starter', 'pro', 'premium'));--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_plan_check" CHECK ("checkout_sessions"."plan" in ('starter', 'pro', 'premium'));--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'completed', 'expired'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_status_check" CHECK ("profiles"."status" in ('pending', 'active', 'rejected', 'removed'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_permissions_check" CHECK ("profiles"."permissions" <@ array['add_property', 'review_analysis', 'web_search', 'client_directory']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('Vente', 'Location'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('Disponible', 'En négociation', 'Vendu', 'Loué', 'Retiré'));--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_type_check" CHECK ("property_history"."type" in ('visit', 'check-in-out'));