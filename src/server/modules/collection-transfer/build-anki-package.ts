import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import type { AnkiCardRow, AnkiRevlogEntry } from "../../../shared/anki/review-history";
import { ankiFieldText } from "../../../shared/anki/note-fields";
import type { WordStatus } from "../../../shared/domain";
import { loadSqlite } from "../../lib/sqlite-wasm";
import { rankData, statusTags } from "./milim-note";

/**
 * Writes an Anki package (.apkg) in the legacy format every Anki 2.1 and AnkiDroid
 * imports: a zip of `collection.anki2` (SQLite, schema 11: the note type, deck and options as JSON
 * in `col`) and an empty `media` map. One note type, "Milim word" (Hebrew, Transliteration, Meaning,
 * Example, Reference; the Hebrew right to left), one card per note; the cards and revlog carry the
 * learner's schedule and review history. The note type's id is fixed and the deck's and notes'
 * guids follow the collection's and words' ids, so a second export updates the same notes in Anki;
 * a note also carries the learner's status of its word (a `milim::` tag) and the word's rank in
 * its collection (the note's data column), which the import reads back (milim-note.ts).
 */

export const ANKI_NOTE_FIELDS = ["Hebrew", "Transliteration", "Meaning", "Example", "Reference"] as const;
const MODEL_ID = 1_719_000_049_000;
const DECK_OPTIONS_ID = 1;

export interface AnkiExportNote {
  /** A stable id for the note (the word's id): Anki matches notes by guid on import. */
  guid: string;
  /** Field HTML in ANKI_NOTE_FIELDS order. */
  fields: string[];
  /** The learner's status of the word (null: no progress on it) and the word's rank in its collection. */
  status: WordStatus | null;
  rank: number | null;
  card: AnkiCardRow;
  /** FSRS memory state for Anki's card data (stability, difficulty, last review in s). */
  memory: { s: number; d: number; lrt: number | null } | null;
  revlog: AnkiRevlogEntry[];
}

export interface AnkiExportDeck {
  /** The collection's id: the deck's id follows from it. */
  key: string;
  name: string;
  description: string;
  /** Creation of the package's collection (s); review cards' due days count from it. */
  crt: number;
  nowMs: number;
  notes: AnkiExportNote[];
}

