import { describe, expect, it } from "vitest";
import { copyShowsAnswer, setRestoredCopyTime } from "@/client/lib/offline-copy-time";
import { createPendingAnswerStore, PENDING_ANSWERS_KEY } from "./pending-answers";

/** A Storage over a Map (node has no localStorage). */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const id1 = "0b8f6f5e-4b0a-4c39-9d0b-6c1a2f3e4d51";
const id2 = "1c9a7a6f-5c1b-4d4a-8e1c-7d2b3a4f5e62";
const word = "2dab8b7a-6d2c-4e5b-9f2d-8e3c4b5a6f73";

describe("pending answer store", () => {
  it("keeps answers until removed, once per id, and survives a new store (a reload)", () => {
    const storage = memoryStorage();
    const store = createPendingAnswerStore(storage);
    store.add({ answer: { id: id1, wordId: word, action: "know" }, notice: "toast" });
    store.add({ answer: { id: id1, wordId: word, action: "know" }, notice: "toast" });
    store.add({ answer: { id: id2, wordId: word, action: "set", status: "unknown" }, notice: "log" });
    const reloaded = createPendingAnswerStore(storage);
    expect(reloaded.list()).toEqual([
      { answer: { id: id1, wordId: word, action: "know" }, notice: "toast" },
      { answer: { id: id2, wordId: word, action: "set", status: "unknown" }, notice: "log" },
    ]);
    expect(reloaded.hasOtherFor(word, id1)).toBe(true);
    reloaded.remove(id2);
    expect(reloaded.hasOtherFor(word, id1)).toBe(false);
    reloaded.remove(id1);
    expect(storage.map.has(PENDING_ANSWERS_KEY)).toBe(false);
  });

  it("sends after a reload only the signed-in user's answers (and those without a user)", () => {
    const store = createPendingAnswerStore(memoryStorage());
    store.add({ answer: { id: id1, wordId: word, action: "know" }, notice: "toast", userId: "alice" });
    store.add({ answer: { id: id2, wordId: word, action: "skip" }, notice: "toast", userId: "bob" });
    expect(store.listFor("alice").map((p) => p.answer.id)).toEqual([id1]);
    expect(store.listFor("bob").map((p) => p.userId)).toEqual(["bob"]);
    store.add({ answer: { id: "3dbc9c8b-7e3d-4f6c-8a3e-9f4d5c6b7a84", wordId: word, action: "skip" }, notice: "log" });
    expect(store.listFor("alice")).toHaveLength(2);
  });

  it("drops unreadable entries and survives broken JSON or no storage", () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_ANSWERS_KEY, JSON.stringify([{ answer: { id: "x", action: "know" } }, { answer: { id: id1, wordId: word, action: "skip" } }]));
    expect(createPendingAnswerStore(storage).list()).toEqual([{ answer: { id: id1, wordId: word, action: "skip" }, notice: "toast" }]);
    storage.setItem(PENDING_ANSWERS_KEY, "{not json");
    expect(createPendingAnswerStore(storage).list()).toEqual([]);
    const none = createPendingAnswerStore(undefined);
    none.add({ answer: { id: id1, wordId: word, action: "skip" }, notice: "toast" });
    expect(none.list()).toEqual([]);
  });
});

describe("pending answer count", () => {
  it("counts the waiting answers and tells subscribers of every change", () => {
    const store = createPendingAnswerStore(memoryStorage());
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    expect(store.count()).toBe(0);
    store.add({ answer: { id: id1, wordId: word, action: "know" }, notice: "toast", replayed: true });
    expect(store.count()).toBe(1);
    expect(store.list()[0]).not.toHaveProperty("replayed");
    store.add({ answer: { id: id2, wordId: word, action: "skip" }, notice: "toast" });
    expect(store.count()).toBe(2);
    store.remove(id1);
    expect(store.count()).toBe(1);
    expect(calls).toBe(3);
    unsubscribe();
    store.remove(id2);
    expect(calls).toBe(3);
    expect(store.count()).toBe(0);
  });
});

describe("an answer waiting across a reload", () => {
  it("keeps when it was given, and the restored offline copy shows it only when saved after it", () => {
    const store = createPendingAnswerStore(memoryStorage());
    store.add({ answer: { id: id1, wordId: word, action: "skip" }, notice: "toast", givenAt: 1_000 });
    const [kept] = store.list();
    expect(kept?.givenAt).toBe(1_000);
    setRestoredCopyTime(undefined);
    expect(copyShowsAnswer(kept?.givenAt)).toBe(false);
    setRestoredCopyTime(999);
    expect(copyShowsAnswer(kept?.givenAt)).toBe(false);
    setRestoredCopyTime(1_500);
    expect(copyShowsAnswer(kept?.givenAt)).toBe(true);
    expect(copyShowsAnswer(undefined)).toBe(false);
    setRestoredCopyTime(undefined);
  });
});
