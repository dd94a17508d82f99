import { chapterLabel, parseChapterLabel } from "../../../shared/books/chapter-label";
import { mishnahTitleOf } from "../../../shared/books/importable-titles";
import { chooseGloss, glossLookupForms, type GlossEntry } from "../../../shared/dictionary/choose-gloss";
import { lemmaKey } from "../../../shared/dictionary/lexical-links";
import { rankTextWords, textWords, type RankedWord } from "../../../shared/hebrew/rank-text-words";
import { stripCantillation } from "../../../shared/hebrew/strip-cantillation";
import { verseWords } from "../../../shared/hebrew/verse-words";
import { contextRef } from "../../../shared/my-words/my-words";
import { toPlain } from "../../../shared/hebrew/strip-niqqud";
import { homonymEntry, lemmaGloss, mainHomonyms } from "../../../shared/reading/lemma-gloss";
import { particleGloss } from "../../../shared/reading/particle-gloss";
import { tractatesOfOrder } from "../../../shared/texts/mishnah-orders";
import type { Db, DbOrTx } from "../../db/client";
import {
  countDictionaryEntries, findBookByTitle, lexiconEntries, readLemmas, readVerses, strongEntries, type LemmaRef, type LibraryBook, type Verse,
} from "../../db/library-texts";
import { invalid } from "../../lib/domain-error";
import type { CandidateWord } from "../llm/generate-words";
import { generateModernWords } from "./modern-frequency-words";
import type { TargetCollection, WordGenerationRequest, WordGenerator } from "./word-generator";

/**
 * A passage of an imported book: a verse with the section label its words are filed under, and,
 * when the book's lemmas are imported, the Strong's number of each word by its position in the verse.
 */
export interface Passage {
  text: string; section: string | null; lemmas?: ReadonlyMap<number, LemmaRef>; ref?: string;
  /** Where the passage stands in an imported book: its words can be looked up in place, as the reader looks them up. */
  place?: { bookId: string; chapter: number; verse: number };
}

/**
 * A word's gloss as the reader's panel gives it first at one place of an imported book (the lookup's first reading and
 * entry, judged by the text, its language and its translation): the entry's id (forms of one entry are one word), the
 * form its reading looks up, the gloss. Null when the lookup finds no entry with a meaning there.
 */
export type GlossInPlace = (word: string, place: { bookId: string; chapter: number; verse: number; position: number }) =>
  Promise<{ entryId: string; form: string; english: string; translit: string | null; pos: string | null } | null>;


/** The imported text a collection (and section) stands for, or a message saying exactly what is missing. */
async function textFor(db: DbOrTx, collection: TargetCollection, section: string | null): Promise<{ passages: Passage[]; language: "hebrew" | "aramaic" }> {
  const what = `${collection.name}${section ? ` ${section}` : ""}`;
  const missing = (title: string) => invalid("generation_no_text", { title });
  const language = collection.domain === "aramaic" ? "aramaic" : "hebrew";
  if (collection.domain === "mishna") {
    // A mishna collection is an order; its sections are tractates, each the Sefaria text "Mishnah <tractate>".
    const tractates = section ? [section] : tractatesOfOrder(collection.name);
    const passages: Passage[] = [];
    for (const tractate of tractates) {
      const book = await findBookByTitle(db, [mishnahTitleOf(tractate), tractate]);
      if (!book || book.category !== "Mishnah") {
        if (section) throw missing(mishnahTitleOf(tractate));
        continue;
      }
      for (const v of await readVerses(db, book.id)) {
        passages.push({
          text: v.hebrewText, section: tractate,
          ref: contextRef(book.title, v.chapter, book.addressType, v.verse), place: { bookId: book.id, chapter: v.chapter, verse: v.verse },
        });
      }
    }
    if (passages.length === 0) throw missing(`any tractate of ${collection.name}`);
    return { passages, language };
  }
  const book = await findBookByTitle(db, [collection.name]);
  if (!book) throw missing(what);
  let chapters: number[] | undefined;
  if (section) {
    const chapter = parseChapterLabel(section, book.addressType);
    if (chapter === null) throw invalid(book.addressType === "Talmud" ? "generation_not_a_page" : "generation_not_a_chapter", { section, title: book.title });
    chapters = [chapter];
  }
  const verses = await readVerses(db, book.id, chapters);
  if (verses.length === 0) throw missing(what);
  return { passages: versesToPassages(verses, book, await readLemmas(db, book.id, chapters)), language };
}

