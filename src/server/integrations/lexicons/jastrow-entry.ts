/** A binyan of a Jastrow verb: its name as Jastrow abbreviates it ("Af.", "Ithpe."), its forms and glosses. */
export interface JastrowBinyan {
  name: string;
  forms: string[];
  glosses: string[];
}

/**
 * One entry of Jastrow's dictionary, from either of its two sources: Sefaria's dictionary XML (one
 * file per letter, read by ./parse-jastrow.ts, which fills every field) or Sefaria's word lookup
 * (../sefaria/read-jastrow-entry.ts, which has one head-word, a part of speech and the senses as
 * text, and leaves the lists it cannot know empty).
 */
export interface JastrowEntry {
  /** "A02061": letter + number (the word lookup's rid, else its headword). */
  id: string;
  /** Every <head-word>, pointed, NFC, without trailing punctuation, the conjecture mark `*` and the homograph number. */
  headWords: string[];
  /** The homograph number ("I", "II"), or null. */
  homograph: string | null;
  /** The first part of speech ("m.", "pr. n. m."), trimmed, or null. */
  partOfSpeech: string | null;
  /** `ch.` (Chaldaic) is Aramaic — in the language key, or at the head of the first sense (shared/dictionary/jastrow-glosses#chaldaicMarker); everything else rabbinic (or biblical) Hebrew. */
  language: "hebrew" | "aramaic";
  /**
   * The <italic> text of each definition of the entry's senses, each once, the meaning first
   * (shared/dictionary/jastrow-glosses: a "same" sense as the entry before's meaning, asides after, binyan names dropped).
   */
  glosses: string[];
  binyanim: JastrowBinyan[];
  /** The plural forms Jastrow gives (<plural-form>Pl. בָּאגֵי, בָּגֵי</plural-form>), pointed. */
  plurals: string[];
  /**
   * Those of `plurals` the XML left outside the plural's markup, the construct plural after it
   * ("<plural-form>Pl. בָּנִים,</plural-form> constr. בְּנֵי": shared/dictionary/jastrow-construct-plurals); absent when none.
   */
  pluralsOutsideMarkup?: string[];
  /** Ids of the entries it refers to (<xref rid>), in order, each once; "unknown" left out. */
  crossRefs: string[];
  /** Each definition of the entry's own senses as text ("(= אַבָּא)"), for an entry without a gloss. */
  definitions: string[];
  /** The citations (<notes>), as text, in order (a binyan's prefixed with its name). */
  notes: string[];
  /**
   * An entry that is only a cross-reference ('v. …': no gloss, and a text that is only the pointer,
   * shared/dictionary/read-jastrow-reference): the id Sefaria's link gives (null when unlinked); the
   * import resolves it again by `see`.
   */
  referenceTo: string | null;
  /**
   * Which of shared/dictionary/jastrow-glosses' rules changed the entry's glosses or language as
   * printed ("same", "aside", "label", "notes", "language"); empty or absent when none did.
   */
  glossRules?: string[];
  /** The head-word such an entry points to, as printed, with Jastrow's homograph number ("חֲזֵי", "זְמַר I"); null for any other entry. */
  see: string | null;
  /** Such an entry that is a form of the word it names ("זִיל imperat. of אֲזַל"), not only a pointer to it. */
  seeForm?: true;
  /**
   * The entries such an entry names after `see`, in its order, each as printed with Sefaria's link (null when unlinked):
   * "תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא" names two (shared/dictionary/read-reference-list); absent when it names one.
   */
  seeAlso?: { text: string; rid: string | null }[];
}
