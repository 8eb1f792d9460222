CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Files already in use get their row, so the sweeper can collect them once nothing uses them.
INSERT INTO "stored_files" ("key", "written_at")
SELECT DISTINCT "picture_key", now() FROM "experiences" WHERE "picture_key" IS NOT NULL
ON CONFLICT DO NOTHING;
