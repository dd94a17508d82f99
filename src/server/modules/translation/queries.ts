import { sql } from "drizzle-orm";
import type { TranslationStatus } from "../../../shared/api/translation";
import type { DbOrTx } from "../../db/client";
import { words } from "../../db/schema";

/** Counts all words and those with all four translations (spanish, portuguese, french, italian) present, in one scan. */
export async function getTranslationStatus(db: DbOrTx): Promise<TranslationStatus> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      translated: sql<number>`(count(*) filter (where ${words.spanish} is not null and ${words.portuguese} is not null and ${words.french} is not null and ${words.italian} is not null))::int`,
    })
    .from(words);
  const total = Number(row?.total ?? 0);
  const translated = Number(row?.translated ?? 0);
  return { total, translated, missing: total - translated };
}
