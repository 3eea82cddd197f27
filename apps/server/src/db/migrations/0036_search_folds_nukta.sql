-- Hindi search (issue 32): a nukta is written or left out as the typist likes (फ़ोटोग्राफ़र and
-- फोटोग्राफर, ज़री and जरी), so search compares words without it, on both sides: the listings'
-- documents here, the query in packages/shared/src/search/tokens.ts (normaliseSearchText).
-- NFD splits the precomposed letters (फ़ U+095E is फ U+092B and the nukta U+093C).
CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT lower(unaccent(normalize(
    replace(normalize(coalesce(input, ''), NFD), U&'\093C', ''), NFC)))
$$;

-- Every document again, with the words as they now compare.
SELECT search_refresh(coalesce(array_agg(id), '{}')) FROM listings;
