import { readingEndingGloss } from "../../../shared/hebrew/pronoun-particles";
import { hasDefinition, savedGloss } from "../../../shared/my-words/my-words";
import type { Db } from "../../db/client";
import type { GlossInPlace } from "../../integrations/word-generators/offline-word-generator";
import { lookupWord } from "./lookup-word";

/** No learner: the lookup's "is it in my words already" reads no one's words. */
const NO_LEARNER = "";

/**
 * A word's gloss where the text has it, as the reader's panel gives it first there (lookupWord with the word's place: the
 * text's language, its translation, the particles and abbreviations): the first reading's first entry that has a definition,
 * none where that one says nothing but a grammatical label ("fut.": entryGloss), with the verb form its text lists the word as
 * (savedGloss: אֵימָא 'to say, speak, think (imper.)'); a particle with a pronoun ending has its
 * reading's own English (לֵיהּ 'to him': shared/hebrew/pronoun-particles#readingEndingGloss), as "Add to my words" saves it.
 * The built-in collections of the Talmud and the Mishnah are glossed by it, so that the word a learner studies means
 * what the panel says it means on the page.
 */
export function glossInPlace(db: Db): GlossInPlace {
  return async (word, place) => {
    const found = await lookupWord(db, NO_LEARNER, { word, book: place.bookId, chapter: place.chapter, verse: place.verse, position: place.position });
    const entry = found.entries.find(hasDefinition);
    if (!entry || !found.reading) return null;
    const own = readingEndingGloss(found.reading);
    const english = own ?? savedGloss(entry, word);
    if (!english) return null;
    return {
      entryId: entry.id,
      form: found.reading.form ?? found.reading.stemPlain,
      english,
      translit: own ? null : entry.transliteration ?? null,
      pos: entry.partOfSpeech ?? null,
    };
  };
}
