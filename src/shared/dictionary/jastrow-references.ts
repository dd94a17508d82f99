import { plainHebrew } from "../hebrew/strip-niqqud";
import { pointingCloseness } from "../hebrew/pointing-likeness";
import { ARAMAIC_MARK, formOfLead, namesAramaic } from "./jastrow-reference-leads";

/**
 * Jastrow's cross-references. Many of its entries say nothing of their own: "חֲזָא, v. חֲזִי",
 * "אַחַת v. אֶחָד", "אֵילּוּ = אִילּוּ" with a "v.", a corrupt reading of one citation "read X, v. X".
 * A reader who looks such a word up follows the "v." to the entry it names. Two facts of the data:
 *
 * 1. Which entries are only a reference: no gloss of their own (no italic sense: the parser's test),
 *    and their whole text is a pointer — `v.`, `s.` or `cmp.` before a head-word — with at most
 *    citations, abbreviations and a few function words around it ("ch., v. כּוֹל", "Tosef. Kel. B.
 *    Mets. V, 10, v. X", "a corrupt., v. X"). An entry whose text holds words of English meaning
 *    ("year. Ber. 55 a …", "quality, nature; kind") glosses the word itself, outside an italic, and
 *    is not a reference (שָׁנָה 'year' was read as a pointer to יָשַׁן).
 * 2. Where it points: the head-word the "v." names, with Jastrow's homograph number where given
 *    ("v. זְמַר I"). Sefaria's link (the xref's rid) took the first entry of the same letters and
 *    missed the pointing in about 1,500 of 3,700 ambiguous cases (חֲזָא → חזי, the Hebrew root entry,
 *    not the Aramaic חֲזִי 'to see'; כָּל → כּוּל 'to measure', not כֹּל 'all'). The target is chosen
 *    again by the head-word: Jastrow's number first, then the entry that holds the referring word
 *    (among its head-words or forms, else in its text), then the pointing, a pointed head-word before an unpointed root entry;
 *    the rid decides only among equals, and stands alone where the text names no head-word
 *    ("v. next w.", "v. preced.").
 */

/** Marks an xref's place in an entry's text: `\uE000<index>\uE001` (the parser writes it). */
export const xrefMark = (i: number): string => `\uE000${i}\uE001`;

export interface JastrowXref { rid: string; text: string }

/**
 * What an entry that is only a reference points to: the xref's id (null when unlinked) and the head-word named, as printed;
 * `form` when the entry is a form of that word ("זִיל imperat. of אֲזַל": its head-words are the word's forms).
 */
