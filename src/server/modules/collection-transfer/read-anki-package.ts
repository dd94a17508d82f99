import { unzipSync, type UnzipFileInfo } from "fflate";
import type { Database, SqlValue } from "sql.js";
import { ANKI_MAX_BYTES, ANKI_MAX_COLLECTION_BYTES, ANKI_MAX_COLLECTION_MB, ANKI_MAX_MB, ANKI_MAX_NOTES } from "../../../shared/anki/anki-limits";
import type { AnkiCardRow, AnkiRevlogEntry } from "../../../shared/anki/review-history";
import type { ServerMessageKey, ServerMessageParams } from "../../../shared/i18n/server-messages";
import { loadSqlite } from "../../lib/sqlite-wasm";
import type { WordStatus } from "../../../shared/domain";
import { inflateZipEntry, ZipEntryTooLargeError } from "./inflate-zip-entry";
import { dataRank, guidWordId, tagsStatus } from "./milim-note";

/**
 * Reads an Anki package (.apkg): a zip holding the collection as SQLite — legacy
 * `collection.anki2`, or `collection.anki21` (Anki 2.1's schema 11, where note types are JSON in
 * `col.models`; a schema-18 database with `notetypes` and `fields` tables is read too) — plus media
 * files, which are counted and never unpacked. A package with only `collection.anki21b` (Anki 2.1.50+
 * without 'Support older Anki versions': zstd-compressed, beside a stub collection.anki2 saying
 * "please update") is refused with how to export it again. The zip's directory is read first
 * (nothing inflated), so a collection larger than the limit is refused before it is unpacked.
 */

/** A package Milim cannot import: its message key and parameters (the service throws it as a DomainError). */
export class AnkiPackageError extends Error {
  constructor(readonly key: ServerMessageKey, readonly params: ServerMessageParams = {}) {
    super(key);
  }
}

export interface AnkiNoteType { id: string; name: string; fields: string[] }
export interface AnkiNote {
  id: number;
  noteTypeId: string;
  fields: string[];
  /** What a note of Milim's export says of its word (milim-note.ts): the word's id (its guid), the exporter's status of it, its rank; null where it says nothing. */
  wordId: string | null;
  status: WordStatus | null;
  rank: number | null;
}
/** The card of a note whose history Milim keeps (Milim has one card per word). */
export interface AnkiNoteCard {
  row: AnkiCardRow;
  /** How many of its reviews the import keeps (importedReviewCount of its log), counted by the package's query. */
  kept: number;
  /** Its review log, parsed on demand from the text the query returned; read only with `reviewLogs` (the preview needs the counts alone). */
  revlog(): AnkiRevlogEntry[];
}

export interface AnkiPackage {
  /** The collection's creation (s): Anki's review cards are due on days counted from it. */
  crt: number;
  noteTypes: AnkiNoteType[];
  notes: AnkiNote[];
  deckName: string;
  /** By note id: the note's first card with rated reviews, else its first card. */
  cards: Map<number, AnkiNoteCard>;
  mediaFiles: number;
}

/** A note's card as plain data (what the Anki thread sends back): its log as the query's text, null when not read. */
export interface AnkiCardData { row: AnkiCardRow; kept: number; log: string | null }
/** The package as plain data: `cards` with their logs as text (withRevlogs makes it an AnkiPackage). */
export type AnkiPackageData = Omit<AnkiPackage, "cards"> & { cards: Map<number, AnkiCardData> };

export const NEWER_FORMAT_MESSAGE = "anki_newer_format";

const COLLECTION_NAMES = ["collection.anki21", "collection.anki2"] as const;
const NOT_MEDIA = new Set(["collection.anki2", "collection.anki21", "collection.anki21b", "media", "meta"]);

function listEntries(bytes: Uint8Array): UnzipFileInfo[] {
  const isZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
  if (!isZip) throw new AnkiPackageError("anki_not_zip");
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, { filter: (f) => { entries.push(f); return false; } });
  } catch {
    throw new AnkiPackageError("anki_zip_unreadable");
  }
  return entries;
}

/**
 * The collection's bytes, inflated by zlib to at most ANKI_MAX_COLLECTION_BYTES: the size the zip
 * declares is checked first, and the limit holds while it inflates, whatever was declared. A
 * deflated entry zlib cannot follow is refused, never handed to fflate's unzipSync: fflate decodes
 * the whole stream into a buffer of the declared size, dropping what does not fit, so a 4 MB
 * package declaring 4 KB that inflates to 4 GB held the server's thread for 47 s. Only a stored
 * entry (no inflating: bounded by the package) is read by fflate where this reader cannot.
 */
