import { citedVeryFrequently, leadsToGloss, mostFrequentFirst, openParentheses } from "./jastrow-sense-order";

/**
 * Which of a Jastrow entry's glosses is its meaning, and in what order. The importer keeps the
 * <italic> text of each sense's definition; read alone, the first of them was often not the word's
 * meaning (the first stored definition is what the word panel and the reader's gloss show):
 *
 * 1. "same": a sense whose definition is only "same." (or "same as preced.", "as preced.", "v. preced.", "= preced.")
 *    means the word of the entry before it — Jastrow's way of giving an Aramaic ("ch.") word the meaning
 *    of the Hebrew word just above (הֲוֵי 'to be': "1) same. Targ. Gen. I, 3…", after הוי 'to exist; to be';
 *    לְחֵם ch. 1) same (לֶחֶם 'bread'), 2) meat). That sense takes the preceding entry's first meaning, in
 *    its place. An entry whose unnumbered head says "same" and has no gloss of its own but a binyan's
 *    (שְׁמַע ch. same, then Pa., Af.…) takes it first too; a "same" followed by numbered senses that
 *    give the meaning ("רַב ch. same, 1) large, great…") is a heading and left alone. A binyan's name (and its
 *    form) may open the "same" ("סְרַק ch., «Pa.» סָרֵיק same.": the Hebrew סָרַק's meaning, its Pi. where it
 *    has one; "עֲמַר ch., Pa. … as preced. Pi.": that binyan of the entry before).
 * 2. An aside is not the meaning: an italic inside parentheses or square brackets — Jastrow's
 *    etymology ("[to meet with,] 1) to see", "(… fr. רעע to press together) earth"), a translation of a
 *    Latin or Greek word ("v. Sm. Ant. s. v. Castra"), a gloss of a form ("(he is) bound") — goes after
 *    the entry's other glosses, in its order; so does one Jastrow marks "prop." (the literal meaning).
 * 3. A binyan's name set in italics ("Pi.", "Nif.", "v. Af.") or a label ("part. pass."), or a lone function word left of a phrase
 *    split around an aside ("to «be» [«pointed, stretched»,] «long, tall»": another gloss follows it in the
 *    sense; the article הָ־ keeps its "the"), is no gloss: dropped.
 * 4. Italics the XML split inside a word ("Ḥ" + "ãnina") are one gloss.
 * 5. An entry with no gloss in its definitions whose first sense's notes open with one (the XML cut the
 *    definition short: "בֵּן, constr. | בֶּן (b. h.; בנה) offspring, son, child…", "שָׁנָה … Revue des Et. |
 *    Juives XI, 1885, p. 64) year") has that gloss: one before any citation, translation or sentence, after a
 *    parenthesis the definition left open is closed ("(Syr. …; Arab." | "ʿamar; cmp. עמד) to stay, dwell"). A
 *    definition of only labels has none ("טֶבֶל, v. «Pi»." | "a. «Hif.») fruits of which…"; "זְוַג ch., «Pa»." |
 *    "זַוֵּג … same, to join, couple"); a binyan's name before the gloss is passed over, and so are the verb's forms
 *    named there ("אֲמָא II | , fut. | יֵימָא, imper. אֵימָא (√אם «to join», v. אמר) «to say, speak, think»": the entry is
 *    the verb 'to say', never the label "fut."); an italic inside a parenthesis still open is an aside ("to join").
 * 6. An entry with no definition whose notes open with plain English before a pointer has it ("הִיא | she, v. הוּא").
 * 7. The sense Jastrow cites "a. v. fr." comes first where the first is not so cited (בָּרַךְ "to bless" before "to cave out":
 *    jastrow-sense-order#mostFrequentFirst); a lettered list inside a parenthesis is one aside (אָמַר I's etymology).
 *
 * The parser marks each italic in a sense's text with ITALIC_OPEN … ITALIC_CLOSE; these functions read it.
 */

