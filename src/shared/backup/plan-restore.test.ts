import { describe, expect, it } from "vitest";
import type { BackupFile } from "./backup-file";
import { parseBackupFile } from "./parse-backup-file";
import { planRestore, restoreReads, type RestoreActor, type RestoreExisting } from "./plan-restore";

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const me: RestoreActor = { userId: "me", email: "Me@Example.org", isAdmin: false };
const admin: RestoreActor = { ...me, isAdmin: true };

function parse(data: Record<string, unknown>): BackupFile {
  const r = parseBackupFile({ timestamp: "2026-01-02T00:00:00.000Z", version: "1.0", data });
  if (!r.ok) throw new Error(r.error.key);
  return r.file;
}
const card = { due: "2026-01-05T00:00:00.000Z", stability: 3, difficulty: 5, scheduled_days: 3, learning_steps: 0, reps: 2, lapses: 0, state: 2, last_review: "2026-01-02T00:00:00.000Z",
  logs: [{ id: U(900), reviewed_at: "2026-01-02T00:00:00.000Z", rating: 3, state: 1, elapsed_days: 1, scheduled_days: 1, duration_ms: 1200 }] };

/** A file of another instance: "old-me" (whose settings carry my address), a friend, a shared collection. */
const file = parse({
  collections: [
    { id: U(1), domain: "modern", name: "Mine", slug: "mine", order: 0, owner_id: "old-me" },
    { id: U(2), domain: "modern", name: "Friend's", slug: "friends", order: 1, owner_id: "friend" },
    { id: U(3), domain: "biblical", name: "Shared", slug: "shared", order: 2, owner_id: null },
  ],
  words: [
    { id: U(11), collection_id: U(1), hebrew: "שָׁלוֹם", english: "peace", freq_rank: 1 },
    { id: U(12), collection_id: U(1), hebrew: "בַּיִת", english: "house", freq_rank: 2 },
    { id: U(21), collection_id: U(2), hebrew: "כֶּלֶב", english: "dog" },
    { id: U(31), collection_id: U(3), hebrew: "אֱלֹהִים", english: "God", freq_rank: 1 },
  ],
  progress: [
    { user_id: "old-me", word_id: U(11), status: "known", times_seen: 3, times_known: 2, review_card: card },
    { user_id: "old-me", word_id: U(31), status: "learning", times_seen: 1, times_known: 0,
      word_ref: { domain: "biblical", slug: "shared", shared: true, hebrew: "אֱלֹהִים", freq_rank: 1 } },
    { user_id: "old-me", word_id: U(99), status: "learning", times_seen: 1, times_known: 0 },
    { user_id: "old-me", word_id: U(12), status: "unknown", times_seen: 1, times_known: 0 },
    { user_id: "old-me", word_id: U(12), status: "known", times_seen: 4, times_known: 1 },
    { user_id: "friend", word_id: U(21), status: "known", times_seen: 1, times_known: 1 },
  ],
  settings: [
    { user_id: "old-me", user_email: "me@example.org", daily_goal: 40, desired_retention: 0.85 },
    { user_id: "friend", user_email: "friend@example.org" },
  ],
});

/** This instance: the shared collection exists (another id, its word too); "mine" does not yet. */
function existing(over: Partial<RestoreExisting> = {}): RestoreExisting {
  let n = 500;
  return {
    domains: new Set(["modern", "biblical"]),
    collections: [{ id: U(300), domain: "biblical", slug: "shared", ownerId: null }],
    takenCollectionIds: new Set(),
    wordsOfCollections: [{ id: U(310), collectionId: U(300), hebrew: "אֱלֹהִים", freqRank: 1 }],
    wordsWithIds: [],
    books: [],
    newId: () => U(n++),
    ...over,
  };
}

