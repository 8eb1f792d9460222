-- A signed credential's proof becomes a list of one (1EdTech's AchievementCredential schema accepts
-- only a list; VC 2.0 either). The proof is not part of what it signs: every signature stays valid.
UPDATE "open_badge_credentials" SET "document" = jsonb_set("document", '{proof}', jsonb_build_array("document"->'proof')) WHERE jsonb_typeof("document"->'proof') = 'object';
--> statement-breakpoint
UPDATE "credential_status_lists" SET "signed_credential" = jsonb_set("signed_credential", '{proof}', jsonb_build_array("signed_credential"->'proof')) WHERE jsonb_typeof("signed_credential"->'proof') = 'object';
