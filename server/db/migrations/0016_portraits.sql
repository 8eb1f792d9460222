CREATE TABLE "portrait_groups" (
	"portrait_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "portrait_groups_portrait_id_group_id_pk" PRIMARY KEY("portrait_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "portrait_highlights" (
	"portrait_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portrait_highlights_portrait_id_experience_id_pk" PRIMARY KEY("portrait_id","experience_id")
);
--> statement-breakpoint
CREATE TABLE "portraits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"sharing_parameters" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portrait_groups" ADD CONSTRAINT "portrait_groups_portrait_id_portraits_user_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."portraits"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portrait_groups" ADD CONSTRAINT "portrait_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portrait_highlights" ADD CONSTRAINT "portrait_highlights_portrait_id_portraits_user_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."portraits"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portrait_highlights" ADD CONSTRAINT "portrait_highlights_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portraits" ADD CONSTRAINT "portraits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portraits" ADD CONSTRAINT "portraits_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portrait_groups_group_idx" ON "portrait_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "portrait_highlights_experience_idx" ON "portrait_highlights" USING btree ("experience_id");