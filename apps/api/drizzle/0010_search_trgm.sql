-- Custom migration: search takes its candidates from the database (apps/api/src/modules/search,
-- decision search-candidates-in-sql). pg_trgm ships with PostgreSQL and with PGlite (loaded by
-- db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The words fuzzy search can match, lower-cased: those at the start of the title and of the
-- description (Fuse, with location 0 and distance 100 at threshold 0.3, never matches a word
-- starting more than 30 characters into a field) and the tags' words.
-- IMMUTABLE although array_to_string is only STABLE in general: its output for text[] is fixed.
CREATE FUNCTION events_search_words(title text, description text, tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT w), '{}')
    FROM regexp_split_to_table(
      lower(left(title, 64) || ' ' || left(description, 64) || ' ' || array_to_string(tags, ' ')),
      '[^[:alnum:]]+'
    ) AS w
    WHERE w <> ''
  $$;
--> statement-breakpoint
-- Stored and kept in sync by PostgreSQL on every write. Not in the Drizzle schema on purpose:
-- no event read selects it (search-repository.ts names it).
ALTER TABLE "events" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (events_search_words("title", "description", "tags")) STORED NOT NULL;
--> statement-breakpoint
-- fastupdate off: PGlite has no autovacuum to empty a GIN pending list, which every search
-- would otherwise read through.
CREATE INDEX "events_search_words_idx" ON "events" USING gin ("search_words") WITH (fastupdate = off);
--> statement-breakpoint
-- Every word any event has had: a query word is matched against this small vocabulary with
-- word similarity (GIN trigram index), then events holding a matched word come from the index
-- above. Words of edited or removed events stay: they only widen the vocabulary.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
INSERT INTO "search_words" SELECT DISTINCT unnest("search_words") FROM "events" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE FUNCTION remember_inserted_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words SELECT DISTINCT unnest(search_words) FROM inserted ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_search_words_inserted
  AFTER INSERT ON "events" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_words();
--> statement-breakpoint
CREATE FUNCTION remember_updated_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words SELECT unnest(NEW.search_words) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only edits of the searched fields: seat counts and cancellations write nothing here.
CREATE TRIGGER events_search_words_updated
  AFTER UPDATE OF "title", "description", "tags" ON "events"
  FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words)
  EXECUTE FUNCTION remember_updated_search_words();
