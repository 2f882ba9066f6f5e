ALTER TABLE "projects" ADD COLUMN "open_jobs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_recruiting_idx" ON "projects" USING btree ("published_at" DESC NULLS LAST,"project_no" DESC NULLS LAST) WHERE "projects"."status" <> '99' and "projects"."deleted_at" is null and "projects"."status" not in ('05', '06') and "projects"."open_jobs" <> '{}'::text[];--> statement-breakpoint
CREATE INDEX "projects_open_jobs_gin" ON "projects" USING gin ("open_jobs") WHERE "projects"."status" <> '99' and "projects"."deleted_at" is null;--> statement-breakpoint
-- projects.open_jobs follows its slots in the same transaction: any insert, update or delete of a
-- slot recomputes the project's open job codes (sorted, distinct). Slot writers lock the slot and
-- then the project, in that order everywhere, so this adds no new lock order.
CREATE FUNCTION "project_open_jobs_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "projects" p SET "open_jobs" = coalesce((SELECT array_agg(DISTINCT s."job_code" ORDER BY s."job_code")
      FROM "project_slots" s WHERE s."project_no" = OLD."project_no" AND s."filled" < s."capacity"), '{}')
    WHERE p."project_no" = OLD."project_no";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."project_no" <> OLD."project_no") THEN
    UPDATE "projects" p SET "open_jobs" = coalesce((SELECT array_agg(DISTINCT s."job_code" ORDER BY s."job_code")
      FROM "project_slots" s WHERE s."project_no" = NEW."project_no" AND s."filled" < s."capacity"), '{}')
    WHERE p."project_no" = NEW."project_no";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_slots_open_jobs" AFTER INSERT OR DELETE OR UPDATE OF "job_code", "capacity", "filled", "project_no"
  ON "project_slots" FOR EACH ROW EXECUTE FUNCTION "project_open_jobs_sync"();
--> statement-breakpoint
UPDATE "projects" p SET "open_jobs" = s."jobs" FROM (SELECT "project_no", array_agg(DISTINCT "job_code" ORDER BY "job_code") AS "jobs"
  FROM "project_slots" WHERE "filled" < "capacity" GROUP BY "project_no") s WHERE s."project_no" = p."project_no";