/**
 * Verses as passages, with each word's lemma when the book's lemmas are imported, and each verse's place when the book
 * is given with its id (an imported book: its words can be glossed in place, as the reader looks them up).
 */
export function versesToPassages(verses: Verse[], book: Pick<LibraryBook, "addressType"> & { title?: string; id?: string }, lemmas?: ReadonlyMap<string, LemmaRef>): Passage[] {
  return verses.map((v) => {
    const passage: Passage = { text: v.hebrewText, section: chapterLabel(v.chapter, book.addressType) };
    if (book.title) passage.ref = contextRef(book.title, v.chapter, book.addressType, v.verse);
    if (book.id) passage.place = { bookId: book.id, chapter: v.chapter, verse: v.verse };
    if (!lemmas?.size) return passage;
    const own = new Map<number, LemmaRef>();
    for (const piece of verseWords(v.hebrewText)) {
      if (piece.kind !== "word") continue;
      const lemma = lemmas.get(`${v.chapter}:${v.verse}:${piece.position}`);
      if (lemma) own.set(piece.position, lemma);
    }
    return own.size ? { ...passage, lemmas: own } : passage;
  });
}

type Group = {
  count: number; first: number; forms: { hebrew: string; plain: string; count: number }[]; lemma: string; english: string; translit: string | null; pos: string | null; section: string | null;
  /** A lemma group's lemma key (Strong's number and homonym letter: lemmaKey), its head-word (pointed: the word stored) and the verse it is first met in. */
  strong?: string; headword?: string; contextRef?: string | null; contextText?: string | null;
};

/**
 * The words that have a lemma (Strong's number, and the BDB homonym their lemma names: lemmaKey),
 * grouped by it and glossed from its Strong's entry and the BDB entry linked to it (וַיַּרְא is ראה
 * 'see', not ירא 'fear') as the reading path glosses them (lemmaGloss); a homonym gives its own
 * gloss and head-word (כֵּן "3651 c" 'so', not Strong's "set upright"; חַיִּים "2416 e" 'life' is a
 * lemma of its own, as the learner's knowledge counts it); a proper name keeps its lemma and its entry's name (יוֹסֵף is Joseph,
 * not 'he adds'). A preposition with a pronoun suffix, which OpenScriptures leaves without a
 * Strong's number (לוֹ), is glossed by particleGloss ("to him"), in these books only. Returns the
 * groups and the passages' other words, as text, for the plain-form path.
 */
