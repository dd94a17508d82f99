import { afterAll, describe, expect, it } from "vitest";
import { transferableBytes } from "../../lib/task-thread";
import { buildTestPackage } from "../../../../tests/support/anki-test-package";
import { DEFAULT_DESIRED_RETENTION } from "../../../shared/review/schedule-review";
import { buildAnkiPackageOnThread, closeAnkiThread, planAnkiImportOnThread, tableAnkiPackageOnThread } from "./anki-thread";
import { planAnkiWords } from "./plan-anki-words";
import { readAnkiPackage } from "./read-anki-package";

/**
 * The Anki thread's tasks give what the same work gives on this thread; a package Milim cannot
 * read comes back as its message key; bytes owning their buffer are moved (the caller's copy is
 * then empty), a view on a shared buffer never is.
 */
afterAll(() => closeAnkiThread());

const basic = () => buildTestPackage({
  noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
  notes: [1, 2].map((id) => ({ id, mid: 1, fields: [`<b>שָׁלוֹם</b> ${id}`, "peace"] })),
  cards: [1, 2].map((id) => ({ id, nid: id, type: 2, queue: 2, due: 10, ivl: 3 })),
  revlog: [{ id: 1_700_000_000_000, cid: 1, ease: 3, type: 0, ivl: 1 }],
});

describe("the Anki thread", () => {
  it("plans an import (words, histories) as this thread does, moving the package's bytes", async () => {
    const bytes = await basic();
    const parameters = { fsrsWeights: null, desiredRetention: DEFAULT_DESIRED_RETENTION };
    const here = planAnkiWords(await readAnkiPackage(bytes.slice()), {}, parameters);
    const planned = await planAnkiImportOnThread({ bytes, mappings: {}, parameters });
    expect(bytes.byteLength).toBe(0);
    if (!("plan" in planned)) throw new Error("refused");
    // The same, but for the reviews' new ids (random).
    const withoutIds = (h: typeof here.histories) => [...h].map(([i, { reviews, ...rest }]) => [i, { ...rest, reviews: reviews.map(({ id: _id, ...r }) => r) }]);
    expect({ ...planned.plan, histories: withoutIds(planned.plan.histories) }).toEqual({ ...here, histories: withoutIds(here.histories) });
    expect(planned.plan.histories.get(0)?.reviews).toHaveLength(1);
    expect(planned.plan.list.map((w) => w.english)).toEqual(["peace", "peace"]);
  });

  it("refuses to plan with a mapping naming a field the note type lacks, with its message key", async () => {
    const mappings = { 1: { hebrew: 0, meaning: 5, translit: null, example: null, reference: null } };
    const planned = await planAnkiImportOnThread({ bytes: await basic(), mappings, parameters: { fsrsWeights: null, desiredRetention: DEFAULT_DESIRED_RETENTION } });
    expect(planned).toEqual({ refused: { key: "anki_mapping_missing_field", params: { name: "Basic" } } });
  });

  it("tables a package for the preview, and refuses one that is not a zip with its message key", async () => {
    const read = await tableAnkiPackageOnThread(await basic());
    if (!("table" in read)) throw new Error("refused");
    expect(read.table.noteCount).toBe(2);
    expect(read.table.notes).toEqual([[0, 1, 0, 1], [0, 0, 2, 1]]);
    expect(await tableAnkiPackageOnThread(new TextEncoder().encode("not a zip"))).toEqual({ refused: { key: "anki_not_zip", params: {} } });
  });

  it("builds a package that reads back, with each note's word, status and rank", async () => {
    const card = { type: 0, queue: 0, due: 1, ivl: 0, factor: 0, reps: 0, lapses: 0, left: 0 };
    const wordId = "0b6f3a52-6c1e-4c0e-9a57-2f4f1b0c9d11";
    const bytes = await buildAnkiPackageOnThread({
      key: "k", name: "Deck", description: "", crt: 1_700_000_000, nowMs: 1_700_000_000_000,
      notes: [
        { guid: wordId.replace(/-/g, ""), fields: ["שלום", "", "peace", "", ""], status: "known", rank: 12, card, memory: null, revlog: [] },
        { guid: "g1", fields: ["בית", "", "house", "", ""], status: null, rank: null, card, memory: null, revlog: [] },
      ],
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect((await readAnkiPackage(bytes)).notes.map((n) => [n.fields[2], n.wordId, n.status, n.rank])).toEqual([["peace", wordId, "known", 12], ["house", null, null, null]]);
  });

  it("moves only bytes that own their whole buffer", () => {
    const own = new Uint8Array(16);
    expect(transferableBytes(own)).toEqual([own.buffer]);
    expect(transferableBytes(Buffer.from("small"))).toEqual([]);
    expect(transferableBytes(own.subarray(4))).toEqual([]);
    expect(transferableBytes("text")).toEqual([]);
  });
});
