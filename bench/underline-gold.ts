/**
 * `GOLD_CACHE=/tmp/gold.tar node --import tsx bench/underline-gold.ts`: how right the reader's underline ("you know
 * this word") is in the Talmud and the Mishnah, on the lookup's gold standard (tests/fixtures/lookup-gold), per half
 * (the held-out half: totals only, as bench/gold.ts). A token is truly known when the learner knows one of its
 * accepted entries' head-words; the figures are the underline's precision (of the words underlined, how many are
 * known) and recall (of the known words, how many are underlined), for two learners:
 * - "Bible 800": the head-words of the 800 most frequent lemmas of Genesis (a learner who studied the Bible first);
 * - "half the pages' words": every second head-word (a fixed draw) of the gold's own words, in both halves.
 * Two rules:
 * - "forms" is the reader's rule today (db/coverage-queries: a word is known when any of its stored forms —
 *   shared/reading/chapter-coverage#wordForms, the word, its stems, its Aramaic readings — is a known word's plain
 *   Hebrew);
 * - "panel's first" is what the word panel shows first (its first entry's head-word, the entry that one refers to, or
 *   the form it read the word as) being a known word or a form a lexicon files under a known head-word.
 * The second is what the learner sees when they tap the word; the first is what the underline says before they do.
 */
import { goldFiles } from "./lib/score-gold";
import { openGoldDatabase } from "./lib/gold-database";
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { benchGold } from "./scenarios/gold";
import { wordForms, type FormsRule } from "../src/shared/reading/chapter-coverage";

if (goldFiles().length === 0) {
  console.log("no gold files in tests/fixtures/lookup-gold: nothing to score");
  process.exit(0);
}
const { bench, books } = await openGoldDatabase(process.env.GOLD_CACHE);
const b = createBenchApp(bench, Number(process.env.BENCH_PORT ?? 8131));
await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
const user = await signUpBenchUser(b, "bench-learner@example.com");
const { scores } = await benchGold(b, bench, user, books);

/** The plain head-words of Genesis's most frequent lemmas (Strong's), as a learner's list names them. */
const bible = ((await bench.raw(`
  select e.word_plain as word from book_word_lemmas l
  join dictionary_entries e on e.source = 'strongs' and e.source_id = 'H' || regexp_replace(l.strong, '[^0-9]', '', 'g')
  group by e.word_plain order by count(*) desc, e.word_plain limit 800`, [])) as { word: string }[]).map((r) => r.word);
const goldWords = [...new Set(scores.flatMap((s) => s.reads.flatMap((r) => r.truth)))].sort();
let seed = 7;
const draw = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const halfOfWords = goldWords.filter(() => draw() < 0.5);

/** A learner's known forms widened by the forms the lexicons file under those head-words (Jastrow's plurals, binyan forms). */
async function widened(known: Set<string>): Promise<Set<string>> {
  const rows = (await bench.raw("select distinct unnest(forms_plain) as form from dictionary_entries where word_plain = any($1) and not is_proper_name", [[...known]])) as { form: string }[];
  return new Set([...known, ...rows.map((r) => r.form)]);
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "-");
console.log("half      category  learner                 rule            precision  recall   (known / underlined / truly known, of words)");
for (const [learner, list] of [["Bible 800", bible], ["half the pages' words", halfOfWords]] as const) {
  const known = new Set(list);
  const wide = await widened(known);
  for (const half of ["tune", "held-out"] as const) {
    for (const category of ["talmud", "mishnah"] as const) {
      const reads = scores.filter((s) => s.half === half && s.category === category).flatMap((s) => s.reads);
      if (!reads.length) continue;
      const rule: FormsRule = "rabbinic";
      const rules = {
        forms: (w: (typeof reads)[number]) => wordForms(w.word, rule).some((f) => known.has(f)),
        "panel's first": (w: (typeof reads)[number]) => w.read.some((f) => wide.has(f)),
      };
      for (const [name, underlined] of Object.entries(rules)) {
        let both = 0, shown = 0, truly = 0;
        for (const w of reads) {
          const u = underlined(w), t = w.truth.some((h) => known.has(h));
          shown += Number(u); truly += Number(t); both += Number(u && t);
        }
        console.log(`${half.padEnd(9)} ${category.padEnd(9)} ${learner.padEnd(23)} ${name.padEnd(15)} ${pct(both, shown).padStart(9)}  ${pct(both, truly).padStart(7)}   (${both} / ${shown} / ${truly}, of ${reads.length})`);
      }
    }
  }
}
await bench.close();
process.exit(0);
