-- Legacy data may hold several heads in one agency: the owner stays head (else the earliest), the others become members.
UPDATE "profiles" AS p SET "is_boss" = false
FROM (
  SELECT pr."id", row_number() OVER (
    PARTITION BY pr."agency_id"
    ORDER BY (pr."id" = a."owner_id") DESC NULLS LAST, pr."created_at", pr."id"
  ) AS rn
  FROM "profiles" pr JOIN "agencies" a ON a."id" = pr."agency_id"
  WHERE pr."is_boss"
) AS ranked
WHERE p."id" = ranked."id" AND ranked.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_one_head_per_agency_key" ON "profiles" USING btree ("agency_id") WHERE "profiles"."is_boss";
