/**
 * `node --import tsx bench/gold.ts`: the lookup's gold standard alone (also `BENCH_ONLY=gold npm run bench`):
 * the lookup's right-first and right-anywhere rates and the panel's calibration (doubt caught, needless doubt:
 * bench/lib/score-gold.ts#calibration) per file, per half and per category (the
 * held-out half: totals only), and the tune half's misses by pattern. GOLD_WORDS=1 lists each tune
 * miss; GOLD_CACHE=<file.tar> keeps the prepared database between runs (delete it after changing an
 * importer); GOLD_OUT=<file.json> writes the figures; GOLD_HALF=tune scores the tune half alone (a tuning loop);
 * GOLD_DUMP=<file> appends every word's whole lookup answer, one line each ("file ref form json"; the files run side by
 * side, so sort the file before comparing two runs).
 */
import fs from "node:fs";
import { goldReport } from "./lib/score-gold";
import { printTable } from "./lib/report";
import { runGold } from "./scenarios/gold";

const half = process.env.GOLD_HALF === "tune" || process.env.GOLD_HALF === "held-out" ? process.env.GOLD_HALF : undefined;
const { results, scores } = await runGold(Number(process.env.BENCH_PORT ?? 8130), process.env.GOLD_CACHE, half, process.env.GOLD_DATABASE_URL);
for (const l of goldReport(scores, { words: process.env.GOLD_WORDS === "1" })) console.log(l);
console.log("");
printTable(results);
if (process.env.GOLD_OUT) fs.writeFileSync(process.env.GOLD_OUT, JSON.stringify(scores.map(({ reads: _reads, ...s }) => (s.half === "tune" ? s : { ...s, words: undefined })), null, 2));
process.exit(0);
