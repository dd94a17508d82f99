import { ABBREVIATED, headForms, letters, POINTED, pointingKey } from "./compare-head-words";
import { resolveReference, type TargetCandidate } from "./choose-reference-target";
import { seeTarget } from "./read-jastrow-reference";

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
