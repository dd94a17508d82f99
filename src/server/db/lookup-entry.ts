// SQL on the dictionary that more than one module needs: the reader's lookup (dictionary) gives a
// tapped word's entries; "Add to my words" (my-words) saves the gloss of the one the learner chose.
import { and, arrayOverlaps, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { dictionaryEntries as d } from "./schema";

export interface LookupEntry { id: string; definitions: string[]; transliteration: string | null }

/**
 * The entry `entryId` when it is one the reader's lookup gives for a word: its plain head-word or
 * another of its forms is one of `forms` (shared/hebrew/word-lookup-forms), or it is the entry a
 * cross-reference of those forms points to (Jastrow's "מִילֵּי, v. מִלְּתָא", which the panel shows as its target:
 * modules/dictionary/see-targets), or, given the place's
 * lemma (a Strong's number), it is that lemma's Strong's entry or a BDB entry linked to it (the lookup shows the
 * homonym the word's lemma names, lookup-queries#homonymBdbId). Null
 * otherwise (an unknown id, another word's entry). One read by primary key.
 */
export async function findLookupEntry(db: DbOrTx, entryId: string, forms: string[], lemma: string | null): Promise<LookupEntry | null> {
  const list = forms.length > 0 ? forms : [""];
  const ofLemma = lemma === null ? sql`false` : or(
    and(eq(d.source, "strongs"), eq(d.sourceId, lemma)),
    and(eq(d.source, "bdb"), sql`${d.sourceId} in (select unnest(array_append(s.linked_ids, s.linked_id)) from dictionary_entries s where s.source = 'strongs' and s.source_id = ${lemma})`),
  );
  const listed = sql.join(list.map((f) => sql`${f}`), sql`, `);
  const referredTo = sql`exists (select 1 from dictionary_entries r where r.source = ${d.source}
    and (r.word_plain in (${listed}) or r.forms_plain && array[${listed}]::text[])
    and (r.reference_to = ${d.sourceId} or ${d.sourceId} = any(r.reference_also)))`;
  const [row] = await db.select({ id: d.id, definitions: d.definitions, transliteration: d.transliteration }).from(d)
    .where(and(eq(d.id, entryId), or(inArray(d.wordPlain, list), arrayOverlaps(d.formsPlain, list), ofLemma, referredTo)))
    .limit(1);
  return row ?? null;
}
