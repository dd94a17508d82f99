import { samePointing, shortGloss } from "../dictionary/choose-gloss";
import { shortenGloss } from "../dictionary/shorten-gloss";

/** A lemma's Strong's entry and every BDB entry LexicalIndex links to its number, as lemmaGloss reads them. */
export interface LemmaSenses {
  /** Strong's head-word (pointed), its definitions (the meaning, then the KJV usage) and whether it is a proper name. */
  strong: { word: string; definitions: readonly string[]; isProperName: boolean };
  /**
   * The BDB entries linked to the number (cross-reference-only entries may be left out: they have no definitions), each
   * with the augment letter OpenScriptures gives its link ("" or absent for none).
   */
  bdb: readonly { word: string; definitions: readonly string[]; aug?: string }[];
  /** The homonym the text's words of the number are ("3651 c": כֵּן 'so'), where their lemma names one (shared/dictionary/lexical-links#lemmaHomonym). */
  homonym?: string | null;
}

/**
 * A lemma's gloss, one rule for the reading path and the offline generator: BDB's first glosses
 * where the Strong's→BDB link is unambiguous, else Strong's first sense without its preambles.
 *
 * What "unambiguous" means, from the data (OpenScriptures LexicalIndex.xml, 9,299 links): 8,140
 * Strong's numbers link to one BDB entry; 541 link to several, and all but one of those are
 * OpenScriptures' augmented numbers ("5971 a"/"5971 b"), whose letter the texts carry (below). The several entries are either BDB's homonyms, pointed alike (עַם I
 * 'people' and II 'kinsman' for H5971, בָּרָא 'create' and 'be fat' for H1254, עָשָׂה 'do' and
 * 'press'), or other words filed under the same number (מֵן 'portion' beside מִן 'from' for
 * H4480; כִּי אִם 'except' beside כִּי; בַּאֲשֶׁר beside אֲשֶׁר). So the link is unambiguous when the
 * number has one BDB entry with a sense, or several of which exactly one is pointed as Strong's
 * head-word (cantillation and dagesh aside): מִן, כִּי, אִם, בַּיִת take BDB; עַם, עָשָׂה, עַיִן, עִיר
 * take Strong's.
 *
 * A proper name takes BDB's first gloss only when it is a name (capitalised: 'Jacob', 'Egypt',
 * 'Pharaoh'), else Strong's (יוֹסֵף 'Joseph', not BDB's etymology 'he adds'). Strong's first sense
 * drops "properly", "perhaps", "(by implication)", parentheses and what follows the first comma,
 * semicolon or "i.e." ("perhaps properly, to arrange" → "to arrange"). "" when nothing has a sense.
 *
 * The texts' words carry the letter (kept since migration 0041): a lemma whose words name a homonym
 * is glossed by that homonym's BDB entry, with its own senses (כֵּן "3651 c" 'so', not Strong's "set
 * upright"; חַיִּים "2416 e" 'life'), where the entry has a sense.
 */
export function lemmaGloss(senses: LemmaSenses): string {
  const homonym = homonymEntry(senses);
  if (homonym && (!senses.strong.isProperName || isName(homonym.definitions))) return bdbGloss(homonym.definitions, senses.strong.definitions[0] ?? "");
  const bdb = linkedBdb(senses);
  if (senses.strong.isProperName) {
    // BDB's name ('Yahweh', 'Jacob'), else the name as Strong's KJV usage writes it ("Naomi."), else Strong's.
    if (bdb && isName(bdb.definitions)) return firstItem(bdb.definitions.find((d) => d.trim())!);
    const kjv = firstItem(senses.strong.definitions.findLast((d) => d.trim()) ?? "");
    if (isName([kjv])) return kjv;
  } else if (bdb) {
    return bdbGloss(bdb.definitions, senses.strong.definitions[0] ?? "");
  }
  const own = senses.strong.definitions.find((d) => d.trim());
  if (own) return strongSense(own);
  return bdb ? bdbGloss(bdb.definitions, "") : "";
}

const MAX_SENSES = 3;
const MAX_GLOSS = 80;

/**
 * BDB's first glosses: the first three senses (each one's first clause, once), less those that
 * only extend an earlier one ("utter, say", not also "Say in the heart"). When none of the three is
 * a sense Strong's definition gives, and the sense Strong's puts first is one BDB gives later, the
 * senses both give: BDB orders senses by number and etymology and may open with one a reader
 * rarely meets (אֱלֹהִים 'rulers, judges, divine ones' before 'gods'; בֵּין 'interval' before 'between').
 */
export function bdbGloss(definitions: readonly string[], strongDefinition: string): string {
  const senses: string[] = [];
  for (const d of definitions) {
    const text = d.split(";")[0]!.replace(/\s+/g, " ").trim().replace(/[.;:,]+$/, "");
    if (words(text) && !senses.some((s) => words(s) === words(text))) senses.push(text);
  }
  const strong = ` ${words(strongDefinition.replace(/\([^()]*\)/g, " "))} `;
  const given = (s: string) => strong.includes(` ${words(s)} `);
  const first = senses.slice(0, MAX_SENSES);
  const strongFirst = words(strongSense(strongDefinition, false)).replace(/^(?:to|a|an|the) /, "");
  if (strongDefinition && !first.some(given) && senses.some((s) => words(s) === strongFirst)) return pick(senses.filter(given));
  return pick(first);
}

