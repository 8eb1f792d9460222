CREATE TABLE "credential_status_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"length" integer NOT NULL,
	"signed_credential" jsonb,
	"signed_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuer_keys" (
	"community_id" integer PRIMARY KEY NOT NULL,
	"public_key_multibase" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_badge_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"community_id" integer NOT NULL,
	"certification_id" integer,
	"status_list_id" integer NOT NULL,
	"status_index" integer NOT NULL,
	"identity_salt" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "open_badge_credentials_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "credential_status_lists" ADD CONSTRAINT "credential_status_lists_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_keys" ADD CONSTRAINT "issuer_keys_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD CONSTRAINT "open_badge_credentials_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD CONSTRAINT "open_badge_credentials_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD CONSTRAINT "open_badge_credentials_status_list_id_credential_status_lists_id_fk" FOREIGN KEY ("status_list_id") REFERENCES "public"."credential_status_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_status_lists_community_idx" ON "credential_status_lists" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_badge_credentials_certification_idx" ON "open_badge_credentials" USING btree ("certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_badge_credentials_status_idx" ON "open_badge_credentials" USING btree ("status_list_id","status_index");