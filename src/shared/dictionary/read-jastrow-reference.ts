import { ABBREVIATED, POINTED } from "./compare-head-words";
import { ARAMAIC_MARK, formOfLead, namesAramaic } from "./jastrow-reference-leads";
import { listedTargets } from "./read-reference-list";

/**
 * Jastrow's cross-references. Many of its entries say nothing of their own: "חֲזָא, v. חֲזִי",
 * "אַחַת v. אֶחָד", "אֵילּוּ = אִילּוּ" with a "v.", a corrupt reading of one citation "read X, v. X".
 * A reader who looks such a word up follows the "v." to the entry it names. This file reads which
 * entries are only a reference and what they name (where it points among the entries of those
 * letters: choose-reference-target.ts; over a whole import: resolve-jastrow-references.ts):
 *
 * Which entries are only a reference: no gloss of their own (no italic sense: the parser's test),
 * and their whole text is a pointer — `v.`, `s.` or `cmp.` before a head-word — with at most
 * citations, abbreviations and a few function words around it ("ch., v. כּוֹל", "Tosef. Kel. B.
 * Mets. V, 10, v. X", "a corrupt., v. X"). An entry whose text holds words of English meaning
 * ("year. Ber. 55 a …", "quality, nature; kind") glosses the word itself, outside an italic, and
 * is not a reference (שָׁנָה 'year' was read as a pointer to יָשַׁן).
 */

/** Marks an xref's place in an entry's text: `\uE000<index>\uE001` (the parser writes it). */
export const xrefMark = (i: number): string => `\uE000${i}\uE001`;

export interface JastrowXref { rid: string; text: string }

/** An entry a reference names: the xref's id (null when unlinked) and the head-word named, as printed. */
export interface JastrowTarget { rid: string | null; text: string }

/**
 * What an entry that is only a reference points to: the first entry it names; `form` when the entry is a form of that word
 * ("זִיל imperat. of אֲזַל": its head-words are the word's forms); `also`, the entries it names after that one, in its order
 * ("תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא": read-reference-list.ts), absent when it names one.
 */
export interface JastrowSee extends JastrowTarget { form?: true; also?: JastrowTarget[] }

// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const HEBREW_WORD = /[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4\u05BE]*/g;
/** Words that carry no meaning of the entry's own: a citation's, a correction's, a pointer's. */
const FUNCTION_WORDS = new Set([
  "read", "corrupt", "corruption", "var", "some", "oth", "and", "the", "for", "same", "next", "preced", "prob", "also", "comp",
  "text", "ref", "top", "bot", "end", "quot", "sub", "ibid", "ed", "beg", "or", "of", "as", "in", "to", "is", "which", "see",
]);
/** Jastrow's lower-case abbreviations (written with a full stop): "a corrupt.", "Ms. M. ed.", "quot. in preced.", "constr.". */
const ABBREVIATIONS = new Set([
  "bot", "preced", "cmp", "acc", "corr", "constr", "beg", "ull", "oth", "prob", "ref", "expl", "quot", "corrupt", "pass", "sing", "part",
  "sub", "wds", "prov", "opp", "fem", "introd", "perh", "art", "lect", "gent", "format", "opin", "reduplic", "esp", "transpos", "collect",
  "contr", "denom", "contrad", "vers", "dial", "ibid", "adapt", "foreg", "abbrev", "incorr", "gen", "supra", "comment", "differ", "abbr",
  "corresp", "imper", "imperat", "dict", "frequ", "var", "nom", "eds", "sec", "masc", "interch", "infin", "prop", "redupl", "accus",
  "etymol", "plur", "comp", "interpret", "const", "freq", "orig", "hebr", "com", "inf", "deriv", "addit", "adv", "adj", "neut", "lit",
  "diff", "fut", "perf", "betw", "transl", "same", "top", "end", "next", "sim", "syn", "etc", "infra", "lat", "pers", "num", "def",
]);

/**
 * A pointer: v. / s. / cmp. (any case; "v. sub. עִיגּ'", see under the word's other spelling), or Jastrow's "=" ("ch. = h. יַבָּשָׁה": the Aramaic word is the
 * Hebrew one), then an xref, a Hebrew word, or "next w." / "preced.". The first one decides: a "v." after
 * an equivalence points one citation elsewhere.
 */
