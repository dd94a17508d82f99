import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobFileParts, jobFiles } from "../../src/server/db/schema";
import { insertJobFile, insertJobFilePart } from "../../src/server/jobs/job-file-queries";
import { JOB_FILE_PART_BYTES, readJobFileStream, saveJobFileStream } from "../../src/server/jobs/stream-job-file";
import { createTestContext, type TestContext } from "../helpers/test-app";

/** Job files (uploads) stored part by part: written and read back whole, and cleaned up when abandoned. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

async function* chunksOf(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("job files", () => {
  it("stores a file in parts as it arrives and reads the same bytes back, part by part", async () => {
    const bytes = new Uint8Array(2 * JOB_FILE_PART_BYTES + 12_345).map((_, i) => (i * 31 + 7) % 256);
    const id = await saveJobFileStream(ctx.deps.db, "sample.bin", chunksOf(bytes, 65_536));
    const parts = await ctx.deps.db.select({ seq: jobFileParts.seq, size: sql<number>`length(${jobFileParts.bytes})`.mapWith(Number) })
      .from(jobFileParts).where(sql`${jobFileParts.fileId} = ${id}`).orderBy(jobFileParts.seq);
    expect(parts).toEqual([{ seq: 0, size: JOB_FILE_PART_BYTES }, { seq: 1, size: JOB_FILE_PART_BYTES }, { seq: 2, size: 12_345 }]);
    const read: Uint8Array[] = [];
    for await (const part of readJobFileStream(ctx.deps.db, id)) read.push(part);
    expect(Buffer.concat(read).equals(Buffer.from(bytes))).toBe(true);
    const [row] = await ctx.deps.db.select({ size: jobFiles.size }).from(jobFiles).where(sql`${jobFiles.id} = ${id}`);
    expect(row!.size).toBe(bytes.length);
  });

  it("drops what a failed stream wrote", async () => {
    const before = await ctx.deps.db.$count(jobFiles);
    async function* failing(): AsyncIterable<Uint8Array> {
      yield new Uint8Array(JOB_FILE_PART_BYTES + 1);
      throw new Error("the client went away");
    }
    await expect(saveJobFileStream(ctx.deps.db, "cut.bin", failing())).rejects.toThrow("the client went away");
    expect(await ctx.deps.db.$count(jobFiles)).toBe(before);
  });

  it("the next upload drops files abandoned over a day ago (a server stopped mid-upload), not a queued job's", async () => {
    const abandoned = await insertJobFile(ctx.deps.db, "abandoned.xml");
    await insertJobFilePart(ctx.deps.db, abandoned, 0, new Uint8Array(1000));
    const queued = await insertJobFile(ctx.deps.db, "queued.xml");
    await ctx.deps.db.execute(sql`update job_files set created_at = now() - interval '2 days' where id in (${abandoned}, ${queued})`);
    await ctx.deps.db.execute(sql`insert into jobs (id, kind, status, payload) values (gen_random_uuid(), 'dictionary-import', 'queued', ${JSON.stringify({ source: "bdb", fileId: queued })}::jsonb)`);
    const fresh = await insertJobFile(ctx.deps.db, "fresh.xml"); // an upload still streaming
    await saveJobFileStream(ctx.deps.db, "next.xml", chunksOf(new Uint8Array(10), 10));
    const left = new Set((await ctx.deps.db.select({ id: jobFiles.id }).from(jobFiles)).map((r) => r.id));
    expect(left.has(abandoned)).toBe(false);
    expect(left.has(queued)).toBe(true);
    expect(left.has(fresh)).toBe(true);
    expect(await ctx.deps.db.$count(jobFileParts, sql`${jobFileParts.fileId} = ${abandoned}`)).toBe(0);
  });
});
