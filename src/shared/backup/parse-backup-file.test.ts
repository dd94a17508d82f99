import { describe, expect, it } from "vitest";
import { renderServerMessage } from "../i18n/server-messages";
import { PARSING_ANSWERS_PER_CARD_MAX, RESTORE_MAX_PARSING_ANSWERS, RESTORE_MAX_REVIEW_LOGS, REVIEW_LOGS_PER_CARD_MAX } from "./backup-file";
import { backupFileName, BACKUP_FILE_NAME_PATTERN } from "./backup-file-name";
import { parseBackupFile, parseBackupText, type ParseBackupResult } from "./parse-backup-file";

const INVALID_BACKUP_MESSAGE = "Invalid backup file format";
/** A refusal in English, written from its key as the server writes it ("ok" for a file accepted). */
const english = (r: ParseBackupResult) => (r.ok ? "ok" : renderServerMessage(r.error.key, r.error.params));

const collection = { id: "c1", domain: "modern", name: "Mine", slug: "mine", description: null, subcategory: null, order: 0, metadata: {}, owner_id: "u1" };
const word = { id: "w1", collection_id: "c1", hebrew: "שָׁלוֹם", english: "peace", freq_rank: 1 };
const progress = {
  user_id: "u1", word_id: "w1", status: "known", times_seen: 3, times_known: 2, last_seen_at: "2025-01-01T10:00:00.000Z",
  word_ref: { domain: "modern", slug: "mine", shared: false, hebrew: "שָׁלוֹם", freq_rank: 1 },
};
const file = (data: Record<string, unknown>) => ({ timestamp: "2025-01-02T00:00:00.000Z", version: "1.0", data, stats: { collectionsCount: 1, wordsCount: 1, progressCount: 1 } });

