ALTER TABLE "data_exports" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key") WHERE "mail_outbox"."dedupe_key" is not null;--> statement-breakpoint
-- Requests that raced before this index may have queued the same document twice: keep one job per
-- requester and document (the one already running, else the oldest) so the unique index can be built.
DELETE FROM "pdf_jobs" AS "extra" USING "pdf_jobs" AS "kept"
WHERE "extra"."status" in ('queued', 'running') AND "kept"."status" in ('queued', 'running')
  AND "extra"."user_id" = "kept"."user_id" AND "extra"."fingerprint" = "kept"."fingerprint"
  AND ("kept"."status" = 'running', -"kept"."id") > ("extra"."status" = 'running', -"extra"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_jobs_under_way_idx" ON "pdf_jobs" USING btree ("user_id","fingerprint") WHERE "pdf_jobs"."status" in ('queued', 'running');