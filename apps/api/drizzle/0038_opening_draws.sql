CREATE TABLE "draw_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"draw_position" integer,
	"waitlist_position" integer,
	"offer_expires_at" timestamp with time zone,
	CONSTRAINT "draw_entries_seats_range" CHECK ("draw_entries"."seats" BETWEEN 1 AND 4),
	CONSTRAINT "draw_entries_status_known" CHECK ("draw_entries"."status" IN ('entered', 'offered', 'waitlisted')),
	CONSTRAINT "draw_entries_position_range" CHECK ("draw_entries"."draw_position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "opening_draws" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"entry_count" integer NOT NULL,
	"draw_order" jsonb NOT NULL,
	CONSTRAINT "opening_draws_seed_length" CHECK (char_length("opening_draws"."seed") = 32),
	CONSTRAINT "opening_draws_entry_count_range" CHECK ("opening_draws"."entry_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_draws" ADD CONSTRAINT "opening_draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_event_user_idx" ON "draw_entries" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "draw_entries_entered_idx" ON "draw_entries" USING btree ("event_id") WHERE "draw_entries"."status" = 'entered';--> statement-breakpoint
CREATE INDEX "draw_entries_user_idx" ON "draw_entries" USING btree ("user_id");