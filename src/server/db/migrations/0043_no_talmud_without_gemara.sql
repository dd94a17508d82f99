-- The Talmud domain no longer seeds a collection for a tractate that has no Babylonian Talmud (Eduyot, Avot, Middot,
-- Kinnim, and Tahorot's tractates but Niddah: shared/texts/built-in-collections#NO_BAVLI): no page of it could fill one.
-- Those seeded before are removed where they are still the seed's (shared, its name and slug) and hold no word; one an
-- administrator renamed or filled is theirs and stays.
DELETE FROM "collections" c
WHERE c."owner_id" IS NULL AND c."domain" = 'aramaic'
  AND (c."name", c."slug") IN (VALUES
    ('Eduyot', 'eduyot'), ('Avot', 'avot'), ('Middot', 'middot'), ('Kinnim', 'kinnim'), ('Kelim', 'kelim'), ('Oholot', 'oholot'),
    ('Negaim', 'negaim'), ('Parah', 'parah'), ('Tahorot', 'tahorot'), ('Mikvaot', 'mikvaot'), ('Makhshirin', 'makhshirin'),
    ('Zavim', 'zavim'), ('Tevul Yom', 'tevul-yom'), ('Yadayim', 'yadayim'), ('Oktzin', 'oktzin'))
  AND NOT EXISTS (SELECT 1 FROM "words" w WHERE w."collection_id" = c."id");
