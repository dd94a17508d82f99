import type { DictionaryEntry, WordReading } from "../../src/shared/api/dictionary";
import { medialLetters } from "../../src/shared/hebrew/final-letters";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";

/** The known patterns of a wrong first entry, numbered (index = the pattern's number; 0: none of them). */
export const PATTERNS = [
  "other",
  "particle with a pronoun ending",
  "biblical homograph before Jastrow",
  "unpointed entry first",
  "ending or vowel letter cut wrongly",
  "participle matched to another word",
  "root letter taken as a prefix",
  "rare word / name beating prefix + frequent word",
  "Jastrow form attached to another entry",
  "wrong numbered Jastrow homograph",
  "Hebrew meaning for an Aramaic word",
  "abbreviation",
  "verb as noun, name first, numeral",
  "nothing found",
  "whole word another entry's form, not proclitic+word",
  "letter put back: another root's word",
  "noun read as a verb form",
] as const;

export interface MissFacts {
  word: string;
  shown: DictionaryEntry | null;
  reading: WordReading | null;
  accepted: { source: string; source_id: string; word: string; word_plain: string; language: string; part_of_speech: string | null; definition?: string | null }[];
  category: string;
}

const letters = (s: string) => medialLetters(plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, ""));
/** The particles that take pronoun endings (their head-words' letters, finals unfolded). */
const PARTICLES = new Set(["ל", "ב", "על", "של", "כל", "כול", "מנ", "מ", "עמ", "את", "אל", "בינ", "ית", "גבי", "לגבי", "קמ", "קמי", "קדמ", "בהדי", "הדי", "מינ", "כוות", "כות", "אית", "לית", "בגינ", "עלי", "לוות", "אצל", "תחות", "תחת", "אחרי", "אחר", "בשביל", "לפני", "בלעדי", "עד", "דיל", "דיד", "אנא", "הוא", "אינ", "ממ", "כמ", "למ", "בעי"]);

/** A verb by its part of speech, or, where Jastrow leaves it empty, by a first definition "to …". */
const verb = (pos: string | null | undefined, definition: string | null | undefined) => /\bv\.|\bvb\b|\bverb\b/.test(pos ?? "") || (!pos && /^(?:[A-Z][a-z]+\.\s*)?to\s/.test(definition ?? ""));

/**
 * Which of the PATTERNS a wrong first entry shows, by a simple rule on what was shown, how
 * the word was read, and the entries the gold standard accepts (first rule that fits).
 */
export function classifyMiss(f: MissFacts): number {
  const word = letters(f.word);
  const shown = f.shown;
  const shownPlain = shown ? letters(shown.word) : "";
  const accepted = f.accepted.map((a) => ({ ...a, plain: letters(a.word_plain) }));
  if (/['"\u05F3\u05F4]/.test(f.word)) return 11;
  if (!shown) return 13;
  if (accepted.some((a) => PARTICLES.has(a.plain)) && !accepted.some((a) => a.plain === word)) return 1;
  const samePlain = accepted.filter((a) => a.plain === shownPlain);
  if ((shown.source === "bdb" || shown.source === "strongs") && f.category !== "mishnah" && samePlain.some((a) => a.source === "jastrow" || a.source === "kaikki-aramaic")) return 2;
  if (samePlain.length > 0 && !/[\u05B0-\u05BC]/.test(shown.word) && samePlain.some((a) => /[\u05B0-\u05BC]/.test(a.word))) return 3;
  if (samePlain.some((a) => a.source === shown.source && a.source === "jastrow") && samePlain.every((a) => a.language === shown.language)) return 9;
  if (samePlain.length > 0) return 10;
  const how = f.reading?.how ?? "";
  if (/\b(plural|form) of\b|Ithpe|Pa\.|Af\.|Nif\.|Pi\.|Hif\./.test(how)) return 8;
  const prefix = f.reading?.prefixPlain ?? "";
  if (prefix && accepted.some((a) => a.plain.startsWith(letters(prefix)) && word.startsWith(a.plain.slice(0, 2)))) return 6;
  // The word read whole where the accepted word is what its first letters leave: proclitic + word (דְּאִי: ד + אִי).
  const afterProclitic = accepted.some((a) => a.plain.length > 0 && a.plain.length < word.length && word.endsWith(a.plain));
  if (!prefix && shownPlain === word && afterProclitic) return 7;
  if (!prefix && afterProclitic && /^= /.test(how)) return 14;
  if (shown.isProperName) return shownPlain === word ? 7 : 12;
  if (/hollow root|geminate root|weak root|vowel letter/.test(how) && !accepted.some((a) => a.plain === shownPlain)) return 15;
  const acceptsVerb = accepted.some((a) => verb(a.part_of_speech, a.definition));
  const showsVerb = verb(shown.partOfSpeech, shown.definitions[0]);
  if (acceptsVerb && /^(מ|נ|ת|י|א|ל)?.[וי]./.test(word) && !showsVerb) return 5;
  if (acceptsVerb && !showsVerb) return 12;
  if (showsVerb && accepted.length > 0 && !acceptsVerb) return 16;
  if (/ending|vowel letter|as ־/.test(how)) return 4;
  return 0;
}
