import type { FormLanguage } from "./form-language";
import { isVerb } from "./rank-readings";
import { sameGlosses } from "./twin-entries";

/**
 * A word's entry in the language of its clause, where a reading found only its twin in the other: Jastrow
 * lists many words twice, in Hebrew and in Aramaic ('ch.'), and stores an inflected form under one of the
 * two only (קַרְנֵי under his Aramaic קְרַן, not his Hebrew קֶרֶן; גַּבֵּי, תַּשְׁלוּמֵי likewise). A reader who hears
 * the clause in Hebrew (a verse, the Mishnah, a baraita: shared/hebrew/clause-language) knows the word
 * for the Hebrew one all the same: the twin of the clause's language is the same word, and goes with the
 * reading. Twins as the ranking takes them (shared/hebrew/rank-readings#compareEntries, its clause step):
 * one lexicon, the same letters, the two languages, both verbs or both not, and glosses that share a word
 * where they are not verbs; never a name. Pure: the reading's rows, the rows the word's other forms found, the clause's language.
 */
export interface TwinRow {
  source: string;
  sourceId: string;
  wordPlain: string | null;
  language: string;
  definitions: readonly string[];
  partOfSpeech: string | null;
  isProperName: boolean;
}

export function withClauseTwins<R extends TwinRow>(rows: readonly R[], found: readonly R[], clause: FormLanguage | null): R[] {
  if (!clause) return [...rows];
  const have = new Set(rows.map((r) => `${r.source}:${r.sourceId}`));
  const twins: R[] = [];
  for (const r of rows) {
    // A word already heard in the clause's language (the reading holds its entry of that language) needs no twin.
    if (r.isProperName || r.language === clause || rows.some((x) => x.source === r.source && x.wordPlain === r.wordPlain && x.language === clause)) continue;
    const verb = isVerb(r);
    for (const t of found) {
      const key = `${t.source}:${t.sourceId}`;
      if (have.has(key) || t.source !== r.source || t.language !== clause || t.wordPlain !== r.wordPlain || t.isProperName) continue;
      if (isVerb(t) !== verb || (!verb && !sameGlosses(r.definitions, t.definitions))) continue;
      have.add(key);
      twins.push(t);
    }
  }
  return [...rows, ...twins];
}
