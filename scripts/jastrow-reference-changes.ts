/**
 * `node --import tsx scripts/jastrow-reference-changes.ts [out.tsv]`: where the Jastrow import sends
 * a reference ("X, v. Y", "pl. of Y") elsewhere than Sefaria's link, in the real letter files of
 * ../shared/data/jastrow (shared/dictionary/resolve-jastrow-references), one a line: the referring entry's id
 * and head-word, the word it names as printed, Sefaria's link (its id and head-word; empty when
 * unlinked), and the target the import chose (id, head-word, first gloss).
 * Writes tests/fixtures/jastrow-reference-changes.tsv by default (its test compares).
 */
import fs from "node:fs";
import path from "node:path";
import type { EntryRow } from "../src/server/modules/dictionary/import-queries";
import { JASTROW_FILES } from "../src/server/modules/dictionary/jastrow-source";
import { parseLexiconBatches } from "../src/server/modules/dictionary/parse-lexicon";
import { resolveReferenceTargets } from "../src/server/modules/dictionary/resolve-references";

/** The letter files in `folder` read as the import reads them: every entry as imported, and each reference's target (referring id → target id, or null). */
export async function jastrowReferenceTargets(folder: string): Promise<{ rows: Map<string, EntryRow>; targets: Map<string, string | null> }> {
  const rows = new Map<string, EntryRow>();
  const candidates: string[] = [];
  for (const file of JASTROW_FILES) {
    async function* bytes() {
      yield fs.readFileSync(path.join(folder, file));
    }
    for await (const batch of parseLexiconBatches({ kind: "jastrow" }, bytes())) {
      for (const r of JSON.parse(batch.json) as Record<string, unknown>[]) {
        rows.set(String(r.source_id), { sourceId: r.source_id, word: r.word, definitions: r.definitions, referenceTo: r.reference_to, details: r.details } as EntryRow);
      }
      if (batch.candidates) candidates.push(batch.candidates);
    }
  }
  const resolved = JSON.parse(resolveReferenceTargets(candidates)) as { id: string; target: string | null }[];
  return { rows, targets: new Map(resolved.map((r) => [r.id, r.target])) };
}

/** The references the import sends elsewhere than Sefaria's link, as the fixture lists them. */
export async function jastrowReferenceChanges(folder: string): Promise<string> {
  const { rows, targets } = await jastrowReferenceTargets(folder);
  const word = (id: string | null | undefined) => (id ? rows.get(id)?.word ?? "" : "");
  const lines = ["id\thead-word\tnames\tlink\tlink's head-word\ttarget\ttarget's head-word\ttarget's gloss"];
  for (const [id, target] of targets) {
    const r = rows.get(id)!;
    if (target === r.referenceTo) continue;
    const t = target ? rows.get(target) : undefined;
    lines.push([id, r.word, r.details?.see ?? "", r.referenceTo ?? "", word(r.referenceTo), target ?? "", t?.word ?? "", t?.definitions?.[0] ?? ""].join("\t"));
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const out = process.argv[2] ?? path.resolve(import.meta.dirname, "../tests/fixtures/jastrow-reference-changes.tsv");
  fs.writeFileSync(out, await jastrowReferenceChanges(path.resolve(process.cwd(), "../shared/data/jastrow")));
  console.log(`wrote ${out}`);
}
