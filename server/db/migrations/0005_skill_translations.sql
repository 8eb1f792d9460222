CREATE TABLE "skill_translations" (
	"skill_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "skill_translations_skill_id_locale_pk" PRIMARY KEY("skill_id","locale")
);
--> statement-breakpoint
ALTER TABLE "skill_translations" ADD CONSTRAINT "skill_translations_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;