import { checkOwnCollectionsCap } from "../../db/own-collections";
import { BIBLE_SCOPE, BIBLE_TITLE, type FillReadingPath, type FillReadingPathResult, type ReadingPathOffer } from "../../../shared/api/reading-path";
import { chapterLabel } from "../../../shared/books/chapter-label";
import { chooseGloss, glossLookupForms, type GlossEntry } from "../../../shared/dictionary/choose-gloss";
import { stripCantillation } from "../../../shared/hebrew/strip-cantillation";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import { verseWords } from "../../../shared/hebrew/verse-words";
import { strongOfLemmaKey } from "../../../shared/dictionary/lexical-links";
import { homonymEntry, lemmaGloss } from "../../../shared/reading/lemma-gloss";
import { particleGloss } from "../../../shared/reading/particle-gloss";
import { contextRef, domainOfBook } from "../../../shared/my-words/my-words";
import {
  frequencyOffers, frequencyPathDescription, frequencyPathName, frequencyPathSlug, MAX_FREQUENCY_PATH_SIZE, percentOf, topUnits, type FrequencyUnit,
} from "../../../shared/reading/frequency-path";
import type { Db } from "../../db/client";
import { lexiconEntries, strongEntries } from "../../db/library-texts";
import { invalid, notFound } from "../../lib/domain-error";
import {
  deletePathWords, domainExists, insertPathWords, listPathWords, lockPathCollection, placeOf, readVerseTexts,
  tallyUnits, updatePathWords, type PathWord, type ScopeBook, type UnitTally, type VerseText,
} from "./queries";

const FORM = "form:";
/** After the domain's shared collections and My words (1000). */
const PATH_ORDER = 1000;

async function tally(db: Db, userId: string, book: string, limit: number): Promise<UnitTally & { title: string }> {
  const t = await tallyUnits(db, userId, book, limit);
  if (t.books.length === 0) throw notFound(book === BIBLE_SCOPE ? "books_no_bible_book" : "books_no_book");
  return { ...t, title: book === BIBLE_SCOPE ? BIBLE_TITLE : t.books[0]!.title };
}

/** The library's offer for a book (or the Bible): the share of its tokens known now and after each size's new words. */
export async function getReadingPath(db: Db, userId: string, book: string): Promise<ReadingPathOffer> {
  const t = await tally(db, userId, book, MAX_FREQUENCY_PATH_SIZE);
  const morph = t.books.filter((b) => b.morph).length;
  return {
    book, title: t.title, books: t.books.length,
    countedBy: morph === t.books.length ? "lemma" : morph === 0 ? "form" : "mixed",
    totalTokens: t.totalTokens, knownTokens: t.knownTokens, knownPercent: percentOf(t.knownTokens, t.totalTokens),
    offers: frequencyOffers(t.totalTokens, t.knownTokens, t.unknown),
  };
}