export interface JastrowSee { rid: string | null; text: string; form?: true }

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
  const named = (m: RegExpExecArray, at: number, offset = 0): JastrowSee | null => {
    const [mark, word, numeral] = [m[at + 1], m[at + 2], m[at + 3]];
    const ch = namesAramaic(skeleton, offset + m.index + m[0].length) ? ARAMAIC_MARK : "";
    if (mark !== undefined) {
      const x = xrefs[Number(mark)];
      return x ? { rid: x.rid && x.rid !== "unknown" ? x.rid : null, text: x.text.replace(/\s+/g, " ").trim() + (ch && !/\bch\.?$/.test(x.text.trim()) ? ch : "") } : null;
    }
    return word !== undefined ? { rid: null, text: hebrew[Number(word)]!.replace(/[.,;:]+$/, "") + (numeral ? ` ${numeral}` : "") + ch } : null;
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
  // "next w." / "preced." / "foreg." unlinked: the entry after or before this one (Jastrow's ids run in the dictionary's order).
  // Not where its text says "same" (the entry before's meaning, shared/dictionary/jastrow-glosses): הֲפַכְפָּךְ "same … v. next w.".
  if (p[2] === undefined && p[3] === undefined) {
    if (/\bsame\b/.test(words)) return null;
    const next = /^next/i.test(p[1]!);
    const rid = next ? followingId(ownId) : previousId;
    return rid ? { rid, text: next ? "next w." : "preced." } : null;
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
 * A candidate target: an entry's id, head-words as kept (pointed), homograph number, and whether it
 * is itself only a reference; the other words it holds — `forms`, its plurals' and binyanim's (as
 * the import keeps them), and `mentions`, the pointed words its own text writes (`mentionedWords`) —
 * and whether it has a meaning of its own (`meaning`: a definition in words; absent: any entry not a reference has).
 */
export interface TargetCandidate {
  id: string; headWords: readonly string[]; homograph: string | null; see: string | null;
  forms?: readonly string[]; mentions?: readonly string[]; meaning?: boolean;
  /** Jastrow's Aramaic ("ch.") entry: what a reference "v. X ch." names. */
  aramaic?: boolean;
  /** A reference that is a form of the word it names ("זִיל imperat. of אֲזַל"): its head-words are forms a reference may mean. */
  formOf?: boolean;
  /** A verb: its meaning is "to …" (what a verb form's reference names). */
  verb?: boolean;
}

const POINTED = /[\u05B0-\u05BB\u05C7]/;
/** Jastrow's shorthand for a word already given ("אִיסְ'"): a form cut short, never a head-word to match. */
const ABBREVIATED = /['\u05F3]/;
const letters = (s: string) => plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, "");
/** A head-word's forms as the parser keeps them: "(אוֹב) אֵיב" → אוֹב, אֵיב. */
const formsOf = (head: string) => head.split(/[()=,;?]+/).map((p) => p.replace(/^\*+/, "").trim()).filter((p) => /[\u05D0-\u05EA]/.test(p));
/** Pointing compared as a reader does (no dagesh, meteg or cantillation; hataf = sheva; the holam of a vav = holam). */
const pointingKey = (w: string) => w.normalize("NFC").replace(/[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C4\u05C5]/g, "")
  .replace(/[\u05B1\u05B2\u05B3]/g, "\u05B0").replace(/\u05BA/g, "\u05B9").replace(/[^\u05B0-\u05B9\u05BB\u05C1\u05C2\u05C7\u05D0-\u05EA]/g, "");

/** The pointing with the dagesh too (חַיְיתָא 'living creature' is not חַיְּיתָא 'bag'). */
const dageshKey = (w: string) => w.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C4\u05C5]/g, "").replace(/\u05BA/g, "\u05B9")
  .replace(/[^\u05B0-\u05BC\u05C1\u05C2\u05C7\u05D0-\u05EA]/g, "");

/** An entry's head-words' forms (formsOf), their letters and, once asked for, their pointing keys. */
interface HeadForms { forms: string[]; letters: string[]; keys: string[] | null }
const headFormsCache = new WeakMap<{ headWords: readonly string[] }, HeadForms>();
/**
 * HeadForms of an entry, computed once per entry object: a whole import's resolution asks for the
 * same candidates' forms for every reference that names their letters (the entries are not changed meanwhile).
 */
function headForms(e: { headWords: readonly string[] }): HeadForms {
  let h = headFormsCache.get(e);
  if (!h) {
    const forms = e.headWords.flatMap(formsOf);
    h = { forms, letters: forms.map(letters), keys: null };
    headFormsCache.set(e, h);
  }
  return h;
}
const pointingKeys = (h: HeadForms): string[] => (h.keys ??= h.forms.map(pointingKey));
const wordKeysCache = new WeakMap<TargetCandidate, { forms: Set<string>; mentions: Set<string> }>();
/** The pointing keys of the words a candidate holds besides its head-words (`forms`, `mentions`), once per entry object. */
function wordKeys(c: TargetCandidate): { forms: Set<string>; mentions: Set<string> } {
  let k = wordKeysCache.get(c);
  const keys = (words: readonly string[] | undefined) => new Set((words ?? []).filter((w) => POINTED.test(w)).map(pointingKey));
  if (!k) wordKeysCache.set(c, (k = { forms: keys(c.forms), mentions: keys(c.mentions) }));
  return k;
}

const FULL_A_E = new Set(["\u05B5", "\u05B6", "\u05B7", "\u05B8"]);
/**
 * Whether two pointings of the same letters differ only where one has a full a or e vowel and the
 * other a sheva (or hataf): the same word, its vowel reduced (פָּנִים, פְּנֵי), or typed so (פְּנִים).
 */
