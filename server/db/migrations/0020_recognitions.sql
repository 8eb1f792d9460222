CREATE TABLE "micro_recognition_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"micro_recognition_id" integer NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "micro_recognition_skills" (
	"micro_recognition_id" integer NOT NULL,
	"experience_skill_id" integer NOT NULL,
	"student_level" integer NOT NULL,
	"teacher_level" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "micro_recognition_skills_micro_recognition_id_experience_skill_id_pk" PRIMARY KEY("micro_recognition_id","experience_skill_id")
);
--> statement-breakpoint
CREATE TABLE "recognition_review_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"micro_recognition_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recognition_review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "micro_recognition_id" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "certificator_id" integer;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD COLUMN "community_id" integer;--> statement-breakpoint
-- Written by hand: requests made before this migration take their experience's community.
UPDATE "micro_recognitions" SET "community_id" = "experiences"."community_id" FROM "experiences" WHERE "experiences"."id" = "micro_recognitions"."experience_id";--> statement-breakpoint
ALTER TABLE "micro_recognitions" ALTER COLUMN "community_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD COLUMN "teacher_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD COLUMN "teacher_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "micro_recognition_messages" ADD CONSTRAINT "micro_recognition_messages_micro_recognition_id_micro_recognitions_id_fk" FOREIGN KEY ("micro_recognition_id") REFERENCES "public"."micro_recognitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_recognition_skills" ADD CONSTRAINT "micro_recognition_skills_micro_recognition_id_micro_recognitions_id_fk" FOREIGN KEY ("micro_recognition_id") REFERENCES "public"."micro_recognitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_recognition_skills" ADD CONSTRAINT "micro_recognition_skills_experience_skill_id_experience_skills_id_fk" FOREIGN KEY ("experience_skill_id") REFERENCES "public"."experience_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_review_links" ADD CONSTRAINT "recognition_review_links_micro_recognition_id_micro_recognitions_id_fk" FOREIGN KEY ("micro_recognition_id") REFERENCES "public"."micro_recognitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "micro_recognition_messages_recognition_idx" ON "micro_recognition_messages" USING btree ("micro_recognition_id","id");--> statement-breakpoint
CREATE INDEX "recognition_review_links_recognition_idx" ON "recognition_review_links" USING btree ("micro_recognition_id");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_micro_recognition_id_micro_recognitions_id_fk" FOREIGN KEY ("micro_recognition_id") REFERENCES "public"."micro_recognitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_certificator_id_users_id_fk" FOREIGN KEY ("certificator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD CONSTRAINT "micro_recognitions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD CONSTRAINT "micro_recognitions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_recognition_idx" ON "certifications" USING btree ("micro_recognition_id");--> statement-breakpoint
CREATE INDEX "micro_recognitions_teacher_idx" ON "micro_recognitions" USING btree ("community_id",lower("teacher_email"));