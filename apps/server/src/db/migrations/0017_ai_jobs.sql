CREATE TABLE "ai_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid,
	"task" text NOT NULL,
	"engine" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"month" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_jobs_task_check" CHECK ("ai_jobs"."task" in ('listing', 'reviews')),
	CONSTRAINT "ai_jobs_engine_check" CHECK ("ai_jobs"."engine" in ('builtin', 'openai-compatible', 'webhook')),
	CONSTRAINT "ai_jobs_status_check" CHECK ("ai_jobs"."status" in ('running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "ai_jobs" ADD CONSTRAINT "ai_jobs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_jobs" ADD CONSTRAINT "ai_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_jobs_agency_created_idx" ON "ai_jobs" USING btree ("agency_id","created_at");