export function reducedAlike(a: string, b: string): boolean {
  const vowels = (w: string) => {
    const out: { letter: string; vowel: string }[] = [];
    for (const ch of pointingKey(w)) {
      if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, vowel: "" });
      else if (out.length > 0 && !out[out.length - 1]!.vowel && /[\u05B0-\u05BB\u05C7]/.test(ch)) out[out.length - 1]!.vowel = ch;
    }
    return out;
  };
  const x = vowels(a);
  const y = vowels(b);
  if (x.length !== y.length || x.some((c, i) => c.letter !== y[i]!.letter)) return false;
  let differs = false;
  for (let i = 0; i < x.length; i++) {
    const [p, q] = [x[i]!.vowel, y[i]!.vowel];
    if (p === q) continue;
    if (!((p === "\u05B0" && FULL_A_E.has(q)) || (q === "\u05B0" && FULL_A_E.has(p)))) return false;
    differs = true;
  }
  return differs;
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

/** The plain letters a reference names (the candidates are the entries with a head-word of these letters). */
export const seeLetters = (text: string): string => letters(seeTarget(text).word);

/**
 * The entry a reference points to, among the entries with a head-word of the letters it names
 * (`candidates`; the referring entry is left out by id). Sefaria's link (`see.rid`) stands unless
 * the data shows it wrong: it is missing; its entry has no head-word of those letters; Jastrow's
 * homograph number names another entry ("v. אֵי III"); another entry holds the referring word and
 * the linked one does not (`holds`: בְּעָא v. בעי is the Aramaic בְּעֵי, בְּעָא 'to ask', not the
 * Hebrew root בעי 'to split'; דְּפַנּוֹת pl. of דּוֹפֶן is the wall דּוֹפָן, whose text gives "mostly
 * דְּפַנּוֹת", not *דּוֹפֶן 'damage'); or the reference is pointed and the linked
 * entry's head-word of those letters is not (the unpointed root entry: חֲזָא v. חֲזֵי was linked to
 * the Hebrew root חזי, not to the Aramaic חֲזִי 'to see'), or is pointed otherwise — not only by a
 * reduced vowel (`reducedAlike`: לִפְנַי v. פְּנִים stays פָּנִים 'face') — while another entry's is pointed as named (כְּדֵי v. דַּי was linked to דִּי 'which', not to דַּי 'enough';
 * אֱלֹהִים v. אֱלֹוהַּ to אַלְוָה 'aloe'; a dagesh counts last: חַיְתָא v. חַיְיתָא is 'living creature',
 * not חַיְּיתָא 'bag'); or the reference names an unpointed root entry and was linked to a pointed
 * word of its letters (כָּלָה v. כלי: the verb's root, not כְּלִי 'vessel'); or the linked entry has no
 * meaning of its own while another of the same head-word has (עֹל v. עוֹל: 'yoke', not the empty
 * "עוֹל imperat. of עֲלַל"). Then, among the candidates left (those with the number; those that hold
 * the referring word; those pointed): the entry that holds the referring word, as its own head-word or
 * form before in its text (אָב v. אַבָּא: "אַבָּא, אָב I"); a head-word pointed as the reference names it;
 * the pointing closest; an entry with a meaning before another reference; the main head-word before a
 * secondary one; the dictionary's order. A reference named by an abbreviation ("v. אִיסְ'") keeps its link
 * (`resolveJastrowReferences` reads it first as the other spelling of the referring word).
 */
