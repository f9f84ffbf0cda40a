CREATE TABLE "host_notes" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_notes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "host_notes_note_length" CHECK (char_length("host_notes"."note") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "no_shows" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_notes" ADD CONSTRAINT "host_notes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_notes" ADD CONSTRAINT "host_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_shows_event_idx" ON "no_shows" USING btree ("event_id");