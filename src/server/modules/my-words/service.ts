import { checkOwnCollectionsCap } from "../../db/own-collections";
import type { AddMyWord, AddMyWordResult, EditMyWord } from "../../../shared/api/my-words";
import { chapterLabel } from "../../../shared/books/chapter-label";
import { stripCantillation } from "../../../shared/hebrew/strip-cantillation";
import { particleEndingGloss, particleReading } from "../../../shared/hebrew/pronoun-particles";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import { verseWords } from "../../../shared/hebrew/verse-words";
import { wordLookupForms } from "../../../shared/hebrew/word-lookup-forms";
import { contextRef, domainOfBook, savedGloss } from "../../../shared/my-words/my-words";
import type { Word } from "../../../shared/api/collections";
import type { Db } from "../../db/client";
import { findLookupEntry } from "../../db/lookup-entry";
import { invalid, notFound } from "../../lib/domain-error";
import { deleteMyWord, domainExists, updateMyWord, entryNotes, findBookVerse, findWordByPlain, insertWord, lockMyWordsCollection } from "./queries";

/**
 * Saves a word tapped in the reader to the learner's own "My words" of the book's domain (created
 * on first use): the word as the verse writes it (cantillation removed, niqqud kept), the gloss
 * and transliteration given, or those of the dictionary entry the learner chose (`entryId`: one the
 * reader's lookup gives for the word, else 400), the verse's reference and text, and in a book with morphology the
 * word's lemma (its Strong's number and homonym at that place, lemmaKey: knowing it covers every form of the lemma). A word already there (same
 * letters without points) is not saved again: the answer is that word, `alreadyThere`.
 */
export async function addMyWord(db: Db, userId: string, input: AddMyWord, ownCollectionsLimit: number): Promise<AddMyWordResult> {
  const found = await findBookVerse(db, input.bookId, input.chapter, input.verse, input.position);
  if (!found) throw notFound("books_no_book");
  if (found.hebrewText === null) throw notFound("my_words_no_verse", { title: found.title, chapter: chapterLabel(input.chapter, found.addressType), verse: input.verse });
  const domain = domainOfBook(found.category);
  if (!domain) throw invalid("text_no_vocabulary_domain", { title: found.title });
  const pieces = verseWords(found.hebrewText).filter((p) => p.kind === "word");
  const atPlace = pieces.find((p) => p.position === input.position);
  const plain = plainHebrew(input.hebrew);
  if (!atPlace || plainHebrew(atPlace.text) !== plain) {
    throw invalid("my_words_not_word", { hebrew: input.hebrew, position: input.position, place: contextRef(found.title, input.chapter, found.addressType, input.verse) });
  }
  // The entry of the reading the learner chose: one the lookup gives for this word, and its gloss.
  const entry = input.entryId === undefined ? null : await findLookupEntry(db, input.entryId, wordLookupForms(input.hebrew), found.strong);
  if (input.entryId !== undefined && !entry) throw invalid("my_words_entry_not_reading", { hebrew: input.hebrew });
  // A particle with a pronoun ending saved with its particle's entry: its own English (לֵיהּ 'to him'), as the panel shows it.
  const particle = entry && input.english === undefined ? await particleOfEntry(db, atPlace.text, entry.id) : null;
  const english = input.english ?? particle ?? (entry ? savedGloss({ definitions: entry.definitions, details: { notes: await entryNotes(db, entry.id) } }, atPlace.text) : "");
  if (!english) throw invalid("my_words_entry_no_meaning", { hebrew: input.hebrew });
  const translit = input.translit ?? (particle ? null : entry?.transliteration) ?? null;
  return db.transaction(async (tx) => {
    if (!(await domainExists(tx, domain))) throw notFound("my_words_no_domain", { domain });
    const collection = await lockMyWordsCollection(tx, userId, domain);
    await checkOwnCollectionsCap(tx, [userId], ownCollectionsLimit);
    const existing = await findWordByPlain(tx, collection.id, plain);
    if (existing) return { word: existing, collection, alreadyThere: true };
    const word = await insertWord(tx, {
      collectionId: collection.id,
      hebrew: stripCantillation(atPlace.text),
      english,
      translit,
      contextRef: contextRef(found.title, input.chapter, found.addressType, input.verse),
      contextText: stripCantillation(found.hebrewText!),
      lemma: found.lemma,
    });
    return { word, collection, alreadyThere: false };
  });
}

/**
 * The English of `word` read as a particle with a pronoun ending (shared/hebrew/pronoun-particles: לֵיהּ 'to him', מִינַּהּ
 * 'from it / from her'), when the entry saved is one of that particle's (found by its head-word, as the lookup's reading
 * of the particle shows it); null otherwise (the word read another way: לַן 'lodges' in the Mishnah, with לוּן's entry).
 * An Aramaic text's reading first, then a Hebrew one's, as the lookup may have read it.
 */
async function particleOfEntry(db: Db, word: string, entryId: string): Promise<string | null> {
  const readings = [particleReading(word, true), particleReading(word, false)];
  for (const [i, r] of readings.entries()) {
    if (!r || readings.slice(0, i).some((o) => o?.particle === r.particle && o.prefixPlain === r.prefixPlain)) continue;
    const gloss = particleEndingGloss(r);
    if (gloss && (await findLookupEntry(db, entryId, [r.particle.head], null))) return gloss;
  }
  return null;
}

/** The learner's own meaning of a word of their "My words" (an empty transliteration removes it); 404 otherwise. */
export async function editMyWord(db: Db, userId: string, wordId: string, edit: EditMyWord): Promise<Word> {
  const word = await updateMyWord(db, userId, wordId, { english: edit.english, translit: edit.translit === undefined ? undefined : edit.translit || null });
  if (!word) throw notFound("my_words_no_word");
  return word;
}

/** Removes a word from the learner's own "My words" (with its progress and review card); 404 otherwise. */
export async function removeMyWord(db: Db, userId: string, wordId: string): Promise<void> {
  if (!(await deleteMyWord(db, userId, wordId))) throw notFound("my_words_no_word");
}
