import { and, desc, eq, inArray } from "drizzle-orm";
import type { Job } from "../../../shared/api/jobs";
import type { DbOrTx } from "../../db/client";
import { jobs } from "../../db/schema";
import { presentJob } from "../../jobs/queries";

/** A job of this user (others' jobs are not theirs to see). */
export async function findOwnJob(db: DbOrTx, userId: string, jobId: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)));
  return row ? presentJob(row) : null;
}

export async function listOwnJobs(db: DbOrTx, userId: string, filter: { kind?: string; active?: boolean }): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(
      eq(jobs.userId, userId),
      filter.kind ? eq(jobs.kind, filter.kind) : undefined,
      filter.active ? inArray(jobs.status, ["queued", "running"]) : undefined,
    ))
    .orderBy(desc(jobs.createdAt))
    .limit(50);
  return rows.map(presentJob);
}
