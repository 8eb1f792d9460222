CREATE TABLE "group_tags" (
	"group_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_tags_group_id_tag_id_pk" PRIMARY KEY("group_id","tag_id")
);
--> statement-breakpoint
DROP INDEX "skills_community_name_idx";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "group_tags" ADD CONSTRAINT "group_tags_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tags" ADD CONSTRAINT "group_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_tags_tag_idx" ON "group_tags" USING btree ("tag_id");--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skills_group_name_idx" ON "skills" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_community_name_idx" ON "skills" USING btree ("community_id","name") WHERE "skills"."group_id" is null;