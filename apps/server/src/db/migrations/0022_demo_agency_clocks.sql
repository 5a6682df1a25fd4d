CREATE TABLE "agency_clocks" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"billing_offset_ms" bigint DEFAULT 0 NOT NULL,
	"retention_offset_ms" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "demo_clock" CASCADE;--> statement-breakpoint
DROP TABLE "retention_clock" CASCADE;--> statement-breakpoint
ALTER TABLE "agency_clocks" ADD CONSTRAINT "agency_clocks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- The instance-wide clocks (demo_clock, retention_clock) moved every agency's time; their offsets
-- belong to no agency and are dropped: every agency is back on real time. The demonstration
-- agency's own clocks are rows of agency_clocks, held by the agency boundary like any agency table.
SELECT immopilote_protect_agency_table('agency_clocks');
