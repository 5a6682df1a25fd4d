CREATE TABLE "privacy_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"rejected_candidate_months" smallint NOT NULL,
	"tenant_file_years" smallint NOT NULL,
	"contract_years" smallint NOT NULL,
	"notice_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_rejected_bounds" CHECK ("privacy_settings"."rejected_candidate_months" between 0 and 3),
	CONSTRAINT "privacy_settings_tenant_bounds" CHECK ("privacy_settings"."tenant_file_years" between 3 and 5),
	CONSTRAINT "privacy_settings_contract_bounds" CHECK ("privacy_settings"."contract_years" between 10 and 30)
);
--> statement-breakpoint
CREATE TABLE "purge_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"client_ref" text NOT NULL,
	"document_type" text,
	"documents_deleted" integer DEFAULT 0 NOT NULL,
	"history_anonymised" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purge_log_kind_check" CHECK ("purge_log"."kind" in ('document_expired', 'client_anonymised', 'client_erased'))
);
--> statement-breakpoint
CREATE TABLE "retention_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "candidate_status" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "candidate_status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "lease_ends_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "document_type" text;--> statement-breakpoint
-- Client documents from before issue 15 had no type: « Autre document contractuel », the one type that
-- asserts nothing about their content (docs/decisions.md, issue 15).
UPDATE "documents" SET "document_type" = 'contrat.autre' WHERE "client_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purge_log" ADD CONSTRAINT "purge_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purge_log" ADD CONSTRAINT "purge_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_settings_notice_token_key" ON "privacy_settings" USING btree ("notice_token");--> statement-breakpoint
CREATE INDEX "purge_log_agency_created_idx" ON "purge_log" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_roles_check" CHECK ("clients"."roles" <@ array['acquereur', 'vendeur', 'locataire', 'candidat_locataire', 'bailleur']::text[]);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_candidate_status_check" CHECK ("clients"."candidate_status" in ('en_cours', 'retenu', 'non_retenu'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_candidate_status_role" CHECK (("clients"."candidate_status" is null) = ("clients"."candidate_status_changed_at" is null) and ("clients"."candidate_status" is null or 'candidat_locataire' = any("clients"."roles")));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_check" CHECK (("documents"."client_id" is null) = ("documents"."document_type" is null));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_known" CHECK ("documents"."document_type" in ('identite.carte_identite', 'identite.passeport', 'identite.permis_conduire', 'identite.titre_sejour', 'domicile.quittances', 'domicile.attestation_hebergement', 'domicile.election_domicile', 'domicile.titre_propriete', 'activite.contrat_travail', 'activite.registre_entreprise', 'activite.carte_professionnelle', 'activite.carte_etudiant', 'ressources.avis_imposition', 'ressources.bulletins_salaire', 'ressources.bilans', 'ressources.pensions_prestations', 'ressources.aides_logement', 'ressources.bourse', 'ressources.revenus_fonciers', 'ressources.indemnites_stage', 'garant.identite.carte_identite', 'garant.identite.passeport', 'garant.identite.permis_conduire', 'garant.identite.titre_sejour', 'garant.domicile.quittances', 'garant.domicile.attestation_hebergement', 'garant.domicile.election_domicile', 'garant.domicile.titre_propriete', 'garant.activite.contrat_travail', 'garant.activite.registre_entreprise', 'garant.activite.carte_professionnelle', 'garant.activite.carte_etudiant', 'garant.ressources.avis_imposition', 'garant.ressources.bulletins_salaire', 'garant.ressources.bilans', 'garant.ressources.pensions_prestations', 'garant.ressources.aides_logement', 'garant.ressources.bourse', 'garant.ressources.revenus_fonciers', 'garant.ressources.indemnites_stage', 'garant.organisme', 'garant.personne_morale', 'contrat.mandat', 'contrat.compromis', 'contrat.bail', 'contrat.etat_des_lieux', 'contrat.diagnostic', 'contrat.autre'));