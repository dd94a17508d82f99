import { z } from "zod";
import type { Db } from "../../db/client";
import type { Translator, TargetLanguage } from "../../integrations/translators/translator";
import type { JobDefinition } from "../../jobs/job-types";
import { fillTranslations, getTranslationStatus, untranslatedWords, type FoundTranslations, type UntranslatedWord } from "./queries";

export const TRANSLATE_WORDS_JOB = "translate-words";
const BATCH = 100;
const COLUMNS: [TargetLanguage, "spanish" | "portuguese" | "french" | "italian"][] = [["es", "spanish"], ["pt", "portuguese"], ["fr", "french"], ["it", "italian"]];

/**
 * translate-existing-words as a background job: every word with an English gloss and a missing
 * translation, in batches of 100 by id; each batch asks the translator once per language for the
 * glosses that lack it and writes what it found in one statement (never over a translation that
 * exists). Each batch is committed, so a stopped run keeps its work and the next run goes on
 * with what is still missing. A gloss the translator cannot translate stays empty.
 */
export function translateWordsJob(deps: { db: Db; translator: Translator }): JobDefinition<Record<string, never>> {
  return {
    kind: TRANSLATE_WORDS_JOB,
    payload: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "job_translation_failed",
    // One run at a time: a start while one is queued or running answers with that run.
    serial: { scope: "one" },
    async run(_payload, ctx) {
      const { db, translator } = deps;
      const start = await getTranslationStatus(db);
      let after: string | null = null;
      let tried = 0;
      let translated = 0;
      for (;;) {
        if (ctx.signal.aborted) throw new Error("stopped");
        const batch: UntranslatedWord[] = await untranslatedWords(db, after, BATCH);
        if (batch.length === 0) break;
        after = batch.at(-1)!.id;
        const found = new Map<string, FoundTranslations>(batch.map((w) => [w.id, { id: w.id, spanish: null, portuguese: null, french: null, italian: null }]));
        for (const [lang, column] of COLUMNS) {
          const needing = batch.filter((w) => w[column] === null);
          if (needing.length === 0) continue;
          const out = await translator.translate(needing.map((w) => w.english), lang, ctx.signal);
          needing.forEach((w, i) => { found.get(w.id)![column] = out[i] ?? null; });
        }
        translated += await fillTranslations(db, [...found.values()]);
        tried += batch.length;
        await ctx.report({
          key: "job_translation_progress", params: { translator: translator.name, tried, total: start.missing },
          percent: Math.min(99, Math.round((tried / Math.max(1, start.missing)) * 100)),
          counts: { tried, translated },
        });
      }
      const end = await getTranslationStatus(db);
      return { translated, tried, missing: end.missing, allComplete: end.missing === 0 };
    },
  };
}
