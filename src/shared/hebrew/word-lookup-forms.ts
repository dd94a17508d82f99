import { aramaicReadings } from "./aramaic-readings";
import { contractedAlReadings } from "./aramaic-al";
import { aramaicPerfectReadings } from "./aramaic-perfect";
import { assimilatedNunReadings } from "./assimilated-nun";
import { hifilPerfectReadings } from "./hifil-perfect";
import { particleReading } from "./pronoun-particles";
import { pleneReadings } from "./plene-readings";
import { abbreviationReading, dropQuotationMarks } from "./rabbinic-abbreviations";
import { lookupForms } from "./segment-word";
import { verbReadings } from "./verb-forms";

/**
 * Every form the reader's lookup reads for a tapped word (plain, as the lexicons' word_plain and
 * forms_plain): the Hebrew segmentation's stems, the Aramaic and rabbinic readings' forms, the verb
 * forms', a pointed word's full spellings, and the head-words of a particle with a pronoun ending and of an abbreviation of the tables.
 * The lookup's statement reads the entries of these forms; "Add to my words" accepts an entry only
 * when it is one of them (or the place's lemma).
 */
export function wordLookupForms(tapped: string): string[] {
  const word = dropQuotationMarks(tapped);
  const particle = particleReading(word, true);
  const abbreviation = abbreviationReading(word);
  return [...new Set([...lookupForms(word), ...aramaicReadings(word).map((r) => r.form), ...contractedAlReadings(word).map((r) => r.form), ...verbReadings(word).map((r) => r.form), ...pleneReadings(word).map((r) => r.form), ...hifilPerfectReadings(word).map((r) => r.form), ...aramaicPerfectReadings(word).map((r) => r.form), ...assimilatedNunReadings(word).map((r) => r.form), ...(particle ? [particle.particle.head] : []), ...(abbreviation ? [abbreviation.abbreviation.head] : [])])];
}
