CREATE TABLE "seat_cancellations" (
	"reservation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"share" integer NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_cancellations_reservation_id_position_pk" PRIMARY KEY("reservation_id","position"),
	CONSTRAINT "seat_cancellations_position_range" CHECK ("seat_cancellations"."position" BETWEEN 1 AND 3),
	CONSTRAINT "seat_cancellations_share_range" CHECK ("seat_cancellations"."share" >= 0),
	CONSTRAINT "seat_cancellations_refund_range" CHECK ("seat_cancellations"."refund_amount" BETWEEN 0 AND "seat_cancellations"."share")
);
--> statement-breakpoint
DROP INDEX "simulated_refunds_payment_intent_idx";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_cancellations" ADD CONSTRAINT "seat_cancellations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_cancellations_refund_required_idx" ON "seat_cancellations" USING btree ("cancelled_at") WHERE "seat_cancellations"."refund_status" = 'required';--> statement-breakpoint
CREATE INDEX "simulated_refunds_payment_intent_idx" ON "simulated_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_seats_range" CHECK ("waitlist_entries"."seats" BETWEEN 1 AND 4);
--> statement-breakpoint
-- hand-written: reserve_seat (migration 0030) claims a waitlist offer holding the whole waiting
-- party's seats (decision 067), not one: the party booked takes them, and what it needs beyond
-- them from the public seats, or nothing at all.
CREATE OR REPLACE FUNCTION "reserve_seat"(
  p_event_id integer,
  p_user_id integer,
  p_reservation_id integer,
  p_payment_intent_id text,
  p_amount_paid integer,
  -- what the confirmation was made from: nothing is done if the locked dinner says otherwise
  p_title text,
  p_date_time timestamptz,
  p_time_zone text,
  p_restaurant_name text,
  p_location text,
  p_price integer,
  -- the confirmation's outbox row
  p_to text,
  p_subject text,
  p_text text,
  p_html text,
  p_attachments jsonb,
  -- the request that made the reservation, kept on its confirmation's outbox row
  p_request_id text,
  -- the reservation's ticket (decision 061): made by the caller from crypto.randomBytes
  p_ticket_token text,
  p_ticket_code text,
  -- the party's seats, the booker's included (1 to 4)
  p_seats integer,
  -- 'reserved', 'changed' (read again), or why no seat: 'event_unavailable', 'event_past',
  -- 'sold_out' (then spots is the seats left, fewer than the party)
  OUT outcome text,
  OUT spots integer,
  OUT made_at timestamptz,
  OUT outbox_id integer
) LANGUAGE plpgsql AS $$
DECLARE
  e "events"%ROWTYPE;
  claimed integer;
  held integer := 0;
BEGIN
  SELECT * INTO e FROM "events" WHERE "id" = p_event_id FOR UPDATE;
  IF NOT FOUND OR NOT e."status" THEN
    outcome := 'event_unavailable';
    RETURN;
  END IF;
  -- the caller's time went through a JavaScript Date: milliseconds, where PostgreSQL keeps micro
  IF (e."title", e."time_zone", e."restaurant_name", e."location", e."price")
     IS DISTINCT FROM (p_title, p_time_zone, p_restaurant_name, p_location, p_price)
     OR abs(extract(epoch FROM e."date_time" - p_date_time)) >= 0.001 THEN
    outcome := 'changed';
    RETURN;
  END IF;
  IF e."date_time" <= now() THEN
    outcome := 'event_past';
    RETURN;
  END IF;
  -- the seats the waitlist holds for this guest's party are theirs; any more the party needs
  -- are public ones, and held seats the party does not use go public (decision 067)
  UPDATE "waitlist_entries" SET "status" = 'claimed', "ended_at" = now()
    WHERE "event_id" = p_event_id AND "user_id" = p_user_id AND "status" = 'offered'
      AND "offer_expires_at" > now()
    RETURNING "id", "seats" INTO claimed, held;
  held := coalesce(held, 0);
  UPDATE "events"
    SET "available_spots" = "available_spots" - (p_seats - held)
    WHERE "id" = p_event_id
      AND "available_spots" >= p_seats - held
    RETURNING "available_spots" INTO spots;
  IF NOT FOUND THEN
    IF claimed IS NOT NULL THEN
      UPDATE "waitlist_entries" SET "status" = 'offered', "ended_at" = NULL WHERE "id" = claimed;
    END IF;
    outcome := 'sold_out';
    spots := e."available_spots";
    RETURN;
  END IF;
  INSERT INTO "reservations"
      ("id", "event_id", "user_id", "status", "payment_intent_id", "amount_paid", "seats", "confirmation_sent_at")
    VALUES (p_reservation_id, p_event_id, p_user_id, true, p_payment_intent_id, p_amount_paid, p_seats, now())
    RETURNING "created_at" INTO made_at;
  INSERT INTO "tickets" ("reservation_id", "event_id", "token", "code")
    VALUES (p_reservation_id, p_event_id, p_ticket_token, p_ticket_code);
  INSERT INTO "email_outbox" ("to", "subject", "text", "html", "attachments", "request_id")
    VALUES (p_to, p_subject, p_text, p_html, p_attachments, p_request_id)
    RETURNING "id" INTO outbox_id;
  outcome := 'reserved';
END;
$$;
