import type { LibrarySetupPart } from "@/shared/api/library-setup";
import { lexiconName } from "@/client/lib/lexicon-name";
import type { DictionarySource } from "@/shared/api/dictionary";
import { builtInDomainLabel } from "@/shared/i18n/domain-label";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";
import { wordServerMessage } from "@/client/lib/word-server-message";

/** The part's name: the Hebrew Bible, the Mishnah, the Talmud's first pages, a lexicon, or a domain's built-in collections. */
export function setupPartName(part: LibrarySetupPart): string {
  if (part.part === "bible") return m.library_setup_part_bible();
  if (part.part === "mishnah") return m.library_setup_part_mishnah();
  if (part.part === "talmud") return m.library_setup_part_talmud();
  if (part.part === "lexicon") return lexiconName(part.name as DictionarySource);
  return m.library_setup_part_collections({ domain: builtInDomainLabel(part.name) });
}

/** What the last run did with the part, in the interface language (a failure's reason worded from its key when it has one). */
export function setupPartOutcome(part: LibrarySetupPart): string {
  const n = formatNumber(part.added);
  if (part.status === "failed") {
    return m.library_setup_part_failed({ reason: wordServerMessage(part.reason ?? "", part.reasonKey, part.reasonParams) });
  }
  if (part.part === "collections") {
    const filled = { filled: formatNumber(part.filled ?? 0), total: formatNumber(part.total ?? 0) };
    const needsSefaria = part.name === "mishna" || part.name === "aramaic";
    if (part.status === "needs-text") return needsSefaria ? m.library_setup_needs_sefaria() : m.library_setup_needs_text();
    const base = part.status === "done" ? m.library_setup_words_added({ n, ...filled }) : m.library_setup_filled_already(filled);
    const missing = part.withoutText ?? 0;
    if (missing === 0) return base;
    // Why a collection without its text was left as it is (the prayer book's), else how many have none.
    if (part.reasonKey) return `${base}. ${wordServerMessage(part.reason ?? "", part.reasonKey, part.reasonParams)}`;
    return `${base}; ${m.library_setup_without_text({ n: formatNumber(missing) })}`;
  }
  if (part.status === "skipped") return m.library_setup_already_done();
  if (part.part === "mishnah" || part.part === "talmud") return m.library_setup_tractates_imported({ n, filled: formatNumber(part.filled ?? part.added), total: formatNumber(part.total ?? part.added) });
  return part.part === "bible" ? m.library_setup_books_imported({ n }) : m.library_setup_entries_imported({ n });
}
