import { sql } from "drizzle-orm";
import type { AccuracyRow } from "../../shared/api/parsing";
import type { DbOrTx } from "./client";

/**
 * A learner's accuracy over their parsing answers (parsing_answers), per binyan and per tense, most
 * answered first: read by the parsing drill's session and by the review statistics.
 */
export async function readParsingAccuracy(db: DbOrTx, userId: string): Promise<{ binyan: AccuracyRow[]; tense: AccuracyRow[] }> {
  const result = await db.execute(sql`
    select 'binyan' as kind, binyan as value, count(*)::int as answered, count(*) filter (where correct)::int as correct
    from parsing_answers where user_id = ${userId} and binyan is not null group by binyan
    union all
    select 'tense', tense, count(*)::int, count(*) filter (where correct)::int
    from parsing_answers where user_id = ${userId} and tense is not null group by tense
    order by 1, 3 desc, 2`);
  const rows = (result as unknown as { rows: (AccuracyRow & { kind: string })[] }).rows;
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map(({ value, answered, correct }) => ({ value, answered: Number(answered), correct: Number(correct) }));
  return { binyan: of("binyan"), tense: of("tense") };
}
