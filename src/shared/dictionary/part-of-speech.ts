/**
 * A part of speech as the lexicons write it, read as the grammar words it is made of, so that the
 * interface can name each in its own language (client/lib/part-of-speech-labels.ts):
 * - BDB and Strong's: their parts-of-speech keys' names, as the importer wrote them
 *   (integrations/lexicons/parse-parts-of-speech.ts): "Noun Masculine", "Proper Name Location",
 *   "Adjective Genitive" (the key's name of "gent", gentilic), "Noun Proper Flumen"; and Strong's
 *   codes the key does not name, alternatives side by side ("n-pr-m n-pr-loc", "v n-m");
 * - Jastrow's abbreviations: "m.", "f. pl.", "pr. n. m.", "pr. n. pl." (his proper noun of a place);
 * - Wiktionary's and a collection's words: "noun", "proper noun", "verb";
 * - the lexicons' own codes, as an import stores them when it has no key to name them (or the key
 *   does not list them): Strong's "v", "n-m", "a-gent", alternatives side by side ("v n-m", "v a"),
 *   and BDB's dotted ones, one part of speech each: "vb", "n.m", "n.[m.]pl", "adj. gent", "vb. denom",
 *   "demonstr.pron.pl", "pron. 2 s. m".
 * Each alternative is a list of words, the part of speech itself first ("Demonstrative Pronoun":
 * pronoun, demonstrative). null: a text with a word this does not know (shown as it is).
 */

/** The grammar words a part of speech is made of. */
export const POS_WORDS = [
  "noun", "verb", "adjective", "adverb", "pronoun", "preposition", "conjunction", "particle", "interjection", "substantive",
  "properName", "definiteArticle", "objectMarker", "participle",
  "masculine", "feminine", "common", "bothGenders", "singular", "plural", "dual", "construct", "emphatic",
  "firstPerson", "secondPerson", "thirdPerson",
  "gentilic", "ordinal", "cardinal", "demonstrative", "interrogative", "indefinite", "personal", "relative", "negative",
  "collective", "abstract", "denominative", "indeclinable", "intensive", "verbal", "intransitive", "enclitic", "locative",
  "quadriliteral", "unit", "epithet",
  "place", "territory", "mountain", "river", "deity", "person", "month", "spring", "well", "cliff",
] as const;
export type PosWord = (typeof POS_WORDS)[number];

/** The words that are a part of speech (they come first); the others qualify it. */
const HEADS = new Set<PosWord>([
  "noun", "verb", "adjective", "adverb", "pronoun", "preposition", "conjunction", "particle", "interjection", "substantive",
  "properName", "definiteArticle", "objectMarker", "participle",
]);

