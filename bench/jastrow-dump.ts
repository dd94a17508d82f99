/**
 * `node --import tsx bench/jastrow-dump.ts <pglite|pg> <prefix>`: the check that a change to the lexicon
 * import stores what it stored before. BDB and Strong's imported, then Jastrow imported twice (a first
 * import, then a re-import over it) from the local lexicon server; after each, Jastrow's dictionary rows
 * (every stored column but the timestamps and the id: the entries, their forms and references) are
 * written one JSON line a row, by id, to `<prefix>-<db>-first.json` and `<prefix>-<db>-again.json`
 * (pg: a fresh database on DATABASE_URL). Run it on main and on the branch and compare the files
 * (`cmp`): they must be identical.
 */
import fs from "node:fs";
import { openBenchPglite, openBenchPostgres } from "./lib/bench-db";
import { dictionaryImportJob } from "../src/server/modules/dictionary/import-lexicon";
import { jastrowSource } from "../src/server/modules/dictionary/jastrow-source";
import { bdbSource, strongsSource } from "../src/server/modules/dictionary/xml-lexicon-source";
import { startLexiconServer } from "../tests/support/lexicon-server";

const [kind = "pglite", prefix = "bench/out/jastrow-dump"] = process.argv.slice(2);
const bench = kind === "pglite" ? await openBenchPglite() : await openBenchPostgres(process.env.DATABASE_URL!);
const server = await startLexiconServer();
try {
  const ctx = () => ({ jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true });
  const job = dictionaryImportJob({ db: bench.database.db, kind: bench.kind, sources: [bdbSource(`${server.url}/BrownDriverBriggs.xml`), strongsSource(`${server.url}/HebrewStrong.xml`), jastrowSource(`${server.url}/jastrow/`)] });
  await job.run({ source: "bdb" }, ctx());
  await job.run({ source: "strongs" }, ctx());
  for (const pass of ["first", "again"]) {
    const result = await job.run({ source: "jastrow" }, ctx());
    const rows = await bench.raw(`select source, source_id, word, word_plain, transliteration, pronunciation, part_of_speech, language, definitions, root, is_proper_name,
      reference_to, reference_also, cross_refs, forms, forms_plain, details, linked_id, linked_ids from dictionary_entries where source = 'jastrow' order by source_id`, []);
    const file = `${prefix}-${kind}-${pass}.json`;
    fs.writeFileSync(file, rows.map((r) => JSON.stringify(r)).join("\n"));
    console.log(`${pass}: ${String(result.entries)} entries imported, ${rows.length} rows written to ${file}`);
  }
} finally {
  await server.close();
  await bench.close();
}
