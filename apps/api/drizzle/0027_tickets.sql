CREATE TABLE "check_ins" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"checked_in" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"token" text NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_token_idx" ON "tickets" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_code_idx" ON "tickets" USING btree ("event_id","code");--> statement-breakpoint
-- hand-written: reserve_seat (migration 0021) also makes the seat's ticket, in the statement that
-- confirms the seat (decision 061); a code another seat of the dinner has refuses it all (23505).
DROP FUNCTION "reserve_seat"(integer, integer, integer, text, integer, text, timestamptz, text, text, text, integer, text, text, text, text, jsonb, text);--> statement-breakpoint
CREATE FUNCTION "reserve_seat"(
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
  -- the seat's ticket (decision 061): made by the caller from crypto.randomBytes
  p_ticket_token text,
  p_ticket_code text,
  -- 'reserved', 'changed' (read again), or why no seat: 'event_unavailable', 'event_past', 'sold_out'
  OUT outcome text,
  OUT spots integer,
  OUT made_at timestamptz,
  OUT outbox_id integer
) LANGUAGE plpgsql AS $$
DECLARE
  e "events"%ROWTYPE;
  held boolean;
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
  -- a seat the waitlist holds for this guest is theirs; anyone else takes a public one
  UPDATE "waitlist_entries" SET "status" = 'claimed', "ended_at" = now()
    WHERE "event_id" = p_event_id AND "user_id" = p_user_id AND "status" = 'offered'
      AND "offer_expires_at" > now();
  held := FOUND;
  UPDATE "events" SET "available_spots" = "available_spots" - (CASE WHEN held THEN 0 ELSE 1 END)
    WHERE "id" = p_event_id AND (held OR "available_spots" > 0)
    RETURNING "available_spots" INTO spots;
  IF NOT FOUND THEN
    outcome := 'sold_out';
    RETURN;
  END IF;
  INSERT INTO "reservations"
      ("id", "event_id", "user_id", "status", "payment_intent_id", "amount_paid", "confirmation_sent_at")
    VALUES (p_reservation_id, p_event_id, p_user_id, true, p_payment_intent_id, p_amount_paid, now())
    RETURNING "created_at" INTO made_at;
  INSERT INTO "tickets" ("reservation_id", "event_id", "token", "code")
    VALUES (p_reservation_id, p_event_id, p_ticket_token, p_ticket_code);
  INSERT INTO "email_outbox" ("to", "subject", "text", "html", "attachments", "request_id")
    VALUES (p_to, p_subject, p_text, p_html, p_attachments, p_request_id)
    RETURNING "id" INTO outbox_id;
  outcome := 'reserved';
END;
$$;
