CREATE TABLE "job_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"key_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_queue_state_check" CHECK ("job_queue"."state" in ('waiting', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "billing_alert" text;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_exports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "job_queue_name_key_key" ON "job_queue" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "job_queue_state_idx" ON "job_queue" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "payment_events_unprocessed_idx" ON "payment_events" USING btree ("created_at") WHERE "payment_events"."processed_at" is null;--> statement-breakpoint
-- hand-written
-- Events stored before 0025 were recorded by the transaction that applied them.
UPDATE "payment_events" SET "processed_at" = "created_at" WHERE "processed_at" IS NULL;
--> statement-breakpoint
-- Exports unfinished at the upgrade: their age stands for their last sign of life (before 0025 a
-- portal export was given up 30 minutes after it was asked for, an agency export never).
UPDATE "agency_exports" SET "heartbeat_at" = "created_at" WHERE "status" = 'pending';
--> statement-breakpoint
UPDATE "portal_exports" SET "heartbeat_at" = "created_at" WHERE "status" IN ('pending', 'running');
