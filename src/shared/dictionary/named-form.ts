import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * The verb form a lexicon entry names a word as. Jastrow lists a verb's forms after their names, before its
 * meaning and in its citations' lead ("אֲמָא II, fut. יֵימָא, imper. אֵימָא … to say, speak, think"; "הַךְ, fut.
 * יְהַךְ, inf. מְהַךְ … to go"; "part. pass. גְּלֵי"): a word of such a list is that form of the entry's verb, and
 * its gloss says so ('to say, speak, think (imper.)' for אֵימָא), as the panel and "Add to my words" give it.
 */

/** A form's name, as Jastrow abbreviates it (the passive participle's two words are one name). */
const FORM_NAME = /(?<![A-Za-z])(fut|imper|imperat|inf|infin|part|perf)\.(\s*pass\.)?/g;
/** What may stand between a form's name and the last word it names: Hebrew words, commas, "a." / "or". */
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const LISTED = /^(?:[\s,]|a\.|or\b|[\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4])*/;
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const HEBREW_WORD = /[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*/g;
/** The proclitics a tapped word may carry before the form the entry lists (וְאֵימָא, דְּאֵימָא). */
const PROCLITIC = /^[ודלבכמשה]/;

const letters = (word: string) => plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, "");

/**
 * The name of the form (`fut.`, `imper.`, `part. pass.`…) an entry's texts (its notes) give `word` (as tapped, pointed
 * or not), or of the word without its first one or two proclitics; null where they list it under no form's name.
 */
export function namedVerbForm(texts: readonly string[], word: string): string | null {
  const whole = letters(word);
  if (!whole) return null;
  const wanted = new Set([whole]);
  for (let n = 1, rest = whole; n <= 2 && PROCLITIC.test(rest) && rest.length > 3; n++) wanted.add((rest = rest.slice(1)));
  for (const text of texts) {
    for (const name of text.normalize("NFC").matchAll(FORM_NAME)) {
      const after = text.normalize("NFC").slice(name.index + name[0].length);
      const list = LISTED.exec(after)![0];
      for (const [w] of list.matchAll(HEBREW_WORD)) if (wanted.has(letters(w))) return name[0].replace(/\s+/g, " ");
    }
  }
  return null;
}

/** A gloss with the form named after it: "to say, speak, think (imper.)"; the gloss alone where none is named. */
export const withNamedForm = (gloss: string, form: string | null): string => (gloss && form ? `${gloss} (${form})` : gloss);