export function resolveReference(see: JastrowSee, from: { id: string; headWords: readonly string[]; homograph?: string | null; formOf?: boolean }, candidates: readonly TargetCandidate[]): string | null {
  const target = seeTarget(see.text);
  const wanted = letters(target.word);
  if (!wanted || ABBREVIATED.test(target.word)) return see.rid;
  const key = pointingKey(target.word);
  const dKey = dageshKey(target.word);
  const pointedText = POINTED.test(target.word);
  const fromKeys = new Set(pointingKeys(headForms(from)));
  const fromMain = pointingKeys(headForms(from))[0];
  /**
   * How a candidate holds the referring word: 2 as a head-word or a form of its own, 1 written in its
   * text, 0 not. An entry of its own only (a reference names in its text the word it points to), and not
   * the referring word's homograph: the same word numbered otherwise (פִּסְיוֹנָא I 'pheasant' is not
   * פִּסְיוֹנָא II), or headed by the referring word itself and not by the pointing the reference names
   * (כָּרוֹז 'crier' is not what כָּרוֹז ch. = h. כְּרוּז 'announcement' means; "(בּוֹרֶךְ) בֶּרֶךְ" is what בּוֹרֶךְ v. בֶּרֶךְ means).
   */
  const holds = (c: TargetCandidate, h: HeadForms): number => {
    if (c.see !== null && !c.formOf) return 0;
    const keys = pointingKeys(h);
    // A verb form's own head-words are forms (לְכָה v. לֵךְ is "לֵךְ, לְכָה imperat. of הָלַךְ"); the words of its text are not.
    if (c.see !== null) return keys.some((k) => fromKeys.has(k)) && keys.includes(key) ? 2 : 0;
    if (keys.some((k) => fromKeys.has(k))) {
      const homograph = (from.homograph && c.homograph && from.homograph !== c.homograph) || (keys[0] === fromMain && !keys.includes(key));
      return homograph ? 0 : 2;
    }
    const w = wordKeys(c);
    for (const k of fromKeys) if (w.forms.has(k)) return 2;
    for (const k of fromKeys) if (w.mentions.has(k)) return 1;
    return 0;
  };
  const scored = candidates.filter((c) => c.id !== from.id).map((c) => {
    const h = headForms(c);
    const same = h.forms.map((f, i) => ({ f, i })).filter(({ f, i }) => h.letters[i] === wanted && !ABBREVIATED.test(f));
    if (same.length === 0) return null;
    return {
      c,
      // "v. X ch." names the Aramaic entry of X: counted as Jastrow's number is.
      number: (target.homograph !== null && c.homograph === target.homograph ? 1 : 0) + (target.aramaic && c.aramaic ? 1 : 0),
      pointed: same.some(({ f }) => POINTED.test(f)) ? 1 : 0,
      exact: same.some(({ i }) => pointingKeys(h)[i] === key) ? 1 : 0,
      dagesh: same.some(({ f }) => dageshKey(f) === dKey) ? 1 : 0,
      reduced: same.some(({ f }) => reducedAlike(f, target.word)) ? 1 : 0,
      close: Math.max(...same.map(({ f }) => pointingCloseness(f, target.word))),
      lists: holds(c, h),
      glossed: c.see === null && c.meaning !== false ? 1 : 0,
      main: same.some(({ i }) => i === 0) ? 1 : 0,
      verb: c.verb ? 1 : 0,
    };
  }).filter((s) => s !== null);
  const linked = scored.find((s) => s.c.id === see.rid);
  // The number and "ch." named: the candidates that answer most of them.
  const numbered = target.homograph !== null || target.aramaic === true;
  const most = Math.max(0, ...scored.map((s) => s.number));
  let pool = scored;
  if (linked) {
    if (numbered && linked.number < most) pool = scored.filter((s) => s.number === most);
    else if (scored.some((s) => s.lists > linked.lists && (!numbered || s.number || !linked.number))) {
      pool = scored.filter((s) => s.lists > linked.lists && (!numbered || s.number || !linked.number));
    } else if (pointedText && !linked.pointed && scored.some((s) => s.pointed)) pool = scored.filter((s) => s.pointed);
    else if (pointedText && !linked.exact && !linked.reduced && scored.some((s) => s.exact)) pool = scored.filter((s) => s.exact);
    else if (pointedText && linked.exact && !linked.dagesh && scored.some((s) => s.dagesh)) pool = scored.filter((s) => s.dagesh);
    else if (!pointedText && linked.pointed && !linked.lists && scored.some((s) => !s.pointed)) pool = scored.filter((s) => !s.pointed);
    else if (!linked.glossed && (linked.c.see === null || linked.c.formOf === true) && scored.some((s) => s.glossed && s.exact >= linked.exact && s.lists >= linked.lists)) {
      pool = scored.filter((s) => s.glossed && s.exact >= linked.exact && s.lists >= linked.lists);
    } else return linked.c.id;
  } else if (numbered && most > 0) pool = scored.filter((s) => s.number === most);
  // A verb form ("עוֹל imperat. of עֲלַל") names a verb, pointed as named: the Aramaic עֲלַל 'to enter', not the Hebrew עָלַל whose text has עוֹל.
  pool.sort((a, b) => (from.formOf ? b.verb - a.verb || b.exact - a.exact : 0) || b.lists - a.lists || b.exact - a.exact || b.dagesh - a.dagesh || b.close - a.close || b.glossed - a.glossed
    || b.pointed - a.pointed || b.main - a.main || a.c.id.localeCompare(b.c.id));
  return pool[0]?.c.id ?? see.rid;
}

/**
 * Each reference's final target: `targets` (referring id → resolved id) followed through a chain
 * of references (A v. B, B v. C: A → C), at most `hops` steps, never round a loop.
 */