async function lemmaGroups(db: DbOrTx, passages: Passage[]): Promise<{ groups: Group[]; rest: Passage[] }> {
  const tokens: { hebrew: string; strong: string; homonym: string | null; key: string; section: string | null; passage: Passage }[] = [];
  const rest: Passage[] = [];
  const particles: { hebrew: string; section: string | null }[] = [];
  for (const p of passages) {
    if (!p.lemmas) {
      rest.push(p);
      continue;
    }
    const others: string[] = [];
    for (const piece of verseWords(p.text)) {
      if (piece.kind !== "word") continue;
      const hebrew = textWords(piece.text).join(" ");
      const lemma = p.lemmas.get(piece.position);
      if (!hebrew) continue;
      if (lemma && !hebrew.includes(" ")) tokens.push({ hebrew, ...lemma, key: lemmaKey(lemma.strong, lemma.homonym), section: p.section, passage: p });
      else if (!lemma && particleGloss(hebrew)) particles.push({ hebrew, section: p.section });
      else others.push(hebrew);
    }
    if (others.length) rest.push({ text: others.join(" "), section: p.section });
  }
  const entries = await strongEntries(db, tokens.map((t) => t.strong));
  // Each lemma key's homonym: its own letter, or for the bare number the "a" its words name (where they name one).
  const homonyms = mainHomonyms(tokens.map((t) => ({ strong: t.key, homonym: t.homonym })));
  const groups = new Map<string, Group>();
  tokens.forEach((t, i) => {
    const e = entries.get(t.strong);
    const senses = e && { strong: e, bdb: e.bdb, homonym: homonyms.get(t.key) ?? null };
    const english = senses ? lemmaGloss(senses) : "";
    if (!e || !senses || !english) {
      rest.push({ text: t.hebrew, section: t.section }); // no usable entry: the plain-form path tries
      return;
    }
    const plain = toPlain(t.hebrew);
    let g = groups.get(t.key);
    if (!g) {
      // The homonym's own entry, where the words name one with a sense: its head-word and part of speech.
      const own = homonymEntry(senses);
      const word = own?.word ?? e.word;
      g = {
        count: 0, first: i, forms: [], lemma: toPlain(word), english, translit: e.transliteration, pos: own?.partOfSpeech ?? e.partOfSpeech ?? e.bdb[0]?.partOfSpeech ?? null, section: t.section,
        strong: t.key, headword: stripCantillation(word), contextRef: t.passage.ref ?? null, contextText: t.passage.ref ? stripCantillation(t.passage.text) : null,
      };
      groups.set(t.key, g);
    }
    g.count++;
    const form = g.forms.find((f) => f.hebrew === t.hebrew);
    if (form) form.count++;
    else g.forms.push({ hebrew: t.hebrew, plain, count: 1 });
  });
  // The suffixed prepositions, one word per plain form, after the lemmas met as often.
  particles.forEach((t, i) => {
    const plain = toPlain(t.hebrew);
    const key = `particle:${plain}`;
    let g = groups.get(key);
    if (!g) {
      g = { count: 0, first: tokens.length + i, forms: [], lemma: plain, english: particleGloss(t.hebrew)!, translit: null, pos: null, section: t.section };
      groups.set(key, g);
    }
    g.count++;
    const form = g.forms.find((f) => f.hebrew === t.hebrew);
    if (form) form.count++;
    else g.forms.push({ hebrew: t.hebrew, plain, count: 1 });
  });
  return { groups: [...groups.values()], rest };
}

/**
 * Glossed words of passages, most frequent first: a word counts with every form of the same
 * dictionary entry (וְהָאָרֶץ and הָאָרֶץ are both ארץ), shows the form the text writes most (an
 * unprefixed one when the text has it), niqqud kept; words the dictionary has no entry for, and
 * proper names left without a gloss, are left out (kept with an empty gloss with `keepUnglossed`). A word counted by its
 * lemma is its lemma's head-word (רָאָה for וַיַּרְא), with the lemma. Duplicates are flagged: a lemma in `skipLemmas` (the
 * collection's words.lemma) or met before, a lemma's head-word in `skipForms` (the collection's words without a lemma, niqqud
 * stripped; `skip` when not given), any other word whose form is in `skip` or met before; at most `count` new words are
 * returned, with the duplicates met before the last.
 */