/** BDB's, Strong's and Wiktionary's words, lower-cased; several words that name one thing first. */
const PHRASES: [string, PosWord[]][] = [
  ["mark of accusative", ["objectMarker"]], ["mark of accus", ["objectMarker"]], ["numeral", ["cardinal"]], ["article", ["definiteArticle"]], ["adjective verb", ["adjective", "verbal"]], ["masculine and feminine", ["bothGenders"]],
  ["proper name", ["properName"]], ["noun proper", ["properName"]], ["proper noun", ["properName"]],
  ["definite article", ["definiteArticle"]], ["number ordinal", ["ordinal"]], ["gentilic adjective", ["adjective", "gentilic"]],
  ["1st person", ["firstPerson"]], ["2nd person", ["secondPerson"]], ["3rd person", ["thirdPerson"]],
  ["noun", ["noun"]], ["verb", ["verb"]], ["adjective", ["adjective"]], ["adverb", ["adverb"]], ["pronoun", ["pronoun"]],
  ["preposition", ["preposition"]], ["conjunction", ["conjunction"]], ["particle", ["particle"]], ["interjection", ["interjection"]],
  ["substantive", ["substantive"]], ["participle", ["participle"]],
  ["masculine", ["masculine"]], ["feminine", ["feminine"]], ["common", ["common"]], ["singular", ["singular"]], ["plural", ["plural"]],
  ["dual", ["dual"]], ["construct", ["construct"]], ["emphatic", ["emphatic"]],
  // BDB's key names "gent" (gentilic) "Genitive".
  ["genitive", ["gentilic"]], ["gentilic", ["gentilic"]], ["ordinal", ["ordinal"]], ["number", ["cardinal"]],
  ["demonstrative", ["demonstrative"]], ["interrogative", ["interrogative"]], ["indefinite", ["indefinite"]], ["personal", ["personal"]],
  ["relative", ["relative"]], ["negative", ["negative"]], ["collective", ["collective"]], ["abstract", ["abstract"]],
  ["denominative", ["denominative"]], ["indeclinable", ["indeclinable"]], ["intense", ["intensive"]], ["verbal", ["verbal"]],
  ["intransitive", ["intransitive"]], ["enclitic", ["enclitic"]], ["locative", ["locative"]], ["quadril", ["quadriliteral"]],
  ["unit", ["unit"]], ["epithet", ["epithet"]],
  ["location", ["place"]], ["territory", ["territory"]], ["mountain", ["mountain"]], ["flumen", ["river"]], ["divine", ["deity"]],
  ["deity", ["deity"]], ["divinity", ["deity"]], ["person", ["person"]], ["month", ["month"]], ["fountain", ["spring"]],
  ["well", ["well"]], ["cliff", ["cliff"]],
];
const LONGEST = Math.max(...PHRASES.map(([p]) => p.split(" ").length));
const PHRASE = new Map(PHRASES);

/** Strong's codes (its key's own: PartsOfSpeech.xml), each part a word. */
const CODES: Record<string, PosWord[]> = {
  n: ["noun"], v: ["verb"], a: ["adjective"], adv: ["adverb"], m: ["masculine"], f: ["feminine"], pr: ["properName"],
  loc: ["place"], gent: ["gentilic"], conj: ["conjunction"], prep: ["preposition"], inj: ["interjection"], prt: ["particle"],
  pron: ["pronoun"], d: ["pronoun", "demonstrative"], p: ["pronoun", "personal"], i: ["pronoun", "interrogative"],
  r: ["pronoun", "relative"], x: ["pronoun", "indefinite"], np: ["particle", "negative"], dp: ["particle", "demonstrative"],
  rpt: ["particle", "relative"], da: ["definiteArticle"], pt: ["participle"], comm: ["common"], cstr: ["construct"], du: ["dual"],
  sg: ["singular"], denom: ["denominative"], indef: ["indefinite"], epith: ["epithet"], terr: ["territory"], mont: ["mountain"],
  fl: ["river"], flum: ["river"], font: ["spring"], putei: ["well"], rup: ["cliff"], mens: ["month"], div: ["deity"],
  dei: ["deity"], deae: ["deity"],
};

/**
 * BDB's abbreviations (the parts of its dotted codes, BDBPartsOfSpeech.xml's and the ones its <pos> writes). "pr" is a
 * proper name after a noun ("n.pr.m"), a pronoun otherwise ("pr.pl.m", "demonstr.pr.f"); "vb" and "verb" after another
 * part of speech make it verbal ("adj.vb", "n.verb").
 */
const BDB: Record<string, PosWord[]> = {
  ...CODES,
  vb: ["verb"], verb: ["verb"], adj: ["adjective"], subst: ["substantive"], interj: ["interjection"], part: ["particle"],
  pl: ["plural"], s: ["singular"], sing: ["singular"], masc: ["masculine"], fem: ["feminine"], coll: ["collective"],
  abstr: ["abstract"], abst: ["abstract"], abs: ["abstract"], indecl: ["indeclinable"], intens: ["intensive"], verbal: ["verbal"],
  intrans: ["intransitive"], enclitic: ["enclitic"], quadril: ["quadriliteral"], unit: ["unit"], emph: ["emphatic"],
  demonstr: ["demonstrative"], interrog: ["interrogative"], interr: ["interrogative"], rel: ["relative"], num: ["cardinal"],
  ord: ["ordinal"], ordin: ["ordinal"], divin: ["deity"], pers: ["person"],
};
const PERSON: Record<string, PosWord> = { 1: "firstPerson", 2: "secondPerson", 3: "thirdPerson" };

