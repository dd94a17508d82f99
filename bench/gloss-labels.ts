/**
 * `node --import tsx bench/gloss-labels.ts`: what the first definition of every entry of BDB,
 * Strong's and Jastrow gives a learner (shared/dictionary/gloss-kind: a meaning, a meaning after a
 * binyan's name, only a label or pointer, nothing), with the files of ../shared/data parsed as the
 * import parses them (parse-lexicon.ts, the same batches) and Jastrow's cross-references resolved as
 * the import resolves them. A Jastrow entry that is only a reference is shown as the entry it points
 * to (the lookup's see-targets.ts): it counts as that entry's kind; BDB's references are shown as
 * "cross-reference to …" and count apart. `GLOSS_LIST=<file.jsonl>` writes every entry's kind and
 * first definition (to compare two versions of the rules).
 */
import fs from "node:fs";
import path from "node:path";
import { glossKind, type GlossKind } from "../src/shared/dictionary/gloss-kind";
import { JASTROW_FILES } from "../src/server/modules/dictionary/jastrow-source";
import { parseLexiconBatches, type LexiconParser } from "../src/server/modules/dictionary/parse-lexicon";
import { resolveReferenceTargets } from "../src/server/modules/dictionary/resolve-references";

const DATA = process.env.MILIM_SHARED_DATA ?? path.resolve(import.meta.dirname, "../../shared/data");
const LEXICON = path.join(DATA, "openscriptures-hebrewlexicon");

interface Row { source: string; source_id: string; word: string; language: string; definitions: string[]; reference_to: string | null; part_of_speech: string | null }

async function* fileParts(file: string): AsyncGenerator<Uint8Array> {
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) yield chunk as Uint8Array;
}

async function rowsOf(spec: LexiconParser, files: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const candidates: string[] = [];
  for (const file of files) {
    for await (const batch of parseLexiconBatches(spec, fileParts(file))) {
      rows.push(...(JSON.parse(batch.json) as Row[]));
      if (batch.candidates) candidates.push(batch.candidates);
    }
  }
  if (candidates.length > 0) {
    const targets = new Map((JSON.parse(resolveReferenceTargets(candidates)) as { id: string; target: string | null }[]).map((t) => [t.id, t.target]));
    for (const r of rows) if (targets.has(r.source_id)) r.reference_to = targets.get(r.source_id) ?? null;
  }
  return rows;
}

type Kind = GlossKind | "reference";
const KINDS: Kind[] = ["meaning", "labelled", "label", "empty", "reference"];

const lexicons: [string, LexiconParser, string[]][] = [
  ["jastrow", { kind: "jastrow" }, JASTROW_FILES.map((f) => path.join(DATA, "jastrow", f))],
  ["bdb", { kind: "bdb", partsOfSpeech: [] }, [path.join(LEXICON, "BrownDriverBriggs.xml")]],
  ["strongs", { kind: "strongs", partsOfSpeech: [] }, [path.join(LEXICON, "HebrewStrong.xml")]],
];
const list = process.env.GLOSS_LIST ? fs.createWriteStream(process.env.GLOSS_LIST) : null;
const total = new Map<Kind, number>();
let all = 0;
console.log("lexicon   entries  meaning  labelled  label  empty  reference  label-or-empty");
for (const [name, spec, files] of lexicons) {
  const rows = await rowsOf(spec, files);
  const byId = new Map(rows.map((r) => [r.source_id, r]));
  const counts = new Map<Kind, number>();
  for (const r of rows) {
    // A Jastrow reference is shown as its target (a reference to a reference, or to nothing, stays a reference).
    const target = r.reference_to !== null && name === "jastrow" ? byId.get(r.reference_to) : undefined;
    const shown = target && target.reference_to === null ? target : r;
    const kind: Kind = r.reference_to !== null && r.definitions.length === 0 && !target ? "reference" : glossKind(shown.definitions);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    total.set(kind, (total.get(kind) ?? 0) + 1);
    list?.write(`${JSON.stringify({ source: name, id: r.source_id, word: r.word, language: r.language, kind, first: shown.definitions[0] ?? null, via: shown === r ? null : shown.source_id })}\n`);
  }
  all += rows.length;
  console.log(line(name, rows.length, counts));
}
console.log(line("all", all, total));
list?.end();

function line(name: string, n: number, counts: ReadonlyMap<Kind, number>): string {
  const bad = (counts.get("label") ?? 0) + (counts.get("labelled") ?? 0) + (counts.get("empty") ?? 0);
  const cells = KINDS.map((k) => String(counts.get(k) ?? 0));
  return `${name.padEnd(8)} ${String(n).padStart(8)} ${cells.map((c, i) => c.padStart([8, 9, 6, 6, 10][i]!)).join(" ")}  ${bad} (${((100 * bad) / n).toFixed(2)} %)`;
}
