ALTER TABLE "users" ADD COLUMN "cookie_consent_at" timestamp with time zone;--> statement-breakpoint
-- an account with an optional cookie on has certainly chosen; one with both off may never have
UPDATE "users" SET "cookie_consent_at" = now() WHERE "cookie_statistics" OR "cookie_marketing";