/** Jastrow's abbreviations, whole. */
const JASTROW: Record<string, PosWord[]> = {
  "m.": ["noun", "masculine"], "f.": ["noun", "feminine"], "m. pl.": ["noun", "masculine", "plural"], "f. pl.": ["noun", "feminine", "plural"],
  "pr. n.": ["properName"], "pr. n. m.": ["properName", "masculine"], "pr. n. f.": ["properName", "feminine"], "pr. n. pl.": ["properName", "place"],
};

/** The part of speech's alternatives (most have one), each its words; null for a text with a word not known here. */
export function readPartOfSpeech(text: string): PosWord[][] | null {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (!trimmed) return null;
  const jastrow = JASTROW[trimmed];
  if (jastrow) return [jastrow];
  const words = readWords(trimmed.toLowerCase().split(" "));
  if (words) return [words];
  if (/^[a-z]+(-[a-z]+)*( [a-z]+(-[a-z]+)*)*$/.test(trimmed)) {
    const codes = readCodes(trimmed);
    if (codes) return codes;
  }
  const bdb = readBdbCode(trimmed);
  return bdb ? [bdb] : null;
}

/** Strong's codes, alternatives split by spaces ("n-pr-m n-pr-loc", "v a"). */
function readCodes(text: string): PosWord[][] | null {
  const alternatives: PosWord[][] = [];
  for (const code of text.split(" ")) {
    const parts = code.split("-").map((part) => CODES[part]);
    if (parts.some((part) => !part)) return null;
    alternatives.push(ordered(parts.flat() as PosWord[]));
  }
  return alternatives;
}

/** One of BDB's codes, its parts split by dots, spaces and brackets ("n.[m.]pl", "vb. denom", "pron. 2 s. m", "3mpl"). */
function readBdbCode(text: string): PosWord[] | null {
  const parts = text.split(/[\s.,?[\]]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const read: PosWord[] = [];
  for (const [i, part] of parts.entries()) {
    const person = /^([123])(m|f)?(s|pl)?$/.exec(part);
    if (person) {
      read.push(PERSON[person[1]!]!, ...BDB[person[2] ?? ""] ?? [], ...BDB[person[3] ?? ""] ?? []);
      continue;
    }
    if (part === "pr" && !read.includes("noun")) read.push("pronoun");
    else if ((part === "vb" || part === "verb") && i > 0) read.push("verbal");
    else if (BDB[part]) read.push(...BDB[part]);
    else return null;
  }
  return ordered(read);
}

/** BDB's, Strong's and Wiktionary's words, several at a time where they name one thing. */
function readWords(words: string[]): PosWord[] | null {
  const read: PosWord[] = [];
  for (let i = 0; i < words.length;) {
    let length = Math.min(LONGEST, words.length - i);
    while (length > 0 && !PHRASE.has(words.slice(i, i + length).join(" "))) length--;
    if (length === 0) return null;
    read.push(...PHRASE.get(words.slice(i, i + length).join(" "))!);
    i += length;
  }
  return ordered(read);
}

/** The part of speech first, then what qualifies it, each once ("Masculine Masculine"); a proper name is the noun ("n-pr-m"). */
function ordered(words: PosWord[]): PosWord[] {
  const unique = [...new Set(words)].filter((w) => w !== "noun" || !words.includes("properName"));
  return [...unique.filter((w) => HEADS.has(w)), ...unique.filter((w) => !HEADS.has(w))];
}
