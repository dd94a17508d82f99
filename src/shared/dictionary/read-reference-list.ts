import { ARAMAIC_AFTER } from "./jastrow-reference-leads";

/**
 * A reference of Jastrow's that names more than one entry: "תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא" (the
 * Hebrew word and the Aramaic one, two entries), "הוּפְיָא, v. אוּפְיָא a. חוּפְיָא", "אִיתִינָן, v. אִיתַי and
 * אִית", "= h. חֲלִיטָה II or חָלוּט", "v. בזי I, II ch." (two homographs of one word). read-jastrow-reference.ts
 * reads the first entry named; this file reads the ones after it, in their order, from the skeleton it
 * makes of an entry's text (each Hebrew word as `H<n>`, each xref as its mark).
 *
 * After the entry named, each further one is joined to it by a comma, "a." (Jastrow's "and"), "and" or
 * "or" (", a." too), and is an xref, a Hebrew word with Jastrow's homograph number, "preced." or
 * "next w."; or another homograph number of the word before (", II"), not a book's ("v. X, II Sam.").
 * A "ch." after an entry named is that entry's (jastrow-reference-leads#namesAramaic), not a joint.
 * A Hebrew word followed by another is a phrase quoted, not an entry named: the list ends before it.
 */

/** A further entry named: an xref (its index), a Hebrew word (its index, its number), another number of the word before, or the entry after or before. */
export type ListedTarget = ({ kind: "xref"; index: number } | { kind: "word"; index: number; numeral: string | null } | { kind: "number"; numeral: string } | { kind: "next" | "preced" })
  /** Where it ends in the skeleton ("ch." after it: namesAramaic from there). */
  & { end: number };

const NUMERAL = String.raw`(I{1,3}|IV)(?![A-Za-z’'])`;
/** The joint: a comma, "a.", "and", "or", or a comma and one of them. */
const JOINT = String.raw`\s*(?:,\s*(?:(?:a\.|and\b|or\b)\s*)?|(?:a\.|and\b|or\b)\s*)`;
/** Another homograph number of the word before: ", II" (not a book's "II Sam.", nor a chapter's "II, 4"). */
const NUMBER = new RegExp(String.raw`^${JOINT}${NUMERAL}(?!\s*(?:[A-Z]|,\s*\d))`);
/** A further entry named after the joint: an xref's mark, a Hebrew word with its number, "next w.", "preced.", "foreg.". */
const NEXT = new RegExp(String.raw`^${JOINT}\[?\s*(?:\uE000(\d+)\uE001|H(\d+)(?:\s+${NUMERAL})?|([Nn]ext\.? w(?:ds?)?\.?|preced\.?|foreg\.?))`);
/** A Hebrew word or an xref right after the one read: a phrase, not an entry named. */
const PHRASE = /^[ \t]*(?:H\d|\uE000)/;

/** The entries a reference names after its first, which ends at `end` of the skeleton, in their order (none: it names one). */
export function listedTargets(skeleton: string, end: number): ListedTarget[] {
  const out: ListedTarget[] = [];
  let at = end;
  for (;;) {
    const rest = skeleton.slice(at);
    const n = NUMBER.exec(rest);
    if (n) {
      at += n[0].length;
      out.push({ kind: "number", numeral: n[1]!, end: at });
      continue;
    }
    const ch = ARAMAIC_AFTER.exec(rest)?.[0].length ?? 0;
    const m = NEXT.exec(rest.slice(ch));
    if (!m || PHRASE.test(rest.slice(ch + m[0].length))) return out;
    at += ch + m[0].length;
    if (m[1] !== undefined) out.push({ kind: "xref", index: Number(m[1]), end: at });
    else if (m[2] !== undefined) out.push({ kind: "word", index: Number(m[2]), numeral: m[3] ?? null, end: at });
    else out.push({ kind: /^n/i.test(m[4]!) ? "next" : "preced", end: at });
  }
}
