-- Custom migration: search_word_events (0015) holds the words of on-sale events only, so a
-- search without filters reads its candidates from it and never joins back to events
-- (decision search-candidates-in-sql, addendum of 2026-11-24). On sale is `onSale` of
-- apps/api/src/modules/events/on-sale.ts: free, or the host's payout account can take payment.
-- The rule is written there and here; each names the other.
-- Whether a host's payout account can take payment, from its columns (hostCanTakePayment).
CREATE FUNCTION payout_ready(connect_id text, onboarding_complete boolean, status text)
  RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT connect_id IS NOT NULL AND onboarding_complete AND status IS DISTINCT FROM 'pending'
  $$;
--> statement-breakpoint
CREATE FUNCTION event_on_sale(price integer, host_id integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$
    SELECT price = 0 OR EXISTS (
      SELECT 1 FROM users payee WHERE payee.id = host_id AND payout_ready(
        payee.stripe_connect_id, payee.stripe_connect_onboarding_complete,
        payee.stripe_connect_status))
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION index_inserted_event_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_events (word, date_time, event_id)
    SELECT unnest(search_words), date_time, id FROM inserted
    WHERE status AND date_time > now() AND event_on_sale(price, host_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION index_updated_event_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_word_events
      WHERE word = ANY(OLD.search_words) AND date_time = OLD.date_time AND event_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status AND NEW.date_time > now()
    AND event_on_sale(NEW.price, NEW.host_id) THEN
    INSERT INTO search_word_events (word, date_time, event_id)
      SELECT unnest(NEW.search_words), NEW.date_time, NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A price or host change can put a dinner on sale or take it off.
DROP TRIGGER events_word_index_updated ON "events";
--> statement-breakpoint
CREATE TRIGGER events_word_index_updated
  AFTER UPDATE OF "title", "description", "tags", "date_time", "status", "price", "host_id"
  ON "events"
  FOR EACH ROW WHEN (
    OLD.search_words IS DISTINCT FROM NEW.search_words
    OR OLD.date_time IS DISTINCT FROM NEW.date_time
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.host_id IS DISTINCT FROM NEW.host_id
  )
  EXECUTE FUNCTION index_updated_event_words();
--> statement-breakpoint
-- A host's payout account starts or stops taking payment: their paid dinners' rows go, and come
-- back if it now can (found by the index: each word, start and id, as the update trigger does).
CREATE FUNCTION index_host_paid_event_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_events s
    USING (SELECT unnest(search_words) AS word, date_time, id FROM events
      WHERE host_id = NEW.id AND price > 0) e
    WHERE s.word = e.word AND s.date_time = e.date_time AND s.event_id = e.id;
  IF payout_ready(NEW.stripe_connect_id, NEW.stripe_connect_onboarding_complete,
    NEW.stripe_connect_status) THEN
    INSERT INTO search_word_events (word, date_time, event_id)
      SELECT unnest(search_words), date_time, id FROM events
      WHERE host_id = NEW.id AND price > 0 AND status AND date_time > now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_paid_event_words
  AFTER UPDATE OF stripe_connect_id, stripe_connect_onboarding_complete, stripe_connect_status
  ON users
  FOR EACH ROW WHEN (
    payout_ready(OLD.stripe_connect_id, OLD.stripe_connect_onboarding_complete,
      OLD.stripe_connect_status)
    IS DISTINCT FROM
    payout_ready(NEW.stripe_connect_id, NEW.stripe_connect_onboarding_complete,
      NEW.stripe_connect_status)
  )
  EXECUTE FUNCTION index_host_paid_event_words();
--> statement-breakpoint
DELETE FROM search_word_events s USING events e
  WHERE s.event_id = e.id AND NOT event_on_sale(e.price, e.host_id);