/** The legacy collection's tables (schema 11), as Anki 2.1 writes them in collection.anki2 and collection.anki21. */
export const ANKI_SCHEMA_11 = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null,
  dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null,
  tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null,
  usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null,
  factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null,
  lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);`;

const CSS = `.card { font-family: Arial, sans-serif; font-size: 22px; text-align: center; color: black; background-color: white; }
.hebrew { font-size: 40px; font-family: "SBL Hebrew", "Ezra SIL", "Noto Serif Hebrew", "Taamey Frank CLM", serif; }
.translit { font-style: italic; color: #555; }
.example { font-size: 20px; margin-top: 12px; }
.reference { font-size: 14px; color: #777; }`;
const FRONT = `<div class="hebrew" dir="rtl" lang="he">{{Hebrew}}</div>`;
const BACK = `{{FrontSide}}
<hr id="answer">
{{#Transliteration}}<div class="translit">{{Transliteration}}</div>{{/Transliteration}}
<div class="meaning">{{Meaning}}</div>
{{#Example}}<div class="example" dir="rtl" lang="he">{{Example}}</div>{{/Example}}
{{#Reference}}<div class="reference">{{Reference}}</div>{{/Reference}}`;

/** A deck id in Anki's range (ms timestamps), the same for the same collection. */
export function ankiDeckId(key: string): number {
  return 1_500_000_000_000 + (parseInt(createHash("sha1").update(key).digest("hex").slice(0, 10), 16) % 100_000_000_000);
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field's text, as a number. */
export function ankiChecksum(sortField: string): number {
  return parseInt(createHash("sha1").update(ankiFieldText(sortField)).digest("hex").slice(0, 8), 16);
}

function colJson(deckId: number, deck: AnkiExportDeck) {
  const sec = Math.floor(deck.nowMs / 1000);
  const model = {
    id: MODEL_ID, name: "Milim word", type: 0, mod: sec, usn: -1, sortf: 0, did: deckId, tags: [], vers: [],
    tmpls: [{ name: "Hebrew → meaning", ord: 0, qfmt: FRONT, afmt: BACK, bqfmt: "", bafmt: "", did: null }],
    flds: ANKI_NOTE_FIELDS.map((name, ord) => ({
      name, ord, sticky: false, rtl: name === "Hebrew" || name === "Example", font: "Arial", size: name === "Hebrew" ? 28 : 20, media: [],
    })),
    css: CSS,
    latexPre: "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
    latexPost: "\\end{document}",
    req: [[0, "any", [0]]],
  };
  const deckEntry = (id: number, name: string, desc: string) => ({
    id, name, desc, conf: DECK_OPTIONS_ID, dyn: 0, collapsed: false, browserCollapsed: false, extendNew: 10, extendRev: 50,
    newToday: [0, 0], revToday: [0, 0], lrnToday: [0, 0], timeToday: [0, 0], mod: sec, usn: -1,
  });
  const options = {
    [DECK_OPTIONS_ID]: {
      id: DECK_OPTIONS_ID, name: "Default", mod: 0, usn: 0, maxTaken: 60, autoplay: true, timer: 0, replayq: true, dyn: false,
      new: { bury: true, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 7], order: 1, perDay: 20, separate: true },
      lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
      rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 200 },
    },
  };
  const conf = {
    activeDecks: [deckId], curDeck: deckId, curModel: String(MODEL_ID), newSpread: 0, collapseTime: 1200, timeLim: 0,
    estTimes: true, dueCounts: true, sortType: "noteFld", sortBackwards: false, addToCur: true, nextPos: deck.notes.length + 1,
  };
  return {
    conf: JSON.stringify(conf),
    models: JSON.stringify({ [MODEL_ID]: model }),
    decks: JSON.stringify({ 1: deckEntry(1, "Default", ""), [deckId]: deckEntry(deckId, deck.name, deck.description) }),
    dconf: JSON.stringify(options),
  };
}

/** The .apkg's bytes. */
export async function buildAnkiPackage(deck: AnkiExportDeck): Promise<Uint8Array<ArrayBuffer>> {
  const SQL = await loadSqlite();
  const db = new SQL.Database();
  try {
    db.run(ANKI_SCHEMA_11);
    const deckId = ankiDeckId(deck.key);
    const col = colJson(deckId, deck);
    db.run("insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [deck.crt, deck.nowMs, deck.nowMs, col.conf, col.models, col.decks, col.dconf]);
    const sec = Math.floor(deck.nowMs / 1000);
    const note = db.prepare("insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)");
    const card = db.prepare("insert into cards values (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)");
    const review = db.prepare("insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)");
    db.run("begin");
    deck.notes.forEach((n, i) => {
      const id = deck.nowMs + i;
      note.run([id, n.guid, MODEL_ID, sec, statusTags(n.status), n.fields.join("\u001f"), ankiFieldText(n.fields[0] ?? ""), ankiChecksum(n.fields[0] ?? ""), rankData(n.rank)]);
      const c = n.card;
      const data = n.memory ? JSON.stringify({ s: n.memory.s, d: n.memory.d, ...(n.memory.lrt !== null ? { lrt: n.memory.lrt } : {}) }) : "";
      card.run([id, id, deckId, sec, c.type, c.queue, c.due, c.ivl, c.factor, c.reps, c.lapses, c.left, data]);
      for (const r of n.revlog) review.run([r.id, id, r.ease, r.ivl, r.lastIvl, r.factor, r.time, r.type]);
    });
    db.run("commit");
    note.free();
    card.free();
    review.free();
    const bytes = db.export();
    return zipSync({ "collection.anki2": bytes, media: strToU8("{}") }, { level: 6 });
  } finally {
    db.close();
  }
}
