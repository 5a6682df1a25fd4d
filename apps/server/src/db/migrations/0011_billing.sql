CREATE TABLE "agency_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "agency_exports_status_check" CHECK ("agency_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "demo_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_subscriptions" (
	"ref" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"fail_next_payment" boolean DEFAULT false NOT NULL,
	"invoice_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"plan" text NOT NULL,
	"amount_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_ttc_cents" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"hosted_url" text,
	"billed_name" text NOT NULL,
	"billed_address" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_plan_check" CHECK ("invoices"."plan" in ('starter', 'pro', 'premium')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'open', 'void'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" DROP CONSTRAINT "agencies_subscription_status_check";--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "subscription_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "subscription_grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "subscription_read_only_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "payment_customer_ref" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "payment_subscription_ref" text;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD CONSTRAINT "agency_exports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD CONSTRAINT "agency_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_exports_agency_idx" ON "agency_exports" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_agency_idx" ON "invoices" USING btree ("agency_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_ref_key" ON "invoices" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_payment_subscription_ref_key" ON "agencies" USING btree ("payment_subscription_ref");--> statement-breakpoint
CREATE INDEX "agencies_payment_customer_ref_idx" ON "agencies" USING btree ("payment_customer_ref");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_subscription_status_check" CHECK ("agencies"."subscription_status" in ('inactive', 'active', 'past_due', 'read_only', 'canceled'));