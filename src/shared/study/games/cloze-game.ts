import { plainHebrew } from "../../hebrew/strip-niqqud";
import { verseWords } from "../../hebrew/verse-words";
import type { WordStatus } from "../../domain";
import { BOOK_DOMAINS } from "../../my-words/my-words";
import { isBlankAnswer } from "../check-answer";
import { checkHebrewAnswer } from "../check-hebrew-answer";
import { shuffle, type RandomSource } from "../random";

/**
 * Cloze from the learner's own verses: a word saved with its verse (My words, or any list whose
 * words carry one) is blanked in that verse and typed back, graded points aside
 * (checkHebrewAnswer), or picked from four on a phone. One item per verse: the least-known of the
 * learner's words in it. Each item's first answer is the word's answer (know / dont_know), so it
 * moves the word's own review card.
 */
export interface ClozeSource {
  id: string;
  hebrew: string;
  contextRef?: string | null;
  contextText?: string | null;
  progress: { status: WordStatus; timesSeen: number; timesKnown: number } | null;
}

export interface ClozeItem {
  wordId: string;
  /** The word as the verse writes it (pointed): the answer. */
  answer: string;
  /** Where the verse is ("Genesis 1:3"); null for a sentence that came without one (an Anki note's example). */
  ref: string | null;
  /**
   * The verse in pieces: its text, and the blank wherever the verse writes the word (every
   * occurrence, so that a second one does not give the answer away: Genesis 1:3's אוֹר).
   */
  pieces: ClozePiece[];
}

/** A piece of a cloze verse: text as the verse writes it, or a blank (`text`: that occurrence, pointed). */
export interface ClozePiece { text: string; blank: boolean }

const STATUS_RANK: Record<WordStatus, number> = { unknown: 0, learning: 1, known: 2 };

/** How well a word is known, lower first: its status (none counts as learning), then its share of right answers, then how often it was seen. */
export function knowledgeOf(p: ClozeSource["progress"]): [number, number, number] {
  if (!p) return [STATUS_RANK.learning, 0, 0];
  return [STATUS_RANK[p.status], p.timesSeen > 0 ? p.timesKnown / p.timesSeen : 0, p.timesSeen];
}
const byKnowledge = (a: ClozeSource, b: ClozeSource) => {
  const [x, y] = [knowledgeOf(a.progress), knowledgeOf(b.progress)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/**
 * The word blanked in its verse: every word of the verse with the same plain form (the answer is
 * the first one's pointed text); null when the verse does not hold it.
 */
export function blankInVerse(verse: string, word: string): { answer: string; pieces: ClozePiece[] } | null {
  const target = plainHebrew(word);
  if (!target) return null;
  const pieces: ClozePiece[] = [];
  for (const p of verseWords(verse)) {
    const blank = p.kind === "word" && plainHebrew(p.text) === target;
    const last = pieces[pieces.length - 1];
    if (!blank && last && !last.blank) last.text += p.text;
    else pieces.push({ text: p.text, blank });
  }
  const first = pieces.find((p) => p.blank);
  return first ? { answer: first.text, pieces } : null;
}

/**
 * The cloze items of a list: for each verse (by its reference and text) the least-known word it
 * holds; the items least-known first (the list's order among equals).
 */
export function clozeItems(words: readonly ClozeSource[]): ClozeItem[] {
  const byVerse = new Map<string, ClozeSource[]>();
  for (const w of words) {
    // A sentence without its place (an Anki deck's example field) plays too.
    if (!w.contextText) continue;
    const key = `${w.contextRef ?? ""}\n${w.contextText}`;
    const list = byVerse.get(key);
    if (list) list.push(w);
    else byVerse.set(key, [w]);
  }
  const picked: ClozeSource[] = [];
  for (const list of byVerse.values()) {
    const inVerse = list.filter((w) => blankInVerse(w.contextText!, w.hebrew));
    const least = [...inVerse].sort(byKnowledge)[0];
    if (least) picked.push(least);
  }
  return picked.sort(byKnowledge).map((w) => ({ wordId: w.id, ref: w.contextRef ?? null, ...blankInVerse(w.contextText!, w.hebrew)! }));
}

/**
 * Whether a domain has texts of its own, whose words a learner saves with their verse (the Bible's,
 * the Talmud's, the Mishnah's): a collection of another domain (modern Hebrew, one an administrator
 * made) has no Cloze unless its words came with a sentence, and its empty Cloze says so.
 */
export function domainHasTexts(domain: string): boolean {
  return Object.values(BOOK_DOMAINS).includes(domain);
}

export const CLOZE_CHOICE_COUNT = 4;

/**
 * The choices of an item (on a phone): its answer and up to three other words of the list, none
 * the same word points aside, shuffled with `random`.
 */
export function clozeChoices(item: ClozeItem, pool: readonly { hebrew: string }[], random: RandomSource = Math.random): string[] {
  const seen = new Set([plainHebrew(item.answer)]);
  const others: string[] = [];
  for (const w of shuffle(pool, random)) {
    if (others.length === CLOZE_CHOICE_COUNT - 1) break;
    const plain = plainHebrew(w.hebrew);
    if (!plain || seen.has(plain)) continue;
    seen.add(plain);
    others.push(w.hebrew);
  }
  return shuffle([item.answer, ...others], random);
}

export type ClozePhase = "answering" | "correct" | "wrong" | "revealed" | "finished";
export interface ClozeState {
  items: ClozeItem[];
  index: number;
  phase: ClozePhase;
  score: number;
  /** Whether the current item's first answer was given (only it is the word's answer). */
  answered: boolean;
}
/** What an answer does: `rated` is the word's answer to record (its first on this item), if any. */
export interface ClozeResult { state: ClozeState; outcome: "empty" | "correct" | "wrong" | "ignored"; rated: "know" | "dont_know" | null }

export const newCloze = (items: readonly ClozeItem[]): ClozeState =>
  ({ items: [...items], index: 0, phase: items.length ? "answering" : "finished", score: 0, answered: false });

export const currentCloze = (s: ClozeState): ClozeItem | null => (s.phase === "finished" ? null : (s.items[s.index] ?? null));

/** A typed or chosen answer: right → 'correct' (a point on a first answer), wrong → 'wrong' (try again or show the answer). */
export function answerCloze(s: ClozeState, given: string): ClozeResult {
  const item = currentCloze(s);
  if (!item || s.phase !== "answering") return { state: s, outcome: "ignored", rated: null };
  if (isBlankAnswer(given)) return { state: s, outcome: "empty", rated: null };
  const right = checkHebrewAnswer(given, item.answer);
  const rated = s.answered ? null : right ? "know" : "dont_know";
  const state: ClozeState = { ...s, phase: right ? "correct" : "wrong", answered: true, score: s.score + (right && !s.answered ? 1 : 0) };
  return { state, outcome: right ? "correct" : "wrong", rated };
}

export const retryCloze = (s: ClozeState): ClozeState => (s.phase === "wrong" ? { ...s, phase: "answering" } : s);
export const revealCloze = (s: ClozeState): ClozeState => (s.phase === "wrong" ? { ...s, phase: "revealed" } : s);

/** The next item, or the end after the last. */
export function nextCloze(s: ClozeState): ClozeState {
  if (s.phase !== "correct" && s.phase !== "revealed") return s;
  const index = s.index + 1;
  return index >= s.items.length ? { ...s, phase: "finished" } : { ...s, index, phase: "answering", answered: false };
}
