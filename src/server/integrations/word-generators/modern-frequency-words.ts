import fs from "node:fs";
import { fileURLToPath } from "node:url";
import {
  indexEntries, indexLexicon, modernFill, modernLookupForms, readFrequencyList, wholeWordForms, type FrequencyForm, type LexiconEntry, type ModernWord, type WiktionaryEntry,
} from "../../../shared/reading/modern-fill";
import type { DbOrTx } from "../../db/client";
import { countWiktionaryEntries, headWordEntries, wiktionaryEntries } from "../../db/wiktionary-entries";
import { isPrayerBookCollection } from "../../../shared/texts/built-in-collections";
import { invalid } from "../../lib/domain-error";
import type { CandidateWord } from "../llm/generate-words";
import type { WordGenerationRequest } from "./word-generator";

/**
 * FrequencyWords' modern Hebrew list (top 5,000, CC BY-SA 4.0; src/server/data/frequencywords-he/
 * README.md): beside the bundle (dist/server/data, copied by scripts/build.mjs), else in the source tree.
 */
const LIST_FILES = [
  new URL("./data/frequencywords-he/he_top5000.txt", import.meta.url),
  new URL("../../data/frequencywords-he/he_top5000.txt", import.meta.url),
].map((u) => fileURLToPath(u));

let list: FrequencyForm[] | null = null;
/** The list's Hebrew forms, most frequent first (read once). */
export function modernFrequencyList(): FrequencyForm[] {
  if (!list) {
    const file = LIST_FILES.find((f) => fs.existsSync(f));
    if (!file) throw new Error("The modern frequency list (data/frequencywords-he/he_top5000.txt) is missing from the server.");
    list = readFrequencyList(fs.readFileSync(file, "utf8"));
  }
  return list;
}

/** The list's forms read per round: enough for most requests in one, the rest only when needed. */
const WINDOW = 1500;

/** The lexicons whose entries of a whole word gloss a word written like a suffixed preposition (כִּי, כֵּן, בֵּן) that Wiktionary lacks. */
const WHOLE_WORD_SOURCES = ["bdb", "strongs"] as const;

/**
 * A modern collection without a text filled offline: the most frequent lemmas of the modern
 * frequency list that the collection lacks, through the imported Wiktionary Hebrew entries
 * (pointed head-word, gloss, part of speech), and BDB's and Strong's for the words written like a
 * suffixed preposition that Wiktionary lacks (כִּי 'that', never 'like me'). Says what it needs when
 * Wiktionary Hebrew is not imported. The list is everyday speech (film subtitles): a collection of the
 * prayer book's words (Siddur 1000) is not filled from it, and the generator says why.
 */
export async function generateModernWords(db: DbOrTx, request: Pick<WordGenerationRequest, "collection" | "count" | "existing">): Promise<(CandidateWord & { isDuplicate: boolean })[]> {
  if (isPrayerBookCollection(request.collection)) throw invalid("generation_prayer_book_no_text", { name: request.collection.name });
  if ((await countWiktionaryEntries(db)) === 0) {
    throw invalid("generation_everyday_vocabulary", { name: request.collection.name });
  }
  const forms = modernFrequencyList();
  // The entries of a growing prefix of the list, until it yields `count` new words or ends.
  const entries = new Map<string, WiktionaryEntry>();
  const lexicon: LexiconEntry[] = [];
  let read = 0;
  const fill = async (end: number): Promise<ModernWord[]> => {
    const window = forms.slice(read, end).map((f) => f.form);
    for (const e of await wiktionaryEntries(db, modernLookupForms(window))) entries.set(e.key, e);
    lexicon.push(...await headWordEntries(db, wholeWordForms(window), WHOLE_WORD_SOURCES));
    read = end;
    return modernFill(forms.slice(0, end), indexEntries([...entries.values()]), { count: request.count, skip: request.existing, lexicon: indexLexicon(lexicon) });
  };
  let words = await fill(Math.min(WINDOW, forms.length));
  while (words.filter((w) => !w.isDuplicate).length < request.count && read < forms.length) words = await fill(Math.min(read + WINDOW, forms.length));
  return words.map((w) => ({ hebrew: w.hebrew, english: w.english, translit: w.translit, pos: w.pos, freqRank: w.freqRank, section: null, isDuplicate: w.isDuplicate }));
}
