ALTER TABLE "events" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
-- dinners drawn before this column existed are marked with their draw's time (decision 072)
UPDATE "events" SET "drawn_at" = d."ran_at" FROM "opening_draws" d WHERE d."event_id" = "events"."id";