const POINTER = /(?:(?:^|[\s,;:([—-])(?:v|s|cmp)\.(?:\s*sub\.)?|=\s*(?:(?:b\.\s*)?h\.)?)\s*\[?\s*(\uE000(\d+)\uE001|H(\d+)(?:\s+(I{1,3}|IV)(?![A-Za-z’']))?|next\.? w|preced|foreg)/i;

/**
 * An equivalence that is the whole definition, at the start of the entry's text: "ch. = h. בָּנָה"
 * (the Aramaic verb is the Hebrew one), "= וַי", "constr. of פֶּה", "pl. of …"; or "ch. same" (the
 * Aramaic word is the entry before it, the Hebrew word of the same letters: חַיָּיב ch. same).
 */
const LEAD = /^[\s,;:.]*(?:(?:[mf]|c|pl|sing|adj|adv|part|pr\. ?n)\.\s*)*(?:(?:(?:b\.\s*)?ch\.\s*)?(?:=\s*(?:(?:b\.\s*)?h\.)?|(?:constr|pl|fem|f|sing)\.\s*of)\s*(\uE000(\d+)\uE001|H(\d+)(?:\s+(I{1,3}|IV)(?![A-Za-z’']))?)|ch\.\s*same\b)/;

/**
 * The reference an entry without a gloss is, given its text (language key, definition and citations,
 * in order, each xref replaced by `xrefMark(i)`), its xrefs and the id of the entry before it: null
 * when its text says something of its own (a word of English meaning, not a citation's) or points
 * nowhere. An equivalence at its start (`LEAD`) decides whatever the citations after it say.
 */
export function jastrowReference(body: string, xrefs: readonly JastrowXref[], previousId: string | null = null, ownId: string | null = null): JastrowSee | null {
  const hebrew: string[] = [];
  const skeleton = body.replace(HEBREW_WORD, (w) => `H${hebrew.push(w) - 1} `);
  // An unlinked word keeps Jastrow's homograph number printed after it ("v. חוֹב II"): seeTarget reads it.
  // "ch." after the word: Jastrow's Aramaic entry of it (jastrow-reference-leads), kept in the text as ARAMAIC_MARK.
  /** The entry named by an xref's mark or a Hebrew word (with its number) that ends at `end` of the skeleton. */
  const target = (mark: string | number | undefined, word: string | number | undefined, numeral: string | null | undefined, end: number): JastrowTarget | null => {
    const ch = namesAramaic(skeleton, end) ? ARAMAIC_MARK : "";
    if (mark !== undefined) {
      const x = xrefs[Number(mark)];
      return x ? { rid: x.rid && x.rid !== "unknown" ? x.rid : null, text: x.text.replace(/\s+/g, " ").trim() + (ch && !/\bch\.?$/.test(x.text.trim()) ? ch : "") } : null;
    }
    return word !== undefined ? { rid: null, text: hebrew[Number(word)]!.replace(/[.,;:]+$/, "") + (numeral ? ` ${numeral}` : "") + ch } : null;
  };
  /** "next w." / "preced." / "foreg." unlinked: the entry after or before this one (Jastrow's ids run in the dictionary's order). */
  const beside = (kind: "next" | "preced"): JastrowTarget | null => {
    const rid = kind === "next" ? followingId(ownId) : previousId;
    return rid ? { rid, text: kind === "next" ? "next w." : "preced." } : null;
  };
  /** The entries named after the first, which ends at `end` (read-reference-list.ts), each once. */
  const listed = (first: JastrowSee, end: number): JastrowSee => {
    const also: JastrowTarget[] = [];
    let before: JastrowTarget = first;
    for (const t of listedTargets(skeleton, end)) {
      const word = seeTarget(before.text).word;
      const next = t.kind === "xref" ? target(t.index, undefined, null, t.end)
        : t.kind === "word" ? target(undefined, t.index, t.numeral, t.end)
          // Another number of the word before ("v. בזי I, II ch."): that word, numbered so.
          : t.kind === "number" ? (/[\u05D0-\u05EA]/.test(word) ? { rid: null, text: `${word} ${t.numeral}${namesAramaic(skeleton, t.end) ? ARAMAIC_MARK : ""}` } : null)
            : beside(t.kind);
      if (!next) continue;
      before = next;
      if (![first, ...also].some((a) => a.text === next.text && a.rid === next.rid)) also.push(next);
    }
    return also.length > 0 ? { ...first, also } : first;
  };
  const named = (m: RegExpExecArray, at: number, offset = 0): JastrowSee | null => {
    const end = offset + m.index + m[0].length;
    const first = target(m[at + 1], m[at + 2], m[at + 3], end);
    return first && listed(first, end);
  };
  const lead = LEAD.exec(skeleton);
  if (lead) return lead[1] !== undefined ? named(lead, 1) : previousId ? { rid: previousId, text: "preced." } : null;
  // A verb form whose whole text names its verb ("imperat. of אֲזַל"): whatever its citations say.
  // A "v." right after it names the verb's entry where the form named is not one ("אֲחוּכֵי inf. of אֲחוּךְ, v. חוּךְ").
  const form = formOfLead(skeleton);
  if (form) {
    const rest = skeleton.slice(form.index + form[0].length);
    const after = POINTER.exec(rest);
    const next = after && /^[\s,;]*$/.test(rest.slice(0, after.index)) && (after[2] !== undefined || after[3] !== undefined);
    const formOf = (next ? named(after, 1, form.index + form[0].length) : null) ?? named(form, 1);
    if (formOf) return { ...formOf, form: true };
  }
  const words = skeleton.replace(/\uE000\d+\uE001/g, " ").replace(/H\d+/g, " ");
  // A word of meaning: lower-case, three letters or more, neither a function word nor one of Jastrow's abbreviations.
  for (const m of words.matchAll(/(?<![A-Za-z’'])([a-z][a-z’']{2,})(?![A-Za-z’'])(\.?)/g)) {
    if (!FUNCTION_WORDS.has(m[1]!) && !(m[2] && ABBREVIATIONS.has(m[1]!))) return null;
  }
  const p = POINTER.exec(skeleton);
  if (!p) return null;
  // "next w." / "preced." / "foreg." unlinked, not where its text says "same" (the entry before's meaning,
  // shared/dictionary/jastrow-glosses): הֲפַכְפָּךְ "same … v. next w.".
  if (p[2] === undefined && p[3] === undefined) {
    if (/\bsame\b/.test(words)) return null;
    const near = beside(/^next/i.test(p[1]!) ? "next" : "preced");
    const end = p.index + p[0].length;
    return near && listed(near, end + (/^(?:ds?)?\./.exec(skeleton.slice(end))?.[0].length ?? 0));
  }
  return named(p, 1);
}

/** The id of the entry after `id` in the dictionary's order ("A00321" → "A00322"), null for an id not of that form. */
export function followingId(id: string | null): string | null {
  const m = /^([A-Z])(\d+)$/.exec(id ?? "");
  return m ? `${m[1]}${String(Number(m[2]) + 1).padStart(m[2]!.length, "0")}` : null;
}

const ROMAN = /(?:^|\s)(I{1,3}|IV|VI{0,3})\s*$/;
/**
 * The head-word a reference names and Jastrow's homograph number: "זְמַר I" → זְמַר, I; "√אב" → אב;
 * `aramaic` when it names Jastrow's Aramaic entry of that word ("אֶבֶן ch.", jastrow-reference-leads).
 */
export function seeTarget(text: string): { word: string; homograph: string | null; aramaic?: true } {
  let t = text.normalize("NFC").replace(/[√*()[\].,;:]+/g, " ").replace(/\s+/g, " ").trim();
  const aramaic = /\sch$/.test(t);
  if (aramaic) t = t.slice(0, -3).trim();
  const n = ROMAN.exec(t);
  return { word: (n ? t.slice(0, n.index) : t).trim(), homograph: n ? n[1]! : null, ...(aramaic ? { aramaic } : {}) };
}

/**
 * The pointed words an entry's own text writes (its citations' and notes' words with a vowel), each
 * once: where Jastrow gives a form outside the markup of forms ("Pl. דּוֹפַנִּים, … mostly דְּפַנּוֹת"),
 * the entry that holds it is the one a reference of that form means.
 */
export function mentionedWords(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of texts) for (const [w] of t.normalize("NFC").matchAll(HEBREW_WORD)) if (POINTED.test(w) && !ABBREVIATED.test(w)) out.add(w.replace(/[\u05BE'"\u05F3\u05F4]+$/, ""));
  return [...out];
}
