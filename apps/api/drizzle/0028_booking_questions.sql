CREATE TABLE "reservation_seats" (
	"reservation_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text,
	"dietary" text[] DEFAULT '{}' NOT NULL,
	"dietary_note" text,
	CONSTRAINT "reservation_seats_reservation_id_position_pk" PRIMARY KEY("reservation_id","position"),
	CONSTRAINT "reservation_seats_position_range" CHECK ("reservation_seats"."position" BETWEEN 0 AND 3),
	CONSTRAINT "reservation_seats_note_length" CHECK (char_length("reservation_seats"."dietary_note") <= 200),
	CONSTRAINT "reservation_seats_name_length" CHECK (char_length("reservation_seats"."name") <= 60),
	CONSTRAINT "reservation_seats_dietary_known" CHECK ("reservation_seats"."dietary" <@ ARRAY['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free', 'nut_allergy', 'shellfish_allergy', 'halal', 'kosher']::text[])
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "question_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reservation_seats" ADD CONSTRAINT "reservation_seats_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_question_length" CHECK (char_length("events"."question") <= 200);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_answer_length" CHECK (char_length("reservations"."answer") <= 300);