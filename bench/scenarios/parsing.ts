import { loadConfig } from "../../src/server/config";
import { bibleImportJob } from "../../src/server/modules/books/import-bible";
import type { ParsingSession } from "../../src/shared/api/parsing";
import type { BenchApp } from "../lib/bench-app";
import { signUpBenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timePair } from "../lib/measure";
import type { BenchResult } from "../lib/report";

/** Cards the learner already has (answered through the API), half of them due when the session is read. */
const ANSWERED = 200;

/**
 * The parsing drill (goal: a session's first item within 1.5× of its raw statement): with Genesis
 * imported from morphhb and a learner who opened Genesis 1 and answered ANSWERED forms of Genesis
 * (the first half answered wrong, so due a minute later), GET /api/parsing/session for Genesis 1
 * (in-process: auth, routing, the statements, the items' choices built, the JSON) against its raw
 * statements — the candidates with the learner's cards, the accuracy, the lemmas' codes and
 * headwords, written by hand — through the driver, plus JSON.
 */
export async function benchParsing(b: BenchApp, bench: BenchDatabase): Promise<BenchResult[]> {
  const db = bench.database.db;
  const job = bibleImportJob({ db, dir: loadConfig({}).OSHB_WLC_DIR });
  const ctx = { jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true };
  await job.run({ titles: ["Genesis"] }, ctx);
  const user = await signUpBenchUser(b, `bench-parsing-${Date.now()}@example.com`);
  const headers = { cookie: user.cookie, origin: b.config.publicUrl, "content-type": "application/json" };
  const [genesis] = await bench.raw("select id from books where title = 'Genesis' and oshb_imported_at is not null", []) as { id: string }[];
  if (!genesis) throw new Error("parsing: no Genesis with morphology");
  const saved = await b.app.request(`/api/books/${genesis.id}/progress`, { method: "PUT", headers, body: JSON.stringify({ chapter: 1, verse: 1 }) });
  if (saved.status !== 200) throw new Error(`parsing: reading progress ${saved.status}`);

  // ANSWERED forms of Genesis' later chapters answered: the first half wrong (Again), the rest right.
  const places = await bench.raw(`
    select chapter, verse, position from book_word_lemmas where book_id = $1 and chapter > 1 and morph ~ '(^[HA]|/)V[a-zA-Z][pqiwhjv][123]'
    order by chapter, verse, position limit ${ANSWERED}`, [genesis.id]) as { chapter: number; verse: number; position: number }[];
  for (const [i, p] of places.entries()) {
    const r = await b.app.request("/api/parsing/answers", {
      method: "POST", headers,
      body: JSON.stringify({ id: crypto.randomUUID(), place: { bookId: genesis.id, ...p }, chosen: i < ANSWERED / 2 ? {} : { binyan: "q" } }),
    });
    if (r.status !== 200) throw new Error(`parsing: answer ${r.status} ${await r.text()}`);
  }

  const url = `/api/parsing/session?book=${genesis.id}&chapter=1`;
  const check = await b.app.request(url, { headers });
  const body = (await check.json()) as ParsingSession;
  if (check.status !== 200 || body.items.length === 0) throw new Error(`parsing: session ${check.status}`);

  const candidates = `
    with picked as (
      select l.book_id, l.chapter, l.verse, l.position,
        case when exists (select 1 from user_reading_progress r where r.user_id = $1 and r.book_id = l.book_id and r.last_chapter = l.chapter) then 0
             when exists (select 1 from words w join collections col on col.id = w.collection_id where col.owner_id = $1 and w.lemma = l.strong) then 1
             else 2 end as tier,
        case when l.morph ~ '(^[HA]|/)V' then 0 else 1 end as verb_first
      from book_word_lemmas l
      where l.book_id = $2 and l.chapter = 1 and l.morph is not null and l.morph ~ '(^[HA]|/)(V|Nc)'
      order by tier, verb_first, l.book_id, l.chapter, l.verse, l.position limit 800
    )
    select l.book_id, l.chapter, l.verse, l.position, l.surface, l.strong, l.morph, l.parts, b.title, v.hebrew_text,
      (select json_agg(json_build_object('id', c.id, 'form', c.form, 'due', c.due, 'state', c.state))
         from parsing_cards c where c.user_id = $1 and c.morph = l.morph and c.strong = coalesce(l.strong, '')) as cards
    from picked p join book_word_lemmas l using (book_id, chapter, verse, position)
    join books b on b.id = l.book_id join book_verses v on v.book_id = l.book_id and v.chapter = l.chapter and v.verse = l.verse
    order by p.tier, p.verb_first, l.chapter, l.verse, l.position`;
  const accuracy = `
    select 'binyan' as kind, binyan as value, count(*)::int, count(*) filter (where correct)::int from parsing_answers where user_id = $1 and binyan is not null group by binyan
    union all
    select 'tense', tense, count(*)::int, count(*) filter (where correct)::int from parsing_answers where user_id = $1 and tense is not null group by tense`;
  const lemmas = [...new Set(body.items.flatMap((i) => i.lemmas.map((l) => l.strong)))];
  const verbs = [...new Set(body.items.filter((i) => i.kind === "verb").map((i) => i.answer.lemma!))];
  const facts = `
    select (select json_object_agg(strong, codes) from (select strong, array_agg(distinct morph) as codes from book_word_lemmas
              where strong = any($1) and morph ~ '(^[HA]|/)V' group by strong) x) as codes,
           (select json_object_agg(source_id, word) from dictionary_entries where source = 'strongs' and source_id = any($2)) as words`;

  const session = async () => { await (await b.app.request(url, { headers })).arrayBuffer(); };
  const raw = async () => {
    const [rows, acc] = await Promise.all([bench.raw(candidates, [user.id, genesis.id]), bench.raw(accuracy, [user.id])]);
    Buffer.from(JSON.stringify({ rows, acc, facts: await bench.raw(facts, [verbs, lemmas]) }));
  };
  const [app, rawMs] = await timePair(session, raw, { warmup: 5, runs: 31 });
  const ratio = round(app.medianMs / rawMs.medianMs);
  return [{
    db: bench.kind, metric: `parsing session (Genesis 1, ${ANSWERED} cards answered) vs its raw statements + JSON`, value: ratio, unit: "×", goal: "≤ 1.5×",
    pass: ratio <= 1.5, details: { appMs: app, rawMs, items: body.items.length, dueCount: body.dueCount, firstItem: body.items[0]?.form },
  }];
}
