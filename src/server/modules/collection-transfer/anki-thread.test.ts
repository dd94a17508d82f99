import { afterAll, describe, expect, it } from "vitest";
import { transferableBytes } from "../../lib/task-thread";
import { buildTestPackage } from "../../../../tests/support/anki-test-package";
import { buildAnkiPackageOnThread, closeAnkiThread, readAnkiPackageOnThread, tableAnkiPackageOnThread } from "./anki-thread";
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
  it("reads a package as this thread does, moving its bytes", async () => {
    const bytes = await basic();
    const here = await readAnkiPackage(bytes.slice());
    const read = await readAnkiPackageOnThread(bytes, true);
    expect(bytes.byteLength).toBe(0);
    if (!("package" in read)) throw new Error("refused");
    expect(read.package.notes).toEqual(here.notes);
    expect(read.package.cards.get(1)?.log).toBe(here.cards.get(1)?.revlog().map((r) => [r.id, r.ease, r.ivl, r.lastIvl, r.factor, r.time, r.type].join(",")).join(";"));
  });

  it("tables a package for the preview, and refuses one that is not a zip with its message key", async () => {
    const read = await tableAnkiPackageOnThread(await basic());
    if (!("table" in read)) throw new Error("refused");
    expect(read.table.noteCount).toBe(2);
    expect(read.table.notes).toEqual([[0, 1, 0, 1], [0, 0, 2, 1]]);
    expect(await readAnkiPackageOnThread(new TextEncoder().encode("not a zip"), false)).toEqual({ refused: { key: "anki_not_zip", params: {} } });
  });

  it("builds a package that reads back", async () => {
    const bytes = await buildAnkiPackageOnThread({
      key: "k", name: "Deck", description: "", crt: 1_700_000_000, nowMs: 1_700_000_000_000,
      notes: [{ guid: "g1", fields: ["שלום", "", "peace", "", ""], card: { type: 0, queue: 0, due: 1, ivl: 0, factor: 0, reps: 0, lapses: 0, left: 0 }, memory: null, revlog: [] }],
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect((await readAnkiPackage(bytes)).notes.map((n) => n.fields[2])).toEqual(["peace"]);
  });

  it("moves only bytes that own their whole buffer", () => {
    const own = new Uint8Array(16);
    expect(transferableBytes(own)).toEqual([own.buffer]);
    expect(transferableBytes(Buffer.from("small"))).toEqual([]);
    expect(transferableBytes(own.subarray(4))).toEqual([]);
    expect(transferableBytes("text")).toEqual([]);
  });
});
