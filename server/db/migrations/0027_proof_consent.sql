ALTER TABLE "micro_recognitions" ADD COLUMN "proof_shows_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD COLUMN "proof_shows_picture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD COLUMN "proof_accepted_at" timestamp with time zone;