-- Custom migration: a narrow table of (word, start, event) for search's closeness groups
-- (apps/api/src/modules/search, decision search-candidates-in-sql). A group's soonest events
-- holding one of its words are read from a B-tree, about as many index entries as events
-- wanted, instead of every event row holding the words (a bitmap heap scan of 1,000 to 2,000
-- wide rows, then a sort). Not in the Drizzle schema: only search-repository.ts reads it.
-- Rows: each word of events.search_words of every active event that had not started when it
-- was written. Past rows stay until their event is edited, cancelled or deleted: every read
-- asks for date_time > now(), so they are only skipped index entries.
CREATE TABLE "search_word_events" (
  "word" text NOT NULL,
  "date_time" timestamp with time zone NOT NULL,
  "event_id" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_word_events" ("word", "date_time", "event_id")
  SELECT unnest("search_words"), "date_time", "id" FROM "events"
  WHERE "status" AND "date_time" > now();
--> statement-breakpoint
CREATE INDEX "search_word_events_idx" ON "search_word_events" ("word", "date_time", "event_id");
--> statement-breakpoint
-- Inserted events: one statement per insert (the bulk seed inserts thousands at a time).
CREATE FUNCTION index_inserted_event_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_events (word, date_time, event_id)
    SELECT unnest(search_words), date_time, id FROM inserted
    WHERE status AND date_time > now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_word_index_inserted
  AFTER INSERT ON "events" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION index_inserted_event_words();
--> statement-breakpoint
-- An edit of the words (the BEFORE trigger of 0013 has recomputed search_words), of the start,
-- or a cancellation: the old rows go (found by the index: old words, old start, id), the new
-- ones come if the event is active and upcoming. Seat updates touch none of these columns.
CREATE FUNCTION index_updated_event_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_word_events
      WHERE word = ANY(OLD.search_words) AND date_time = OLD.date_time AND event_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status AND NEW.date_time > now() THEN
    INSERT INTO search_word_events (word, date_time, event_id)
      SELECT unnest(NEW.search_words), NEW.date_time, NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_word_index_updated
  AFTER UPDATE OF "title", "description", "tags", "date_time", "status" ON "events"
  FOR EACH ROW WHEN (
    OLD.search_words IS DISTINCT FROM NEW.search_words
    OR OLD.date_time IS DISTINCT FROM NEW.date_time
    OR OLD.status IS DISTINCT FROM NEW.status
  )
  EXECUTE FUNCTION index_updated_event_words();
--> statement-breakpoint
CREATE TRIGGER events_word_index_deleted
  AFTER DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION index_updated_event_words();
--> statement-breakpoint
ANALYZE "search_word_events";
