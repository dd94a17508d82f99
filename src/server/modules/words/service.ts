import { z } from "zod";
import { WORD_MESSAGES, type DatabaseWord, type WordsPage } from "../../../shared/api/words";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import type { Db } from "../../db/client";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import {
  collectionBreakdown, countWords, deleteSharedWord, findWordRow, holdsPlainWord, insertWordLast, lockSharedCollection, orderedCollections, searchedWords, subcategoryValues,
  updateSharedWord, wordsInCollection, type WordFilters, type WordRow, type WordValues,
} from "./queries";

/**
 * Where the next page starts. Without a search term the pages walk the collections in order and,
 * in each, the words by (rank, id) from an index ("w"); with one, the matches by offset ("q").
 * `n` counts the rows already shown (the # column).
 */
const CursorSchema = z.union([
  z.object({ m: z.literal("w"), c: z.uuid(), r: z.number().int(), i: z.uuid(), n: z.number().int().nonnegative() }),
  z.object({ m: z.literal("q"), o: z.number().int().nonnegative() }),
]);
type Cursor = z.infer<typeof CursorSchema>;

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");
function decode(after: string): Cursor {
  try {
    return CursorSchema.parse(JSON.parse(Buffer.from(after, "base64url").toString("utf8")));
  } catch {
    throw invalid("list_link_stale");
  }
}

/** The rank key of a word without a freq_rank (queries.ts rankKey). */
const NO_RANK = 2147483647;
/** At most this many collections are walked for one page (each an index probe). */
const COLLECTIONS_PER_PAGE = 500;

const present = (r: WordRow, n: number): DatabaseWord => ({
  n, id: r.id, hebrew: r.hebrew, english: r.english, translit: r.translit, pos: r.pos, collectionId: r.collectionId,
  collectionName: r.collectionName, collectionDomain: r.collectionDomain, collectionSlug: r.collectionSlug,
  collectionOwnerId: r.collectionOwnerId, collectionReadingPath: r.collectionReadingPath,
  subcategory: r.subcategory, section: r.section, freqRank: r.freqRank, shared: r.shared === true || (r.shared as unknown) === "t",
});

export interface WordsRequest extends Omit<WordFilters, "userId"> { after?: string; limit: number }

/** One page of the Words Database; the first also carries the total, the breakdown and the subcategories. */
export async function listWords(db: Db, userId: string, req: WordsRequest): Promise<WordsPage> {
  const q = req.q !== undefined ? plainHebrew(req.q) || undefined : undefined;
  const f: WordFilters = { userId, collectionId: req.collectionId, domain: req.domain, subcategory: req.subcategory, section: req.section, q };
  const cursor = req.after ? decode(req.after) : null;
  const first = cursor === null;
  const [page, total, breakdown, subcategories] = await Promise.all([
    q !== undefined ? searchPage(db, f, cursor, req.limit) : walkPage(db, f, cursor, req.limit),
    first ? countWords(db, f) : null,
    first ? collectionBreakdown(db, userId) : null,
    first ? subcategoryValues(db, userId) : null,
  ]);
  return { ...page, total, breakdown, subcategories };
}

async function searchPage(db: Db, f: WordFilters, cursor: Cursor | null, limit: number) {
  if (cursor && cursor.m !== "q") throw invalid("list_link_stale");
  const offset = cursor?.o ?? 0;
  const rows = await searchedWords(db, f, offset, limit + 1);
  const shown = rows.slice(0, limit);
  return { words: shown.map((r, i) => present(r, offset + i + 1)), next: rows.length > limit ? encode({ m: "q", o: offset + limit }) : null };
}

async function walkPage(db: Db, f: WordFilters, cursor: Cursor | null, limit: number) {
  if (cursor && cursor.m !== "w") throw invalid("list_link_stale");
  const shown: DatabaseWord[] = [];
  let n = cursor?.n ?? 0;
  let last: WordRow | null = null;
  const take = (rows: WordRow[]) => {
    for (const r of rows) shown.push(present(r, ++n));
    if (rows.length > 0) last = rows.at(-1)!;
  };
  // Most pages lie within one collection: read on from the cursor before listing the collections.
  if (cursor) {
    take(await wordsInCollection(db, cursor.c, f, { rank: cursor.r, id: cursor.i }, limit + 1));
    if (shown.length > limit) {
      shown.pop();
      n--;
      const end = shown.at(-1)!;
      return { words: shown, next: encode({ m: "w", c: cursor.c, r: end.freqRank ?? NO_RANK, i: end.id, n }) };
    }
  }
  const ids = await orderedCollections(db, f);
  let index = cursor ? ids.indexOf(cursor.c) + 1 : 0;
  if (cursor && index === 0) throw invalid("list_changed");
  let walked = 0;
  for (; index < ids.length && shown.length < limit && walked < COLLECTIONS_PER_PAGE; index++, walked++) {
    take(await wordsInCollection(db, ids[index]!, f, null, limit - shown.length));
    if (shown.length >= limit) break;
  }
  if (index >= ids.length) return { words: shown, next: null };
  // Stopped inside a collection (page full), or at the start of the next one (walk bound reached).
  const stop = last as WordRow | null;
  const next: Cursor = shown.length >= limit && stop
    ? { m: "w", c: stop.collectionId, r: Number(stop.rank), i: stop.id, n }
    : { m: "w", c: ids[index]!, r: -1, i: "00000000-0000-0000-0000-000000000000", n };
  return { words: shown, next: encode(next) };
}

/** An administrator's edit of a word of a shared collection. */
export async function editWord(db: Db, userId: string, id: string, v: WordValues): Promise<DatabaseWord> {
  if (!(await updateSharedWord(db, id, v))) throw notFound(WORD_MESSAGES.notFound);
  const row = await findWordRow(db, id, userId);
  if (!row) throw notFound(WORD_MESSAGES.notFound);
  return present(row, 1);
}

/**
 * A word added by hand to a shared collection (POST /api/admin/words), after its last word: 404 for a collection that is
 * not shared, 409 for a word it holds already (niqqud and cantillation aside). One transaction, the collection's row
 * locked: two administrators adding the same word at once add it once.
 */
export async function addWord(db: Db, userId: string, v: WordValues & { collectionId: string; hebrew: string; english: string }): Promise<DatabaseWord> {
  const id = await db.transaction(async (tx) => {
    if (!(await lockSharedCollection(tx, v.collectionId))) throw notFound(WORD_MESSAGES.noCollection);
    if (await holdsPlainWord(tx, v.collectionId, plainHebrew(v.hebrew))) throw conflict(WORD_MESSAGES.alreadyThere, { hebrew: v.hebrew });
    return insertWordLast(tx, v);
  });
  const row = await findWordRow(db, id, userId);
  if (!row) throw notFound(WORD_MESSAGES.notFound);
  return present(row, 1);
}

export async function removeWord(db: Db, id: string): Promise<void> {
  if (!(await deleteSharedWord(db, id))) throw notFound(WORD_MESSAGES.notFound);
}