/** Lower-case words only, one space apart. */
const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}'-]+/gu, " ").trim();

/** The first three senses, less those that extend an earlier one, in at most 80 characters. */
function pick(senses: readonly string[]): string {
  const parts: string[] = [];
  const shown = senses.slice(0, MAX_SENSES);
  for (const s of shown.filter((s, i) => !shown.slice(0, i).some((t) => words(s).startsWith(`${words(t)} `)))) {
    if (parts.length >= MAX_SENSES || (parts.length > 0 && [...parts, s].join(", ").length > MAX_GLOSS)) break;
    parts.push(shortenGloss(s, MAX_GLOSS));
  }
  return parts.join(", ");
}

/**
 * Each number's homonym most of its words name, for the numbers whose words name one; among equals the first letter,
 * as the reading path's tally takes it (PostgreSQL's mode() in reading-path/queries), so that both gloss a lemma alike.
 */
export function mainHomonyms(tokens: readonly { strong: string; homonym: string | null }[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const t of tokens) {
    if (!t.homonym) continue;
    const byLetter = counts.get(t.strong) ?? new Map<string, number>();
    byLetter.set(t.homonym, (byLetter.get(t.homonym) ?? 0) + 1);
    counts.set(t.strong, byLetter);
  }
  return new Map([...counts].map(([strong, byLetter]) => [strong, [...byLetter].reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a))[0]]));
}

/** The BDB entry of the homonym the words name (`homonym`), when it has a sense; null otherwise. */
export function homonymEntry<B extends LemmaSenses["bdb"][number]>({ bdb, homonym }: { bdb: readonly B[]; homonym?: string | null }): B | null {
  if (!homonym) return null;
  return bdb.find((b) => b.aug === homonym && b.definitions.some((d) => d.trim())) ?? null;
}

/** The one BDB entry the number stands for, or null when it has none or several (see lemmaGloss). */
function linkedBdb({ strong, bdb }: LemmaSenses): LemmaSenses["bdb"][number] | null {
  const defined = bdb.filter((b) => b.definitions.some((d) => d.trim()));
  if (defined.length === 1) return defined[0]!;
  const pointed = defined.filter((b) => samePointing(b.word, strong.word));
  if (pointed.length === 1) return pointed[0]!;
  // A name's entries: the one BDB glosses with a name (כְּנַעַן 'Canaan' beside כְּנַעַן 'merchant').
  const named = (pointed.length ? pointed : defined).filter((b) => strong.isProperName && isName(b.definitions));
  return named.length === 1 ? named[0]! : null;
}

const firstItem = (text: string) => text.split(/[;,.]/)[0]!.trim().replace(/[.:]+$/, "");

/** Definitions whose first is a name, one capitalised word ('Jacob', 'Beth-lehem'), not an etymology ('he adds', 'God is king'). */
const isName = (definitions: readonly string[]) => /^\p{Lu}[\p{L}'’-]*$/u.test(firstItem(definitions.find((d) => d.trim()) ?? ""));

// The preambles Strong's puts before a sense, alone or together ("perhaps properly,"), and its
// qualifiers after one ("a city in the widest sense", "to do or make, in the broadest sense").
const PREAMBLE = /^\s*(?:(?:properly|perhaps|probably|apparently|literally|figuratively|specifically|generally|by implication|used only adverbially)\b\s*,?\s*)+/i;
const QUALIFIER = /\s+(?:in|with) (?:the|a|its) (?:[\w-]+ )*?(?:sense|application|applications|latitude)\b.*$/i;

/**
 * Strong's first sense as a flashcard gloss: "properly, the whole; hence, all" → "the whole",
 * "perhaps properly, to arrange; but used figuratively…" → "to arrange", "(the) self-Existent or
 * Eternal" → "self-Existent or Eternal", "a city … in the widest sense" → "a city". A definition
 * that is nothing else is kept whole (shortened).
 */
export function strongSense(definition: string, explained = true): string {
  const plain = definition.replace(/\([^()]*\)/g, " ").replace(/\[[^[\]]*\]/g, " ").replace(PREAMBLE, "");
  // "X, i.e. Y": Y says what X means ("to loosen, i.e. relinquish" → "relinquish", "ruddy i.e. a human being").
  const meaning = explained ? /^[^;:]*?,?\s*\bi\.e\.[\s;]*([^,;:\s][^,;:]*)/.exec(plain)?.[1] : undefined;
  const text = (meaning ?? plain)
    .split(/[,;:]|\bi\.e\.|\bor rather\b|\bhence\b/)[0]!
    .replace(/\s+/g, " ")
    .replace(QUALIFIER, "")
    .trim()
    .replace(/[.]+$/, "");
  return text || shortGloss([definition]);
}
