CREATE TABLE "storage_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"root" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_identity_single_row" CHECK ("storage_identity"."id" = 1)
);
