/**
 * `node --import tsx scripts/jastrow-reference-changes.ts [out.tsv] [lists.tsv]`: where the Jastrow import sends
 * a reference ("X, v. Y", "pl. of Y") elsewhere than Sefaria's link, in the real letter files of
 * ../shared/data/jastrow (shared/dictionary/resolve-jastrow-references), one a line: the referring entry's id
 * and head-word, the word it names as printed, Sefaria's link (its id and head-word; empty when
 * unlinked), and the target the import chose (id, head-word, first gloss). And the references the import
 * keeps two targets or more of ("תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא": shared/dictionary/read-reference-list), one a line:
 * id, head-word, the words named as printed, and each target in order (id, head-word, first gloss).
 * Writes tests/fixtures/jastrow-reference-changes.tsv and jastrow-reference-lists.tsv by default (its test compares).
 */
import fs from "node:fs";
import path from "node:path";
import type { EntryRow } from "../src/server/modules/dictionary/import-queries";
import { JASTROW_FILES } from "../src/server/modules/dictionary/jastrow-source";
import { parseLexiconBatches } from "../src/server/modules/dictionary/parse-lexicon";
import { resolveReferenceTargets } from "../src/server/modules/dictionary/resolve-references";

/**
 * The letter files in `folder` read as the import reads them: every entry as imported, each reference's target (referring
 * id → target id, or null) and the other targets it keeps (`also`, referring id → target ids after the first).
 */
export async function jastrowReferenceTargets(folder: string): Promise<{ rows: Map<string, EntryRow>; targets: Map<string, string | null>; also: Map<string, string[]> }> {
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
  const resolved = JSON.parse(resolveReferenceTargets(candidates)) as { id: string; target: string | null; also: string[] }[];
  return { rows, targets: new Map(resolved.map((r) => [r.id, r.target])), also: new Map(resolved.map((r) => [r.id, r.also])) };
}

/** The references the import sends elsewhere than Sefaria's link, as the fixture lists them. */
export async function jastrowReferenceChanges(folder: string): Promise<string> {
  return referenceChanges(await jastrowReferenceTargets(folder));
}

/** The references the import keeps two targets or more of, as jastrow-reference-lists.tsv lists them. */
export function referenceLists({ rows, targets, also }: Awaited<ReturnType<typeof jastrowReferenceTargets>>): string {
  const lines = ["id\thead-word\tnames\ttargets (id head-word 'gloss', in order)"];
  const shown = (id: string) => `${id} ${rows.get(id)?.word ?? ""} '${rows.get(id)?.definitions?.[0] ?? ""}'`;
  for (const [id, target] of targets) {
    const more = also.get(id) ?? [];
    if (target === null || more.length === 0) continue;
    const r = rows.get(id)!;
    lines.push([id, r.word, [r.details?.see ?? "", ...(r.details?.seeAlso ?? [])].join(" | "), [target, ...more].map(shown).join(" ; ")].join("\t"));
  }
  return `${lines.join("\n")}\n`;
}

/** The references sent elsewhere than Sefaria's link (jastrowReferenceChanges), from the letter files read once. */
export function referenceChanges({ rows, targets }: Awaited<ReturnType<typeof jastrowReferenceTargets>>): string {
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
  const lists = process.argv[3] ?? path.resolve(import.meta.dirname, "../tests/fixtures/jastrow-reference-lists.tsv");
  const read = await jastrowReferenceTargets(path.resolve(process.cwd(), "../shared/data/jastrow"));
  fs.writeFileSync(out, referenceChanges(read));
  fs.writeFileSync(lists, referenceLists(read));
  console.log(`wrote ${out} and ${lists}`);
}