export const ITALIC_OPEN = "\uE010";
export const ITALIC_CLOSE = "\uE011";
/** An italic's marked text (compiled once: matchAll and replace read a copy of it). */
const ITALIC = new RegExp(`${ITALIC_OPEN}([^${ITALIC_CLOSE}]*)${ITALIC_CLOSE}`, "g");

/** One sense of an entry (not a binyan's) as the parser read it: its number ("1)", "—2)", "" for none), its definition's and notes' text, italics marked. */
export interface MarkedSense { number: string; definition: string; notes: string }

export interface SenseGloss { text: string; aside: boolean }

/** Binyan names as Jastrow abbreviates them (an italic of only one of these is no gloss). */
const BINYANIM = new Set([
  "pi", "pa", "af", "aph", "hif", "hof", "huf", "nif", "pu", "poel", "pilel", "pilpel", "palpel", "ithpa", "ithpe", "ithpaal", "ithpol",
  "ittaf", "ithaf", "hithpa", "hithpo", "nithpo", "hithpol", "hithpalp", "nithpa", "nithpol", "nithpalp", "shaf", "ishtaf", "ishtafal", "saf", "pe", "kal", "paal",
  "pael", "afel", "ithpeel", "ithpaal", "pol", "po", "pilp", "palp", "ithpalp", "hithp", "nithp", "ithp",
]);

/** Whether an italic is only a binyan's name ("Pi.", "Nif", "Pa.") or a grammatical label ("fut.", "Imper."), not a meaning. */
export function isLabelGloss(text: string): boolean {
  const t = text.replace(/[\s.,;:()]+/g, " ").trim().toLowerCase();
  if (!t) return true;
  const words = t.split(" ");
  // "a.", "or" join two labels ("Pi. a. Hif."); alone they are words of meaning (אֹו 'or').
  return words.some((w) => !/^(?:a|or|and)$/.test(w))
    && words.every((w) => BINYANIM.has(w) || /^(?:fut|imper|imperat|part|pass|act|inf|infin|perf|constr|pl|sing|fem|masc|a|or|and)$/.test(w));
}

/** Binyan names as Jastrow prints them in plain text, capitalised ("Pa", "Ithpe"), longest first, for a regular expression. */
export const BINYAN_NAMES = [...BINYANIM].sort((a, b) => b.length - a.length).map((b) => b[0]!.toUpperCase() + b.slice(1)).join("|");
const BINYAN_NAME = new RegExp(`^(?:${BINYAN_NAMES})\\.?$`);
/** Whether a word of plain text is a binyan's name ("Pa.", "Ishtaf."). */
export const isBinyanName = (word: string): boolean => BINYAN_NAME.test(word.trim());

/**
 * Jastrow's Aramaic binyan and the Hebrew one his "same" means by it: a "Pa. סָרֵיק same." after the
 * Hebrew סָרַק is that verb's Pi.
 */
const HEBREW_BINYAN: Record<string, string[]> = {
  "pa": ["pi"], "af": ["hif"], "aph": ["hif"], "ithpa": ["hithpa", "nithpa"], "ithpe": ["nif"], "ithpaal": ["hithpa", "nithpa"], "ittaf": ["hof"],
  "shaf": ["shaf", "saf"], "saf": ["saf", "shaf"], "ithpalp": ["hithpalp", "nithpalp", "hithpa", "nithpa"], "ithpol": ["hithpol", "nithpol", "hithpo", "nithpo", "hithpa", "nithpa"], "palp": ["pilp"], "pol": ["pol", "poel"],
};
const binyanKey = (name: string) => name.replace(/[\s.]+/g, "").toLowerCase();
/** The binyanim a binyan's heading names ("Hithpa. a. Nithpa.": both), as keys. */
const binyanKeys = (name: string) => name.split(/\s+a\.\s+|,\s*/).map(binyanKey);

/**
 * The marked text with every italic that is no gloss (a binyan's name, "part. pass.", an italic without a Latin
 * letter) left as plain text: what remains marked is a meaning.
 */
export function withoutLabelItalics(marked: string): string {
  return marked.replace(ITALIC, (whole, inner: string) => {
    const g = glossText(inner);
    return g === null || isLabelGloss(g) ? inner : whole;
  });
}

