/**
 * OpenScriptures' Hebrew morphology codes (morphhb parsing/HebrewMorphologyCodes.html) in words.
 * A word's code is a language letter (H Hebrew, A Aramaic) then its parts separated by "/":
 * prefixes, the main word, suffixes ("HC/Vqw3ms", "HR/Ncmpc/Sp3ms"). Each part is a part-of-speech
 * letter, then its type (or a verb's stem and conjugation), person, gender, number and state
 * where they apply; "x" stands for a value left open.
 */

export type MorphRole = "prefix" | "word" | "suffix";

export interface MorphPart {
  code: string;
  role: MorphRole;
  /** "Verb · Qal · wayyiqtol (sequential imperfect) · 3rd person masculine singular" */
  long: string;
  /** "Verb · Qal · wayyiqtol · 3ms" */
  short: string;
}

export interface DecodedMorph {
  language: "Hebrew" | "Aramaic";
  parts: MorphPart[];
}

const HEBREW_STEMS: Record<string, string> = {
  q: "Qal", N: "Niphal", p: "Piel", P: "Pual", h: "Hiphil", H: "Hophal", t: "Hithpael", o: "Polel", O: "Polal",
  r: "Hithpolel", m: "Poel", M: "Poal", k: "Palel", K: "Pulal", Q: "Qal passive", l: "Pilpel", L: "Polpal",
  f: "Hithpalpel", D: "Nithpael", j: "Pealal", i: "Pilel", u: "Hothpaal", c: "Tiphil", v: "Hishtaphel",
  w: "Nithpalel", y: "Nithpoel", z: "Hithpoel",
};
const ARAMAIC_STEMS: Record<string, string> = {
  q: "Peal", Q: "Peil", u: "Hithpeel", p: "Pael", P: "Ithpaal", M: "Hithpaal", a: "Aphel", h: "Haphel", s: "Saphel",
  e: "Shaphel", H: "Hophal", i: "Ithpeel", t: "Hishtaphel", v: "Ishtaphel", w: "Hithaphel", o: "Polel", z: "Ithpoel",
  r: "Hithpolel", f: "Hithpalpel", b: "Hephal", c: "Tiphel", m: "Poel", l: "Palpel", L: "Ithpalpel", O: "Ithpolel",
  G: "Ittaphal",
};
/** Conjugation: [short, long]. */
const CONJUGATIONS: Record<string, [string, string]> = {
  p: ["qatal", "qatal (perfect)"],
  q: ["weqatal", "weqatal (sequential perfect)"],
  i: ["yiqtol", "yiqtol (imperfect)"],
  w: ["wayyiqtol", "wayyiqtol (sequential imperfect)"],
  h: ["cohortative", "cohortative"],
  j: ["jussive", "jussive"],
  v: ["imperative", "imperative"],
  r: ["participle active", "participle active"],
  s: ["participle passive", "participle passive"],
  a: ["infinitive absolute", "infinitive absolute"],
  c: ["infinitive construct", "infinitive construct"],
};
const ADJECTIVE_TYPES: Record<string, string> = { a: "adjective", c: "cardinal number", g: "gentilic", o: "ordinal number" };
const NOUN_TYPES: Record<string, string> = { c: "common", g: "gentilic", p: "proper name" };
const PRONOUN_TYPES: Record<string, string> = { d: "demonstrative", f: "indefinite", i: "interrogative", p: "personal", r: "relative" };
const PREPOSITION_TYPES: Record<string, string> = { d: "with the definite article" };
const SUFFIX_TYPES: Record<string, string> = { d: "directional he", h: "paragogic he", n: "paragogic nun", p: "pronominal" };
const PARTICLE_TYPES: Record<string, string> = {
  a: "affirmation", d: "definite article", e: "exhortation", i: "interrogative", j: "interjection", m: "demonstrative",
  n: "negative", o: "direct object marker", r: "relative",
};
const PERSONS: Record<string, string> = { 1: "1st person", 2: "2nd person", 3: "3rd person" };
const GENDERS: Record<string, string> = { b: "both genders", c: "common", f: "feminine", m: "masculine" };
const NUMBERS: Record<string, string> = { d: "dual", p: "plural", s: "singular" };
const STATES: Record<string, string> = { a: "absolute", c: "construct", d: "determined" };

