-- Listing facts (issue 12). Existing properties keep every fact empty (NULL is « non renseigné »; the
-- exterior yes/no columns start at false) and the legal checklist reports them incomplete; no row is rewritten.
ALTER TABLE "agencies" ADD COLUMN "fee_scale_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "surface_habitable" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "surface_carrez" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "surface_land" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rooms" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floors_count" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lift" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating_mode" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating_energy" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_balcony" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_terrace" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_garden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_parking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_cellar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dpe_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dpe_class" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dpe_value" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ges_class" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ges_value" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_cost_min" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_cost_max" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_cost_year" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dpe_date" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dpe_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fees_payer" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fees_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_excl_fees" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "copro" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "copro_lots" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "copro_charges" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "copro_procedure" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "copro_procedure_detail" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "charges" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "charges_mode" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_supplement" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenant_fees" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenant_fees_inventory" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_controlled" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_base" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_reference" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_kind_check" CHECK ("properties"."kind" in ('appartement', 'maison', 'terrain', 'parking', 'local_commercial', 'immeuble', 'autre'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_heating_mode_check" CHECK ("properties"."heating_mode" in ('individuel', 'collectif', 'aucun'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_heating_energy_check" CHECK ("properties"."heating_energy" in ('gaz', 'electricite', 'fioul', 'bois', 'pompe_a_chaleur', 'reseau_de_chaleur', 'autre'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_dpe_status_check" CHECK ("properties"."dpe_status" in ('realise', 'vierge', 'non_soumis'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_dpe_class_check" CHECK ("properties"."dpe_class" in ('A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ges_class_check" CHECK ("properties"."ges_class" in ('A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_fees_payer_check" CHECK ("properties"."fees_payer" in ('acquereur', 'vendeur', 'partage'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_charges_mode_check" CHECK ("properties"."charges_mode" in ('forfait', 'provision', 'remboursement'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_surfaces_check" CHECK ("properties"."surface_habitable" > 0 and "properties"."surface_carrez" > 0 and "properties"."surface_land" > 0 and "properties"."surface_carrez" <= coalesce("properties"."surface_habitable", "properties"."surface_carrez"));