/** A gloss of one function word: the remnant of a phrase split around an aside. */
const FUNCTION_WORD = /^(?:to|be|to be|a|an|the|of|is)$/i;

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
/** An italic as a gloss: trimmed of the punctuation around it; null when it holds no Latin letter. */
function glossText(raw: string): string | null {
  const g = clean(raw).replace(/^[\s,;:.—-]+|[\s,;:—-]+$/g, "").replace(/\.$/, "");
  return /[A-Za-z\u00C0-\u024F]/.test(g) ? g : null;
}

/**
 * The glosses of a sense's marked text, in order, each with whether it is an aside (rule 2):
 * inside parentheses or brackets (counted from `depth`, the parentheses the entry's head left open)
 * or after "prop.". Italics with nothing between them are one (rule 4); binyan names are dropped (rule 3).
 */
export function senseGlosses(marked: string, depth = 0): SenseGloss[] {
  const out: SenseGloss[] = [];
  let paren = depth;
  let bracket = 0;
  let i = 0;
  let before = "";
  let previousRaw: string | null = null;
  const count = (text: string) => {
    paren = openParentheses(text, paren);
    for (const ch of text) {
      if (ch === "[") bracket++;
      else if (ch === "]") bracket = Math.max(0, bracket - 1);
    }
  };
  while (i < marked.length) {
    const open = marked.indexOf(ITALIC_OPEN, i);
    const plain = marked.slice(i, open === -1 ? marked.length : open);
    count(plain);
    before = (before + plain).slice(-12);
    if (open === -1) break;
    const close = marked.indexOf(ITALIC_CLOSE, open);
    const end = close === -1 ? marked.length : close;
    const raw = marked.slice(open + 1, end);
    // A letter alone in italics, the rest of its word in the next italic ("Ḥ" "ãnina"): one word the XML split.
    if (previousRaw !== null && /^\s*$/.test(plain) && /^\s*\p{L}\s*$/u.test(previousRaw) && /^\p{L}/u.test(raw)) {
      out[out.length - 1]!.text = previousRaw.trim() + raw;
    } else {
      out.push({ text: raw, aside: paren > 0 || bracket > 0 || /\bprop\.\s*$/.test(before) });
    }
    previousRaw = raw;
    count(raw);
    before = "";
    i = end + 1;
  }
  return out.flatMap((g, k) => {
    const text = glossText(g.text);
    // A word of a phrase an aside split ("to be [pointed, stretched,] long, tall": "be"), another gloss after it, is no gloss.
    if (text && FUNCTION_WORD.test(text) && k < out.length - 1) return [];
    return text && !isLabelGloss(text) ? [{ text, aside: g.aside }] : [];
  });
}

const unmarked = (s: string) => clean(s.replace(/[\uE010\uE011]/g, ""));

/**
 * Rule 1's "same", after a grammatical remark and the forms it names ("constr. לֵיל ch. same"). A
 * Hebrew word is matched whole (the lookahead): as `[א-ת][…]*` alone inside the repeated group, each
 * word could also be split letter by letter, and a definition that is not "same" was tried every
 * way (exponential in its words' letters: 3 of the Jastrow parse's 5 s). Nothing else in the group
 * or after it starts with a letter, point or geresh, so what it matches is the same.
 */
const SAME_SENSE = new RegExp(String.raw`^(?:[\s,;:.—-]|\d+\)|\([^()]*\)|(?:b\.\s*)?h\.(?=\s*\()|(?:constr|contr|pl|fem|f|m|c|sing|ch)\.|(?:${BINYAN_NAMES})\.|(?:I{1,3}|IV)(?=[\s,])|[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*(?![\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]))*(?:b\.\s*)?(?:ch\.\s*)?(?:same(?:\s+as\s+preced(?:\.|ing)(?:\s*w(?:d|ord)s?\.?)?)?|(?:as|v\.|=)\s*preced\.(?:\s*w(?:d|ord)s?\.?)?|as\s+h\.\s*Kal\s*\d+\))(?=[\s,;:.—)]|$)`);

