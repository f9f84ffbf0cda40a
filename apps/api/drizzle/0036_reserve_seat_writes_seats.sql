-- hand-written: reserve_seat (migration 0033) also writes the booking's answer and its seat rows
-- (the booker's at position 0, companions 1 to 3), so a party's booking is one statement in one
-- transaction instead of BEGIN, the call, three writes and COMMIT (decision 073). p_seat_rows is
-- null when nothing was answered and there are no companions: then no seat row is written, as
-- before. Each element: {"name": text or null, "dietary": [text], "note": text or null}.
DROP FUNCTION "reserve_seat"(integer, integer, integer, text, integer, text, timestamptz, text,
  text, text, integer, text, text, text, text, jsonb, text, text, text, integer);--> statement-breakpoint
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
  -- the reservation's ticket (decision 061): made by the caller from crypto.randomBytes
  p_ticket_token text,
  p_ticket_code text,
  -- the party's seats, the booker's included (1 to 4)
  p_seats integer,
  -- the answer to the host's question, and the seat rows in position order (or null)
  p_answer text,
  p_seat_rows jsonb,
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
      ("id", "event_id", "user_id", "status", "payment_intent_id", "amount_paid", "seats",
       "confirmation_sent_at", "answer")
    VALUES (p_reservation_id, p_event_id, p_user_id, true, p_payment_intent_id, p_amount_paid,
      p_seats, now(), p_answer)
    RETURNING "created_at" INTO made_at;
  IF p_seat_rows IS NOT NULL THEN
    INSERT INTO "reservation_seats" ("reservation_id", "position", "name", "dietary", "dietary_note")
      SELECT p_reservation_id, (r.ord - 1)::smallint, r.s->>'name',
          ARRAY(SELECT jsonb_array_elements_text(coalesce(r.s->'dietary', '[]'::jsonb))),
          r.s->>'note'
        FROM jsonb_array_elements(p_seat_rows) WITH ORDINALITY AS r(s, ord);
  END IF;
  INSERT INTO "tickets" ("reservation_id", "event_id", "token", "code")
    VALUES (p_reservation_id, p_event_id, p_ticket_token, p_ticket_code);
  INSERT INTO "email_outbox" ("to", "subject", "text", "html", "attachments", "request_id")
    VALUES (p_to, p_subject, p_text, p_html, p_attachments, p_request_id)
    RETURNING "id" INTO outbox_id;
  outcome := 'reserved';
END;
$$;
