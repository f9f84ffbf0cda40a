ALTER TABLE "events" ADD COLUMN "refund_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "material_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refund_policy_known" CHECK ("events"."refund_policy" IN ('flexible', 'moderate', 'strict'));