import type { TranslationStart, TranslationStatus } from "../../../shared/api/translation";
import type { JobQueue } from "../../jobs/job-types";
import { TRANSLATE_WORDS_JOB } from "./translate-words";
import type { Db } from "../../db/client";
import { getTranslationStatus } from "./queries";

/** How many words lack a translation in each language (the admin's translation-status button). */
export const translationStatus = (db: Db): Promise<TranslationStatus> => getTranslationStatus(db);

/**
 * translate-existing-words: nothing to do when every word is translated; otherwise a background
 * job (translate-words.ts) starts and the answer says so at once.
 */
export async function startTranslation(db: Db, jobs: JobQueue, userId: string, translatorName: string): Promise<TranslationStart> {
  const status = await getTranslationStatus(db);
  if (status.missing === 0) return { allComplete: true, continuing: false, translated: 0, message: `All ${status.total} words are translated.`, jobId: null };
  const job = await jobs.enqueue(TRANSLATE_WORDS_JOB, {}, userId);
  return {
    allComplete: false, continuing: true, translated: 0, jobId: job.id,
    message: `Translating ${status.missing} words with ${translatorName} in the background.`,
  };
}
