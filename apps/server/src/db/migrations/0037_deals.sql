CREATE TABLE "deal_checklist_items" (
	"agency_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"item" text NOT NULL,
	"document_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_checklist_items_item_check" CHECK ("deal_checklist_items"."item" in ('diagnostics', 'title_deed', 'copro', 'identity_seller', 'identity_buyer'))
);
--> statement-breakpoint
CREATE TABLE "deal_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"due_on" date NOT NULL,
	"done_on" date,
	"loan_amount" integer,
	"loan_rate_max" numeric(5, 2),
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_deadlines_kind_check" CHECK ("deal_deadlines"."kind" in ('withdrawal', 'loan', 'condition', 'deed', 'lease', 'keys'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"property_id" uuid,
	"property_name" text NOT NULL,
	"property_address" text NOT NULL,
	"offer_id" uuid,
	"mandate_id" uuid,
	"party_client_id" uuid,
	"party_name" text NOT NULL,
	"assigned_to" uuid,
	"price" integer NOT NULL,
	"fee_override" integer,
	"opened_on" date NOT NULL,
	"compromis_kind" text,
	"compromis_signed_on" date,
	"buyer_notary" text,
	"seller_notary" text,
	"deposit_amount" integer,
	"deposit_holder" text,
	"first_presentation_on" date,
	"deed_planned_on" date,
	"conditions_lifted_on" date,
	"deed_signed_on" date,
	"rental_zone" text,
	"surface" numeric(10, 2),
	"tenant_fees" integer,
	"tenant_fees_inventory" integer,
	"landlord_fees" integer,
	"lease_signed_on" date,
	"keys_planned_on" date,
	"keys_handed_over_on" date,
	"entry_inspection_id" uuid,
	"closed_on" date,
	"cancelled_on" date,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_kind_check" CHECK ("deals"."kind" in ('sale', 'rental')),
	CONSTRAINT "deals_stage_check" CHECK ("deals"."stage" in ('offer_accepted', 'compromis_signed', 'conditions_lifted', 'deed_signed', 'application_chosen', 'lease_signed', 'keys_handed_over', 'closed', 'cancelled')),
	CONSTRAINT "deals_compromis_kind_check" CHECK ("deals"."compromis_kind" in ('compromis', 'promesse')),
	CONSTRAINT "deals_rental_zone_check" CHECK ("deals"."rental_zone" in ('tres_tendue', 'tendue', 'autre')),
	CONSTRAINT "deals_price_positive" CHECK ("deals"."price" > 0),
	CONSTRAINT "deals_cancel_complete" CHECK (("deals"."stage" = 'cancelled') = ("deals"."cancelled_on" is not null and "deals"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"party" text DEFAULT 'buyer' NOT NULL,
	"parent_offer_id" uuid,
	"buyer_client_id" uuid,
	"buyer_name" text NOT NULL,
	"amount" integer NOT NULL,
	"conditions" text,
	"financing" text NOT NULL,
	"loan_amount" integer,
	"contribution" integer,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_on" date,
	"answer_note" text,
	"answered_by" uuid,
	"document_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_party_check" CHECK ("offers"."party" in ('buyer', 'owner')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'accepted', 'refused', 'countered', 'expired', 'withdrawn')),
	CONSTRAINT "offers_financing_check" CHECK ("offers"."financing" in ('cash', 'loan')),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_answer_complete" CHECK (("offers"."status" in ('pending', 'expired')) = ("offers"."answered_on" is null))
);
--> statement-breakpoint
CREATE TABLE "fee_invoice_counters" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"deal_id" uuid,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"recipient_role" text NOT NULL,
	"recipient_client_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_address" text NOT NULL,
	"property_name" text NOT NULL,
	"description" text NOT NULL,
	"amount_excl_vat_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_incl_vat_cents" integer NOT NULL,
	"seller_facts" text NOT NULL,
	"pdf_key" text NOT NULL,
	"paid_on" date,
	"retain_until" date NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_invoices_number_positive" CHECK ("fee_invoices"."number" > 0),
	CONSTRAINT "fee_invoices_role_check" CHECK ("fee_invoices"."recipient_role" in ('seller', 'buyer', 'landlord', 'tenant')),
	CONSTRAINT "fee_invoices_amounts_check" CHECK ("fee_invoices"."amount_excl_vat_cents" > 0 and "fee_invoices"."vat_cents" >= 0 and "fee_invoices"."amount_incl_vat_cents" = "fee_invoices"."amount_excl_vat_cents" + "fee_invoices"."vat_cents")
);
--> statement-breakpoint
ALTER TABLE "agency_sites" ADD COLUMN "rcs_city" text;--> statement-breakpoint
ALTER TABLE "agency_sites" ADD COLUMN "share_capital" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "deal_checklist_items" ADD CONSTRAINT "deal_checklist_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_checklist_items" ADD CONSTRAINT "deal_checklist_items_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_checklist_items" ADD CONSTRAINT "deal_checklist_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deadlines" ADD CONSTRAINT "deal_deadlines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deadlines" ADD CONSTRAINT "deal_deadlines_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_party_client_id_clients_id_fk" FOREIGN KEY ("party_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_entry_inspection_id_inspections_id_fk" FOREIGN KEY ("entry_inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_parent_offer_id_offers_id_fk" FOREIGN KEY ("parent_offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_client_id_clients_id_fk" FOREIGN KEY ("buyer_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoice_counters" ADD CONSTRAINT "fee_invoice_counters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_recipient_client_id_clients_id_fk" FOREIGN KEY ("recipient_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_checklist_items_key" ON "deal_checklist_items" USING btree ("deal_id","item");--> statement-breakpoint
CREATE INDEX "deal_deadlines_deal_idx" ON "deal_deadlines" USING btree ("deal_id","due_on");--> statement-breakpoint
CREATE INDEX "deal_deadlines_agency_due_idx" ON "deal_deadlines" USING btree ("agency_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_open_per_property" ON "deals" USING btree ("property_id") WHERE "deals"."stage" in ('offer_accepted', 'compromis_signed', 'conditions_lifted', 'deed_signed', 'application_chosen', 'lease_signed', 'keys_handed_over');--> statement-breakpoint
CREATE INDEX "deals_agency_stage_idx" ON "deals" USING btree ("agency_id","stage","opened_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_party_idx" ON "deals" USING btree ("party_client_id");--> statement-breakpoint
CREATE INDEX "deals_mandate_idx" ON "deals" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "offers_property_idx" ON "offers" USING btree ("agency_id","property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_client_id");--> statement-breakpoint
CREATE INDEX "offers_pending_idx" ON "offers" USING btree ("valid_until") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_agency_number_key" ON "fee_invoices" USING btree ("agency_id","number");--> statement-breakpoint
CREATE INDEX "fee_invoices_deal_idx" ON "fee_invoices" USING btree ("deal_id");--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('offers');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('deals');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('deal_deadlines');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('deal_checklist_items');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('fee_invoices');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('fee_invoice_counters');
