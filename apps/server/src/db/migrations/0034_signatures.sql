CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seal_certificates" (
	"id" smallint PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"signer_id" uuid,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" jsonb,
	CONSTRAINT "signature_events_kind_check" CHECK ("signature_events"."kind" in ('created', 'link_sent', 'device_opened', 'link_opened', 'code_sent', 'code_failed', 'code_verified', 'document_viewed', 'signed', 'refused', 'locked', 'cancelled', 'document_mismatch', 'sealed', 'parties_mailed'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"document_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"agency_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"original_pages" smallint NOT NULL,
	"sealed_key" text,
	"sealed_sha256" text,
	"proof_pdf_key" text,
	"proof_json_key" text,
	"offers_early_start" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"retain_until" date NOT NULL,
	CONSTRAINT "signature_requests_kind_check" CHECK ("signature_requests"."document_kind" in ('mandate', 'visit_slip')),
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('pending', 'sealing', 'completed', 'refused', 'locked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"client_id" uuid,
	"user_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"method" text,
	"access_token_hash" text,
	"access_expires_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"code_channel" text,
	"code_destination" text,
	"code_verified_at" timestamp with time zone,
	"mark_kind" text,
	"mark_key" text,
	"mark_text" text,
	"consent_text" text,
	"early_start_requested" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"refusal_reason" text,
	CONSTRAINT "signature_signers_role_check" CHECK ("signature_signers"."role" in ('agency', 'mandator', 'visitor')),
	CONSTRAINT "signature_signers_status_check" CHECK ("signature_signers"."status" in ('waiting', 'signed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "owner_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"mandate_id" uuid,
	"property_id" uuid,
	"cadence" text NOT NULL,
	"recipients" text[] NOT NULL,
	"visit_count" integer NOT NULL,
	"pdf_key" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_notices_cadence_check" CHECK ("owner_notices"."cadence" in ('within_8_days', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "visit_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"history_id" uuid,
	"property_id" uuid,
	"mandate_id" uuid,
	"mandate_number" integer,
	"property_label" text NOT NULL,
	"visit_date" date NOT NULL,
	"start_time" time,
	"visitors" jsonb NOT NULL,
	"signature_request_id" uuid,
	"interest" text,
	"price_opinion" text,
	"remarks" text,
	"feedback_at" timestamp with time zone,
	"feedback_by" uuid,
	"owner_notice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_records_interest_check" CHECK ("visit_records"."interest" in ('tres_interesse', 'interesse', 'peu_interesse', 'pas_interesse')),
	CONSTRAINT "visit_records_price_opinion_check" CHECK ("visit_records"."price_opinion" in ('trop_cher', 'un_peu_cher', 'juste', 'attractif'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "owner_notice_cadence" text DEFAULT 'within_8_days' NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "fee_mode" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "fee_amount" integer;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "fee_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "fee_payer" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "retraction_applies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "retraction_ends_on" date;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "early_start_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "retracted_on" date;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "signature_request_id" uuid;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "countersigned_on" date;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_notices" ADD CONSTRAINT "owner_notices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_notices" ADD CONSTRAINT "owner_notices_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_notices" ADD CONSTRAINT "owner_notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_history_id_property_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."property_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_feedback_by_users_id_fk" FOREIGN KEY ("feedback_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "signature_requests_subject_idx" ON "signature_requests" USING btree ("agency_id","document_kind","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_sealed_sha_key" ON "signature_requests" USING btree ("agency_id","sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_position_key" ON "signature_signers" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_access_key" ON "signature_signers" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "signature_signers_client_idx" ON "signature_signers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "owner_notices_mandate_idx" ON "owner_notices" USING btree ("mandate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "visit_records_history_key" ON "visit_records" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "visit_records_property_idx" ON "visit_records" USING btree ("agency_id","property_id","visit_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_records_mandate_idx" ON "visit_records" USING btree ("mandate_id");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_owner_notice_cadence_check" CHECK ("agencies"."owner_notice_cadence" in ('within_8_days', 'weekly'));--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_fee_mode_check" CHECK ("mandates"."fee_mode" in ('amount', 'rate'));--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_fee_payer_check" CHECK ("mandates"."fee_payer" in ('mandant', 'acquereur', 'partage', 'locataire', 'bailleur'));--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('signature_requests');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('signature_signers');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('signature_events');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('visit_records');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('owner_notices');
--> statement-breakpoint
-- The proof file's trail is never rewritten; its lines go only with their request (ten years on).
CREATE FUNCTION "immopilote_signature_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'a signature event is never rewritten' USING ERRCODE = 'restrict_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM "signature_requests" WHERE "id" = OLD."request_id") THEN
    RAISE EXCEPTION 'a signature event goes only with its request' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "signature_events_append_only" BEFORE UPDATE OR DELETE ON "signature_events" FOR EACH ROW EXECUTE FUNCTION "immopilote_signature_events_append_only"();