class Undecodable extends Error {}

/** One letter from a table; "x" (open) gives null; a missing letter gives null when optional. */
function pick(table: Record<string, string>, letter: string | undefined, optional = true): string | null {
  if (letter === undefined) {
    if (optional) return null;
    throw new Undecodable("missing letter");
  }
  if (letter === "x") return null;
  const value = table[letter];
  if (value === undefined) throw new Undecodable(letter);
  return value;
}

/** Person, gender and number: long "3rd person masculine singular", short "3ms". */
function pgn(person: string | undefined, gender: string | undefined, number: string | undefined): { long: string; short: string } | null {
  const p = pick(PERSONS, person);
  const g = pick(GENDERS, gender);
  const n = pick(NUMBERS, number);
  const long = [p, g, n].filter(Boolean).join(" ");
  if (!long) return null;
  const short = [person, gender, number].filter((l) => l !== undefined && l !== "x").join("");
  return { long, short };
}

interface Fields { long: (string | null)[]; short: (string | null)[] }

function decodeFields(code: string, language: DecodedMorph["language"]): Fields {
  const [pos, ...rest] = code;
  const at = (i: number) => rest[i];
  const end = (length: number) => {
    if (rest.length > length) throw new Undecodable(code);
  };
  switch (pos) {
    case "A": {
      end(4);
      const type = pick(ADJECTIVE_TYPES, at(0), false);
      const gn = pgn(undefined, at(1), at(2));
      const state = pick(STATES, at(3));
      return { long: ["Adjective", type, gn?.long ?? null, state], short: ["Adjective", type, gn?.short ?? null, state] };
    }
    case "C": end(0); return { long: ["Conjunction"], short: ["Conjunction"] };
    case "D": end(0); return { long: ["Adverb"], short: ["Adverb"] };
    case "N": {
      end(4);
      const type = pick(NOUN_TYPES, at(0), false);
      const gn = pgn(undefined, at(1), at(2));
      const state = pick(STATES, at(3));
      return { long: ["Noun", type, gn?.long ?? null, state], short: ["Noun", type, gn?.short ?? null, state] };
    }
    case "P": {
      end(4);
      const type = pick(PRONOUN_TYPES, at(0), false);
      const p = pgn(at(1), at(2), at(3));
      return { long: ["Pronoun", type, p?.long ?? null], short: ["Pronoun", type, p?.short ?? null] };
    }
    case "R": {
      end(1);
      const type = pick(PREPOSITION_TYPES, at(0));
      return { long: ["Preposition", type], short: ["Preposition", type] };
    }
    case "S": {
      end(4);
      const type = pick(SUFFIX_TYPES, at(0), false);
      const p = pgn(at(1), at(2), at(3));
      return { long: ["Suffix", type, p?.long ?? null], short: ["Suffix", type, p?.short ?? null] };
    }
    case "T": {
      end(1);
      // The data has a bare "T" once (Aramaic, in Daniel): a particle of no stated type.
      const type = pick(PARTICLE_TYPES, at(0));
      return { long: ["Particle", type], short: ["Particle", type] };
    }
    case "V": {
      const stem = pick(language === "Aramaic" ? ARAMAIC_STEMS : HEBREW_STEMS, at(0), false);
      const conjugation = at(1) === undefined ? null : CONJUGATIONS[at(1)!];
      if (at(1) !== undefined && !conjugation) throw new Undecodable(code);
      const nonFinite = at(1) === "r" || at(1) === "s" || at(1) === "a" || at(1) === "c";
      let p: { long: string; short: string } | null;
      let state: string | null = null;
      if (nonFinite) {
        // Participles and infinitives have no person: gender, number, state.
        end(5);
        p = pgn(undefined, at(2), at(3));
        state = pick(STATES, at(4));
      } else {
        end(5);
        p = pgn(at(2), at(3), at(4));
      }
      return {
        long: ["Verb", stem, conjugation?.[1] ?? null, p?.long ?? null, state],
        short: ["Verb", stem, conjugation?.[0] ?? null, p?.short ?? null, state],
      };
    }
    default:
      throw new Undecodable(code);
  }
}

