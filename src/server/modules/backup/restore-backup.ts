import crypto from "node:crypto";
import { pgErrorCode } from "../../db/pg-error-code";
import type { RestoreResult } from "../../../shared/api/backup";
import { parseBackupFileInSlices } from "../../../shared/backup/parse-backup-file";
import { planRestore, restoreReads, type RestoreActor } from "../../../shared/backup/plan-restore";
import { settleWrittenWords } from "../../db/search-indexes";
import { checkOwnCollectionsCap } from "../../db/own-collections";
import type { Deps } from "../../deps";
import { conflict, invalid } from "../../lib/domain-error";
import type { Actor } from "../../auth/actor";
import {
  existingDomains, takenCollectionIds, upsertCollections, upsertProgress, upsertSettings, upsertWords, visibleCollections,
  wordsByIds, wordsOfCollections,
} from "./restore-queries";
import { upsertReviewCards } from "./review-queries";
import { booksForRestore, upsertParsingCards } from "./parsing-queries";
import { claimRestore, noteRestore } from "./restore-pace";

/**
 * Restores a backup file for the caller: the whole file is validated first; then, in one
 * transaction, what it may match here is read, `planRestore` (src/shared/backup/plan-restore.ts,
 * pure: the rules are there) decides every row to write and every skip, and the plan is written
 * with upserts keyed on ids or natural keys (collection domain/slug, word hebrew + freq_rank,
 * progress user + word, settings user) and values from the file, so a second restore of the same
 * file changes nothing. A progress row's review card and log come back with it, and the parsing
 * drill's cards with their answers (on the same books here, by id or source).
 */
export async function restoreBackup(deps: Deps, actor: Actor, body: unknown): Promise<RestoreResult> {
  const wait = await claimRestore(deps.db, actor.userId, deps.now(), deps.config.RESTORE_PAUSE_FACTOR);
  if (wait !== null) throw conflict("backup_restore_wait", { seconds: wait }, { retryAfterSeconds: wait });
  const started = performance.now(); // elapsed time: how long this restore held the server (restore-pace.ts)
  try {
    return await readAndWrite(deps, actor, body);
  } finally {
    // The restore stands (or failed on its own) whether or not its pause could be written.
    await noteRestore(deps.db, actor.userId, deps.now(), performance.now() - started, deps.config.RESTORE_PAUSE_FACTOR)
      .catch((err: unknown) => deps.log.warn({ err }, "The restore's pause could not be written"));
  }
}

async function readAndWrite(deps: Deps, actor: Actor, body: unknown): Promise<RestoreResult> {
  const parsed = await parseBackupFileInSlices(body);
  if (!parsed.ok) throw invalid(parsed.error.key, parsed.error.params);
  const file = parsed.file;
  const who: RestoreActor = { userId: actor.userId, email: actor.email, isAdmin: await actor.isAdmin() };

  let result: RestoreResult;
  try {
    result = await deps.db.transaction(async (tx) => {
      deps.log.debug({ collections: file.data.collections.length }, "Restore: writing the backup in one transaction");
      // Read: what the file may match on this instance.
      const collections = await visibleCollections(tx, actor.userId);
      const reads = restoreReads(file, who, collections);
      const plan = planRestore(file, who, {
        domains: await existingDomains(tx, reads.domains),
        collections,
        takenCollectionIds: await takenCollectionIds(tx, reads.collectionIds),
        wordsOfCollections: await wordsOfCollections(tx, reads.wordsOfCollections),
        wordsWithIds: await wordsByIds(tx, reads.wordIds),
        books: await booksForRestore(tx, reads.bookIds, reads.bookSourceRefs),
        newId: () => crypto.randomUUID(),
      });
      if (!plan.ok) throw invalid(plan.error.key, plan.error.params);
      // Write the plan (collections before their words, words before the progress on them).
      await upsertCollections(tx, plan.collections);
      await checkOwnCollectionsCap(tx, plan.collections.map((c) => c.ownerId), deps.config.PRIVATE_COLLECTIONS_PER_USER);
      await upsertWords(tx, plan.words);
      await upsertProgress(tx, plan.progress);
      await upsertReviewCards(tx, plan.cards);
      await upsertParsingCards(tx, plan.parsingCards);
      if (plan.settings) await upsertSettings(tx, plan.settings);
      return plan.result;
    });
  } catch (e) {
    const code = pgErrorCode(e);
    if (code === "23505") throw conflict("restore_slug_clash");
    if (code === "23503") throw conflict("restore_missing_reference");
    throw e;
  }
  await settleWrittenWords(deps.db, result.restored.words, deps.log);
  return result;
}
