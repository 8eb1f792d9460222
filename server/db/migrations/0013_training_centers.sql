CREATE TABLE "platform_accounts" (
	"training_center_id" integer NOT NULL,
	"platform_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_accounts_training_center_id_platform_user_id_pk" PRIMARY KEY("training_center_id","platform_user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_center_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_sign_ins_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "training_center_groups" (
	"training_center_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "training_center_groups_training_center_id_group_id_pk" PRIMARY KEY("training_center_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "training_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_training_center_id_training_centers_id_fk" FOREIGN KEY ("training_center_id") REFERENCES "public"."training_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sign_ins" ADD CONSTRAINT "platform_sign_ins_training_center_id_training_centers_id_fk" FOREIGN KEY ("training_center_id") REFERENCES "public"."training_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_center_groups" ADD CONSTRAINT "training_center_groups_training_center_id_training_centers_id_fk" FOREIGN KEY ("training_center_id") REFERENCES "public"."training_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_center_groups" ADD CONSTRAINT "training_center_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_centers" ADD CONSTRAINT "training_centers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_accounts_user_idx" ON "platform_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "platform_sign_ins_center_idx" ON "platform_sign_ins" USING btree ("training_center_id");--> statement-breakpoint
CREATE INDEX "training_centers_community_idx" ON "training_centers" USING btree ("community_id");