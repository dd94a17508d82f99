import { resolveJastrowReferences, type ReferenceEntry } from "../../../shared/dictionary/resolve-jastrow-references";
import type { ReferenceCandidate } from "./entry-batch";

/**
 * Jastrow's cross-references of a whole import resolved (shared/dictionary/resolve-jastrow-references), on
 * the lexicon thread: `candidates` are the run's batches' (entry-batch.ts), every entry of the run
 * (the last of an id counts). Returns the target of each entry that is only a reference (`see`):
 * the resolved one, else its own link; as JSON `[{ id, target }]`, what the import writes as the
 * entries' `reference_to` once the whole run is in.
 */
export function resolveReferenceTargets(candidates: readonly string[]): string {
  const byId = new Map<string, ReferenceCandidate>();
  for (const text of candidates) for (const c of JSON.parse(text) as ReferenceCandidate[]) byId.set(c[0], c);
  const entries: ReferenceEntry[] = [...byId.values()].map(([id, headWords, homograph, see, rid, forms, mentions, meaning, aramaic, formOf, verb]) => ({ id, headWords, homograph, see, rid, forms, mentions, meaning, aramaic, formOf, verb }));
  const resolved = resolveJastrowReferences(entries);
  const out: { id: string; target: string | null }[] = [];
  for (const e of entries) if (e.see !== null) out.push({ id: e.id, target: resolved.get(e.id) ?? e.rid });
  return JSON.stringify(out);
}
