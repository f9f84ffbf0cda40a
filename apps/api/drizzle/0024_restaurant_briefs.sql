CREATE TABLE "restaurant_briefs" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"headcount" integer NOT NULL,
	"restaurant_email" text
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "restaurant_email" text;--> statement-breakpoint
ALTER TABLE "restaurant_briefs" ADD CONSTRAINT "restaurant_briefs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_restaurant_email_length" CHECK (length("events"."restaurant_email") <= 254);