export function followReferences(targets: ReadonlyMap<string, string>, hops = 3): Map<string, string> {
  const out = new Map<string, string>();
  for (const [from, first] of targets) {
    let to = first;
    const seen = new Set([from, to]);
    for (let i = 0; i < hops; i++) {
      const next = targets.get(to);
      if (!next || seen.has(next)) break;
      seen.add(next);
      to = next;
    }
    if (to !== from) out.set(from, to);
  }
  return out;
}

/** Letters without the vowel letters ו and י: the plene and the defective spelling of a word alike. */
const skeletonOf = (s: string) => letters(s).replace(/[וי]/g, "");

/** Whether one spelling is the other with ו or י added (plene and defective spelling: חִלּוּף, חִילּוּף). */
function vowelLettersApart(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short === long) return false;
  let i = 0;
  for (const c of long) {
    if (c === short[i]) i++;
    else if (c !== "ו" && c !== "י") return false;
  }
  return i === short.length;
}

/** One entry as the import's resolution reads it. */
export interface ReferenceEntry extends TargetCandidate { rid: string | null }

/**
 * Every reference's target in a whole import of Jastrow (`entries`: all of its entries): each entry
 * with `see` resolved by `resolveReference` among the entries with a head-word of the letters it
 * names, then followed through chains (`followReferences`). A reference named by an abbreviation
 * ("חִלּוּף v. חִילּ'": the word in its other spelling, חִילּוּף) goes to the one entry whose head-word
 * begins with the abbreviation's letters and is the referring head-word's plene or defective spelling
 * (the same letters with ו or י added or left out: the first of its head-words that finds one; among those, the
 * one whose head-word begins pointed as the abbreviation is, then the dictionary's first); else it keeps its link. Returns referring id → target id.
 */
export function resolveJastrowReferences(entries: readonly ReferenceEntry[]): Map<string, string> {
  const byLetters = new Map<string, ReferenceEntry[]>();
  const bySkeleton = new Map<string, ReferenceEntry[]>();
  const put = (map: Map<string, ReferenceEntry[]>, key: string, e: ReferenceEntry) => {
    const list = map.get(key);
    if (!list) map.set(key, [e]);
    else if (list.at(-1) !== e) list.push(e);
  };
  for (const e of entries) {
    const h = headForms(e);
    h.forms.forEach((f, i) => {
      if (ABBREVIATED.test(f)) return;
      put(byLetters, h.letters[i]!, e);
      put(bySkeleton, h.letters[i]!.replace(/[וי]/g, ""), e); // skeletonOf, its letters known
    });
  }
  const targets = new Map<string, string>();
  for (const e of entries) {
    if (e.see === null) continue;
    const named = seeTarget(e.see).word;
    let to: string | null;
    if (ABBREVIATED.test(named)) {
      const start = letters(named);
      const own = headForms(e).forms.flatMap((f, i) => (ABBREVIATED.test(f) ? [] : [headForms(e).letters[i]!]));
      // The referring entry's head-words in order: the first that finds its other spelling decides, then the dictionary's order.
      const found = own.map((o) => (bySkeleton.get(skeletonOf(o)) ?? []).filter((c) => c.id !== e.id && c.see === null
        && headForms(c).forms.some((f, i) => {
          const l = headForms(c).letters[i]!;
          return !ABBREVIATED.test(f) && l.startsWith(start) && vowelLettersApart(o, l);
        })))
        .find((list) => list.length > 0);
      // Among them, the one whose head-word begins as the abbreviation is pointed (חַיָּב v. חַיָּי': חַיָּיב, not חִיּיוּב).
      const key = POINTED.test(named) ? pointingKey(named.replace(/['\u05F3]+$/, "")) : null;
      const begins = (c: ReferenceEntry) => key !== null && headForms(c).forms.some((f) => !ABBREVIATED.test(f) && pointingKey(f).startsWith(key));
      to = found ? [...found].sort((a, b) => Number(begins(b)) - Number(begins(a)) || a.id.localeCompare(b.id))[0]!.id : e.rid;
    } else {
      to = resolveReference({ rid: e.rid, text: e.see }, e, byLetters.get(letters(named)) ?? []);
    }
    if (to && to !== e.id) targets.set(e.id, to);
  }
  return followReferences(targets);
}