function unzipOne(bytes: Uint8Array, entry: UnzipFileInfo): Uint8Array {
  const tooLarge = () => new AnkiPackageError("anki_collection_too_large", { mb: ANKI_MAX_COLLECTION_MB });
  if (entry.originalSize > ANKI_MAX_COLLECTION_BYTES) throw tooLarge();
  let native: Uint8Array | null;
  try {
    native = inflateZipEntry(bytes, entry.name, ANKI_MAX_COLLECTION_BYTES);
  } catch (e) {
    if (e instanceof ZipEntryTooLargeError) throw tooLarge();
    throw e;
  }
  if (native) return native;
  if (entry.compression === 0) {
    try {
      const out = unzipSync(bytes, { filter: (f) => f.name === entry.name })[entry.name];
      if (out) return out;
    } catch {
      // Falls through to the message below.
    }
  }
  throw new AnkiPackageError("anki_cannot_unpack");
}

type Row = Record<string, SqlValue>;
/** A statement's rows as objects, the column names read once (sql.js's getAsObject reads them from SQLite again on every row). */
function rows(db: Database, sql: string): Row[] {
  const out: Row[] = [];
  const st = db.prepare(sql);
  try {
    const names = st.getColumnNames();
    while (st.step()) {
      const values = st.get();
      const row: Row = {};
      for (let i = 0; i < names.length; i++) row[names[i]!] = values[i] ?? null;
      out.push(row);
    }
  } finally {
    st.free();
  }
  return out;
}
const num = (v: SqlValue | undefined) => (typeof v === "number" ? v : Number(v ?? 0));
const str = (v: SqlValue | undefined) => (typeof v === "string" ? v : v == null ? "" : String(v));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readNoteTypes(db: Database, tables: Set<string>): AnkiNoteType[] {
  if (tables.has("notetypes") && tables.has("fields")) {
    const fields = new Map<string, string[]>();
    for (const f of rows(db, "select ntid, ord, name from fields order by ntid, ord")) {
      const id = str(f.ntid);
      fields.set(id, [...(fields.get(id) ?? []), str(f.name)]);
    }
    return rows(db, "select id, name from notetypes order by id").map((t) => ({ id: str(t.id), name: str(t.name), fields: fields.get(str(t.id)) ?? [] }));
  }
  const models = parseJson(str(rows(db, "select models from col limit 1")[0]?.models));
  if (!models || typeof models !== "object") return [];
  return Object.entries(models as Record<string, { name?: unknown; flds?: { name?: unknown; ord?: unknown }[] }>).map(([id, m]) => ({
    id: String(id),
    name: typeof m.name === "string" ? m.name : id,
    fields: Array.isArray(m.flds) ? [...m.flds].sort((a, b) => num(a.ord as number) - num(b.ord as number)).map((f) => str(f.name as SqlValue)) : [],
  }));
}

function readDeckNames(db: Database, tables: Set<string>): Map<number, string> {
  const names = new Map<number, string>();
  if (tables.has("decks")) {
    for (const d of rows(db, "select id, name from decks")) names.set(num(d.id), str(d.name).split("\u001f").join("::"));
    return names;
  }
  const decks = parseJson(str(rows(db, "select decks from col limit 1")[0]?.decks));
  if (decks && typeof decks === "object") {
    for (const [id, d] of Object.entries(decks as Record<string, { name?: unknown }>)) if (typeof d.name === "string") names.set(Number(id), d.name);
  }
  return names;
}

/** An Anki review that is a rating, and a 'Forget', as review-history.ts's isRating and isReset read them. */
const RATING = "ease between 1 and 4 and type between 0 and 3";
const RESET = "ease = 0 and type = 4 and ivl = 0";
const REVLOG_ENTRY = ["id", "ease", "ivl", "lastIvl", "factor", "time", "type"].map((c) => `ifnull(${c}, 0)`).join(" || ',' || ");

/** A card's log as the query returns it: "id,ease,ivl,lastIvl,factor,time,type;…" (in no set order: its readers sort by id). */
function parseRevlog(text: string): AnkiRevlogEntry[] {
  if (text === "") return [];
  return text.split(";").map((e) => {
    const [id, ease, ivl, lastIvl, factor, time, type] = e.split(",").map(Number) as [number, number, number, number, number, number, number];
    return { id, ease, ivl, lastIvl, factor, time, type };
  });
}

/** null: the log was not read. */
interface CardLog { answered: boolean; kept: number; log: string | null }

/**
 * The review log by card id, one row per card (not per review: reading 200,000 revlog rows value by
 * value out of SQLite took most of a large deck's preview): the log as one text, whether it has an
 * answer, and how many of its reviews the import keeps — its ratings, none when a 'Forget' came
 * after the last one (importedReviewCount's rule, which a test holds them to).
 */
function readRevlog(db: Database, reviewLogs: boolean): Map<number, CardLog> {
  const logs = new Map<number, CardLog>();
  const sql = `select cid, ${reviewLogs ? `group_concat(${REVLOG_ENTRY}, ';')` : "null"} as log, max(ease > 0) as answered, sum(${RATING}) as rated,
    max(case when ${RATING} then id end) as last_rated, max(case when ${RESET} then id end) as last_reset
    from revlog group by cid`;
  for (const r of rows(db, sql)) {
    const rated = num(r.rated);
    const alive = rated > 0 && (r.last_reset === null || num(r.last_rated) > num(r.last_reset));
    logs.set(num(r.cid), { answered: num(r.answered) > 0, kept: alive ? rated : 0, log: reviewLogs ? str(r.log) : null });
  }
  return logs;
}

