-- Korean search of one syllable (집, 앱, 책): searchGrams() now also keeps every Hangul syllable as
-- a gram of its own, so the GIN index serves it. Rows written before get theirs from search_text,
-- which holds the same normalized text the grams were cut from.
UPDATE "profiles" SET "search_grams" = ARRAY(
  SELECT DISTINCT g FROM unnest("search_grams" || ARRAY(
    SELECT (regexp_matches("search_text", '[가-힣]', 'g'))[1])) AS g)
WHERE "search_text" ~ '[가-힣]';
--> statement-breakpoint
UPDATE "projects" SET "search_grams" = ARRAY(
  SELECT DISTINCT g FROM unnest("search_grams" || ARRAY(
    SELECT (regexp_matches("search_text", '[가-힣]', 'g'))[1])) AS g)
WHERE "search_text" ~ '[가-힣]';
