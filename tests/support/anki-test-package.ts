import { strToU8, zipSync } from "fflate";
import { ANKI_SCHEMA_11 } from "../../src/server/modules/collection-transfer/build-anki-package";
import { loadSqlite } from "../../src/server/lib/sqlite-wasm";

/**
 * Anki packages written for the tests the way Anki 2.1 writes its legacy export (schema 11, note
 * types and decks as JSON in `col`): any note types, notes, cards and revlog rows, under the name
 * `collection.anki2` or `collection.anki21`, with media files or extra zip entries.
 */
export interface TestNoteType { id: number; name: string; fields: string[] }
/** `guid` (default `g<id>`), `tags` (Anki's " tag tag ") and `data` as the notes table holds them. */
export interface TestNote { id: number; mid: number; fields: string[]; guid?: string; tags?: string; data?: string }
export interface TestCard { id: number; nid: number; ord?: number; type?: number; queue?: number; due?: number; ivl?: number; reps?: number; lapses?: number }
export interface TestRevlog { id: number; cid: number; ease: number; ivl?: number; lastIvl?: number; time?: number; type: number }

export interface TestPackage {
  noteTypes: TestNoteType[];
  notes: TestNote[];
  cards?: TestCard[];
  revlog?: TestRevlog[];
  deck?: { id: number; name: string };
  crt?: number;
  name?: "collection.anki2" | "collection.anki21";
  media?: Record<string, string>;
  extra?: Record<string, Uint8Array>;
}

export async function buildTestPackage(p: TestPackage): Promise<Uint8Array> {
  const SQL = await loadSqlite();
  const db = new SQL.Database();
  db.run(ANKI_SCHEMA_11);
  const deck = p.deck ?? { id: 1, name: "Default" };
  const models = Object.fromEntries(p.noteTypes.map((t) => [t.id, {
    id: t.id, name: t.name, type: 0, flds: t.fields.map((name, ord) => ({ name, ord })), tmpls: [{ name: "Card 1", ord: 0, qfmt: "{{Front}}", afmt: "{{Back}}" }],
  }]));
  const decks = { 1: { id: 1, name: "Default" }, [deck.id]: { id: deck.id, name: deck.name } };
  db.run("insert into col values (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [p.crt ?? 1_700_000_000, JSON.stringify(models), JSON.stringify(decks)]);
  // One transaction, one prepared statement a table: a deck of 20,000 notes with their reviews builds in seconds.
  db.run("begin");
  const insertAll = <T>(sql: string, list: readonly T[], values: (x: T) => (string | number)[]) => {
    const st = db.prepare(sql);
    try {
      for (const x of list) st.run(values(x));
    } finally {
      st.free();
    }
  };
  insertAll("insert into notes values (?, ?, ?, 0, 0, ?, ?, '', 0, 0, ?)", p.notes, (n) => [n.id, n.guid ?? `g${n.id}`, n.mid, n.tags ?? "", n.fields.join("\u001f"), n.data ?? ""]);
  insertAll("insert into cards values (?, ?, ?, ?, 0, 0, ?, ?, ?, ?, 2500, ?, ?, 0, 0, 0, 0, '')", p.cards ?? [],
    (c) => [c.id, c.nid, deck.id, c.ord ?? 0, c.type ?? 0, c.queue ?? 0, c.due ?? 0, c.ivl ?? 0, c.reps ?? 0, c.lapses ?? 0]);
  insertAll("insert into revlog values (?, ?, 0, ?, ?, ?, 2500, ?, ?)", p.revlog ?? [], (r) => [r.id, r.cid, r.ease, r.ivl ?? 1, r.lastIvl ?? 0, r.time ?? 4000, r.type]);
  db.run("commit");
  const bytes = db.export();
  db.close();
  const media = Object.fromEntries(Object.keys(p.media ?? {}).map((k, i) => [String(i), k]));
  const files: Record<string, Uint8Array> = { [p.name ?? "collection.anki21"]: bytes, media: strToU8(JSON.stringify(media)), ...p.extra };
  Object.values(p.media ?? {}).forEach((content, i) => { files[String(i)] = strToU8(content); });
  return zipSync(files);
}
