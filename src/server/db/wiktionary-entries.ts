import { and, arrayOverlaps, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DictionarySource } from "../../shared/api/dictionary";
import type { LexiconEntry, WiktionaryEntry } from "../../shared/reading/modern-fill";
import type { DbOrTx } from "./client";
import { dictionaryEntries as d } from "./schema";

/** Forms asked per statement: the IN list and the array overlap stay small. */
const CHUNK = 2000;

/**
 * The Wiktionary Hebrew entries (source kaikki-hebrew) found by any of `plains`, as their head-word
 * or one of their inflected forms (btree on word_plain, GIN on forms_plain), each once.
 */
export async function wiktionaryEntries(db: DbOrTx, plains: string[]): Promise<WiktionaryEntry[]> {
  const wanted = [...new Set(plains)];
  const byKey = new Map<string, WiktionaryEntry>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const part = wanted.slice(i, i + CHUNK);
    const rows = await db.select({
      key: d.sourceId, word: d.word, plain: d.wordPlain, formsPlain: d.formsPlain, definitions: d.definitions,
      partOfSpeech: d.partOfSpeech, transliteration: d.transliteration, isProperName: d.isProperName,
    }).from(d).where(and(eq(d.source, "kaikki-hebrew"), isNull(d.referenceTo), or(inArray(d.wordPlain, part), arrayOverlaps(d.formsPlain, part))));
    for (const r of rows) byKey.set(r.key, { ...r, plain: r.plain ?? "", formsPlain: r.formsPlain ?? [] });
  }
  return [...byKey.values()];
}

/** How many Wiktionary Hebrew entries are imported. */
export async function countWiktionaryEntries(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(d).where(eq(d.source, "kaikki-hebrew"));
  return Number(row?.n ?? 0);
}

/**
 * The entries of `sources` whose head-word is one of `plains` (its niqqud-stripped word, not another of its forms):
 * BDB's and Strong's כִּי, כֵּן, בֵּן for the modern fill's words written like a suffixed preposition.
 */
export async function headWordEntries(db: DbOrTx, plains: string[], sources: readonly DictionarySource[]): Promise<LexiconEntry[]> {
  if (plains.length === 0) return [];
  const rows = await db.select({
    source: d.source, word: d.word, plain: d.wordPlain, definitions: d.definitions, partOfSpeech: d.partOfSpeech,
    transliteration: d.transliteration, language: d.language, isProperName: d.isProperName,
  }).from(d).where(and(inArray(d.source, [...sources]), inArray(d.wordPlain, [...new Set(plains)]), isNull(d.referenceTo)));
  return rows.map((r) => ({ ...r, plain: r.plain ?? "", language: r.language === "aramaic" ? "aramaic" : "hebrew" }));
}
