CREATE TABLE "listing_text_cleanups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"removed" text[] NOT NULL,
	"description_before" text NOT NULL,
	"cleaned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_text_cleanups" ADD CONSTRAINT "listing_text_cleanups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_text_cleanups" ADD CONSTRAINT "listing_text_cleanups_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_text_cleanups_agency_idx" ON "listing_text_cleanups" USING btree ("agency_id","cleaned_at");--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('listing_text_cleanups');
--> statement-breakpoint
-- An ad text without the legal mentions frozen in it (issue 26): the « Informations légales » block
-- an optimiser appended, and any sentence stating a price, fees or an energy class. The same rule
-- as stripLegalMentions in packages/contracts/src/listing/ad-text.ts (test/listing-text-cleanup
-- compares them); the mentions are written from the current facts wherever the ad goes.
CREATE FUNCTION immopilote_strip_legal_mentions(description text, OUT cleaned text, OUT removed text[])
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  sp constant text := '[ \t\u00a0\u202f]';
  mention_start constant text := '^' || sp || '*(?:[-–•*]' || sp || '*)?(?:(?:prix|loyer|honoraires|charges|dpe|ges)(?![[:alpha:]])|compl[éÉeE]ment de loyer|d[éÉeE]p[ôÔoO]t de garantie|bien en copropri[éÉeE]t[éÉeE]|classe [éÉeE]nergie|classe climat|consommation [éÉeE]nerg|[éÉeE]missions de gaz|montant estim[éÉeE]|d[éÉeE]penses annuelles|logement [àÀaA] consommation|bar[èÈeE]me)';
  mention_anywhere constant text := 'honoraires|kwh|co[2₂]|classe [éÉeE]nergie|classe climat';
  states_a_fact constant text := '[0-9]|(?<![[:alnum:]])[A-G](?![[:alnum:]])|https?://';
  heading constant text := '^' || sp || '*informations l[éÉeE]gales' || sp || '*:?' || sp || '*$';
  sentence_end constant text := '(?<=[.!?…])' || sp || '+(?=[^ \t\u00a0\u202f])';
  blank constant text := E' \t\n\u00a0\u202f';
  line text;
  sentence text;
  sentences text[];
  left_over text[];
  kept text[] := '{}';
  in_block boolean := false;
BEGIN
  removed := '{}';
  cleaned := description;
  IF description IS NULL THEN
    RETURN;
  END IF;
  FOREACH line IN ARRAY regexp_split_to_array(description, E'\r\n|\r|\n') LOOP
    IF line ~* heading THEN
      in_block := true;
      removed := removed || btrim(line, blank);
      CONTINUE;
    END IF;
    IF in_block AND btrim(line, blank) <> '' THEN
      removed := removed || btrim(line, blank);
      CONTINUE;
    END IF;
    in_block := false;
    sentences := regexp_split_to_array(line, sentence_end);
    left_over := '{}';
    FOREACH sentence IN ARRAY sentences LOOP
      IF (sentence ~* mention_start OR sentence ~* mention_anywhere) AND sentence ~ states_a_fact THEN
        removed := removed || btrim(sentence, blank);
      ELSE
        left_over := left_over || sentence;
      END IF;
    END LOOP;
    IF cardinality(left_over) = cardinality(sentences) THEN
      kept := kept || line;
    ELSIF cardinality(left_over) > 0 THEN
      kept := kept || array_to_string(left_over, ' ');
    END IF;
  END LOOP;
  IF cardinality(removed) > 0 THEN
    cleaned := btrim(regexp_replace(array_to_string(kept, E'\n'), E'\n{3,}', E'\n\n', 'g'), blank);
  END IF;
END
$$;
--> statement-breakpoint
-- Cleans every ad text once and reports each change in listing_text_cleanups (what was taken out,
-- the text before); answers the number of properties changed. Run below, across agencies.
CREATE FUNCTION immopilote_clean_listing_texts() RETURNS integer LANGUAGE sql AS $$
  WITH stripped AS (
    SELECT p.id, p.agency_id, p.description, s.cleaned, s.removed
    FROM properties p CROSS JOIN LATERAL immopilote_strip_legal_mentions(p.description) s
    WHERE cardinality(s.removed) > 0
  ), reported AS (
    INSERT INTO listing_text_cleanups (agency_id, property_id, removed, description_before)
    SELECT agency_id, id, removed, description FROM stripped
  ), cleaned AS (
    UPDATE properties p SET description = s.cleaned FROM stripped s WHERE p.id = s.id RETURNING p.id
  )
  SELECT count(*)::integer FROM cleaned
$$;
--> statement-breakpoint
-- The tables hold every role but immopilote_system to one agency's rows (0021).
SET ROLE immopilote_system;
--> statement-breakpoint
SELECT immopilote_clean_listing_texts();
--> statement-breakpoint
RESET ROLE;
