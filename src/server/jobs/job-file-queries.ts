import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobFileParts, jobFiles, jobs } from "../db/schema";

/** A new, empty job file; its parts follow (stream-job-file.ts). */
export async function insertJobFile(db: DbOrTx, name: string): Promise<string> {
  const [row] = await db.insert(jobFiles).values({ name }).returning({ id: jobFiles.id });
  return row!.id;
}

/**
 * Parts travel as hex text, decoded and encoded by the database: PGlite's own bytea conversion
 * makes an array of one string per byte (a 1 MiB part: a second and tens of MB of garbage).
 */
export async function insertJobFilePart(db: DbOrTx, fileId: string, seq: number, bytes: Uint8Array): Promise<void> {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
  await db.insert(jobFileParts).values({ fileId, seq, bytes: sql`decode(${hex}, 'hex')` });
}

export async function setJobFileSize(db: DbOrTx, fileId: string, size: number): Promise<void> {
  await db.update(jobFiles).set({ size }).where(eq(jobFiles.id, fileId));
}

export async function jobFileExists(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db.select({ id: jobFiles.id }).from(jobFiles).where(eq(jobFiles.id, fileId));
  return row !== undefined;
}

/** One part's bytes, or null past the last part. */
export async function readJobFilePart(db: DbOrTx, fileId: string, seq: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ hex: sql<string>`encode(${jobFileParts.bytes}, 'hex')` }).from(jobFileParts)
    .where(and(eq(jobFileParts.fileId, fileId), eq(jobFileParts.seq, seq)));
  return row ? new Uint8Array(Buffer.from(row.hex, "hex")) : null;
}

/**
 * Drops job files left by uploads that never finished (a server stopped mid-upload) or whose job
 * is gone: older than `hours` and named by no queued or running job. Returns how many.
 */
export async function deleteAbandonedJobFiles(db: DbOrTx, hours = 24): Promise<number> {
  const rows = await db.delete(jobFiles).where(and(
    sql`${jobFiles.createdAt} < now() - make_interval(hours => ${hours})`,
    sql`not exists (select 1 from ${jobs} where ${jobs.payload}->>'fileId' = ${jobFiles.id}::text and ${jobs.status} in ('queued', 'running'))`,
  )).returning({ id: jobFiles.id });
  return rows.length;
}
