import { resolveJastrowReferences, type ReferenceEntry } from "../../../shared/dictionary/jastrow-references";

/** One staged Jastrow entry as `stagedReferenceInput` reads it: its staging row, id, head-words, homograph number, the head-word it points to, its link. */
type StagedEntry = [seq: number, id: string, headWords: string[] | null, homograph: string | null, see: string | null, rid: string | null];

/**
 * Jastrow's cross-references of a whole import resolved (shared/dictionary/jastrow-references), on
 * the lexicon thread: `input` is every staged entry as JSON (`StagedEntry`s), the result each
 * reference whose target differs from its staged link, as JSON `[{ seq, target }]` (its staging row).
 */
export function resolveStagedReferences(input: string): string {
  const rows = JSON.parse(input) as StagedEntry[];
  const entries: ReferenceEntry[] = rows.map(([, id, headWords, homograph, see, rid]) => ({ id, headWords: headWords ?? [], homograph, see, rid }));
  const staged = new Map(rows.map(([seq, id, , , , rid]) => [id, { seq, rid }]));
  const out: { seq: number; target: string }[] = [];
  for (const [id, target] of resolveJastrowReferences(entries)) {
    const row = staged.get(id);
    if (row && row.rid !== target) out.push({ seq: row.seq, target });
  }
  return JSON.stringify(out);
}
