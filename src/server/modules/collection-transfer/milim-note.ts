import type { WordStatus } from "../../../shared/domain";

/**
 * What a note of Milim's Anki export says of its word beyond its fields, and how the import reads
 * it back (from any package: a note that says nothing is an ordinary Anki note):
 * - its guid is the word's id without dashes (build-anki-package.ts: Anki updates the same note on
 *   a second export; the import knows the word the note came from);
 * - the exporting learner's status of the word is a tag, `milim::known`, `milim::unknown` or
 *   `milim::learning` (Anki keeps a note's tags through its own exports; a word without progress
 *   has none);
 * - the word's rank in its collection (freq_rank) is in the note's `data` column as
 *   `{"milim":{"rank":12}}`, a column Anki does not show or use: it stays in the package as Milim
 *   wrote it, though Anki's own exports may leave it out (the import then ranks by the notes' order).
 */

const TAG_PREFIX = "milim::";
const GUID = /^[0-9a-f]{32}$/;
const PG_INT_MAX = 2_147_483_647;

/** A word's id as its note's guid. */
export const wordGuid = (wordId: string): string => wordId.replace(/-/g, "");

/** The word id a note's guid names, or null (an Anki guid, or any other). */
export function guidWordId(guid: string): string | null {
  const g = guid.toLowerCase();
  if (!GUID.test(g)) return null;
  return `${g.slice(0, 8)}-${g.slice(8, 12)}-${g.slice(12, 16)}-${g.slice(16, 20)}-${g.slice(20)}`;
}

/** The notes.tags column for a status (Anki writes tags space-separated, with a space either side). */
export const statusTags = (status: WordStatus | null): string => (status ? ` ${TAG_PREFIX}${status} ` : "");

/** The status a note's tags give (known before unknown before learning, if it has more than one), or null. */
export function tagsStatus(tags: string): WordStatus | null {
  const found = new Set(tags.toLowerCase().split(/\s+/).filter((t) => t.startsWith(TAG_PREFIX)).map((t) => t.slice(TAG_PREFIX.length)));
  return STATUS_ORDER.find((s) => found.has(s)) ?? null;
}
const STATUS_ORDER: readonly WordStatus[] = ["known", "unknown", "learning"];

/** The notes.data column for a rank. */
export const rankData = (rank: number | null): string => (rank === null ? "" : JSON.stringify({ milim: { rank } }));

/** The rank a note's data column gives, or null. */
export function dataRank(data: string): number | null {
  if (!data.includes("milim")) return null;
  try {
    const rank = (JSON.parse(data) as { milim?: { rank?: unknown } } | null)?.milim?.rank;
    return typeof rank === "number" && Number.isInteger(rank) && rank >= 0 && rank <= PG_INT_MAX ? rank : null;
  } catch {
    return null;
  }
}
