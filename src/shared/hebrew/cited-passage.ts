/**
 * Whether a Jastrow entry quotes the very passage a learner reads. Jastrow illustrates each sense
 * with quotations, named by his abbreviations: a Gemara page by tractate, folio and side ("B. Kam.
 * 2 b"), a Mishnah by tractate, chapter in Roman numerals and mishnah ("B. Kam. I, 1"), the Targum
 * by book, chapter and verse ("Targ. Gen. I, 22", "Targ. O. Gen. …"). Among homographs of the same
 * letters, the one that quotes the line being read is the word of that line: הֲרֵי I 'aspect, case'
 * quotes "B. Kam. I, 1 לא ה' השור כה' וכ'", which is the first Mishnah of Bava Kamma 2a; הֲרֵי II
 * 'behold' does not. A reader with Jastrow open does the same: he looks for the passage among the
 * quotations. Pure: the lookup gives the book's title and the word's place, these rules read the notes.
 */

/** The passage a word stands in, as Jastrow would cite it. */
export type CitedPassage =
  /** A page of the Babylonian Talmud: tractate (Jastrow's abbreviation, without its full stop), folio and side. */
  | { kind: "folio"; book: string; folio: number; side: "a" | "b" }
  /** A Mishnah (chapter, mishnah) or a verse of the Targum (chapter, verse). */
  | { kind: "chapter"; book: string; chapter: number; verse: number; targum: boolean };

/** Sefaria's titles of the tractates (Mishnah and Talmud alike) and Jastrow's abbreviations of them (his List of Abbreviations). */
const TRACTATES: Record<string, string> = {
  Berakhot: "Ber", Peah: "Peah", Demai: "Dem", Kilayim: "Kil", Sheviit: "Shebi", Terumot: "Ter", Maasrot: "Maasr",
  "Maaser Sheni": "Maas. Sh", Challah: "Ḥall", Orlah: "Orl", Bikkurim: "Bicc", Shabbat: "Sabb", Eruvin: "Erub",
  Pesachim: "Pes", Shekalim: "Shek", Yoma: "Yoma", Sukkah: "Succ", Beitzah: "Bets", "Rosh Hashanah": "R. Hash",
  Taanit: "Taan", Megillah: "Meg", "Moed Katan": "M. Kat", Chagigah: "Ḥag", Yevamot: "Yeb", Ketubot: "Keth",
  Nedarim: "Ned", Nazir: "Naz", Sotah: "Sot", Gittin: "Gitt", Kiddushin: "Kidd", "Bava Kamma": "B. Kam",
  "Bava Metzia": "B. Mets", "Bava Batra": "B. Bath", Sanhedrin: "Snh", Makkot: "Macc", Shevuot: "Shebu",
  Eduyot: "Ed", "Avodah Zarah": "Ab. Zar", "Pirkei Avot": "Ab", Horayot: "Hor", Zevachim: "Zeb", Menachot: "Men",
  Chullin: "Ḥull", Bekhorot: "Bekh", Arakhin: "Arakh", Temurah: "Tem", Keritot: "Ker", Meilah: "Meil", Tamid: "Tam",
  Middot: "Midd", Kinnim: "Kinn", Kelim: "Kel", Oholot: "Ohol", Negaim: "Neg", Parah: "Par", Tahorot: "Toh",
  Mikvaot: "Mikv", Niddah: "Nidd", Makhshirin: "Makhsh", Zavim: "Zab", "Tevul Yom": "T’bul Yom", Yadayim: "Yad",
  Oktzim: "Ukts",
};
/** The books of the Torah as Jastrow cites their Targum (Onkelos: "Targ. Gen.", "Targ. O. Gen."). */
const TORAH: Record<string, string> = { Genesis: "Gen", Exodus: "Ex", Leviticus: "Lev", Numbers: "Num", Deuteronomy: "Deut" };

/**
 * The passage of a word's place, from its book (Sefaria's title and category) and its chapter and
 * verse as stored (a Talmud book's chapter counts amudim: 3 is 2a); null for a book Jastrow does not
 * cite so (the Tanakh, a commentary) or a title not known.
 */
