import { sql, type SQL } from "drizzle-orm";

/** `excluded."column"`: in INSERT … ON CONFLICT DO UPDATE, the value the row would have had. */
export const excluded = (column: string): SQL => sql.raw(`excluded."${column}"`);