function readCards(db: Database, reviewLogs: boolean): { cards: Map<number, AnkiCardData>; deckId: number | null } {
  const logs = readRevlog(db, reviewLogs);
  const cards = new Map<number, AnkiCardData>();
  const answered = new Set<number>();
  const decks = new Map<number, number>();
  for (const c of rows(db, "select id, nid, did, type, queue, due, ivl, factor, reps, lapses, left from cards order by nid, ord")) {
    const nid = num(c.nid);
    decks.set(num(c.did), (decks.get(num(c.did)) ?? 0) + 1);
    const log = logs.get(num(c.id)) ?? { answered: false, kept: 0, log: reviewLogs ? "" : null };
    if (cards.has(nid) && (answered.has(nid) || !log.answered)) continue;
    if (log.answered) answered.add(nid);
    cards.set(nid, {
      row: { type: num(c.type), queue: num(c.queue), due: num(c.due), ivl: num(c.ivl), factor: num(c.factor), reps: num(c.reps), lapses: num(c.lapses), left: num(c.left) },
      kept: log.kept, log: log.log,
    });
  }
  let deckId: number | null = null;
  let most = 0;
  for (const [id, n] of decks) if (n > most) { deckId = id; most = n; }
  return { cards, deckId };
}

function readCollection(db: Database, reviewLogs: boolean): Omit<AnkiPackageData, "mediaFiles"> {
  const tables = new Set(rows(db, "select name from sqlite_master where type = 'table'").map((t) => str(t.name)));
  if (!tables.has("notes") || !tables.has("col")) throw new AnkiPackageError("anki_no_notes_table");
  const count = num(rows(db, "select count(*) as n from notes")[0]?.n);
  if (count === 0) throw new AnkiPackageError("anki_no_notes");
  if (count > ANKI_MAX_NOTES) throw new AnkiPackageError("anki_too_many_notes", { count, max: ANKI_MAX_NOTES });
  const notes = rows(db, "select id, mid, guid, tags, data, flds from notes order by id").map((n) => ({
    id: num(n.id), noteTypeId: str(n.mid), fields: str(n.flds).split("\u001f"), wordId: guidWordId(str(n.guid)), status: tagsStatus(str(n.tags)), rank: dataRank(str(n.data)),
  }));
  const { cards, deckId } = tables.has("cards") && tables.has("revlog") ? readCards(db, reviewLogs) : { cards: new Map(), deckId: null };
  const deckName = (deckId !== null ? readDeckNames(db, tables).get(deckId) : undefined) ?? "Anki";
  return { crt: num(rows(db, "select crt from col limit 1")[0]?.crt), noteTypes: readNoteTypes(db, tables), notes, deckName, cards };
}

/**
 * The package's notes, note types, chosen cards with their review logs, and media count, as plain
 * data (the Anki thread's task, anki-worker.ts); AnkiPackageError for anything else. Without
 * `reviewLogs` (the preview) the logs are counted, not read.
 */
export async function readAnkiPackageData(bytes: Uint8Array, { reviewLogs = true }: { reviewLogs?: boolean } = {}): Promise<AnkiPackageData> {
  if (bytes.length > ANKI_MAX_BYTES) throw new AnkiPackageError("anki_too_large", { mb: ANKI_MAX_MB });
  const entries = listEntries(bytes);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const entry = COLLECTION_NAMES.map((n) => byName.get(n)).find((e) => e !== undefined);
  if (byName.has("collection.anki21b") && !byName.has("collection.anki21")) throw new AnkiPackageError(NEWER_FORMAT_MESSAGE);
  if (!entry) throw new AnkiPackageError("anki_no_collection");
  const mediaFiles = entries.filter((e) => !NOT_MEDIA.has(e.name) && !e.name.endsWith("/")).length;
  const data = unzipOne(bytes, entry);
  const SQL = await loadSqlite();
  let db: Database | null = null;
  try {
    db = new SQL.Database(data);
    return { ...readCollection(db, reviewLogs), mediaFiles };
  } catch (e) {
    if (e instanceof AnkiPackageError) throw e;
    throw new AnkiPackageError("anki_not_database");
  } finally {
    db?.close();
  }
}

/** The package with each card's log parsed on demand (`revlog()`). */
export function withRevlogs(data: AnkiPackageData): AnkiPackage {
  const cards = new Map<number, AnkiNoteCard>();
  for (const [nid, { row, kept, log }] of data.cards) {
    cards.set(nid, {
      row, kept, revlog: () => {
        if (log === null) throw new Error("The package was read without its review logs.");
        return parseRevlog(log);
      },
    });
  }
  return { ...data, cards };
}

/** readAnkiPackageData on this thread, with the logs parsed on demand. */
export async function readAnkiPackage(bytes: Uint8Array, options: { reviewLogs?: boolean } = {}): Promise<AnkiPackage> {
  return withRevlogs(await readAnkiPackageData(bytes, options));
}
