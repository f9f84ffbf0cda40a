-- Custom migration: a search's unknown words are looked up in one call that answers, per query
-- word, its similar vocabulary words (issue 30, docs/measurements/search.md). The app called
-- search_vocabulary once per word (a lateral join) to know which word each match came from;
-- one call for all of them costs PGlite a fifth less. The branches are migration 0035's.
-- search_vocabulary stays for instances still running the previous release during a deploy,
-- answered from the new function, so the branches live in one function; a later migration may
-- drop it.
CREATE FUNCTION search_vocabulary_by_word(query_words text[])
  RETURNS TABLE (query_word text, word text, similarity real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.2
  SET enable_seqscan = off
  AS $$
    SELECT m.q, m.word, max(m.similarity)::real
    FROM (
      SELECT q, v.word, word_similarity(q, v.word) AS similarity
      FROM unnest(query_words) AS q, LATERAL (SELECT s.word FROM search_words s WHERE s.word %> q) v
      WHERE q !~ '^[0-9]+$'
      UNION ALL
      SELECT q, v.word, 1
      FROM unnest(query_words) AS q,
        LATERAL (
          SELECT s.word FROM search_words s
          WHERE length(q) < 4 AND q !~ '^[0-9]+$'
            AND s.word LIKE '%' || regexp_replace(q, '([\\%_])', '\\\1', 'g') || '%'
        ) v
      UNION ALL
      SELECT q, v.word, 1
      FROM unnest(query_words) AS q,
        LATERAL (
          SELECT s.word FROM search_words s
          WHERE q ~ '^[0-9]{3,}$' AND s.word LIKE '%' || q || '%'
          LIMIT 300
        ) v
      UNION ALL
      SELECT q, v.word, 1
      FROM unnest(query_words) AS q, LATERAL search_vocabulary_short_number(q) AS v(word)
      WHERE q ~ '^[0-9]{1,2}$'
    ) m
    GROUP BY m.q, m.word
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary(query_words text[]) RETURNS TABLE (word text, similarity real)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT v.word, max(v.similarity)::real FROM search_vocabulary_by_word(query_words) v GROUP BY v.word
  $$;