describe("parseBackupFile", () => {
  const card = (logs: number, first = 0) => ({
    due: "2025-01-01T10:00:00.000Z", stability: 3, difficulty: 5, scheduled_days: 1, learning_steps: 0, reps: logs, lapses: 0, state: 2, last_review: null,
    logs: Array.from({ length: logs }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(first + i).padStart(12, "0")}`, reviewed_at: "2025-01-01T10:00:00.000Z", rating: 3, state: 2, elapsed_days: 1, scheduled_days: 1,
    })),
  });
  it("caps the review log a restore may bring: per card, and in all", () => {
    const one = parseBackupFile(file({ collections: [collection], words: [word], progress: [{ ...progress, review_card: card(REVIEW_LOGS_PER_CARD_MAX + 1) }] }));
    expect(one).toEqual({ ok: false, error: { key: "backup_invalid_field", params: { where: "data.progress[0].review_card.logs", problemKey: "file_card_logs", max: REVIEW_LOGS_PER_CARD_MAX } } });
    expect(english(one)).toBe(`${INVALID_BACKUP_MESSAGE}: data.progress[0].review_card.logs holds more than 2,000 reviews of one card`);
    expect(parseBackupFile(file({ collections: [collection], words: [word], progress: [{ ...progress, review_card: card(REVIEW_LOGS_PER_CARD_MAX) }] })).ok).toBe(true);
    const cards = Math.ceil(RESTORE_MAX_REVIEW_LOGS / REVIEW_LOGS_PER_CARD_MAX) + 1;
    const many = Array.from({ length: cards }, (_, i) => ({ ...progress, word_id: `w${i}`, review_card: card(REVIEW_LOGS_PER_CARD_MAX, i * REVIEW_LOGS_PER_CARD_MAX) }));
    const all = parseBackupFile(file({ collections: [collection], words: [word], progress: many }));
    expect(all.ok).toBe(false);
    expect(english(all)).toMatch(/^Invalid backup file format: data\.progress holds [\d,]+ reviews, more than the 200,000 a restore takes$/);
  }, 120_000);

  it("caps the parsing answers a restore may bring: per card, and in all; a malformed parsing card is named", () => {
    const parsingCard = (answers: number, first = 0, form = "בָּרָא") => ({
      user_id: "u1", form, morph: "HVqp3ms", strong: "H1254", book_id: "00000000-0000-4000-8000-000000000001",
      book_ref: { source_ref: "Genesis", title: "Genesis" }, chapter: 1, verse: 1, position: 2, due: "2025-01-01T10:00:00.000Z",
      stability: 3, difficulty: 5, scheduled_days: 1, learning_steps: 0, reps: answers, lapses: 0, state: 2, last_review: null,
      answers: Array.from({ length: answers }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(first + i).padStart(12, "0")}`, binyan: "q", tense: "p", correct: true, rating: 3, answered_at: "2025-01-01T10:00:00.000Z",
      })),
    });
    const one = parseBackupFile(file({ parsing_cards: [parsingCard(PARSING_ANSWERS_PER_CARD_MAX + 1)] }));
    expect(english(one)).toBe(`${INVALID_BACKUP_MESSAGE}: data.parsing_cards[0].answers holds more than ${PARSING_ANSWERS_PER_CARD_MAX.toLocaleString("en")} answers of one card`);
    expect(parseBackupFile(file({ parsing_cards: [parsingCard(PARSING_ANSWERS_PER_CARD_MAX)] })).ok).toBe(true);
    const cards = Math.ceil(RESTORE_MAX_PARSING_ANSWERS / PARSING_ANSWERS_PER_CARD_MAX) + 1;
    const many = Array.from({ length: cards }, (_, i) => parsingCard(PARSING_ANSWERS_PER_CARD_MAX, i * PARSING_ANSWERS_PER_CARD_MAX, `form${i}`));
    const all = parseBackupFile(file({ parsing_cards: many }));
    expect(english(all)).toMatch(/^Invalid backup file format: data\.parsing_cards holds [\d,]+ answers, more than the 200,000 a restore takes$/);
    const bad = { ...parsingCard(1), state: 7 };
    expect(english(parseBackupFile(file({ parsing_cards: [bad] })))).toBe(`${INVALID_BACKUP_MESSAGE}: data.parsing_cards[0].state must be between 0 and 3`);
    expect(english(parseBackupFile(file({ parsing_cards: {} })))).toBe(`${INVALID_BACKUP_MESSAGE}: data.parsing_cards must be a list`);
  }, 120_000);

  it("accepts a whole file and fills defaults for optional fields", () => {
    const r = parseBackupFile(file({ collections: [collection], words: [word], progress: [progress], settings: [{ user_id: "u1", daily_goal: 50 }] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.file.data.words[0]).toMatchObject({ english: "peace", spanish: null, section: null });
    expect(r.file.data.progress[0]).toMatchObject({ srs_ease: 2.5, srs_interval: 0, known_at: null });
    expect(r.file.data.settings[0]).toMatchObject({ daily_goal: 50, dark_mode: null, filter: "all" });
  });

  it("accepts missing lists, stats and version (only data is required)", () => {
    const r = parseBackupFile({ data: { settings: [{ user_id: "u1" }] } });
    expect(r.ok && r.file.data.collections).toEqual([]);
  });

  it("answers exactly 'Invalid backup file format' without a data object", () => {
    for (const input of [null, [], "x", {}, { data: [] }, { data: "x" }, { collections: [] }]) {
      expect(parseBackupFile(input)).toEqual({ ok: false, error: { key: "backup_invalid_format", params: {} } });
    }
    expect(english(parseBackupText("{not json"))).toBe(INVALID_BACKUP_MESSAGE);
  });

  it("names the first invalid field", () => {
    const bad = (data: Record<string, unknown>) => english(parseBackupFile(file(data)));
    expect(bad({ progress: [progress, { ...progress, status: "great" }] }))
      .toBe(`${INVALID_BACKUP_MESSAGE}: data.progress[1].status must be one of learning, known, unknown`);
    expect(bad({ progress: [{ ...progress, times_seen: -1 }] })).toBe(`${INVALID_BACKUP_MESSAGE}: data.progress[0].times_seen must be 0 or more`);
    expect(bad({ settings: [{ user_id: "u1", daily_goal: 500 }] })).toBe(`${INVALID_BACKUP_MESSAGE}: data.settings[0].daily_goal must be between 1 and 200`);
    expect(bad({ words: "nope" })).toBe(`${INVALID_BACKUP_MESSAGE}: data.words must be a list`);
    expect(bad({ progress: [{ ...progress, last_seen_at: "yesterday" }] })).toBe(`${INVALID_BACKUP_MESSAGE}: data.progress[0].last_seen_at must be an ISO date-time`);
    expect(english(parseBackupFile({ version: "2.0", data: {} }))).toBe(`${INVALID_BACKUP_MESSAGE}: version must be "1.0"`);
    // zod's own message (a check without a keyed one) is not passed on: the field is named, "is not valid".
    expect(bad({ settings: [{ user_id: "u1", reader: { viewMode: "sideways" } }] })).toMatch(/^Invalid backup file format: data\.settings\[0\]\.reader\.\w+ is not valid$/);
  });

  it("checks ids are unique and words belong to a collection in the file", () => {
    const r1 = parseBackupFile(file({ collections: [collection, collection] }));
    expect(english(r1)).toBe(`${INVALID_BACKUP_MESSAGE}: data.collections[1].id appears twice (c1)`);
    const r3 = parseBackupFile(file({ collections: [collection, { ...collection, id: "c2" }, { ...collection, id: "c3", owner_id: "u2" }] }));
    expect(english(r3)).toBe(`${INVALID_BACKUP_MESSAGE}: data.collections[1] has the same domain and slug as an earlier collection (modern/mine)`);
    const r2 = parseBackupFile(file({ collections: [collection], words: [{ ...word, collection_id: "c9" }] }));
    expect(english(r2)).toBe(`${INVALID_BACKUP_MESSAGE}: data.words[0].collection_id names no collection in the file (c9)`);
  });
});

