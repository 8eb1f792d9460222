ALTER TABLE "communities" ADD COLUMN "public_links" text DEFAULT 'allowed' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "public_link_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "public_link_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "public_link_approved_by" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_link_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_link_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_link_approved_by" integer;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_public_link_approved_by_users_id_fk" FOREIGN KEY ("public_link_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_public_link_approved_by_users_id_fk" FOREIGN KEY ("public_link_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;