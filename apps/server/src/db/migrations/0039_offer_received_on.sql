ALTER TABLE "offers" ADD COLUMN "received_on" date;--> statement-breakpoint
-- hand-written: offers recorded before this column reached the agency the day they were recorded (Paris).
UPDATE "offers" SET "received_on" = ("created_at" AT TIME ZONE 'Europe/Paris')::date;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "received_on" SET NOT NULL;
