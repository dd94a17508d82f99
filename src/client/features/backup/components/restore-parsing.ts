import type { RestoreResult } from "@/shared/api/backup";
import { m } from "@/client/lib/i18n";

/**
 * What a restore says of the parsing drill's cards: before, how many the file holds (none: nothing
 * said); after, how many the server restored and how many it skipped because their book is not here.
 */
export const parsingInFile = (cards: number): string | null => (cards > 0 ? m.backup_restore_parsing({ count: cards }) : null);

export function parsingRestored(result: Pick<RestoreResult, "restored" | "reasons">): string[] {
  const lines: string[] = [];
  if (result.restored.parsingCards > 0) lines.push(m.backup_restored_parsing({ count: result.restored.parsingCards }));
  if (result.reasons.unmatchedBooks > 0) lines.push(m.backup_skipped_parsing_books({ count: result.reasons.unmatchedBooks }));
  return lines;
}