/**
 * Whether a sense's definition is only Jastrow's "same" (rule 1): "same.", "same, v. supra.", "same
 * as preced.", "v. preced.", "= preced.", "ch. same", with no gloss of its own; citations may follow it.
 * A binyan's name and its form may come first ("«Pa.» סָרֵיק same.": this binyan means what the entry
 * before means), in italics or not; an italic that is a meaning makes it no "same".
 */
export function isSameSense(definition: string): boolean {
  const text = withoutLabelItalics(definition);
  if (text.includes(ITALIC_OPEN)) return false;
  return SAME_SENSE.test(unmarked(text));
}

/** Jastrow's Hebrew reflexives, one for another where the entry before has only the other ("as preced. Hithpa." after a Nithpa.). */
const REFLEXIVE = new Set(["hithpa", "nithpa"]);
const precededBinyan = (text: string) => {
  const name = new RegExp(`preced\\.\\s*(${BINYAN_NAMES})\\.`).exec(text)?.[1];
  return name ? binyanKey(name) : null;
};
const namesPrecededBinyan = (definition: string) => precededBinyan(unmarked(withoutLabelItalics(definition))) !== null;

/**
 * The binyan of the entry before that a "same" sense means (rule 1): the one it names after
 * "preced." ("Pa. עַמֵּר ch. as preced. Pi."), else the Hebrew counterpart of the binyan it opens with
 * ("Pa. סָרֵיק same." after the Hebrew סָרַק: its Pi.), as keys ("pi", "hif"); none for a plain "same".
 */
export function sameSenseBinyan(definition: string): string[] {
  const text = unmarked(withoutLabelItalics(definition));
  const after = precededBinyan(text);
  if (after) return REFLEXIVE.has(after) ? [...REFLEXIVE] : [after];
  const own = new RegExp(`^[\\s,;:.(—-]*(${BINYAN_NAMES})\\.`).exec(text)?.[1];
  if (!own) return [];
  const key = binyanKey(own);
  return [...(HEBREW_BINYAN[key] ?? []), key];
}

/** A definition with no meaning of its own: nothing, or only labels ("«Pa».", "; «part. pass».", ", v. «Pi»."). */
function saysNothing(definition: string): boolean {
  const text = unmarked(withoutLabelItalics(definition)).replace(/\bv\.(?:\s*(?:infra|supra)\b\.?)?/g, " ");
  return !/[A-Za-z\u05D0-\u05EA]/.test(text) || isLabelGloss(text);
}

/**
 * A plain-text gloss opening the notes before a pointer (rule 6): "הִיא | she, v. הוּא" — the
 * definition left empty, the notes' first words English, then ", v." or "="; not "same", "verb" nor
 * "for words not found here" (a pointer's own words), nor an affix's description ("formative prefix").
 */
export function plainNotesGloss(notes: string): string | null {
  const text = unmarked(notes);
  const m = /^[\s,;]*([a-z][a-z’' -]*(?:,\s*[a-z][a-z’' -]*)*?)\s*[,;]\s*(?:v\.|=)\s/.exec(text);
  if (!m || notes.slice(0, notes.indexOf(m[1]!) + m[1]!.length).includes(ITALIC_OPEN)) return null;
  const g = clean(m[1]!);
  // A pointer's own words, and what describes an affix or a letter, not a word's meaning ("אִית־ | formative prefix, v. אִתְ־").
  return /\b(?:same|verb|words?|found|prefix|syllable|letters?|prosthetic|name)\b/.test(g) ? null : g;
}

/**
 * A gloss at the opening of a sense's notes (rule 5): before it only the tail of a parenthesis the
 * definition opened, the Hebrew form, parentheses, and a few of Jastrow's grammatical abbreviations —
 * no citation (a number), no sentence.
 */
