import type { ParsingAnswer, ParsingAnswerResult, ParsingItem, ParsingSession } from "../../../shared/api/parsing";
import { PARSING_SESSION_SIZE } from "../../../shared/api/parsing";
import { lemmaHomonym } from "../../../shared/dictionary/lexical-links";
import { stripCantillation } from "../../../shared/hebrew/strip-cantillation";
import { FIELD_ORDER, fieldChoices, gradeParsing, parsingTargetOf, type ParsingTarget } from "../../../shared/hebrew/parsing-paradigm";
import { scheduleReview, schedulerFor } from "../../../shared/review/schedule-review";
import type { Db } from "../../db/client";
import { readParsingAccuracy } from "../../db/parsing-accuracy";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { findAnsweredCard, findCandidates, findLemmaFacts, findPlace, readCardForAnswer, writeAnswer, type CandidateRow, type ParsingScope } from "./queries";

/** How many other lemmas the lemma question offers beside the right one. */
const LEMMA_DISTRACTORS = 3;

interface Chosen { row: CandidateRow; target: ParsingTarget; form: string; strong: string; card: { state: number; due: string } | null }

/**
 * A parsing session (src/shared/hebrew/parsing-paradigm.ts): the learner's due cards in the scope
 * first, then new forms in their reading order (findCandidates), each form parsed one way once, up
 * to PARSING_SESSION_SIZE; a card not yet due is left out. Each item's choices come from the real
 * paradigm: the stems the library attests for its lemma, the conjugations and persons its form can
 * have, and other lemmas of the same scope and kind.
 */
export async function getParsingSession(db: Db, userId: string, scope: ParsingScope, now: Date): Promise<ParsingSession> {
  const [found, accuracy] = await Promise.all([findCandidates(db, userId, scope, now), readParsingAccuracy(db, userId)]);
  if (found.title === null) throw notFound("bookId" in scope ? "books_no_chapter" : "collection_gone");
  const chosen: Chosen[] = [];
  const seen = new Set<string>();
  const pools: Record<"verb" | "noun", string[]> = { verb: [], noun: [] };
  for (const row of found.rows) {
    const target = parsingTargetOf(row.morph);
    if (!target || !row.strong) continue;
    if (!pools[target.kind].includes(row.strong)) pools[target.kind].push(row.strong);
    const form = stripCantillation(row.surface);
    const key = `${form}\u0000${row.morph}\u0000${row.strong}`;
    if (seen.has(key) || chosen.length >= PARSING_SESSION_SIZE) continue;
    const card = row.cards?.find((c) => c.form === form) ?? null;
    const due = card !== null && new Date(card.due).getTime() <= now.getTime();
    // A due card is asked at its own place; a new form wherever it comes first; a card not yet due not at all.
    if (row.due_card ? !due : card !== null) continue;
    seen.add(key);
    chosen.push({ row, target, form, strong: row.strong, card: card && { state: card.state, due: new Date(card.due).toISOString() } });
  }
  const lemmaChoices = chosen.map((c) => distractors(pools[c.target.kind], c.strong));
  const verbLemmas = [...new Set(chosen.filter((c) => c.target.kind === "verb").map((c) => c.strong))];
  // The homonym each chosen form names ("2416 e" חַיִּים): its BDB headword stands for the right lemma.
  const homonymOf = (c: Chosen) => {
    const letter = lemmaHomonym(c.row.lemma);
    return letter ? { key: `${c.strong}${letter}`, strong: c.strong, letter } : null;
  };
  const homonyms = chosen.flatMap((c) => homonymOf(c) ?? []);
  const facts = chosen.length ? await findLemmaFacts(db, verbLemmas, [...new Set(lemmaChoices.flat())], homonyms) : { codes: {}, words: {}, homonymWords: {} };
  const items = chosen.map((c, i): ParsingItem => {
    const stems = (facts.codes[c.strong] ?? []).map((code) => parsingTargetOf(code)?.answer.binyan).filter((s): s is string => !!s);
    const choices = fieldChoices(c.target, [...new Set(stems)]);
    const lemmas = lemmaChoices[i]!;
    return {
      place: { bookId: c.row.book_id, chapter: c.row.chapter, verse: c.row.verse, position: c.row.position },
      ref: `${c.row.title} ${c.row.chapter}:${c.row.verse}`,
      verse: stripCantillation(c.row.hebrew),
      form: c.form,
      parts: c.row.parts === null ? null : stripCantillation(c.row.parts),
      morph: c.row.morph,
      kind: c.target.kind,
      fields: FIELD_ORDER.flatMap((field): ParsingItem["fields"] => (field === "lemma" ? [{ field, choices: lemmas }] : choices[field] ? [{ field, choices: choices[field] }] : [])),
      lemmas: lemmas.map((strong) => {
        const own = strong === c.strong ? homonymOf(c) : null;
        return { strong, word: (own && facts.homonymWords[own.key]) ?? facts.words[strong] ?? null };
      }),
      answer: { ...c.target.answer, lemma: c.strong },
      card: c.card,
    };
  });
  return { title: found.title, items, dueCount: chosen.filter((c) => c.card !== null).length, accuracy, now: now.toISOString() };
}

/** The right lemma and up to LEMMA_DISTRACTORS others of the pool, spread over it, in the order of their numbers. */
function distractors(pool: string[], strong: string): string[] {
  const others = pool.filter((s) => s !== strong);
  const picked = new Set<string>();
  const start = pool.indexOf(strong);
  for (let step = 1; picked.size < Math.min(LEMMA_DISTRACTORS, others.length); step++) {
    picked.add(others[(start + step * 7) % others.length]!);
  }
  return [strong, ...picked].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b));
}

class Replayed extends Error {}

/**
 * A parsing answer: graded against the form's own code (the client's grade is not trusted), its
 * card moved by FSRS at the server's clock (every field right: Good; any wrong: Again), and the
 * answer logged with the form's binyan and tense, in one transaction. A retried answer (the same
 * id) moves nothing and gets the card as it is.
 */
export async function answerParsing(db: Db, userId: string, input: ParsingAnswer, now: Date): Promise<ParsingAnswerResult> {
  const place = await findPlace(db, input.place);
  const target = parsingTargetOf(place?.morph ?? null);
  if (!place || !target || !place.strong) throw invalid("parsing_not_an_item");
  const form = stripCantillation(place.surface);
  const strong = place.strong;
  const grades = gradeParsing(target, strong, input.chosen);
  const correct = grades.every((g) => g.correct);
  const rating = correct ? 3 : 1;
  try {
    const card = await db.transaction(async (tx) => {
      const read = await readCardForAnswer(tx, userId, { form, morph: place.morph!, strong });
      const next = scheduleReview(schedulerFor(read.parameters), read.card?.card ?? null, rating, now);
      const written = await writeAnswer(tx, {
        id: input.id, userId, form, morph: place.morph!, strong, place: input.place, card: next.card,
        binyan: target.answer.binyan ?? null, tense: target.answer.tense ?? null, correct, rating, at: now, durationMs: input.durationMs ?? null,
      });
      if (!written) throw new Replayed();
      return next.card;
    });
    return { correct, grades, card: { state: card.state, due: card.due.toISOString() }, now: now.toISOString() };
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
    const stored = await findAnsweredCard(db, userId, input.id);
    if (!stored) throw conflict("parsing_answer_id_taken");
    return { correct: stored.correct, grades, card: { state: Number(stored.state), due: new Date(stored.due).toISOString() }, now: now.toISOString() };
  }
}
