import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAnkiImport } from "../../src/shared/anki/plan-anki-import";
import { AnkiPreviewSchema, type AnkiPreview } from "../../src/shared/api/collection-transfer";
import { createCollection, createUsers } from "../helpers/factories";
import { createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { plannerRows, tableRows } from "../helpers/planner-rows";
import { mergeSearchIndexPending } from "../../src/server/db/search-indexes";
import { buildTestPackage, type TestCard, type TestNote, type TestRevlog } from "../support/anki-test-package";

/**
 * A large deck as Anki writes it: ANKI_LARGE_NOTES notes (2,000 in the suite; 20,000, the most
 * Milim takes, to measure), three quarters of a "Basic" note type and the rest of "Basic (and
 * reversed card)" (two cards a note, the first 1,000 of their words, or all, also in a Basic note),
 * 8 reviews on every card (200,000 revlog rows at 20,000 notes), the learner owning a quarter of its
 * words. The preview's counts are the import's; the preview and the import are timed (wall and this
 * process's CPU, the PGlite thread included) and printed, the figures the Anki preview's speed is
 * judged on:
 *   ANKI_LARGE_NOTES=20000 npx vitest run --project api tests/api/anki-large-deck.test.ts
 */
const NOTES = Number(process.env.ANKI_LARGE_NOTES ?? 2_000);
const REVERSED = Math.floor(NOTES / 4);
const REVIEWS = 8;
const OWNED = Math.floor(NOTES / 4);
const DAY = 86_400_000;
const T0 = Date.parse("2025-01-01T08:00:00Z");

const LETTERS = "אבגדהוזחטיכלמנסעפצקרשת";
/** The i-th Hebrew word: four letters, pointed on even numbers (the learner's copies are unpointed). */
function hebrew(i: number, pointed: boolean): string {
  let s = "";
  for (let n = i + LETTERS.length ** 3, k = 0; k < 4; k++, n = Math.floor(n / LETTERS.length)) s += LETTERS[n % LETTERS.length]! + (pointed ? "\u05B8" : "");
  return s;
}

function largeDeck() {
  const notes: TestNote[] = [];
  const cards: TestCard[] = [];
  const revlog: TestRevlog[] = [];
  let cardId = 1;
  for (let i = 0; i < NOTES; i++) {
    const reversed = i >= NOTES - REVERSED;
    // The reversed type's first 1,000 notes hold words a Basic note holds too.
    const word = reversed && i < NOTES - REVERSED + 1000 ? i - (NOTES - REVERSED) : i;
    notes.push({ id: 1_000_000 + i, mid: reversed ? 2 : 1, fields: [`<div>${hebrew(word, i % 2 === 0)}</div>`, `meaning ${word}&nbsp;<b>(n.)</b>`] });
    for (let ord = 0; ord < (reversed ? 2 : 1); ord++) {
      const id = cardId++;
      cards.push({ id, nid: 1_000_000 + i, ord, type: 2, queue: 2, due: 400, ivl: 30, reps: REVIEWS });
      for (let r = 0; r < REVIEWS; r++) {
        revlog.push({ id: T0 + r * 7 * DAY + id * 1000 + ord, cid: id, ease: r === 3 ? 1 : 3, type: r === 0 ? 0 : 1, ivl: r === 0 ? -600 : 7 * r });
      }
    }
  }
  return buildTestPackage({
    crt: T0 / 1000, deck: { id: 5, name: "Large" }, notes, cards, revlog,
    noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }, { id: 2, name: "Basic (and reversed card)", fields: ["Front", "Back"] }],
  });
}

let ctx: TestContext;
let learner: TestUser;
let deck: Uint8Array;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  await createCollection(ctx, learner, { name: "Mine", words: Array.from({ length: OWNED }, (_, i) => [hebrew(i * 3, false), `mine ${i}`] as const) });
  deck = await largeDeck();
}, 300_000);
afterAll(async () => { await ctx?.close(); });

async function timed(path: string) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const res = await ctx.app.request(path, {
    method: "POST", headers: { origin: ctx.config.publicUrl, cookie: learner.cookie, "content-type": "application/octet-stream" }, body: deck as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { status: res.status, text, wall, cpu: (used.user + used.system) / 1e6 };
}

describe(`a deck of ${NOTES} notes with ${REVIEWS} reviews a card`, () => {
  it("previews and imports; the times are printed", async () => {
    console.log(`deck: ${(deck.length / 1024 / 1024).toFixed(1)} MB`);
    let preview: AnkiPreview | null = null;
    for (const run of [1, 2]) {
      const r = await timed("/api/collections/anki/preview");
      expect(r.status, r.text.slice(0, 500)).toBe(200);
      preview = AnkiPreviewSchema.parse(JSON.parse(r.text));
      console.log(`preview #${run}: ${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU, ${(r.text.length / 1024).toFixed(0)} KB`);
    }
    const counted = countAnkiImport(preview!.notes, preview!.ownedWords, preview!.ownedNotes, (t) => preview!.noteTypes[t]!.mapping.hebrew);
    const done = await timed(`/api/collections/anki/import?${new URLSearchParams({ name: "Large", domain: "modern", skipOwned: "true" })}`);
    expect(done.status, done.text.slice(0, 500)).toBe(201);
    console.log(`import: ${done.wall.toFixed(2)} s wall, ${done.cpu.toFixed(2)} s CPU: ${done.text.replace(/"collection":\{[^}]*\},?/, "")}`);
    expect(counted).toMatchObject({ owned: OWNED, duplicates: Math.min(1000, REVERSED), empty: 0, wordsWithReviews: counted.words, ownedWithReviews: OWNED });
    expect(JSON.parse(done.text)).toMatchObject({
      wordsImported: counted.words - counted.owned, ownedSkipped: counted.owned, ownedUpdated: counted.ownedWithReviews, duplicatesSkipped: counted.duplicates,
      emptySkipped: counted.empty, reviewsImported: counted.reviews, wordsWithHistory: counted.wordsWithReviews,
    });
    // The words table settled after the import: nothing left pending in the search indexes, and analyzed (its rows known to the planner).
    expect(await mergeSearchIndexPending(ctx.deps.db, "words")).toBe(0);
    expect(await plannerRows(ctx.deps.db, "words")).toBe(await tableRows(ctx.deps.db, "words"));
  }, 600_000);
});