const join = (fields: (string | null)[]) => fields.filter((f): f is string => f !== null && f !== "").join(" · ");

/** One part's code ("Vqw3ms", "Ncmpc"): its long and short readings; null when it is not a valid code. */
export function decodeMorphPart(code: string, language: DecodedMorph["language"] = "Hebrew"): { long: string; short: string } | null {
  try {
    const fields = decodeFields(code, language);
    return { long: join(fields.long), short: join(fields.short) };
  } catch (error) {
    if (error instanceof Undecodable) return null;
    throw error;
  }
}

/**
 * A word's whole code ("HC/Vqw3ms"): each part decoded, the prefixes before the main word and the
 * suffixes after it marked as such. Null when any part is not a valid code.
 */
export function decodeMorph(code: string): DecodedMorph | null {
  const language = code[0] === "H" ? "Hebrew" : code[0] === "A" ? "Aramaic" : null;
  if (!language || code.length < 2) return null;
  // A trailing "/" (an empty last part) occurs in the data twice ("AC/Ncmpc/"): nothing follows.
  const codes = code.slice(1).split("/").filter((c, i, all) => c !== "" || i < all.length - 1);
  if (codes.length === 0 || codes.includes("")) return null;
  let main = codes.length - 1;
  while (main > 0 && codes[main]!.startsWith("S")) main--;
  const parts: MorphPart[] = [];
  for (const [i, part] of codes.entries()) {
    const decoded = decodeMorphPart(part, language);
    if (!decoded) return null;
    parts.push({ code: part, role: i < main ? "prefix" : i === main ? "word" : "suffix", ...decoded });
  }
  return { language, parts };
}

/** A stem's name by its letter ("q" → Qal; Aramaic "q" → Peal); null for a letter that names none. */
export function stemName(letter: string, language: DecodedMorph["language"] = "Hebrew"): string | null {
  return (language === "Aramaic" ? ARAMAIC_STEMS : HEBREW_STEMS)[letter] ?? null;
}

/** A part's letters by field ("x", open, left out): what an interface words in its own language. */
export interface MorphFields {
  /** The part of speech: A C D N P R S T V. */
  pos: string;
  type?: string;
  stem?: string;
  conjugation?: string;
  person?: string;
  gender?: string;
  number?: string;
  state?: string;
}

/** One part's code ("Vqw3ms", "Ncmpc") by field; null when it is not a valid code (as decodeMorphPart). */
export function morphFields(code: string, language: DecodedMorph["language"] = "Hebrew"): MorphFields | null {
  if (!decodeMorphPart(code, language)) return null;
  const [pos, ...rest] = code;
  const fields: MorphFields = { pos: pos! };
  const put = (key: Exclude<keyof MorphFields, "pos">, letter: string | undefined) => {
    if (letter !== undefined && letter !== "x") fields[key] = letter;
  };
  switch (pos) {
    case "A": case "N": put("type", rest[0]); put("gender", rest[1]); put("number", rest[2]); put("state", rest[3]); break;
    case "P": case "S": put("type", rest[0]); put("person", rest[1]); put("gender", rest[2]); put("number", rest[3]); break;
    case "R": case "T": put("type", rest[0]); break;
    case "V": {
      put("stem", rest[0]);
      put("conjugation", rest[1]);
      if (["r", "s", "a", "c"].includes(rest[1] ?? "")) { put("gender", rest[2]); put("number", rest[3]); put("state", rest[4]); }
      else { put("person", rest[2]); put("gender", rest[3]); put("number", rest[4]); }
      break;
    }
  }
  return fields;
}