/** The path's words, glossed, each with the verse it is first met in (read in two statements and a lexicon query). */
async function pathWords(db: Db, books: ScopeBook[], units: FrequencyUnit[]): Promise<PathWord[]> {
  const byIdx = new Map(books.map((b) => [b.idx, b]));
  const placed = units.map((u, i) => ({ unit: u.unit, homonym: u.homonym ?? null, rank: i + 1, ...placeOf(u.first), book: byIdx.get(placeOf(u.first).idx)! }));
  const lemmaUnits = placed.filter((p) => !p.unit.startsWith(FORM));
  const formUnits = placed.filter((p) => p.unit.startsWith(FORM));
  const texts = await readVerseTexts(
    db,
    lemmaUnits.map((p) => ({ bookId: p.book.id, chapter: p.chapter, verse: p.verse })),
    [...new Map(formUnits.map((p) => [`${p.book.id}:${p.chapter}`, { bookId: p.book.id, chapter: p.chapter }])).values()],
  );
  const verseAt = new Map(texts.map((v) => [`${v.bookId}:${v.chapter}:${v.verse}`, v]));
  const chapterVerses = new Map<string, VerseText[]>();
  for (const v of texts) chapterVerses.set(`${v.bookId}:${v.chapter}`, [...(chapterVerses.get(`${v.bookId}:${v.chapter}`) ?? []), v]);

  // A form unit's first verse (the first of its chapter that has the form) and the word as written there.
  const formPlaces = new Map(formUnits.map((p): [string, { verse: VerseText | null; hebrew: string }] => {
    const form = p.unit.slice(FORM.length);
    for (const v of chapterVerses.get(`${p.book.id}:${p.chapter}`) ?? []) {
      const piece = verseWords(v.hebrewText).find((w) => w.kind === "word" && plainHebrew(w.text) === form);
      if (piece) return [p.unit, { verse: v, hebrew: stripCantillation(piece.text) }];
    }
    return [p.unit, { verse: null, hebrew: form }];
  }));
  const lemmas = await strongEntries(db, lemmaUnits.map((p) => strongOfLemmaKey(p.unit)));
  const pointedForms = [...formPlaces.values()].map((f) => f.hebrew);
  const byPlain = new Map<string, GlossEntry[]>();
  for (const e of await lexiconEntries(db, glossLookupForms(pointedForms))) byPlain.set(e.plain, [...(byPlain.get(e.plain) ?? []), e]);

  return placed.map((p) => {
    const context = (v: VerseText | null | undefined) => (v
      ? { contextRef: contextRef(p.book.title, v.chapter, p.book.addressType, v.verse), contextText: stripCantillation(v.hebrewText), section: chapterLabel(v.chapter, p.book.addressType) }
      : { contextRef: null, contextText: null, section: chapterLabel(p.chapter, p.book.addressType) });
    if (p.unit.startsWith(FORM)) {
      const f = formPlaces.get(p.unit)!;
      const particle = particleGloss(f.hebrew);
      const gloss = particle ? null : chooseGloss(f.hebrew, byPlain, "hebrew");
      return { hebrew: f.hebrew, english: particle ?? gloss?.english ?? "", translit: gloss?.translit ?? null, pos: gloss?.pos ?? null, lemma: null, freqRank: p.rank, ...context(f.verse) };
    }
    const verse = verseAt.get(`${p.book.id}:${p.chapter}:${p.verse}`);
    const entry = lemmas.get(strongOfLemmaKey(p.unit));
    const written = verse ? verseWords(verse.hebrewText).find((w) => w.kind === "word" && w.position === p.position)?.text : undefined;
    // The lemma's own homonym (כֵּן "3651 c" 'so'): its head-word, gloss and part of speech.
    const senses = entry && { strong: entry, bdb: entry.bdb, homonym: p.homonym };
    const own = senses ? homonymEntry(senses) : null;
    return {
      hebrew: own ? stripCantillation(own.word) : entry?.word ?? (written ? stripCantillation(written) : p.unit),
      english: senses ? lemmaGloss(senses) : "",
      translit: entry?.transliteration ?? null,
      pos: own?.partOfSpeech ?? entry?.partOfSpeech ?? entry?.bdb[0]?.partOfSpeech ?? null,
      lemma: p.unit, freqRank: p.rank, ...context(verse),
    };
  });
}

/**
 * Fills the learner's own private collection "The N most frequent words of <book>" with the N most
 * frequent words of the text they do not know yet, in frequency order. A second fill of the same
 * size updates the words still among the N, adds the new ones, and removes the others unless the
 * learner has progress on them (kept, so a word learnt since stays known): never a duplicate.
 */
export async function fillReadingPath(db: Db, userId: string, input: FillReadingPath, ownCollectionsLimit: number): Promise<FillReadingPathResult> {
  const t = await tally(db, userId, input.book, input.size);
  const domain = input.book === BIBLE_SCOPE ? "biblical" : domainOfBook(t.books[0]!.category);
  if (!domain) throw invalid("text_no_vocabulary_domain", { title: t.title });
  const fresh = await pathWords(db, t.books, topUnits(t.unknown, input.size));
  return db.transaction(async (tx) => {
    if (!(await domainExists(tx, domain))) throw notFound("reading_path_no_domain", { domain });
    const title = input.book === BIBLE_SCOPE ? "the Hebrew Bible" : t.title;
    const collection = await lockPathCollection(tx, userId, {
      domain, slug: frequencyPathSlug(title, input.size), name: frequencyPathName(title, input.size), order: PATH_ORDER + input.size,
      description: frequencyPathDescription(title),
    }, { title, size: input.size });
    await checkOwnCollectionsCap(tx, [userId], ownCollectionsLimit);
    const keyOf = (lemma: string | null, plain: string) => lemma ?? `${FORM}${plain}`;
    const existing = new Map((await listPathWords(tx, userId, collection.id)).map((w) => [keyOf(w.lemma, w.plain), w]));
    const updates: (PathWord & { id: string })[] = [];
    const inserts: PathWord[] = [];
    const taken = new Set<string>();
    for (const w of fresh) {
      const key = keyOf(w.lemma, plainHebrew(w.hebrew));
      if (taken.has(key)) continue;
      taken.add(key);
      const old = existing.get(key);
      if (old) updates.push({ ...w, id: old.id });
      else inserts.push(w);
    }
    const rest = [...existing.entries()].filter(([key]) => !taken.has(key)).map(([, w]) => w);
    const removed = rest.filter((w) => !w.hasProgress).map((w) => w.id);
    await updatePathWords(tx, updates);
    await insertPathWords(tx, collection.id, inserts);
    await deletePathWords(tx, removed);
    return { collection, words: updates.length + inserts.length, added: inserts.length, updated: updates.length, kept: rest.length - removed.length, removed: removed.length };
  });
}
