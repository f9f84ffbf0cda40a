-- Custom migration: search's words are recomputed only when what feeds them changes, and the
-- vocabulary lookup is one function (apps/api/src/modules/search, decision
-- search-candidates-in-sql).
-- A stored generated column is recomputed on every update of the row, seat counts included:
-- events.search_words becomes a plain column that a trigger fills on insert and on edits of
-- the title, description or tags.
ALTER TABLE "events" ALTER COLUMN "search_words" DROP EXPRESSION;
--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "search_words" SET DEFAULT '{}';
--> statement-breakpoint
CREATE FUNCTION events_fill_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := events_search_words(NEW.title, NEW.description, NEW.tags);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_search_words_fill_inserted
  BEFORE INSERT ON "events"
  FOR EACH ROW EXECUTE FUNCTION events_fill_search_words();
--> statement-breakpoint
CREATE TRIGGER events_search_words_fill_updated
  BEFORE UPDATE OF "title", "description", "tags" ON "events"
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title
    OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.tags IS DISTINCT FROM NEW.tags
  )
  EXECUTE FUNCTION events_fill_search_words();
--> statement-breakpoint
-- The vocabulary words similar to any of the query's words, with their best similarity: word
-- similarity 0.2 or more (`%>` through the GIN trigram index; the threshold is this function's
-- own setting, so no statement around it needs one), and for a query word under 4 letters also
-- every word holding it (trigrams miss those, Fuse does not), similarity 1. Without statistics
-- (PGlite has no autovacuum) the planner would scan the whole vocabulary instead of its index.
CREATE FUNCTION search_vocabulary(query_words text[]) RETURNS TABLE (word text, similarity real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.2
  SET enable_seqscan = off
  AS $$
    SELECT m.word, max(m.similarity)::real
    FROM (
      SELECT v.word, word_similarity(q, v.word) AS similarity
      FROM unnest(query_words) AS q, LATERAL (SELECT s.word FROM search_words s WHERE s.word %> q) v
      UNION ALL
      SELECT v.word, 1
      FROM unnest(query_words) AS q,
        LATERAL (
          SELECT s.word FROM search_words s
          WHERE length(q) < 4 AND s.word LIKE '%' || regexp_replace(q, '([\\%_])', '\\\1', 'g') || '%'
        ) v
    ) m
    GROUP BY m.word
  $$;
