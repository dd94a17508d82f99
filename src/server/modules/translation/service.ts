import type { TranslationStart, TranslationStatus } from "../../../shared/api/translation";
import { renderServerMessage } from "../../../shared/i18n/server-messages";
import type { JobQueue } from "../../jobs/job-types";
import { TRANSLATE_WORDS_JOB } from "./translate-words";
import type { Db } from "../../db/client";
import { activeTranslationJob, getTranslationStatus } from "./queries";

/** How many words lack a translation (the admin's translation-status button), and the run in progress. */
export async function translationStatus(db: Db): Promise<TranslationStatus> {
  const [counts, jobId] = await Promise.all([getTranslationStatus(db), activeTranslationJob(db, TRANSLATE_WORDS_JOB)]);
  return { ...counts, jobId };
}

/**
 * translate-existing-words: nothing to do when every word is translated; otherwise a background
 * job (translate-words.ts) starts, or the run already queued or running is answered (one run at a
 * time), with the words translated so far.
 */
export async function startTranslation(db: Db, jobs: JobQueue, userId: string, translatorName: string): Promise<TranslationStart> {
  const status = await getTranslationStatus(db);
  if (status.missing === 0) return { allComplete: true, continuing: false, translated: status.translated, message: renderServerMessage("translation_all_done", { total: status.total }), jobId: null };
  const job = await jobs.enqueue(TRANSLATE_WORDS_JOB, {}, userId);
  return {
    allComplete: false, continuing: true, translated: status.translated, jobId: job.id,
    message: job.existing
      ? `A translation run is already ${job.status === "running" ? "running" : "queued"}: ${status.missing} words left to translate.`
      : `Translating ${status.missing} words with ${translatorName} in the background.`,
  };
}
