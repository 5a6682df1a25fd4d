CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "property_history" ADD COLUMN "start_time" time;--> statement-breakpoint
ALTER TABLE "property_history" ADD COLUMN "duration_minutes" smallint;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_history_agency_date_idx" ON "property_history" USING btree ("agency_id","date");--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_time_check" CHECK (("property_history"."start_time" is null and "property_history"."duration_minutes" is null) or ("property_history"."start_time" is not null and "property_history"."duration_minutes" between 5 and 720));