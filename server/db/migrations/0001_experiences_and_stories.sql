CREATE TABLE "addresses" (
	"experience_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"city" text,
	"postcode" text,
	"administrative" text,
	"country" text,
	"latitude" text,
	"longitude" text
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"certificator_name" text NOT NULL,
	"certificator_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_groups" (
	"experience_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "experience_groups_experience_id_group_id_pk" PRIMARY KEY("experience_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "experience_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"parent_id" integer,
	"skill_id" integer,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_tags" (
	"experience_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "experience_tags_experience_id_tag_id_pk" PRIMARY KEY("experience_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"picture_key" text,
	"picture_width" integer,
	"picture_height" integer,
	"link_url" text,
	"sharing_parameters" text DEFAULT 'private' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"public_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "micro_recognitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"teacher_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"sharing_parameters" text DEFAULT 'private' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"public_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "story_experiences" (
	"story_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "story_experiences_story_id_experience_id_pk" PRIMARY KEY("story_id","experience_id")
);
--> statement-breakpoint
CREATE TABLE "story_groups" (
	"story_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "story_groups_story_id_group_id_pk" PRIMARY KEY("story_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_groups" ADD CONSTRAINT "experience_groups_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_groups" ADD CONSTRAINT "experience_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_skills" ADD CONSTRAINT "experience_skills_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_skills" ADD CONSTRAINT "experience_skills_parent_id_experience_skills_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experience_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_skills" ADD CONSTRAINT "experience_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tags" ADD CONSTRAINT "experience_tags_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tags" ADD CONSTRAINT "experience_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_recognitions" ADD CONSTRAINT "micro_recognitions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_experiences" ADD CONSTRAINT "story_experiences_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_experiences" ADD CONSTRAINT "story_experiences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_groups" ADD CONSTRAINT "story_groups_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_groups" ADD CONSTRAINT "story_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_experience_idx" ON "certifications" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_groups_group_idx" ON "experience_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "experience_skills_experience_idx" ON "experience_skills" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_tags_tag_idx" ON "experience_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "experiences_community_created_idx" ON "experiences" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "experiences_user_created_idx" ON "experiences" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "experiences_picture_key_idx" ON "experiences" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "micro_recognitions_experience_idx" ON "micro_recognitions" USING btree ("experience_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_community_name_idx" ON "skills" USING btree ("community_id","name");--> statement-breakpoint
CREATE INDEX "stories_community_created_idx" ON "stories" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stories_user_created_idx" ON "stories" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "story_experiences_experience_idx" ON "story_experiences" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "story_groups_group_idx" ON "story_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_community_lower_name_idx" ON "tags" USING btree ("community_id",lower("name"));