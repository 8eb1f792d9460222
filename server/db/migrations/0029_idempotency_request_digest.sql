-- Keys recorded before requests were digested (24 hours' worth at most) match no request: a
-- repeat of one answers 422 IDEMPOTENCY_KEY_REUSED and creates nothing twice.
ALTER TABLE "idempotency_keys" ADD COLUMN "request_digest" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_digest" DROP DEFAULT;
