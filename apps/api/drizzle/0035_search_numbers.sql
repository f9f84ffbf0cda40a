-- Custom migration: a query word of digits only is matched as digits, not by trigram
-- similarity (issue 30, docs/measurements/search.md). Ten symbols make few distinct trigrams, so
-- a number was "similar" to most numbered words of a large vocabulary. Now a number matches
-- the words holding it, as Fuse does, at most 300 of them: one tier is read for at most 200
-- candidates, so more words only cost time. Three digits or more are read through the GIN index;
-- one or two digits have no trigram to look up, so a scan that stops at the limit is cheaper
-- (the generic plan would read the whole index instead, and workers cost more than the scan).
-- Every other query word is matched as migration 0013 set.
CREATE FUNCTION search_vocabulary_short_number(q text) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = on
  SET enable_bitmapscan = off
  SET enable_indexscan = off
  SET max_parallel_workers_per_gather = 0
  AS $$
    SELECT s.word FROM search_words s
    WHERE q ~ '^[0-9]{1,2}$' AND s.word LIKE '%' || q || '%'
    LIMIT 300
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary(query_words text[]) RETURNS TABLE (word text, similarity real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.2
  SET enable_seqscan = off
  AS $$
    SELECT m.word, max(m.similarity)::real
    FROM (
      SELECT v.word, word_similarity(q, v.word) AS similarity
      FROM unnest(query_words) AS q, LATERAL (SELECT s.word FROM search_words s WHERE s.word %> q) v
      WHERE q !~ '^[0-9]+$'
      UNION ALL
      SELECT v.word, 1
      FROM unnest(query_words) AS q,
        LATERAL (
          SELECT s.word FROM search_words s
          WHERE length(q) < 4 AND q !~ '^[0-9]+$'
            AND s.word LIKE '%' || regexp_replace(q, '([\\%_])', '\\\1', 'g') || '%'
        ) v
      UNION ALL
      SELECT v.word, 1
      FROM unnest(query_words) AS q,
        LATERAL (
          SELECT s.word FROM search_words s
          WHERE q ~ '^[0-9]{3,}$' AND s.word LIKE '%' || q || '%'
          LIMIT 300
        ) v
      UNION ALL
      SELECT v.word, 1
      FROM unnest(query_words) AS q, LATERAL search_vocabulary_short_number(q) AS v(word)
      WHERE q ~ '^[0-9]{1,2}$'
    ) m
    GROUP BY m.word
  $$;