export function leadingNotesGloss(notes: string, depth = 0): string | null {
  // The italics of meaning outside square brackets (a bracket is Jastrow's etymology: "[ attachment, hangings, …] phylacteries"),
  // else the first (a bracket's, as printed, where only it leads: מַגְלָב "[scraper]"). An italic that is a label
  // ("a. «Hif.») «fruits of which…»" under טֶבֶל) is passed over, as text before the gloss.
  const outside: number[] = [];
  let first = -1;
  let bracket = 0;
  for (let k = 0; k < notes.length; k++) {
    const ch = notes[k];
    if (ch === "[") bracket++;
    else if (ch === "]") bracket = Math.max(0, bracket - 1);
    else if (ch === ITALIC_OPEN) {
      const close = notes.indexOf(ITALIC_CLOSE, k);
      const g = glossText(notes.slice(k + 1, close === -1 ? notes.length : close));
      if (g !== null && isLabelGloss(g)) continue;
      if (first === -1) first = k;
      if (bracket === 0) outside.push(k);
    }
  }
  for (const open of new Set([...outside, first])) {
    const g = open === -1 ? null : leadingGlossAt(notes, open, depth);
    if (g) return g;
  }
  return null;
}

/**
 * The italic opening at `open` when only a form, parentheses and grammatical abbreviations come before it,
 * and no parenthesis the definition left open (`opened`: "(Syr. עמר …; Arab." | "«amar»; cmp. עמד) «to stay, dwell»").
 */
