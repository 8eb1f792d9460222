CREATE TABLE "wallet_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"credential_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"tx_code_hash" text NOT NULL,
	"failed_tx_codes" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"access_token_hash" text,
	"access_token_expires_at" timestamp with time zone,
	"copy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_offers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "wallet_offers_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
DROP INDEX "open_badge_credentials_certification_idx";--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD COLUMN "original_id" integer;--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD COLUMN "holder_did" text;--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_credential_id_open_badge_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."open_badge_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_copy_id_open_badge_credentials_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."open_badge_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_offers_credential_idx" ON "wallet_offers" USING btree ("credential_id","user_id");--> statement-breakpoint
ALTER TABLE "open_badge_credentials" ADD CONSTRAINT "open_badge_credentials_original_id_open_badge_credentials_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."open_badge_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_badge_credentials_original_idx" ON "open_badge_credentials" USING btree ("original_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_badge_credentials_certification_idx" ON "open_badge_credentials" USING btree ("certification_id") WHERE "open_badge_credentials"."original_id" is null;