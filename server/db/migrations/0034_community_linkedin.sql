ALTER TABLE "communities" ADD COLUMN "linkedin_organization_id" text;--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD COLUMN "holder_id" integer;--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD CONSTRAINT "open_badge_credentials_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_badge_credentials_holder_idx" ON "open_badge_credentials" USING btree ("holder_id","community_id");--> statement-breakpoint
-- Live credentials name their learner through their certification; revoked ones already left them.
UPDATE "open_badge_credentials" SET "holder_id" = "experiences"."user_id" FROM "certifications" INNER JOIN "experiences" ON "experiences"."id" = "certifications"."experience_id" WHERE "certifications"."id" = "open_badge_credentials"."certification_id";
