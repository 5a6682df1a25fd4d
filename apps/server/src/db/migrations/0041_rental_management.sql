CREATE TABLE "bank_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"label" text NOT NULL,
	"reference" text,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"rent_call_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_status_check" CHECK ("bank_lines"."status" in ('proposed', 'unmatched', 'duplicate', 'confirmed', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "charge_regularisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"provisions_cents" integer NOT NULL,
	"actual_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"detail" text,
	"pdf_key" text,
	"issued_on" date NOT NULL,
	"retain_until" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_regularisations_balance_check" CHECK ("charge_regularisations"."balance_cents" = "charge_regularisations"."actual_cents" - "charge_regularisations"."provisions_cents"),
	CONSTRAINT "charge_regularisations_amounts_check" CHECK ("charge_regularisations"."provisions_cents" >= 0 and "charge_regularisations"."actual_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "irl_indices" (
	"area" text NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"value" numeric(7, 2) NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "irl_indices_area_year_quarter_version_pk" PRIMARY KEY("area","year","quarter","version"),
	CONSTRAINT "irl_indices_area_check" CHECK ("irl_indices"."area" in ('metropole', 'outre_mer', 'corse')),
	CONSTRAINT "irl_indices_source_check" CHECK ("irl_indices"."source" in ('shipped', 'admin')),
	CONSTRAINT "irl_indices_quarter_check" CHECK ("irl_indices"."quarter" between 1 and 4),
	CONSTRAINT "irl_indices_value_positive" CHECK ("irl_indices"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" smallint NOT NULL,
	"client_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"address" text,
	"guarantor_of" uuid,
	"electronic_delivery" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_parties_role_check" CHECK ("lease_parties"."role" in ('tenant', 'guarantor', 'landlord'))
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"property_id" uuid,
	"property_label" text NOT NULL,
	"property_address" text NOT NULL,
	"mandate_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_on" date NOT NULL,
	"duration_months" smallint NOT NULL,
	"rent_cents" integer NOT NULL,
	"charges_cents" integer DEFAULT 0 NOT NULL,
	"charges_mode" text DEFAULT 'provision' NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"payment_day" smallint DEFAULT 1 NOT NULL,
	"has_revision_clause" boolean DEFAULT true NOT NULL,
	"reference_quarter" smallint,
	"revision_month_day" text,
	"irl_area" text DEFAULT 'metropole' NOT NULL,
	"energy_class" text,
	"rent_controlled" boolean DEFAULT false NOT NULL,
	"reference_rent_cents" integer,
	"increased_reference_rent_cents" integer,
	"rent_supplement_cents" integer,
	"rent_supplement_reason" text,
	"management_fee_bp" integer DEFAULT 0 NOT NULL,
	"document_key" text,
	"signature_request_id" uuid,
	"ended_on" date,
	"keys_returned_on" date,
	"exit_inspection_id" uuid,
	"entry_inspection_id" uuid,
	"exit_matches_entry" boolean,
	"deposit_returned_on" date,
	"deposit_returned_cents" integer,
	"deposit_deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_kind_check" CHECK ("leases"."kind" in ('nu', 'meuble', 'mobilite')),
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('active', 'ended')),
	CONSTRAINT "leases_charges_mode_check" CHECK ("leases"."charges_mode" in ('provision', 'forfait')),
	CONSTRAINT "leases_irl_area_check" CHECK ("leases"."irl_area" in ('metropole', 'outre_mer', 'corse')),
	CONSTRAINT "leases_energy_class_check" CHECK ("leases"."energy_class" in ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
	CONSTRAINT "leases_rent_positive" CHECK ("leases"."rent_cents" > 0 and "leases"."charges_cents" >= 0 and "leases"."deposit_cents" >= 0),
	CONSTRAINT "leases_deposit_cap" CHECK ("leases"."deposit_cents" <= "leases"."rent_cents" * (case "leases"."kind" when 'nu' then 1 when 'meuble' then 2 else 0 end)),
	CONSTRAINT "leases_payment_day_check" CHECK ("leases"."payment_day" between 1 and 28),
	CONSTRAINT "leases_reference_quarter_check" CHECK ("leases"."reference_quarter" between 1 and 4),
	CONSTRAINT "leases_duration_positive" CHECK ("leases"."duration_months" > 0),
	CONSTRAINT "leases_ended_complete" CHECK (("leases"."status" = 'ended') = ("leases"."ended_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "owner_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"spent_on" date NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"retain_until" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_expenses_kind_check" CHECK ("owner_expenses"."kind" in ('travaux', 'entretien', 'assurance', 'taxe', 'copropriete', 'autre')),
	CONSTRAINT "owner_expenses_amount_positive" CHECK ("owner_expenses"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"rents_cents" integer NOT NULL,
	"fees_cents" integer NOT NULL,
	"expenses_cents" integer NOT NULL,
	"transferred_cents" integer NOT NULL,
	"pdf_key" text,
	"sent_at" timestamp with time zone,
	"retain_until" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_statements_period_check" CHECK ("owner_statements"."period_start" <= "owner_statements"."period_end"),
	CONSTRAINT "owner_statements_sum_check" CHECK ("owner_statements"."transferred_cents" = "owner_statements"."rents_cents" - "owner_statements"."fees_cents" - "owner_statements"."expenses_cents")
);
--> statement-breakpoint
CREATE TABLE "rent_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"period" date NOT NULL,
	"due_on" date NOT NULL,
	"rent_cents" integer NOT NULL,
	"charges_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"delivery" text NOT NULL,
	"pdf_key" text,
	"sent_at" timestamp with time zone,
	"reminded_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"retain_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_calls_delivery_check" CHECK ("rent_calls"."delivery" in ('email', 'print')),
	CONSTRAINT "rent_calls_total_check" CHECK ("rent_calls"."total_cents" = "rent_calls"."rent_cents" + "rent_calls"."charges_cents"),
	CONSTRAINT "rent_calls_paid_check" CHECK ("rent_calls"."paid_cents" between 0 and "rent_calls"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "rent_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"rent_call_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"bank_line_id" uuid,
	"note" text,
	"retain_until" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_payments_amount_positive" CHECK ("rent_payments"."amount_cents" > 0),
	CONSTRAINT "rent_payments_method_check" CHECK ("rent_payments"."method" in ('virement', 'prelevement', 'cheque', 'especes', 'autre')),
	CONSTRAINT "rent_payments_source_check" CHECK ("rent_payments"."source" in ('manual', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "rent_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"rent_call_id" uuid NOT NULL,
	"payment_id" uuid,
	"kind" text NOT NULL,
	"period" date NOT NULL,
	"tenant_names" text NOT NULL,
	"rent_cents" integer NOT NULL,
	"charges_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"issued_on" date NOT NULL,
	"pdf_key" text,
	"retain_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_receipts_kind_check" CHECK ("rent_receipts"."kind" in ('quittance', 'recu'))
);
--> statement-breakpoint
CREATE TABLE "rent_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"claimed_on" date NOT NULL,
	"effective_on" date NOT NULL,
	"irl_area" text NOT NULL,
	"previous_year" smallint NOT NULL,
	"latest_year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"previous_value" numeric(7, 2) NOT NULL,
	"latest_value" numeric(7, 2) NOT NULL,
	"cap_rate" numeric(5, 4),
	"old_rent_cents" integer NOT NULL,
	"new_rent_cents" integer NOT NULL,
	"letter_key" text,
	"retain_until" date NOT NULL,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_revisions_area_check" CHECK ("rent_revisions"."irl_area" in ('metropole', 'outre_mer', 'corse')),
	CONSTRAINT "rent_revisions_rise_check" CHECK ("rent_revisions"."new_rent_cents" >= "rent_revisions"."old_rent_cents")
);
--> statement-breakpoint
CREATE TABLE "rental_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"reminder_days" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_kind_check";--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_rent_call_id_rent_calls_id_fk" FOREIGN KEY ("rent_call_id") REFERENCES "public"."rent_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_payment_id_rent_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_regularisations" ADD CONSTRAINT "charge_regularisations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_regularisations" ADD CONSTRAINT "charge_regularisations_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_regularisations" ADD CONSTRAINT "charge_regularisations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irl_indices" ADD CONSTRAINT "irl_indices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_parties" ADD CONSTRAINT "lease_parties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_parties" ADD CONSTRAINT "lease_parties_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_parties" ADD CONSTRAINT "lease_parties_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_exit_inspection_id_inspections_id_fk" FOREIGN KEY ("exit_inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_entry_inspection_id_inspections_id_fk" FOREIGN KEY ("entry_inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_calls" ADD CONSTRAINT "rent_calls_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_calls" ADD CONSTRAINT "rent_calls_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_rent_call_id_rent_calls_id_fk" FOREIGN KEY ("rent_call_id") REFERENCES "public"."rent_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD CONSTRAINT "rent_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_receipts" ADD CONSTRAINT "rent_receipts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_receipts" ADD CONSTRAINT "rent_receipts_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_receipts" ADD CONSTRAINT "rent_receipts_rent_call_id_rent_calls_id_fk" FOREIGN KEY ("rent_call_id") REFERENCES "public"."rent_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_receipts" ADD CONSTRAINT "rent_receipts_payment_id_rent_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_revisions" ADD CONSTRAINT "rent_revisions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_revisions" ADD CONSTRAINT "rent_revisions_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_revisions" ADD CONSTRAINT "rent_revisions_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_imports_agency_idx" ON "bank_imports" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_lines_import_idx" ON "bank_lines" USING btree ("import_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_fingerprint_key" ON "bank_lines" USING btree ("agency_id","fingerprint") WHERE "bank_lines"."status" <> 'duplicate';--> statement-breakpoint
CREATE UNIQUE INDEX "charge_regularisations_lease_year_key" ON "charge_regularisations" USING btree ("lease_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_parties_position_key" ON "lease_parties" USING btree ("lease_id","role","position");--> statement-breakpoint
CREATE INDEX "lease_parties_client_idx" ON "lease_parties" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "leases_agency_status_idx" ON "leases" USING btree ("agency_id","status","start_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leases_property_idx" ON "leases" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "leases_mandate_idx" ON "leases" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "owner_expenses_lease_idx" ON "owner_expenses" USING btree ("agency_id","lease_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_lease_period_key" ON "owner_statements" USING btree ("lease_id","period_start","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_calls_lease_period_key" ON "rent_calls" USING btree ("lease_id","period");--> statement-breakpoint
CREATE INDEX "rent_calls_agency_period_idx" ON "rent_calls" USING btree ("agency_id","period" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rent_calls_unpaid_idx" ON "rent_calls" USING btree ("agency_id","due_on") WHERE "rent_calls"."paid_cents" < "rent_calls"."total_cents";--> statement-breakpoint
CREATE INDEX "rent_payments_call_idx" ON "rent_payments" USING btree ("rent_call_id");--> statement-breakpoint
CREATE INDEX "rent_payments_lease_idx" ON "rent_payments" USING btree ("agency_id","lease_id","received_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payments_bank_line_key" ON "rent_payments" USING btree ("bank_line_id") WHERE "rent_payments"."bank_line_id" is not null;--> statement-breakpoint
CREATE INDEX "rent_receipts_lease_idx" ON "rent_receipts" USING btree ("agency_id","lease_id","period" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rent_receipts_one_quittance" ON "rent_receipts" USING btree ("rent_call_id") WHERE "rent_receipts"."kind" = 'quittance';--> statement-breakpoint
CREATE UNIQUE INDEX "rent_receipts_payment_key" ON "rent_receipts" USING btree ("payment_id") WHERE "rent_receipts"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_revisions_lease_due_key" ON "rent_revisions" USING btree ("lease_id","due_on");--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_kind_check" CHECK ("signature_requests"."document_kind" in ('mandate', 'visit_slip', 'inspection', 'lease'));--> statement-breakpoint
CREATE FUNCTION "immopilote_rental_record_no_early_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Accounting records are kept ten years (issue 34); an agency's own erasure takes them with it.
  IF OLD."retain_until" > (now() AT TIME ZONE 'Europe/Paris')::date
     AND EXISTS (SELECT 1 FROM "agencies" WHERE "id" = OLD."agency_id") THEN
    RAISE EXCEPTION 'an accounting record is kept until %', OLD."retain_until" USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rent_calls_no_early_delete" BEFORE DELETE ON "rent_calls" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "rent_calls_no_truncate" BEFORE TRUNCATE ON "rent_calls" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
CREATE TRIGGER "rent_payments_no_early_delete" BEFORE DELETE ON "rent_payments" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "rent_payments_no_truncate" BEFORE TRUNCATE ON "rent_payments" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
CREATE TRIGGER "rent_receipts_no_early_delete" BEFORE DELETE ON "rent_receipts" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "rent_receipts_no_truncate" BEFORE TRUNCATE ON "rent_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
CREATE TRIGGER "rent_revisions_no_early_delete" BEFORE DELETE ON "rent_revisions" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "rent_revisions_no_truncate" BEFORE TRUNCATE ON "rent_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
CREATE TRIGGER "charge_regularisations_no_early_delete" BEFORE DELETE ON "charge_regularisations" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "charge_regularisations_no_truncate" BEFORE TRUNCATE ON "charge_regularisations" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
CREATE TRIGGER "owner_expenses_no_early_delete" BEFORE DELETE ON "owner_expenses" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "owner_expenses_no_truncate" BEFORE TRUNCATE ON "owner_expenses" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
CREATE TRIGGER "owner_statements_no_early_delete" BEFORE DELETE ON "owner_statements" FOR EACH ROW EXECUTE FUNCTION "immopilote_rental_record_no_early_delete"();
--> statement-breakpoint
CREATE TRIGGER "owner_statements_no_truncate" BEFORE TRUNCATE ON "owner_statements" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
--> statement-breakpoint
SELECT immopilote_protect_agency_table('leases');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('lease_parties');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('rent_calls');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('rent_payments');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('rent_receipts');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('rental_settings');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('bank_imports');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('bank_lines');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('rent_revisions');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('charge_regularisations');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('owner_expenses');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('owner_statements');
