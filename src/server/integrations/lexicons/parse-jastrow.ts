import { SaxesParser, type SaxesTag } from "saxes";
import { jastrowReference, xrefMark, type JastrowXref } from "../../../shared/dictionary/read-jastrow-reference";
import { constructPluralsAfter } from "../../../shared/dictionary/jastrow-construct-plurals";
import { chaldaicMarker, isLabelGloss, ITALIC_CLOSE, ITALIC_OPEN, jastrowGlosses, type MarkedSense, type SenseGlosses } from "../../../shared/dictionary/jastrow-glosses";
import type { JastrowBinyan, JastrowEntry } from "./jastrow-entry";

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
/** A Hebrew word as Jastrow prints a form: letters, points, geresh/gershayim (ASCII or Hebrew), inner maqaf. */
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const HEBREW_WORD = /[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*/g;

/** The Hebrew word a text starts with. */
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const STARRED_WORD = /^[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*/;

const clean = (s: string) => s.replace(/\s+/g, " ").trim().normalize("NFC");

/** A head-word as printed → as kept: the `*` of a conjectured form and trailing ", " removed. */
export function cleanHeadWord(raw: string): string {
  return clean(raw).replace(/^\*+\s*/, "").replace(/[\s,;:.*]+$/, "").trim();
}

/** Place-name construct words: in a name's head-words, alone, they are the first word of a compound the XML split ("בית, א'": בית א'). */
const NAME_CONSTRUCT = new Set(["בית", "בי", "כפר", "עין"]);

/**
 * An entry's head-words as Jastrow means them. The XML splits Jastrow's line "כְּדִי, I, (כַּדִּי,
 * כְּדֵי)" at each comma, leaving a parenthesis on a piece ("(כַּדִּי", "כְּדֵי)"): a piece opened or
 * closed alone is one of the parenthesised variants, kept without its parenthesis ("(אוֹב) אֵיב", a
 * variant before the word, stays whole). A head-word that is only a letter or a proclitic ("(הַ)")
 * is none; in a proper name, a lone construct (בית, כפר) is the first word of the compound name
 * ("אַנְטְבִילָא, בית א'" — Beth Antbila), joined with the abbreviation that follows it, or dropped.
 */
export function cleanHeadWords(heads: readonly string[], partOfSpeech: string | null): string[] {
  const name = /\bpr\. ?n\./.test(partOfSpeech ?? "");
  const out: string[] = [];
  for (let i = 0; i < heads.length; i++) {
    let h = heads[i]!;
    const opens = (h.match(/\(/g) ?? []).length;
    const closes = (h.match(/\)/g) ?? []).length;
    if (opens > closes) h = h.startsWith("(") ? h.slice(1) : `${h})`;
    else if (closes > opens) h = h.endsWith(")") ? h.slice(0, -1) : h.replace(/^([^(]*?)\)\s*/, "($1) ");
    h = h.replace(/^\(([^()]*)\)$/, "$1").replace(/[\s,;:.*]+$/, "").trim();
    const letters = h.replace(/[^\u05D0-\u05EA]/g, "");
    if (out.length > 0 && letters.length < 2 && !/['\u05F3]/.test(h)) continue;
    if (name && NAME_CONSTRUCT.has(letters) && !/\s/.test(h.trim())) {
      const next = heads[i + 1]?.trim();
      if (next && /^[\u05D0-\u05EA][\u0591-\u05C7]*['\u05F3]$/.test(next)) {
        out.push(`${h} ${next}`);
        i++;
      }
      continue;
    }
    if (!out.includes(h)) out.push(h);
  }
  return out;
}

/**
 * The forms a head-word may be looked up by: "(אוֹב) אֵיב" → ["אוֹב", "אֵיב"], "אַבֵּעַ = הַבֵּעַ" →
 * both; a phrase stays one form; a piece without a Hebrew letter is dropped.
 */
export function headWordForms(headWord: string): string[] {
  return headWord.split(/[()=,;?]+/).map((p) => cleanHeadWord(p)).filter((p) => HEBREW_LETTER.test(p));
}

/** The main form of a head-word: its first form after a parenthetical ("(אוֹב) אֵיב" → "אֵיב"). */
function mainForm(headWord: string): string {
  const after = headWord.replace(/^\([^)]*\)\s*/, "");
  return headWordForms(after)[0] ?? headWordForms(headWord)[0] ?? headWord;
}

/**
 * The Hebrew words of a plural or binyan form's text ("Pl. אֲבָהָן, אֲבָהָתָא" → both): a word
 * abbreviated with a geresh ("אִיבּ'": Jastrow's shorthand for a form already given) is left out,
 * and a construct's maqaf ("אָבוֹת־") dropped. Words with nothing but white space between them are one
 * phrase, kept whole ("Pl. תַּלְמִידֵי חֲכָמִים" under חָכָם: the plural of the compound, not two forms
 * of the head-word; the import keeps the phrase's words that are the head-word's, jastrow-forms.ts).
 */
export function formsIn(text: string): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    if (w && !out.includes(w)) out.push(w);
  };
  let phrase: string[] = [];
  let end = -1;
  const cleanText = clean(text);
  for (const m of cleanText.matchAll(HEBREW_WORD)) {
    const w = m[0].replace(/\u05BE+$/, "");
    const joined = phrase.length > 0 && /^\s+$/.test(cleanText.slice(end, m.index));
    if (!joined) {
      add(phrase.join(" "));
      phrase = [];
    }
    end = m.index + m[0].length;
    if (/['\u05F3]$/.test(w)) {
      add(phrase.join(" "));
      phrase = [];
      continue;
    }
    phrase.push(w);
  }
  add(phrase.join(" "));
  return out;
}

/** An italic gloss as kept: trimmed of the punctuation around it; one with no Latin letter (a bracket) is dropped. */
function cleanGloss(raw: string): string | null {
  const g = clean(raw).replace(/^[\s,;:.—-]+|[\s,;:—-]+$/g, "").replace(/\.$/, "");
  return /[A-Za-z]/.test(g) ? g : null;
}

const CAPTURED = new Set(["definition", "head-word", "hw-number", "pos", "language-key", "plural-form", "binyan-name", "binyan-form", "notes"]);

interface Draft extends Omit<JastrowEntry, "referenceTo" | "see"> {
  binyan: JastrowBinyan | null;
  /** The entry's own text (its senses' definitions and citations, not a binyan's), each xref as its mark. */
  body: string;
  xrefs: JastrowXref[];
  /** The entry's own senses (not a binyan's), italics marked, for shared/dictionary/jastrow-glosses. */
  senses: MarkedSense[];
  /** The language key's and language reference's text (the parentheses it leaves open). */
  head: string;
}

/**
 * Reads a Jastrow letter file as it streams (saxes, never the whole file in memory) and calls
 * `onEntry` for each <entry>. The DOCTYPE's relative SYSTEM id is never fetched (saxes does not
 * read external DTDs); `&amp;` and the other predefined entities are the parser's.
 */
export function createJastrowParser(onEntry: (entry: JastrowEntry) => void) {
  const parser = new SaxesParser({ position: false });
  let entry: Draft | null = null;
  /** Open element names inside the current entry. */
  const stack: string[] = [];
  /** Text being collected, one for each capturing element open (a plural form sits inside notes). */
  const captures: { tag: string; depth: number; text: string }[] = [];
  const inside = (name: string) => stack.includes(name);
  /** The xref being read (its text), when one is open. */
  let xref: JastrowXref | null = null;
  const inBody = () => !inside("binyan") && (inside("definition") || inside("notes") || inside("language-key") || inside("language-reference"));
  /** The id of the entry before (Jastrow's "ch. same" is the word of the entry before it). */
  let previousId: string | null = null;
  /** The glosses of the entry before (a sense that says "same" means its word). */
  let previousGlosses: SenseGlosses[] | null = null;
  /** Each entry's glosses so far (a reference's, its target's when read before it; else its first binyan's without the name). */
  const glossesById = new Map<string, SenseGlosses[]>();
  /** The sense being read, when it is the entry's own (not a binyan's). */
  let sense: MarkedSense | null = null;
  /**
   * The entry's head-word is only Jastrow's `*` (a conjectured form): the XML then prints the word
   * itself at the start of the definition ("<head-word>*</head-word>…<definition>מְשַׁוְּורָא m. …"),
   * where it is taken from. Without it five entries had no word and led the Dictionary's first page.
   */
  let starOnly = false;
  /** The text right after a plural's markup, until the next tag: the construct plural the XML left outside it (jastrow-construct-plurals). */
  let afterPlural: string | null = null;
  const takeConstructPlurals = (e: Draft) => {
    if (afterPlural === null) return;
    for (const f of constructPluralsAfter(afterPlural)) {
      if (e.plurals.includes(f)) continue;
      e.plurals.push(f);
      (e.pluralsOutsideMarkup ??= []).push(f);
    }
    afterPlural = null;
  };

  /** A starred entry's text: its first word taken as the head-word (the rest returned); any other text as it is. */
  const starredWord = (e: Draft, text: string): string => {
    if (!starOnly || e.headWords.length > 0 || inside("binyan")) return text;
    const word = STARRED_WORD.exec(text)?.[0];
    if (!word) return text;
    e.headWords.push(word);
    return text.slice(word.length).replace(/^[\s,;:.—-]+/, "");
  };

  parser.on("opentag", (tag: SaxesTag) => {
    const name = tag.name;
    if (entry) takeConstructPlurals(entry);
    if (name === "entry") {
      entry = { id: String(tag.attributes.id ?? ""), headWords: [], homograph: null, partOfSpeech: null, language: "hebrew", glosses: [], binyanim: [], plurals: [], crossRefs: [], definitions: [], notes: [], binyan: null, body: "", xrefs: [], senses: [], head: "" };
      sense = null;
      stack.length = 0;
      captures.length = 0;
      starOnly = false;
      return;
    }
    if (!entry) return;
    stack.push(name);
    if (name === "binyan") {
      entry.binyan = { name: "", forms: [], glosses: [] };
      entry.binyanim.push(entry.binyan);
    }
    if (name === "sense" && !inside("binyan")) {
      sense = { number: "", definition: "", notes: "" };
      entry.senses.push(sense);
    }
    if (name === "italic" && sense && !inside("binyan")) {
      if (inside("definition")) sense.definition += ITALIC_OPEN;
      else if (inside("notes")) sense.notes += ITALIC_OPEN;
    }
    if (name === "xref") {
      const rid = String(tag.attributes.rid ?? "").trim();
      if (rid && rid !== "unknown" && !entry.crossRefs.includes(rid)) entry.crossRefs.push(rid);
      xref = { rid: rid || "unknown", text: "" };
    }
    const gloss = name === "italic" && inside("definition");
    if (CAPTURED.has(name) || gloss) captures.push({ tag: name, depth: stack.length, text: "" });
  });

  parser.on("text", (text) => {
    if (afterPlural !== null) afterPlural += text;
    for (const c of captures) c.text += text;
    if (entry && !inside("binyan")) {
      if (sense && inside("number")) sense.number += text;
      else if (sense && inside("definition")) sense.definition += text;
      else if (sense && inside("notes")) sense.notes += text;
      else if (!sense && (inside("language-key") || inside("language-reference"))) entry.head += text;
    }
    if (xref) xref.text += text;
    else if (entry && inBody()) entry.body += text;
  });

  parser.on("closetag", (tag: SaxesTag) => {
    const e = entry;
    if (!e) return;
    takeConstructPlurals(e);
    if (tag.name === "entry") {
      entry = null;
      const { binyan: _b, body, xrefs, senses, head, ...done } = e;
      const anyGloss = done.glosses.length > 0 || done.binyanim.some((b) => b.glosses.length > 0);
      // Only a reference: no gloss, and a text that is only a pointer (shared/dictionary/read-jastrow-reference).
      const see = anyGloss ? null : jastrowReference(clean(body), xrefs, previousId, done.id);
      previousId = done.id;
      // Which glosses are the meaning, in order ("same" → the entry before's; asides after; binyan names dropped).
      const glossed = see ? null : jastrowGlosses(senses, { head, previous: previousGlosses });
      const glosses = glossed ? glossed.glosses : done.glosses;
      const language = done.language === "hebrew" && chaldaicMarker(senses) ? "aramaic" : done.language;
      const glossRules = [...(glossed?.rules ?? []), ...(language !== done.language ? ["language"] : [])];
      const own = glossed && glosses.length > 0 ? glossed.senses
        : [{ number: "", glosses: glosses.length > 0 ? glosses : done.binyanim.find((b) => b.glosses.length > 0)?.glosses ?? [] }];
      // Its binyanim's glosses after them, each under the binyan's name (a later "Pa. … same" or "as preced. Pi." takes that binyan's).
      const withBinyanim = [...own, ...done.binyanim.filter((b) => b.glosses.length > 0).map((b) => ({ number: b.name, glosses: b.glosses }))];
      previousGlosses = see?.rid ? glossesById.get(see.rid) ?? [] : withBinyanim;
      if (withBinyanim.some((x) => x.glosses.length > 0)) glossesById.set(done.id, withBinyanim);
      onEntry({ ...done, glosses, language, ...(glossRules.length > 0 ? { glossRules } : {}), headWords: cleanHeadWords(done.headWords, done.partOfSpeech), referenceTo: see?.rid ?? null, see: see?.text ?? null, ...(see?.form ? { seeForm: true } : {}), ...(see?.also ? { seeAlso: see.also } : {}) });
      return;
    }
    if (tag.name === "xref" && xref) {
      if (inBody()) {
        e.body += xrefMark(e.xrefs.length);
        e.xrefs.push(xref);
      }
      xref = null;
    }
    if (tag.name === "italic" && sense && !inside("binyan")) {
      if (inside("definition")) sense.definition += ITALIC_CLOSE;
      else if (inside("notes")) sense.notes += ITALIC_CLOSE;
    }
    if (tag.name === "sense" && !inside("binyan")) sense = null;
    const capture = captures.at(-1);
    if (capture && capture.depth === stack.length && capture.tag === tag.name) {
      const text = capture.text;
      captures.pop();
      switch (tag.name) {
        case "head-word": {
          const w = cleanHeadWord(text);
          if (HEBREW_LETTER.test(w) && !e.headWords.includes(w)) e.headWords.push(w);
          else if (/^\*+$/.test(clean(text))) starOnly = true;
          break;
        }
        case "hw-number":
          e.homograph = clean(text) || null;
          break;
        case "pos":
          if (!e.partOfSpeech && !inside("binyan")) e.partOfSpeech = clean(text).replace(/^[,;\s]+|[,;\s]+$/g, "") || null;
          break;
        case "language-key":
          if (/\bch\./.test(text) && !inside("binyan")) e.language = "aramaic";
          break;
        case "plural-form":
          for (const f of formsIn(text.replace(/^\s*pl\.?/i, ""))) if (!e.plurals.includes(f)) e.plurals.push(f);
          if (!inside("binyan")) afterPlural = "";
          break;
        case "binyan-name":
          if (e.binyan) e.binyan.name = clean(text);
          break;
        case "binyan-form":
          if (e.binyan) for (const f of formsIn(text)) if (!e.binyan.forms.includes(f)) e.binyan.forms.push(f);
          break;
        case "notes": {
          const note = starredWord(e, clean(text).replace(/^[,;.\s]+/, ""));
          if (/[A-Za-z\u05D0-\u05EA]{2}/.test(note)) e.notes.push(e.binyan && inside("binyan") ? `${e.binyan.name} ${note}` : note);
          break;
        }
        case "definition": {
          const d = starredWord(e, clean(text).replace(/^[\s,;:.—-]+|[\s,;:—-]+$/g, ""));
          if (!inside("binyan") && /[A-Za-z\u05D0-\u05EA]/.test(d) && !e.definitions.includes(d)) e.definitions.push(d);
          break;
        }
        case "italic": {
          const g = cleanGloss(text);
          const list = inside("binyan") && e.binyan ? e.binyan.glosses : e.glosses;
          // A binyan's name in italics ("v. Af.") is no gloss (shared/dictionary/jastrow-glosses#isLabelGloss).
          if (g && !list.includes(g) && !(list !== e.glosses && isLabelGloss(g))) list.push(g);
          break;
        }
      }
    }
    if (stack[stack.length - 1] === tag.name) stack.pop();
    if (tag.name === "binyan") e.binyan = null;
  });

  return {
    write(chunk: string) {
      parser.write(chunk);
    },
    close() {
      parser.close();
    },
  };
}

/** The main form of an entry: the first head-word's, for the dictionary's `word`. */
export const jastrowWord = (e: JastrowEntry): string => mainForm(e.headWords[0] ?? "");

/** Every form an entry is found by: its head-words' forms, its plurals and its binyanim's forms. */
export function jastrowForms(e: JastrowEntry): string[] {
  const all = [...e.headWords.flatMap(headWordForms), ...e.plurals, ...e.binyanim.flatMap((b) => b.forms)];
  return [...new Set(all)];
}

/**
 * What the dictionary shows as an entry's definitions: its glosses; else its binyanim's, each
 * followed by the binyan's name ("it is said, taught (Ithpe.)": the meaning first, as the panel's
 * first line, and the label after it); else its definitions as text.
 */
export function jastrowDefinitions(e: JastrowEntry): string[] {
  if (e.glosses.length > 0) return e.glosses;
  const binyan = e.binyanim.flatMap((b) => b.glosses.map((g) => (b.name ? `${g} (${b.name})` : g)));
  return binyan.length > 0 ? binyan : e.definitions;
}
