import { sql } from "drizzle-orm";
import type { ReadingPathKey } from "../../shared/reading/frequency-path";
import { collections } from "./schema";

const key = sql`${collections.metadata}->'readingPath'`;

/**
 * A collection's reading-path key (shared/reading/frequency-path#ReadingPathKey) as its metadata keeps it, for the
 * collection summaries' readingPath; null where there is none or it is not of that shape (a collection's metadata also
 * comes from imported files).
 */
export const readingPathKey = sql<ReadingPathKey | null>`case
  when jsonb_typeof(${key}->'title') = 'string' and (${key}->>'size') ~ '^[0-9]{1,4}$'
  then jsonb_build_object('title', ${key}->'title', 'size', (${key}->>'size')::int) end`;

/** The metadata a fill keeps with the path collection it fills. */
export const readingPathMetadata = (k: ReadingPathKey) => ({ readingPath: { title: k.title, size: k.size } });
