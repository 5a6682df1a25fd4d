CREATE TABLE "dvf_communes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"folded_name" text NOT NULL,
	"department_code" text NOT NULL,
	"postcodes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dvf_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"storage_key" text,
	"bytes_total" bigint,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"sales_kept" integer DEFAULT 0 NOT NULL,
	"dropped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"replaced" text[] DEFAULT '{}'::text[] NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dvf_imports_status_check" CHECK ("dvf_imports"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "dvf_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dvf_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"mutation_id" text NOT NULL,
	"sold_on" date NOT NULL,
	"year" smallint NOT NULL,
	"nature" text NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"surface" numeric(10, 2) NOT NULL,
	"price_per_m2" numeric(10, 2) NOT NULL,
	"rooms" smallint,
	"land_surface" integer,
	"address" text NOT NULL,
	"postcode" text,
	"commune_code" text NOT NULL,
	"commune_name" text NOT NULL,
	"department_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "dvf_sales_nature_check" CHECK ("dvf_sales"."nature" in ('vente', 'vefa', 'adjudication')),
	CONSTRAINT "dvf_sales_kind_check" CHECK ("dvf_sales"."kind" in ('appartement', 'maison')),
	CONSTRAINT "dvf_sales_figures_check" CHECK ("dvf_sales"."price" > 0 and "dvf_sales"."surface" > 0 and "dvf_sales"."price_per_m2" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid,
	"engine" text NOT NULL,
	"outcome" text NOT NULL,
	"asking_price_excl_fees" numeric(14, 2),
	"surface" numeric(10, 2),
	"estimate" numeric(14, 2),
	"low" numeric(14, 2),
	"high" numeric(14, 2),
	"price_per_m2" numeric(10, 2),
	"market_status" smallint,
	"comparable_count" integer DEFAULT 0 NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_valuations_engine_check" CHECK ("property_valuations"."engine" in ('dvf', 'webhook')),
	CONSTRAINT "property_valuations_outcome_check" CHECK ("property_valuations"."outcome" in ('estimated', 'not_enough'))
);
--> statement-breakpoint
ALTER TABLE "dvf_imports" ADD CONSTRAINT "dvf_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dvf_sales" ADD CONSTRAINT "dvf_sales_import_id_dvf_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dvf_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_valuations" ADD CONSTRAINT "property_valuations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_valuations" ADD CONSTRAINT "property_valuations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_valuations" ADD CONSTRAINT "property_valuations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dvf_communes_department_name_idx" ON "dvf_communes" USING btree ("department_code","folded_name");--> statement-breakpoint
CREATE INDEX "dvf_imports_created_idx" ON "dvf_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dvf_sales_commune_idx" ON "dvf_sales" USING btree ("commune_code","kind","sold_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dvf_sales_import_idx" ON "dvf_sales" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "dvf_sales_postcode_idx" ON "dvf_sales" USING btree ("postcode","kind","sold_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dvf_sales_department_year_idx" ON "dvf_sales" USING btree ("department_code","year");--> statement-breakpoint
CREATE INDEX "dvf_sales_position_idx" ON "dvf_sales" USING btree ("kind","latitude","longitude");--> statement-breakpoint
CREATE INDEX "property_valuations_property_idx" ON "property_valuations" USING btree ("agency_id","property_id","created_at" DESC NULLS LAST);