describe("planRestore", () => {
  it("a learner's restore: own rows (by id or e-mail) only, every skip with its reason", () => {
    const plan = planRestore(file, me, existing());
    if (!plan.ok) throw new Error(plan.error.key);
    expect(plan.collections.map((c) => [c.id, c.slug, c.ownerId])).toEqual([[U(1), "mine", "me"]]);
    expect(plan.words.map((w) => [w.id, w.collectionId])).toEqual([[U(11), U(1)], [U(12), U(1)]]);
    // By the file's id; by word_ref to the shared word here; the last of two rows for one word.
    expect(plan.progress.map((p) => [p.wordId, p.userId, p.status, p.timesSeen])).toEqual([
      [U(11), "me", "known", 3], [U(310), "me", "learning", 1], [U(12), "me", "known", 4],
    ]);
    expect(plan.cards).toEqual([{ userId: "me", wordId: U(11), status: "known", card }]);
    expect(plan.settings).toMatchObject({ userId: "me", dailyGoal: 40, desiredRetention: 0.85 });
    // A file without the interface language leaves the learner's as it is (nothing to write).
    expect(plan.settings).not.toHaveProperty("interfaceLanguage");
    expect(plan.skips).toEqual([
      { what: "collections", id: U(2), reason: "otherUsers" },
      { what: "collections", id: U(3), reason: "sharedContent" },
      { what: "words", id: U(21), reason: "otherUsers" },
      { what: "words", id: U(31), reason: "sharedContent" },
      { what: "progress", id: U(21), reason: "otherUsers" },
      { what: "settings", id: "friend", reason: "otherUsers" },
      { what: "progress", id: U(99), reason: "unmatchedWords" },
      { what: "progress", id: U(12), reason: "duplicate" },
    ]);
    expect(plan.result).toEqual({
      restored: { collections: 1, words: 2, progress: 3, settings: 1, parsingCards: 0 },
      skipped: { collections: 2, words: 2, progress: 3, settings: 1, parsingCards: 0 },
      reasons: { otherUsers: 4, sharedContent: 2, unmatchedWords: 1, unmatchedBooks: 0 },
    });
  });

  it("an admin's restore matches shared content by domain/slug and hebrew + rank instead of duplicating it", () => {
    const plan = planRestore(file, admin, existing());
    if (!plan.ok) throw new Error(plan.error.key);
    expect(plan.collections.map((c) => [c.id, c.slug, c.ownerId])).toEqual([[U(1), "mine", "me"], [U(300), "shared", null]]);
    expect(plan.words.find((w) => w.hebrew === "אֱלֹהִים")).toMatchObject({ id: U(310), collectionId: U(300) });
    expect(plan.progress.find((p) => p.status === "learning")).toMatchObject({ wordId: U(310), collectionId: U(300) });
  });

  it("keeps ids that are free, takes new ones for ids used elsewhere, and matches the caller's own collection again", () => {
    const again = planRestore(file, me, existing({
      collections: [{ id: U(300), domain: "biblical", slug: "shared", ownerId: null }, { id: U(400), domain: "modern", slug: "mine", ownerId: "me" }],
      wordsOfCollections: [{ id: U(310), collectionId: U(300), hebrew: "אֱלֹהִים", freqRank: 1 }, { id: U(410), collectionId: U(400), hebrew: "שָׁלוֹם", freqRank: 1 }],
      wordsWithIds: [{ id: U(12), collectionId: U(777), ownerId: "someone" }],
    }));
    if (!again.ok) throw new Error(again.error.key);
    expect(again.collections.map((c) => c.id)).toEqual([U(400)]);
    // שָׁלוֹם is the word already there; בַּיִת's id is another user's word here: a new id.
    expect(again.words.map((w) => [w.hebrew, w.id])).toEqual([["שָׁלוֹם", U(410)], ["בַּיִת", U(500)]]);
    expect(again.progress.map((p) => p.wordId)).toEqual([U(410), U(310), U(500)]);
    const taken = planRestore(file, me, existing({ takenCollectionIds: new Set([U(1)]) }));
    expect(taken.ok && taken.collections[0]!.id).toBe(U(500));
  });

  it("refuses a collection of a domain this site does not have, naming it", () => {
    expect(planRestore(file, me, existing({ domains: new Set(["biblical"]) }))).toEqual({
      ok: false, error: { key: "restore_unknown_domain", params: { domain: "modern", slug: "mine" } },
    });
  });

  it("carries the interface language, a locale or null (the browser's languages)", () => {
    for (const language of ["he", null] as const) {
      const withLanguage = { ...file, data: { ...file.data, settings: [{ ...file.data.settings[0]!, interface_language: language }] } };
      const plan = planRestore(withLanguage, me, existing());
      expect(plan.ok && plan.settings).toMatchObject({ userId: "me", interfaceLanguage: language });
    }
  });

  it("a file of this version without cards or settings restores without them", () => {
    const plain = parse({ progress: [{ user_id: "me", word_id: U(310), status: "known", times_seen: 1, times_known: 1 }] });
    const plan = planRestore(plain, me, existing({ wordsWithIds: [{ id: U(310), collectionId: U(300), ownerId: null }] }));
    expect(plan.ok && [plan.progress.length, plan.cards, plan.settings]).toEqual([1, [], null]);
  });
});