export async function glossedTextWords(db: DbOrTx, passages: Passage[], opts: {
  count: number; skip: Set<string>; skipLemmas?: Set<string>; skipForms?: Set<string>; language: "hebrew" | "aramaic"; keepUnglossed?: boolean; rabbinic?: boolean;
  /** The reader's lookup: the Talmud's and the Mishnah's words in an imported book are glossed as the panel glosses them there. */
  glossInPlace?: GlossInPlace;
}): Promise<(CandidateWord & { isDuplicate: boolean })[]> {
  const { groups: lemmaGrouped, rest } = await lemmaGroups(db, passages);
  const ranked = rankTextWords(rest);
  // The Talmud's and the Mishnah's words are also read through the Aramaic and rabbinic morphology.
  const morphology = opts.language === "aramaic" || opts.rabbinic === true;
  const forms = glossLookupForms(ranked.map((w) => w.hebrew), morphology);
  const entries = await lexiconEntries(db, forms);
  if (entries.length === 0 && lemmaGrouped.length === 0 && !opts.keepUnglossed) throw invalid("generation_no_glosses");
  const byPlain = new Map<string, GlossEntry[]>();
  for (const e of entries) byPlain.set(e.plain, [...(byPlain.get(e.plain) ?? []), e]);

  // The other words grouped by the entry that glosses them (the word or its stem).
  const groups = new Map<string, Group>(lemmaGrouped.map((g) => [`lemma:${g.lemma}:${g.english}`, g]));
  const add = (key: string, w: RankedWord, i: number, gloss: Pick<Group, "lemma" | "english" | "translit" | "pos"> & Partial<Group>) => {
    const g = groups.get(key);
    if (g) {
      g.count += w.count;
      g.forms.push({ hebrew: w.hebrew, plain: w.plain, count: w.count });
    } else {
      groups.set(key, { count: w.count, first: i, forms: [{ hebrew: w.hebrew, plain: w.plain, count: w.count }], ...gloss, section: w.section });
    }
  };
  // A rabbinic text's words, in place: each read where the text first has it, as the reader reads it there, until the
  // words asked for (and as many more, which later forms of the same entries may outrank) are found.
  // (A text read from Sefaria, not imported, has no place: its words are glossed by their letters, as below.)
  const places = morphology && opts.glossInPlace && passages.some((p) => p.place) ? firstPlaces(rest) : null;
  let tried = 0;
  for (const [i, w] of ranked.entries()) {
    const at = places?.get(w.plain);
    if (at && opts.glossInPlace && tried < 3 * opts.count + opts.skip.size) {
      tried++;
      const gloss = await opts.glossInPlace(at.word, at.place);
      if (gloss) {
        add(`entry:${gloss.entryId}`, w, i, { lemma: gloss.form, english: gloss.english, translit: gloss.translit, pos: gloss.pos, contextRef: at.ref, contextText: at.text });
      } else if (opts.keepUnglossed) add(w.plain, w, i, { lemma: w.plain, english: "", translit: null, pos: null });
      continue;
    }
    if (places) continue; // past the words asked for: the lookup's words only, never a cruder gloss beside them
    // A word without an entry is kept (its own group, no gloss) only when someone else glosses it later.
    const gloss = chooseGloss(w.hebrew, byPlain, opts.language, morphology)
      ?? (opts.keepUnglossed ? { lemma: w.plain, english: "", translit: null, pos: null } : null);
    if (gloss) add(gloss.lemma, w, i, gloss);
  }
  const ordered = [...groups.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  const out: (CandidateWord & { isDuplicate: boolean })[] = [];
  const taken = new Set<string>();
  let added = 0;
  for (const g of ordered) {
    if (added >= opts.count) break;
    let hebrew: string;
    let isDuplicate: boolean;
    if (g.strong && g.headword) {
      // By lemma, as the reading path counts: two lemmas may share a head-word (אֵת the object marker and אֵת 'with').
      hebrew = g.headword;
      isDuplicate = opts.skipLemmas?.has(g.strong) === true || (opts.skipForms ?? opts.skip).has(g.lemma) || taken.has(`lemma:${g.strong}`);
      taken.add(`lemma:${g.strong}`);
    } else {
      const unprefixed = g.forms.filter((f) => f.plain === g.lemma);
      const shown = (unprefixed.length ? unprefixed : g.forms).reduce((a, b) => (b.count > a.count ? b : a));
      hebrew = shown.hebrew;
      isDuplicate = opts.skip.has(g.lemma) || g.forms.some((f) => opts.skip.has(f.plain)) || taken.has(shown.plain);
      taken.add(shown.plain);
    }
    out.push({
      hebrew, english: g.english, translit: g.translit, pos: g.pos,
      freqRank: out.length + 1, section: g.section, isDuplicate,
      ...(g.strong ? { lemma: g.strong } : {}),
      ...(g.contextRef ? { contextRef: g.contextRef, contextText: g.contextText ?? null } : {}),
    });
    if (!isDuplicate) added++;
  }
  return out;
}

/** Each word's first place in the passages that stand in a book: the word as the verse writes it, its position as the reader counts it, the verse. */
function firstPlaces(passages: Passage[]): Map<string, { word: string; place: Parameters<GlossInPlace>[1]; ref: string | null; text: string }> {
  const first = new Map<string, { word: string; place: Parameters<GlossInPlace>[1]; ref: string | null; text: string }>();
  for (const p of passages) {
    if (!p.place) continue;
    for (const piece of verseWords(p.text)) {
      if (piece.kind !== "word") continue;
      const words = textWords(piece.text);
      // A word joined to the next by a maqaf is looked up as the reader's tap sends it, whole: its parts are found elsewhere.
      if (words.length !== 1) continue;
      const plain = toPlain(words[0]!);
      if (!first.has(plain)) first.set(plain, { word: piece.text, place: { ...p.place, position: piece.position }, ref: p.ref ?? null, text: stripCantillation(p.text) });
    }
  }
  return first;
}

/**
 * The offline word generator (no service needed): the most frequent words of the chosen chapter,
 * page or tractate of an imported book that the collection lacks, glossed from the imported
 * lexicons and ranked by frequency; a modern collection without a text of its name, the modern
 * frequency list's lemmas through Wiktionary Hebrew (modern-frequency-words.ts). Says exactly what
 * is missing when there is no imported text or dictionary for the choice.
 */
export async function generateOffline(db: DbOrTx, request: Pick<WordGenerationRequest, "collection" | "section" | "count" | "existing" | "existingLemmas" | "existingForms">, glossInPlace?: GlossInPlace): Promise<(CandidateWord & { isDuplicate: boolean })[]> {
  if (request.count === 0) return [];
  // A modern collection that is not the name of an imported text: the modern frequency list, by lemma.
  if (request.collection.domain === "modern" && !(await findBookByTitle(db, [request.collection.name]))) return generateModernWords(db, request);
  const { passages, language } = await textFor(db, request.collection, request.section);
  if ((await countDictionaryEntries(db)) === 0) throw invalid("dictionary_none_imported");
  const words = await glossedTextWords(db, passages, {
    count: request.count, skip: request.existing, skipLemmas: request.existingLemmas, skipForms: request.existingForms, language, rabbinic: request.collection.domain === "mishna", glossInPlace,
  });
  return words.map((w) => ({ ...w, section: request.section ?? w.section }));
}

/**
 * The offline generator as a word generator (the default when no language model is set); `glossInPlace`: the reader's
 * lookup (modules/dictionary/gloss-in-place), which glosses the Talmud's and the Mishnah's words as the panel does.
 */
export function createOfflineWordGenerator(db: Db, glossInPlace?: GlossInPlace): WordGenerator {
  return {
    name: "offline",
    generate: async (request, { signal }) => {
      const words = await generateOffline(db, request, glossInPlace);
      signal.throwIfAborted();
      return words;
    },
  };
}

/** Flags candidates already in the collection, or repeated in the list, by their niqqud-stripped form. */
export function flagDuplicates<W extends CandidateWord>(candidates: W[], existing: Set<string>): (W & { isDuplicate: boolean })[] {
  const seen = new Set(existing);
  return candidates.map((w) => {
    const plain = toPlain(w.hebrew);
    const isDuplicate = seen.has(plain);
    seen.add(plain);
    return { ...w, isDuplicate };
  });
}