describe("backupFileName", () => {
  it("makes a file-system-safe name from the timestamp", () => {
    expect(backupFileName("2025-01-02T03:04:05.678Z")).toBe("backup-2025-01-02T03-04-05-678Z.json");
    expect(backupFileName("2025-01-02T03:04:05.678Z", 2)).toBe("backup-2025-01-02T03-04-05-678Z-2.json");
    expect(BACKUP_FILE_NAME_PATTERN.test(backupFileName(new Date().toISOString(), 3))).toBe(true);
    expect(BACKUP_FILE_NAME_PATTERN.test("../etc/passwd")).toBe(false);
  });
});

describe("parseBackupFileInSlices (the server's check: same answers, the event loop served between slices)", () => {
  it("answers exactly as parseBackupFile does, for good and bad files", async () => {
    const { parseBackupFileInSlices } = await import("./parse-backup-file");
    const inputs: unknown[] = [
      file({ collections: [collection], words: [word], progress: [progress], settings: [{ user_id: "u1", daily_goal: 50 }] }),
      { data: { settings: [{ user_id: "u1" }] } }, null, [], { data: [] }, { version: "2.0", data: {} },
      file({ collections: [collection, collection] }), file({ collections: [collection], words: [{ ...word, collection_id: "c9" }] }),
      file({ progress: [{ ...progress, status: "maybe" }] }), file({ words: "many" as never }),
    ];
    for (const input of inputs) expect(await parseBackupFileInSlices(input), JSON.stringify(input)).toEqual(parseBackupFile(input));
  });

  it("yields between slices of a large file and names the failing item by its index", async () => {
    const { parseBackupFileInSlices } = await import("./parse-backup-file");
    const words = Array.from({ length: 5_000 }, (_, i) => ({ ...word, id: `w${i}` }));
    let yields = 0;
    const ok = await parseBackupFileInSlices(file({ collections: [collection], words }), async () => { yields++; });
    expect(ok.ok).toBe(true);
    expect(yields).toBeGreaterThanOrEqual(3);
    words[4_321] = { ...words[4_321]!, hebrew: 42 as never };
    const bad = await parseBackupFileInSlices(file({ collections: [collection], words }), async () => {});
    expect(bad).toEqual(parseBackupFile(file({ collections: [collection], words })));
    expect(english(bad)).toContain("data.words[4321].hebrew");
  });
});
