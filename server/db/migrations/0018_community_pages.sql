CREATE TABLE "community_pages" (
	"community_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_pages_community_id_kind_locale_pk" PRIMARY KEY("community_id","kind","locale")
);
--> statement-breakpoint
ALTER TABLE "community_pages" ADD CONSTRAINT "community_pages_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_pages" ADD CONSTRAINT "community_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;