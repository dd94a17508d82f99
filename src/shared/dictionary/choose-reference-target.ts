import { pointingCloseness } from "../hebrew/pointing-likeness";
import { ABBREVIATED, dageshKey, headForms, letters, POINTED, pointingKey, pointingKeys, reducedAlike, type HeadForms } from "./compare-head-words";
import { seeTarget, type JastrowSee } from "./read-jastrow-reference";

/**
 * Where one of Jastrow's references (read-jastrow-reference.ts) points: the head-word the "v." names,
 * with Jastrow's homograph number where given ("v. זְמַר I"). Sefaria's link (the xref's rid) took the
 * first entry of the same letters and missed the pointing in about 1,500 of 3,700 ambiguous cases
 * (חֲזָא → חזי, the Hebrew root entry, not the Aramaic חֲזִי 'to see'; כָּל → כּוּל 'to measure', not
 * כֹּל 'all'). The target is chosen again by the head-word: Jastrow's number first, then the entry that
 * holds the referring word (among its head-words or forms, else in its text), then the pointing, a
 * pointed head-word before an unpointed root entry; the rid decides only among equals, and stands
 * alone where the text names no head-word ("v. next w.", "v. preced.").
 */

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

const wordKeysCache = new WeakMap<TargetCandidate, { forms: Set<string>; mentions: Set<string> }>();
/** The pointing keys of the words a candidate holds besides its head-words (`forms`, `mentions`), once per entry object. */
function wordKeys(c: TargetCandidate): { forms: Set<string>; mentions: Set<string> } {
  let k = wordKeysCache.get(c);
  const keys = (words: readonly string[] | undefined) => new Set((words ?? []).filter((w) => POINTED.test(w)).map(pointingKey));
  if (!k) wordKeysCache.set(c, (k = { forms: keys(c.forms), mentions: keys(c.mentions) }));
  return k;
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
 *
 * A candidate that is itself only a reference ("אִיהִי I, v. foreg.", "חֶטְאָה ch. = h. חֵטא") holds the referring
 * word as the entry it leads to does (`leadsTo`: its own first target), where no other candidate is pointed closer
 * to the word named: אִינוּן "pl. of אִיהוּ, אִיהִי" names אִיהִי I, which is the pronoun's entry אִיהוּ (whose text
 * gives אִינוּן), not אִיהִי II 'Ihi Dakkira', a place; a reference pointed otherwise than named leads nowhere so
 * (תִּיכָּא v. … תִּכָּא stays תִּכָּא 'ring', not תֻּכָּא, v. תּוּכָּא).
 */
export function resolveReference(see: JastrowSee, from: { id: string; headWords: readonly string[]; homograph?: string | null; formOf?: boolean }, candidates: readonly TargetCandidate[],
  leadsTo?: (reference: TargetCandidate) => TargetCandidate | undefined): string | null {
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
  /** The entry a candidate that is only a reference leads to, where that entry may hold the referring word. */
  const through = (c: TargetCandidate): TargetCandidate | undefined => {
    if (c.see === null || c.formOf) return undefined;
    const t = leadsTo?.(c);
    return t && t.id !== from.id && (t.see === null || t.formOf) ? t : undefined;
  };
  const scoredOwn = candidates.filter((c) => c.id !== from.id).map((c) => {
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
  // A reference pointed as closely as any candidate holds the referring word as the entry it leads to does.
  const exact = Math.max(0, ...scoredOwn.map((s) => s.exact));
  const close = Math.max(0, ...scoredOwn.map((s) => s.close));
  const scored = scoredOwn.map((s) => {
    const t = s.exact === exact && s.close === close ? through(s.c) : undefined;
    return t ? { ...s, lists: holds(t, headForms(t)) } : s;
  });
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
