ALTER TABLE "open_badge_credentials" ALTER COLUMN "document" DROP NOT NULL;--> statement-breakpoint
-- A credential whose certification is gone (withdrawn, or its experience or account deleted: the
-- foreign key sets certification_id null) or that is revoked keeps no learner content: only its
-- place in the status list, so that a copy held elsewhere still checks as revoked. A trigger, so
-- that no path of deletion (cascades included) can leave the signed text behind.
CREATE FUNCTION "open_badge_credentials_forget_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."certification_id" IS NULL OR NEW."revoked_at" IS NOT NULL THEN
    NEW."document" := NULL;
    NEW."revoked_at" := COALESCE(NEW."revoked_at", now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "open_badge_credentials_forget_revoked" BEFORE UPDATE ON "open_badge_credentials" FOR EACH ROW EXECUTE FUNCTION "open_badge_credentials_forget_revoked"();
--> statement-breakpoint
UPDATE "open_badge_credentials" SET "document" = NULL, "revoked_at" = COALESCE("revoked_at", now()) WHERE "certification_id" IS NULL OR "revoked_at" IS NOT NULL;
