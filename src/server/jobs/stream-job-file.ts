import type { DbOrTx } from "../db/client";
import { deleteAbandonedJobFiles, insertJobFile, insertJobFilePart, readJobFilePart, setJobFileSize } from "./job-file-queries";
import { deleteJobFile } from "./queries";

/** Bytes per stored part: what the upload and the job hold of a file at a time. */
export const JOB_FILE_PART_BYTES = 256 * 1024;

/**
 * Keeps a file for a job (an upload) as it arrives, one 256 KiB part per statement, so memory stays
 * at a part whatever the file's size; readable by whichever server runs the job. No transaction
 * is held while the body streams (a slow upload must not hold a connection; PGlite has one): the
 * job is queued only after the last part is in, and a stream that fails (too large, cut off,
 * refused) drops what was written; what a server that stopped mid-upload left behind goes at the
 * next upload, a day later (deleteAbandonedJobFiles). The file's id.
 */
export async function saveJobFileStream(db: DbOrTx, name: string, chunks: AsyncIterable<Uint8Array>): Promise<string> {
  await deleteAbandonedJobFiles(db);
  const fileId = await insertJobFile(db, name);
  try {
    let seq = 0;
    let size = 0;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const part = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await insertJobFilePart(db, fileId, seq++, part);
    };
    for await (const chunk of chunks) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      size += chunk.byteLength;
      if (pendingBytes >= JOB_FILE_PART_BYTES) await flush();
    }
    await flush();
    await setJobFileSize(db, fileId, size);
    return fileId;
  } catch (error) {
    await deleteJobFile(db, fileId).catch(() => {});
    throw error;
  }
}

/** A job file's bytes, one stored part at a time. */
export async function* readJobFileStream(db: DbOrTx, fileId: string): AsyncIterable<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const part = await readJobFilePart(db, fileId, seq);
    if (!part) return;
    yield part;
  }
}