describe("parsing cards", () => {
  const parsingCard = (over: Record<string, unknown> = {}) => ({
    user_id: "old-me", form: "בָּרָא", morph: "HVqp3ms", strong: "H1254", book_id: U(700), book_ref: { source_ref: "Genesis", title: "Genesis" },
    chapter: 1, verse: 1, position: 2, due: "2026-01-03T00:00:00.000Z", stability: 2.3, difficulty: 2.1, scheduled_days: 1, learning_steps: 0,
    reps: 1, lapses: 0, state: 2, last_review: "2026-01-02T00:00:00.000Z",
    answers: [{ id: U(800), binyan: "q", tense: "p", correct: true, rating: 3, answered_at: "2026-01-02T00:00:00.000Z" }],
    ...over,
  });
  const withParsing = parse({
    ...file.data,
    parsing_cards: [
      parsingCard(),
      // Another instance's Genesis (another id): found here by its source.
      parsingCard({ form: "הָיְתָה", morph: "HVqp3fs", strong: "H1961", book_id: U(701), answers: [] }),
      parsingCard({ user_id: "friend", form: "אָמַר" }),
      parsingCard({ form: "וַיֹּאמֶר", book_id: U(702), book_ref: { source_ref: "Exodus", title: "Exodus" } }),
      // The same card again: the last wins; its answer, already in the plan, is kept once.
      parsingCard({ reps: 2, answers: [{ id: U(800), binyan: "q", tense: "p", correct: true, rating: 3, answered_at: "2026-01-02T00:00:00.000Z" },
        { id: U(801), binyan: "q", tense: "p", correct: false, rating: 1, answered_at: "2026-01-03T00:00:00.000Z" }] }),
    ],
  });

  it("puts back the caller's cards on the books here, by id or by source; another user's and a missing book's are skipped", () => {
    expect(restoreReads(withParsing, me, [])).toMatchObject({ bookIds: [U(700), U(701), U(702)], bookSourceRefs: ["Genesis", "Exodus"] });
    const plan = planRestore(withParsing, me, existing({ books: [{ id: U(700), sourceRef: "Genesis" }] }));
    if (!plan.ok) throw new Error(plan.error.key);
    expect(plan.parsingCards.map((c) => [c.userId, c.form, c.bookId, c.card.reps, c.answers.map((a) => a.id)])).toEqual([
      ["me", "בָּרָא", U(700), 2, [U(800), U(801)]],
      ["me", "הָיְתָה", U(700), 1, []],
    ]);
    expect(plan.result.restored.parsingCards).toBe(2);
    expect(plan.result.skipped.parsingCards).toBe(3);
    expect(plan.result.reasons).toMatchObject({ otherUsers: 5, unmatchedBooks: 1 });
  });

  it("a file without parsing cards (an older backup) restores none", () => {
    const plan = planRestore(file, me, existing({ books: [{ id: U(700), sourceRef: "Genesis" }] }));
    expect(plan.ok && plan.parsingCards).toEqual([]);
  });
});

describe("restoreReads", () => {
  it("names the domains, the hidden collection ids, the visible collections whose words may match and the word ids", () => {
    const reads = restoreReads(file, me, [{ id: U(300), domain: "biblical", slug: "shared", ownerId: null }, { id: U(888), domain: "modern", slug: "other", ownerId: "me" }]);
    expect(reads).toEqual({
      domains: ["modern", "biblical"],
      collectionIds: [U(1), U(2), U(3)],
      wordsOfCollections: [U(300)],
      wordIds: [U(11), U(12), U(21), U(31), U(99)],
      bookIds: [],
      bookSourceRefs: [],
    });
  });
});