function leadingGlossAt(notes: string, open: number, opened = 0): string | null {
  let before = notes.slice(0, open).replace(/\[[^[\]]*\]/g, " ").replace(/[\uE010\uE011]/g, "");
  // The tail of a parenthesis opened in the definition ("… Revue des Et. | Juives XI, 1885, p. 64)").
  let depth = 0;
  let cut = 0;
  let closed = 0;
  [...before].forEach((ch, k) => {
    if (ch === "(") depth++;
    else if (ch === ")") {
      if (depth === 0) {
        cut = k + 1;
        closed++;
      } else depth--;
    }
  });
  if (closed < opened) return null;
  // A dash opens another paragraph of the entry ("—«Pa.» בַּיֵּין … «to teach»": a binyan's, not the word's).
  if (before.slice(cut).includes("—")) return null;
  // An italic inside a parenthesis still open is an aside (אֲמָא's "(√אם «to join», v. אמר) «to say, speak, think»").
  if (openParentheses(before.slice(cut)) > 0) return null;
  before = before.slice(cut).replace(/\([^()]*\)/g, " ");
  if (/\d/.test(before)) return null;
  const words = before.replace(/[\u0590-\u05FF'"’]+/g, " ").match(/[A-Za-z\u00C0-\u024F]+\.?/g) ?? [];
  // Jastrow's abbreviations, a binyan's name ("אִשְׁתּוֹתַר, Ishtaf." before "to be left over"), "same" ("דַּפֵּק ch. same, «to knock»"),
  // the verb's forms named ("perf. a. part. חָב, חַב same, esp. «to incur guilt»" (חוּב ch.); "fut. יֵימָא, imper. אֵימָא … «to say»"
  // (אֲמָא)); never "pass." (a participle's gloss).
  if (words.some((w) => !/^(?:b|h|ch|v|cmp|constr|pl|sing|fem|m|f|c|a|perf|part|fut|imper|imperat|inf|infin|esp)\.$|^(?:of|same)$/.test(w) && !isBinyanName(w))) return null;
  const close = notes.indexOf(ITALIC_CLOSE, open);
  const g = glossText(notes.slice(open + 1, close === -1 ? notes.length : close));
  return g && !isLabelGloss(g) ? g : null;
}


/**
 * Whether a sense's definition opens with its meaning: only punctuation, an aside or "whence" before its first italic of
 * meaning (jastrow-sense-order#leadsToGloss). A "sense" the XML opened at a citation ("ת' זה מקרא וכ' «torah» means the
 * Pentateuch", "a legal term, «mea»«ḥ»«ar»") does not.
 */
function opensWithGloss(definition: string): boolean {
  const text = withoutLabelItalics(definition);
  const open = text.indexOf(ITALIC_OPEN);
  return open !== -1 && leadsToGloss(text.slice(0, open));
}

/** A sense's number ("1)", "—2)", "") and its glosses as jastrowGlosses ordered them. */
export interface SenseGlosses { number: string; glosses: string[] }

export interface EntryGlosses {
  /** Each sense's glosses (what a later entry's "as preced. 2)" takes). */
  senses: SenseGlosses[];
  /** The entry's glosses, in the order the dictionary shows them. */
  glosses: string[];
  /** Which rules changed them (for the import's counts): "same", "aside", "label", "notes". */
  rules: string[];
}

/**
 * An entry's glosses (rules 1–5), given its senses (not its binyanim's), its head (the language key's
 * and language reference's text: the parentheses it leaves open, a "ch. same." printed in it), and the first meaning of the entry before it
 * (`previous`, its glosses as this function made them; null for the first entry of a file).
 */
export function jastrowGlosses(senses: readonly MarkedSense[], options: { head?: string; previous?: readonly SenseGlosses[] | null } = {}): EntryGlosses {
  const head = options.head ?? "";
  const headDepth = openParentheses(head);
  // "ch. same." printed in the language key, the first sense's definition empty: that sense says "same".
  const headSame = /\bsame[.;,]?\s*$/.test(head.trim()) && isSameSense(head.replace(/^\s*\(?/, ""));
  const previous = options.previous ?? [];
  const rules = new Set<string>();
  // Numbered senses that give a meaning: an unnumbered "same ," before them is their heading.
  const numbered = senses.some((s) => /\d/.test(s.number) && withoutLabelItalics(s.definition).includes(ITALIC_OPEN));
  const main: string[] = [];
  const asides: string[] = [];
  const bySense: SenseGlosses[] = [];
  const add = (list: string[], g: string) => {
    if (!main.includes(g) && !asides.includes(g)) list.push(g);
  };
  let anyItalic = false;
  /** The senses that gave meanings of their own, in order, and whether Jastrow cites each "a. v. fr.". */
  const glossed: { meanings: string[]; frequent: boolean }[] = [];
  senses.forEach((s, i) => {
    // A binyan's name or "part. pass." in italics is no gloss ("טֶבֶל, v. «Pi».", "זְוַג ch., «Pa».").
    if (withoutLabelItalics(s.definition).includes(ITALIC_OPEN)) anyItalic = true;
    const italics = [...s.definition.matchAll(ITALIC)];
    if (italics.some((m) => { const g = glossText(m[1]!); return g !== null && isLabelGloss(g); })) rules.add("label");
    // The language key's "same" without a full stop before numbered senses ("רַב ch. same, 1) large…") is their heading.
    // A definition left empty, "same" at the notes' opening ("תְּפִלִּין | h. (adapt. from Ch.) same. Men. 35 a…").
    // A definition of only labels says nothing of its own ("«Ithpalp».", then "אִתְנַוְּנֵי same." in the notes; "צְהַב ch. same; «part. pass».").
    const notesSame = saysNothing(s.definition) && isSameSense(s.notes.split(/[A-Z][a-z]*\.\s*(?:[IVXL]+|\d)/)[0]!);
    const headOnly = i === 0 && headSame && saysNothing(s.definition) && (!numbered || /same\s*\.\s*$/.test(head));
    if (isSameSense(s.definition) || headOnly || notesSame) {
      // "same" as a numbered sense, an unnumbered one ended by a full stop ("same. Targ. …"), or the only sense.
      const meaning = /\d/.test(s.number) || !numbered || headOnly || notesSame || /\bsame\s*\.|preced\.\s*\d*\)?\s*\.?\s*$/.test(unmarked(s.definition));
      // "as preced. 1)": that sense of the entry before; "Pa. … same", "as preced. Pi.": that binyan of it; else its first meaning.
      const n = /(?:preced\.|Kal)\s*(\d+)\)/.exec(unmarked(s.definition))?.[1];
      // The head's "same" is the verb's (Pe. as the Hebrew Kal): a binyan's name after it opens that binyan's paragraph ("כְּעַר ch. same; «Pa».").
      const binyanim = headOnly && !isSameSense(s.definition) ? [] : sameSenseBinyan(s.definition);
      const named = n ? previous.find((p) => p.number.replace(/\D/g, "") === n && p.glosses.length > 0)
        : binyanim.map((b) => previous.find((p) => binyanKeys(p.number).includes(b) && p.glosses.length > 0)).find((p) => p !== undefined);
      // A binyan named after "preced." that the entry before has not: no meaning taken (its first is another binyan's).
      if (!named && namesPrecededBinyan(s.definition)) return void bySense.push({ number: s.number, glosses: [] });
      const taken = (named ?? previous.find((p) => p.glosses.length > 0))?.glosses.slice(0, 1) ?? [];
      if (meaning && taken.length > 0) {
        for (const g of taken) add(main, g);
        bySense.push({ number: s.number, glosses: taken });
        rules.add("same");
        return;
      }
    }
    const glosses = s.definition.includes(ITALIC_OPEN) ? senseGlosses(s.definition, i === 0 ? headDepth : 0) : [];
    for (const g of glosses) {
      if (g.aside) rules.add("aside");
      add(g.aside ? asides : main, g.text);
    }
    const meanings = glosses.filter((g) => !g.aside).map((g) => g.text);
    if (meanings.length > 0) glossed.push({ meanings, frequent: citedVeryFrequently(unmarked(`${s.definition} ${s.notes}`)) && opensWithGloss(s.definition) });
    bySense.push({ number: s.number, glosses: [...glosses.filter((g) => !g.aside), ...glosses.filter((g) => g.aside)].map((g) => g.text) });
  });
  // "ch. same." and only binyanim after it (שְׁמַם ch. same. Ithpa. …): the verb means what the entry before means.
  const previousMeaning = previous.find((p) => p.glosses.length > 0)?.glosses[0];
  if (senses.length === 0 && headSame && previousMeaning) return { glosses: [previousMeaning], rules: [...rules, "same"], senses: [{ number: "", glosses: [previousMeaning] }] };
  if (main.length === 0 && asides.length === 0 && !anyItalic && senses.length > 0) {
    const first = senses[0]!;
    const lead = leadingNotesGloss(first.notes, openParentheses(head + first.definition)) ?? (saysNothing(first.definition) ? plainNotesGloss(first.notes) : null);
    if (lead) {
      rules.add("notes");
      return { glosses: [lead], rules: [...rules], senses: [{ number: first.number, glosses: [lead] }] };
    }
  }
  // An aside moves only where it came before a gloss of meaning.
  if (asides.length > 0 && main.length === 0) rules.delete("aside");
  return { glosses: [...mostFrequentFirst(main, glossed, rules), ...asides], rules: [...rules], senses: bySense };
}

/**
 * Whether an entry is Aramaic by a "ch." (Chaldaic) the XML left outside its language key: in its first
 * sense's definition or notes, before any citation ("הֲוֵי … fut. | יֶהֱוֵי, יְהֵא, יְהֵי ch."), or as "ch.
 * same" opening sense 1. Jastrow's capital "Ch." is an etymology's ("Ch. a. oth. dial. ארע"), and
 * "b. h." or "h." after the marker ("ch. = h.") still makes it Aramaic.
 */
export function chaldaicMarker(senses: readonly MarkedSense[]): boolean {
  const first = senses[0];
  if (!first) return false;
  const lead = (t: string) => {
    const text = unmarked(t);
    // Up to the first citation (a book's capitalised name) or the first gloss.
    const cut = text.search(/[A-Z][a-z]*\.\s*(?:[IVXL]+|\d)|—/);
    return cut === -1 ? text : text.slice(0, cut);
  };
  const leadDef = lead(first.definition.split(ITALIC_OPEN)[0]!);
  const leadNotes = first.definition.includes(ITALIC_OPEN) ? "" : lead(first.notes.split(ITALIC_OPEN)[0]!);
  return /(?:^|[\s,;(])ch\.(?=[\s,;)]|$)/.test(`${leadDef} ${leadNotes}`);
}
