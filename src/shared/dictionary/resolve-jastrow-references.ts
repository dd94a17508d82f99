import { ABBREVIATED, beginsPointedAs, headForms, letters, POINTED, pointingKey } from "./compare-head-words";
import { resolveReference, type TargetCandidate } from "./choose-reference-target";
import { seeTarget } from "./read-jastrow-reference";

/**
 * Each reference's final targets: `targets` (referring id → the entries it names, resolved, in its order) each
 * followed through a chain of references (A v. B, B v. C: A → C; B v. C, D: A → C, D), at most `hops` steps,
 * never round a loop; each target once, never the referring entry. The first entry named leads its chain as a
 * reference naming one does: a chain goes on where its first target is not on the way already.
 */
export function followReferences(targets: ReadonlyMap<string, readonly string[]>, hops = 3): Map<string, string[]> {
  const follow = (to: string, seen: ReadonlySet<string>, left: number): string[] => {
    const next = targets.get(to);
    if (!next?.[0] || left === 0 || seen.has(next[0])) return [to];
    return next.flatMap((n, i) => (i > 0 && seen.has(n) ? [] : follow(n, new Set([...seen, n]), left - 1)));
  };
  const out = new Map<string, string[]>();
  for (const [from, named] of targets) {
    const to = [...new Set(named.flatMap((first) => follow(first, new Set([from, first]), hops)))].filter((id) => id !== from);
    if (to.length > 0) out.set(from, to);
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

/** One entry as the import's resolution reads it: `also`, the entries a reference names after `see`, each with its link (read-reference-list.ts). */
export interface ReferenceEntry extends TargetCandidate { rid: string | null; also?: readonly { text: string; rid: string | null }[] }

/**
 * Every reference's targets in a whole import of Jastrow (`entries`: all of its entries): each entry
 * with `see` resolved by `resolveReference` among the entries with a head-word of the letters it
 * names, and each entry it names after that one (`also`) so — a candidate that is itself a reference holding the
 * referring word as the entry it leads to does (its own first target, resolved without this step; resolveReference's
 * `leadsTo`) — then followed through chains (`followReferences`). A reference named by an abbreviation
 * ("חִלּוּף v. חִילּ'": the word in its other spelling, חִילּוּף) goes to the one entry whose head-word
 * begins with the abbreviation's letters and is the referring head-word's plene or defective spelling
 * (the same letters with ו or י added or left out). Among those its head-words find: the ones whose head-word
 * begins as the abbreviation is pointed, or not against it, whichever head-word finds them (the abbreviation names the
 * word's pointing: נְבֵילָא, נְבֵילָה v. sub. נְבֵל' is נְבֵלָה 'carrion', found by the second, not נִבְלָא 'lyre' by the first); then
 * the first head-word that finds one; pointed as the abbreviation is; the one that holds the referring main head-word as
 * its own form, a head-word, plural or binyan's (הֶקֵּישׁ v. הֶיקֵּ' is הֶיקֵּשׁ 'comparing', whose head-words list הֶקֵּישׁ, not the empty
 * "הֶיקֵּיף, הֶיקֵּישׁ v. sub …"); the dictionary's first. Else it keeps its link. Returns referring id → its targets, in
 * the reference's order (the first entry named first), each once; a reference none of whose entries is found is left out.
 */
export function resolveJastrowReferences(entries: readonly ReferenceEntry[]): Map<string, string[]> {
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
  const byId = new Map(entries.map((e) => [e.id, e]));
  /** Each reference's first target as resolved without looking through other references (leadsTo), once asked for. */
  const firstTargets = new Map<string, string | null>();
  /** The entry a candidate that is only a reference leads to (its first target), for resolveReference's `holds`. */
  const leadsTo = (c: TargetCandidate): ReferenceEntry | undefined => {
    const e = byId.get(c.id);
    if (!e || e.see === null) return undefined;
    if (!firstTargets.has(e.id)) firstTargets.set(e.id, resolve(e, e.see, e.rid, false));
    const to = firstTargets.get(e.id);
    return to ? byId.get(to) : undefined;
  };
  /** The entry one name of `e`'s reference (`see`, with its link `rid`) points to; `through`: a candidate reference holds what its target holds. */
  const resolve = (e: ReferenceEntry, see: string, rid: string | null, through = true): string | null => {
    const named = seeTarget(see).word;
    if (!ABBREVIATED.test(named)) return resolveReference({ rid, text: see }, e, byLetters.get(letters(named)) ?? [], through ? leadsTo : undefined);
    const start = letters(named);
    const own = headForms(e).forms.flatMap((f, i) => (ABBREVIATED.test(f) ? [] : [headForms(e).letters[i]!]));
    // Each of the referring entry's head-words finds the entries spelled as it is, otherwise (its plene or defective spelling).
    const found = own.map((o) => (bySkeleton.get(skeletonOf(o)) ?? []).filter((c) => c.id !== e.id && c.see === null
      && headForms(c).forms.some((f, i) => {
        const l = headForms(c).letters[i]!;
        return !ABBREVIATED.test(f) && l.startsWith(start) && vowelLettersApart(o, l);
      })));
    // Pointed as the abbreviation, or not against it (a point the data left out), found by any head-word (נְבֵל' is נְבֵלָה,
    // found by נְבֵילָה, not נִבְלָא by נְבֵילָא); then the head-word that finds first (חַיָּב v. חַיָּי' is חַיָּיב, not חִיּיוּב);
    // pointed as it is; the entry that holds the main head-word among its forms (not its text's words: a variant reading
    // quoted in גַּלְגַּל 'wheel', גִּילְגוּל, does not make it גִּילְגּוּל's entry); the dictionary's order.
    const cut = POINTED.test(named) ? named.replace(/['\u05F3]+$/, "") : null;
    const begins = (c: ReferenceEntry) => (cut === null ? 0 : Math.max(0, ...headForms(c).forms.map((f) => (ABBREVIATED.test(f) ? 0 : beginsPointedAs(f, cut)))));
    const mainKey = pointingKey(headForms(e).forms[0] ?? "");
    const holds = (c: ReferenceEntry) => (c.forms ?? []).some((w) => pointingKey(w) === mainKey) ? 1 : 0;
    const ranked = found.flatMap((list, order) => list.map((c) => ({ c, order, begins: begins(c), holds: holds(c) })))
      .sort((a, b) => Number(b.begins > 0) - Number(a.begins > 0) || a.order - b.order || b.begins - a.begins || b.holds - a.holds || a.c.id.localeCompare(b.c.id));
    return ranked[0]?.c.id ?? rid;
  };
  const targets = new Map<string, string[]>();
  for (const e of entries) {
    if (e.see === null) continue;
    const named = [resolve(e, e.see, e.rid), ...(e.also ?? []).map((a) => resolve(e, a.text, a.rid))];
    const to = [...new Set(named.filter((id): id is string => id !== null && id !== e.id))];
    if (to.length > 0) targets.set(e.id, to);
  }
  return followReferences(targets);
}