export function citedPassage(title: string | null | undefined, category: string | null | undefined, chapter: number, verse: number): CitedPassage | null {
  if (!title) return null;
  if (category === "Talmud") {
    const book = TRACTATES[title];
    return book ? { kind: "folio", book, folio: Math.floor((chapter + 1) / 2), side: chapter % 2 === 1 ? "a" : "b" } : null;
  }
  if (category === "Mishnah") {
    const book = TRACTATES[title.replace(/^Mishnah /, "")];
    return book ? { kind: "chapter", book, chapter, verse, targum: false } : null;
  }
  if (category === "Targum") {
    const book = TORAH[title.replace(/^Onkelos /, "")];
    return book ? { kind: "chapter", book, chapter, verse, targum: true } : null;
  }
  return null;
}

const ROMAN: readonly [number, string][] = [[50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
/** A chapter's number as Jastrow prints it (1 → I, 22 → XXII). */
export function romanNumeral(n: number): string {
  let out = "";
  let rest = n;
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How surely an entry quotes the passage: 2 the passage itself, 1 the Gemara's page next to it (the folio's other side), 0 not. */
export type PassageCitation = 0 | 1 | 2;

/**
 * How an entry's texts (notes and definitions as imported) quote `passage`. A Gemara page: the same
 * folio and side is the passage (2), the folio's other side its continuation (1); the tractate's first
 * Mishnah ("I, 1"), which every tractate's first page opens with, is the passage of 2a (2) and the
 * subject of 2b (1). A Mishnah or a Targum verse: the same chapter and mishnah or verse (2). Another
 * mishnah or verse of the chapter says nothing: a chapter uses a common word in more than one sense
 * (Avot III quotes both דִּין 'to judge' and דִּין 'judgment'; measured on the lookup gold's tune half).
 * A tractate's name after the Yerushalmi's or the Tosefta's mark ("Y. B. Kam.", "Tosef. Kel. B. Mets.")
 * is their text, not the Mishnah's or the Gemara's; "Ib." repeats the book quoted last.
 */
export function passageCitation(texts: readonly string[], passage: CitedPassage | null): PassageCitation {
  if (!passage) return 0;
  const book = passage.kind === "chapter" && passage.targum ? `Targ\\. (?:O\\. )?${escape(passage.book)}` : escape(passage.book);
  // The book (not after another's mark), "Ib." or another book's last word, then a folio and side or a chapter and its mishnah
  // (a binyan's name before the book is no book: "Af. Ber. 2 a").
  const token = new RegExp(`(?<![A-Za-z\\u1E00-\\u1EFF])(?:((?:Y|Tosef|Kel|Tanḥ|Midr|Pesik)\\. )?(${book})|Ib|[A-Z][a-zḤḥ’]*)\\.? (?:(\\d+) ?([ab])\\b|([IVXL]+), ?(\\d+))`, "g");
  let best: PassageCitation = 0;
  for (const text of texts) {
    let current = false;
    for (const m of text.matchAll(token)) {
      const ours = m[2] !== undefined && m[1] === undefined;
      if (!m[0].startsWith("Ib")) current = ours;
      if (!ours && !(m[0].startsWith("Ib") && current)) continue;
      const found = m[3] !== undefined ? folioCitation(passage, Number(m[3]), m[4] as "a" | "b") : chapterCitation(passage, m[5]!, Number(m[6]));
      if (found > best) best = found;
      if (best === 2) return 2;
    }
  }
  return best;
}

function folioCitation(p: CitedPassage, folio: number, side: "a" | "b"): PassageCitation {
  if (p.kind !== "folio" || p.folio !== folio) return 0;
  return p.side === side ? 2 : 1;
}

function chapterCitation(p: CitedPassage, chapter: string, verse: number): PassageCitation {
  if (p.kind === "folio") return p.folio === 2 && chapter === "I" && verse === 1 ? (p.side === "a" ? 2 : 1) : 0;
  return romanNumeral(p.chapter) === chapter && p.verse === verse ? 2 : 0;
}
