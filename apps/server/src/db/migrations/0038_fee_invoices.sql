ALTER TABLE "access_log" DROP CONSTRAINT "access_log_kind_check";--> statement-breakpoint
ALTER TABLE "purge_log" DROP CONSTRAINT "purge_log_kind_check";--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('client_document', 'property_document', 'client_export', 'agency_export', 'register_export', 'portal_export', 'lead_view', 'lead_message', 'signature_download', 'invoice_download'));--> statement-breakpoint
ALTER TABLE "purge_log" ADD CONSTRAINT "purge_log_kind_check" CHECK ("purge_log"."kind" in ('document_expired', 'client_anonymised', 'client_erased', 'lead_expired', 'signature_expired', 'invoice_expired'));--> statement-breakpoint
-- hand-written
-- A fee invoice is a legal document kept ten years (C. commerce L123-22): whatever code or person
-- talks to the database, what it printed is never rewritten, and only its payment is recorded
-- after, once. The recipient client and the issuing member may go (set null by their foreign keys):
-- the invoice keeps the name and address it printed.
CREATE FUNCTION "immopilote_fee_invoices_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW."id", NEW."agency_id", NEW."deal_id", NEW."number", NEW."issued_on", NEW."due_on",
         NEW."recipient_role", NEW."recipient_name", NEW."recipient_address", NEW."property_name",
         NEW."description", NEW."amount_excl_vat_cents", NEW."vat_rate_bp", NEW."vat_cents",
         NEW."amount_incl_vat_cents", NEW."seller_facts", NEW."pdf_key", NEW."retain_until", NEW."created_at")
     IS DISTINCT FROM
     ROW(OLD."id", OLD."agency_id", OLD."deal_id", OLD."number", OLD."issued_on", OLD."due_on",
         OLD."recipient_role", OLD."recipient_name", OLD."recipient_address", OLD."property_name",
         OLD."description", OLD."amount_excl_vat_cents", OLD."vat_rate_bp", OLD."vat_cents",
         OLD."amount_incl_vat_cents", OLD."seller_facts", OLD."pdf_key", OLD."retain_until", OLD."created_at") THEN
    RAISE EXCEPTION 'an invoice is never rewritten nor renumbered' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD."paid_on" IS NOT NULL AND NEW."paid_on" IS DISTINCT FROM OLD."paid_on" THEN
    RAISE EXCEPTION 'an invoice''s payment is recorded once' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW."recipient_client_id" IS DISTINCT FROM OLD."recipient_client_id" AND NEW."recipient_client_id" IS NOT NULL)
     OR (NEW."issued_by" IS DISTINCT FROM OLD."issued_by" AND NEW."issued_by" IS NOT NULL) THEN
    RAISE EXCEPTION 'an invoice is never rewritten' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Deleted only ten years on (the daily retention round), or with its agency (by cascade: by then
-- the agency row is gone).
CREATE FUNCTION "immopilote_fee_invoices_no_early_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."retain_until" > (now() AT TIME ZONE 'Europe/Paris')::date
     AND EXISTS (SELECT 1 FROM "agencies" WHERE "id" = OLD."agency_id") THEN
    RAISE EXCEPTION 'an invoice is kept until %', OLD."retain_until" USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_invoices_append_only" BEFORE UPDATE ON "fee_invoices" FOR EACH ROW EXECUTE FUNCTION "immopilote_fee_invoices_append_only"();--> statement-breakpoint
CREATE TRIGGER "fee_invoices_no_early_delete" BEFORE DELETE ON "fee_invoices" FOR EACH ROW EXECUTE FUNCTION "immopilote_fee_invoices_no_early_delete"();--> statement-breakpoint
CREATE TRIGGER "fee_invoices_no_truncate" BEFORE TRUNCATE ON "fee_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();
