/**
 * `node --import tsx bench/lookup-only.ts`: the lookup's figures alone, without the 200,000-word
 * data set `npm run bench` generates first (the Tanakh must not fall while the Talmud's
 * lookup changes): segmentation (Genesis against OpenScriptures' boundaries, the word lookup vs its
 * raw statement), bible (the five books of the Torah offline, tap accuracy: the right lemma first)
 * and jastrow (the Talmud and Mishnah lookup vs its raw statement), on PGlite. BENCH_ONLY_LOOKUP
 * (comma-separated: segmentation,bible,jastrow) runs a subset.
 */
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { openBenchPglite } from "./lib/bench-db";
import { printTable, type BenchResult } from "./lib/report";
import { benchBible } from "./scenarios/bible";
import { benchJastrow } from "./scenarios/jastrow";
import { benchSegmentation } from "./scenarios/segmentation";

const PORT = Number(process.env.BENCH_PORT ?? 8130);
const only = process.env.BENCH_ONLY_LOOKUP?.split(",").map((s) => s.trim()) ?? ["segmentation", "bible", "jastrow"];
process.env.BENCH_BIBLE_BOOKS ??= "5";
const results: BenchResult[] = [];
const bench = await openBenchPglite();
try {
  const b = createBenchApp(bench, PORT);
  await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
  const user = await signUpBenchUser(b, "bench-learner@example.com");
  // The Bible before segmentation, as in `npm run bench`: the Tanakh imported into an empty library
  // (segmentation imports Genesis 1–12 from Sefaria with its lemmas; the offline import would keep those and add the rest).
  if (only.includes("bible")) results.push(...await benchBible(b, bench, user));
  if (only.includes("segmentation")) results.push(...await benchSegmentation(b, bench, user));
  if (only.includes("jastrow")) results.push(...await benchJastrow(b, bench, user));
} finally {
  await bench.close();
}
printTable(results);
process.exit(0);
