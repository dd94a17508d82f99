import { resolveJastrowReferences, type ReferenceEntry } from "../../../shared/dictionary/resolve-jastrow-references";
import type { ReferenceCandidate } from "./entry-batch";

/**
 * Jastrow's cross-references of a whole import resolved (shared/dictionary/resolve-jastrow-references), on
 * the lexicon thread: `candidates` are the run's batches' (entry-batch.ts), every entry of the run
 * (the last of an id counts). Returns the targets of each entry that is only a reference (`see`): the
 * first one resolved, else its own link, and the others it names (`also`, in its order, each once: "תָּרְנָא,
 * v. תּוֹרֶן, תּוּרְנָא"); as JSON `[{ id, target, also }]`, what the import writes as the entries' `reference_to`
 * and `reference_also` once the whole run is in.
 */
export function resolveReferenceTargets(candidates: readonly string[]): string {
  const byId = new Map<string, ReferenceCandidate>();
  for (const text of candidates) for (const c of JSON.parse(text) as ReferenceCandidate[]) byId.set(c[0], c);
  const entries: ReferenceEntry[] = [...byId.values()].map(([id, headWords, homograph, see, rid, forms, mentions, meaning, aramaic, formOf, verb, also]) => ({
    id, headWords, homograph, see, rid, forms, mentions, meaning, aramaic, formOf, verb, also: also.map(([text, link]) => ({ text, rid: link })),
  }));
  const resolved = resolveJastrowReferences(entries);
  const out: { id: string; target: string | null; also: string[] }[] = [];
  for (const e of entries) {
    if (e.see === null) continue;
    const [target = e.rid, ...also] = resolved.get(e.id) ?? [];
    out.push({ id: e.id, target, also });
  }
  return JSON.stringify(out);
}
