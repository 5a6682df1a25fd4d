-- The agency boundary in the database (issue 24, db/agency-scope.ts). The application's statements
-- run as immopilote_app, which owns nothing, with the agency of the work in progress set for their
-- transaction; every table holding an agency's rows lets that role see and write that agency's rows
-- only. immopilote_system is for the three reads across agencies (administration, periodic jobs,
-- sign-in). The role that runs these migrations owns the tables and switches to the two roles.
--
-- Roles belong to the whole server, not to one database: another database of the same server (a
-- test run, a second install) may have created them already, possibly at the same moment.
DO $$
BEGIN
  CREATE ROLE immopilote_app NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE ROLE immopilote_system NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The login role (this migration's) switches to them for each statement (SET ROLE needs membership).
GRANT immopilote_app, immopilote_system TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO immopilote_app, immopilote_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO immopilote_app, immopilote_system;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO immopilote_app, immopilote_system;
--> statement-breakpoint
-- Tables and sequences of later migrations get the same rights; their policies are theirs to add
-- (test/agency-boundary.test.ts fails for an agency table without them).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO immopilote_app, immopilote_system;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO immopilote_app, immopilote_system;
--> statement-breakpoint
-- One agency's rows, and only them, for the application; every row for the reads across agencies.
-- FORCE: the owner is held too (a maintenance session must choose its role). The setting is read in
-- a sub-select, so PostgreSQL evaluates it once per statement, not once per row.
-- A later migration protects a new agency table with: SELECT immopilote_protect_agency_table('t');
CREATE FUNCTION immopilote_protect_agency_table(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY agency_rows ON %s AS PERMISSIVE FOR ALL TO immopilote_app '
    'USING (agency_id = (SELECT nullif(current_setting(''app.agency_id'', true), '''')::uuid)) '
    'WITH CHECK (agency_id = (SELECT nullif(current_setting(''app.agency_id'', true), '''')::uuid))',
    target);
  EXECUTE format(
    'CREATE POLICY across_agencies ON %s AS PERMISSIVE FOR ALL TO immopilote_system USING (true) WITH CHECK (true)',
    target);
END
$$;
--> statement-breakpoint
SELECT immopilote_protect_agency_table(c.oid)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
WHERE c.relkind = 'r'
  AND c.relname <> 'profiles'
  AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'agency_id' AND NOT a.attisdropped)
ORDER BY c.relname;
--> statement-breakpoint
-- A profile is also its person's own: a signed-in person reads and writes their row whatever its
-- agency (a pending member edits their name). Any other row is written into the agency the work is
-- bound to, or out of any agency: a member removed by the head is named in app.user_id for that
-- transaction (releasingProfilesOf), since PostgreSQL checks an updated row against the read policy too.
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY agency_rows ON profiles AS PERMISSIVE FOR ALL TO immopilote_app
  USING (
    agency_id = (SELECT nullif(current_setting('app.agency_id', true), '')::uuid)
    OR id IN (SELECT unnest(string_to_array(nullif(current_setting('app.user_id', true), ''), ','))::uuid)
  )
  WITH CHECK (
    agency_id = (SELECT nullif(current_setting('app.agency_id', true), '')::uuid)
    OR agency_id IS NULL
    OR id IN (SELECT unnest(string_to_array(nullif(current_setting('app.user_id', true), ''), ','))::uuid)
  );
--> statement-breakpoint
CREATE POLICY across_agencies ON profiles AS PERMISSIVE FOR ALL TO immopilote_system USING (true) WITH CHECK (true);
