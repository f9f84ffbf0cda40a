-- hand-written: a draw entry in one call (decision 078) instead of BEGIN, four statements and
-- COMMIT. The steps are decision 075's, in its order, each with its own snapshot (PL/pgSQL in
-- READ COMMITTED): the dinner's row lock is shared first, so the entry lands either before the
-- draw reads the entries or after its claim is visible. Outcomes: 'entered' (now, or a replay's
-- first entry, kept even once drawn), 'drawn' (the claim came first: book first-come), 'gone'.
CREATE FUNCTION "enter_draw"(
  p_event_id integer,
  p_user_id integer,
  p_seats integer,
  p_request jsonb,
  OUT outcome text
) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "events" WHERE "id" = p_event_id FOR SHARE;
  IF NOT FOUND THEN
    outcome := 'gone';
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM "draw_entries" WHERE "event_id" = p_event_id AND "user_id" = p_user_id) THEN
    outcome := 'entered';
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM "opening_draws" WHERE "event_id" = p_event_id) THEN
    outcome := 'drawn';
    RETURN;
  END IF;
  -- a replay racing this one under the same share lock: its row is the entry, this one writes nothing
  INSERT INTO "draw_entries" ("event_id", "user_id", "seats", "request", "status")
    VALUES (p_event_id, p_user_id, p_seats, p_request, 'entered')
    ON CONFLICT DO NOTHING;
  outcome := 'entered';
END;
$$;
