/**
 * Where Jastrow's dictionary shows a word in use: each entry quotes its word from the texts, and
 * the quotations say which texts use it: the Targum ("Targ. O. Gen. I, 1"), the Mishnah (a
 * tractate, the chapter in Roman numerals and the mishnah: "Ber. I, 1"), the Babylonian Talmud's
 * Gemara (a tractate and its folio: "Ber. 11 b"), the Yerushalmi ("Y. Ber. I, 3 b") and the
 * Midrashim. Jastrow marks the words he met most with "a. fr." (and frequently) and "a. v. fr." (and
 * very frequently) after a quotation. Among homographs, the entry quoted most from texts of the kind
 * a learner reads is the likelier word there: כֵּן I 'so, thus' (quoted from the Gemara, "a. v.
 * fr.") before כֵּן II 'base, stand' (two Mishnah places); in the Targum, the Aramaic עֲבַד 'to do'
 * (Targ., eleven times) before the Hebrew עָבַד 'to serve' (none). Pure: the lookup gives the entry's
 * notes, these rules count (the abbreviations are Jastrow's own, from his List of Abbreviations).
 */

/** The kinds of text Jastrow quotes from that a learner reads in Milim. */
export type Corpus = "talmud" | "mishnah" | "targum";

/** Quotations of an entry by the kind of text they come from ("a. fr." and "a. v. fr." added to the quotation before them). */
export interface CitationCounts { talmud: number; mishnah: number; targum: number }

/**
 * The tractates of the Mishnah and the Talmud as Jastrow abbreviates them. A biblical book is cited
 * the same way as a Mishnah ("Gen. I, 1", "Deut. VI, 4"), so only these names count.
 */
const TRACTATES = [
  "Ab. Zar", "Ab", "Arakh", "B. Bath", "B. Kam", "B. Mets", "Bekh", "Ber", "Bets", "Bicc", "Dem", "Ed", "Erub", "Gitt",
  "Ḥag", "Ḥall", "Hor", "Ḥull", "Kel", "Ker", "Keth", "Kidd", "Kil", "Kin", "M. Kat", "Maas. Sh", "Maasr", "Macc",
  "Makhsh", "Meg", "Meil", "Men", "Midd", "Mikv", "Naz", "Ned", "Neg", "Nidd", "Ohol", "Orl", "Par", "Pes", "R. Hash",
  "Sabb", "Shebi", "Shebu", "Shek", "Snh", "Sot", "Succ", "Taan", "Tam", "Tem", "Ter", "Toh", "Ukts", "Yad", "Yeb",
  "Yoma", "Zab", "Zeb",
].map((t) => t.replace(/[.]/g, "\\.")).join("|");

/**
 * One token of a quotation, in the order Jastrow writes them: the Targum; the Yerushalmi's and the
 * Tosefta's marks (the tractate after them is theirs, not the Mishnah's or the Gemara's); a tractate
 * with a Mishnah's chapter and mishnah, or with a folio and its side; "Ib." with a folio or a
 * chapter (the same book again); and the marks of frequency.
 */
const TOKEN = new RegExp(
  `Targ\\.|(?<![A-Za-z])Y\\. |Tosef\\. |(?<![A-Za-z\\u1E00-\\u1EFF])(?:${TRACTATES})\\.? (?:[IVX]+, ?\\d+|\\d+ ?[ab]\\b)|(?<![A-Za-z])Ib\\. (?:[IVX]+, ?\\d+|\\d+ ?[ab]\\b)|a\\. v\\. fr\\b|a\\. fr\\b`,
  "g",
);
/**
 * Jastrow prints a few quotations of each sense and marks the places he leaves out: "a. fr." (and
 * frequently) stands for more places than he prints, "a. v. fr." (and very frequently) for an order
 * more; an entry quoted twice with "a. fr." is used far more than one quoted three times without it.
 */
const VERY_FREQUENTLY = 20;
const FREQUENTLY = 5;

/** The quotations of an entry (its notes and definitions as imported), counted by the kind of text. */
export function jastrowCitations(texts: readonly string[]): CitationCounts {
  const counts: CitationCounts = { talmud: 0, mishnah: 0, targum: 0 };
  for (const text of texts) {
    // The kind of the last quotation (what "Ib." and "a. fr." refer to), and a Yerushalmi or Tosefta mark before a tractate.
    let last: Corpus | null = null;
    let other = false;
    for (const m of text.matchAll(TOKEN)) {
      const t = m[0];
      if (t === "Targ.") {
        last = "targum";
        other = false;
        counts.targum++;
      } else if (t === "Y. " || t === "Tosef. ") {
        last = null;
        other = true;
      } else if (t.startsWith("a. v. fr")) {
        if (last) counts[last] += VERY_FREQUENTLY;
      } else if (t.startsWith("a. fr")) {
        if (last) counts[last] += FREQUENTLY;
      } else if (t.startsWith("Ib.")) {
        if (last) counts[last]++;
      } else {
        last = other ? null : /[IVX]+, ?\d/.test(t) ? "mishnah" : "talmud";
        other = false;
        if (last) counts[last]++;
      }
    }
  }
  return counts;
}

/**
 * One word's quotations gathered from its entries: Jastrow quotes an Aramaic word whose meaning he gives under
 * its Hebrew twin under its own head-word, "ch. same" (כֵּן 'so', quoted from the Targum under the ch. entry,
 * whose Hebrew entry quotes none), and a spelling under the reference that sends it to its entry (לָא 'v. לֹא').
 * The lookup shows such a reference as its target, so the target's weight is both entries' quotations:
 * read alone, the target lost to a rare homograph the lexicon quotes more from the text's kind (כֵּן 'base').
 */
export function withReferenceCitations(own: CitationCounts, references: readonly CitationCounts[]): CitationCounts {
  return references.reduce((sum, c) => ({ talmud: sum.talmud + c.talmud, mishnah: sum.mishnah + c.mishnah, targum: sum.targum + c.targum }), own);
}

/**
 * The quotations that speak for a reading in the learner's text: in the Targum its Targum
 * quotations; in the Gemara the Gemara's; in the Mishnah (or a Mishnah a Talmud page quotes) the
 * Mishnah's and the Gemara's, which quotes the Mishnah's Hebrew and the baraitot in the same language.
 */
export function citationsIn(c: CitationCounts, corpus: Corpus): number {
  return corpus === "targum" ? c.targum : corpus === "talmud" ? c.talmud : c.mishnah + c.talmud;
}

/**
 * The kind of text a word stands in, for its quotations: the lookup's kind of text (rank-readings'
 * "mishnah" for the Mishnah's Hebrew, "aramaic" for the Gemara and the Targum) and the book's
 * category, which tells the Targum from the Talmud; null for the Tanakh and other books.
 */
export function citationCorpus(kind: string | null, category: string | null | undefined): Corpus | null {
  if (kind === "mishnah") return "mishnah";
  if (kind !== "aramaic") return null;
  return category === "Targum" ? "targum" : "talmud";
}

/** An entry's quotations as its import counted them (`details.uses`), or counted now from its notes (an import before the counts were kept). */
export const entryCitations = (details: { readonly uses?: CitationCounts; readonly notes: readonly string[] }): CitationCounts =>
  details.uses ?? jastrowCitations(details.notes);
