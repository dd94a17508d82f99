import type { RankedEntry } from "../../../shared/hebrew/rank-readings";
import type { LookupRow } from "./lookup-queries";

/**
 * The lookup's rows with each Jastrow cross-reference replaced by the entry it points to
 * (shared/dictionary/jastrow-references resolved the target at import; the statement brings it as
 * a `via` 'see' row under the reference's own forms, with `seeFrom` the reference's head-word): a
 * learner who taps חֲזָא reads חֲזִי 'to see' (the panel says "חֲזָא → see חֲזִי"), not an empty entry.
 * Where the target is found by the same form already (its own head-word or form), the reference
 * simply goes; a target reached by two references under the same form is kept once. A reference
 * whose target was not brought stays as it is.
 */
export function withSeeTargets(rows: LookupRow[]): LookupRow[] {
  const targets = rows.filter((r) => r.via === "see");
  if (targets.length === 0) return rows;
  const direct = rows.filter((r) => r.via === "form");
  const covers = (row: LookupRow, plain: string) => row.wordPlain === plain || (row.formsPlain ?? []).includes(plain);
  const out: LookupRow[] = [];
  const kept = new Set<string>();
  for (const row of rows) {
    if (row.via === "see") continue;
    const target = row.via === "form" && row.source === "jastrow" && row.referenceTo !== null
      ? targets.find((t) => t.seeFrom === row.word && t.wordPlain === row.wordPlain && t.source === row.source && t.sourceId === row.referenceTo)
      : undefined;
    if (!target) {
      out.push(row);
      continue;
    }
    const key = `${target.id}\t${row.wordPlain}`;
    if (kept.has(key) || direct.some((r) => r.id === target.id && covers(r, row.wordPlain))) continue;
    kept.add(key);
    out.push({ ...target, via: "form" });
  }
  return out;
}

/**
 * An entry reached through a cross-reference, as the ranking weighs it: by the reference's
 * head-word (the word the text has: its pointing, whether it is pointed), with the target's meaning.
 */
export function rankedAsSeen<E extends RankedEntry>(e: E, seeFrom: string | null): E {
  if (!seeFrom) return e;
  return { ...e, word: seeFrom, headWords: [seeFrom, ...e.headWords], pointedForms: [seeFrom, ...e.pointedForms] };
}
