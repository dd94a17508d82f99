import type { ReactNode } from "react";
import type { StatusCounts as Counts, StudyWord } from "@/shared/api/collections";
import type { Language, WordFilter, WordStatus } from "@/shared/domain";
import { Spinner } from "@/client/components/ui/spinner";
import { SearchBox } from "./search-box";
import { ShuffleToggle } from "./shuffle-toggle";
import { StatusCounts } from "./status-counts";
import { StatusFilterButtons } from "./status-filter-buttons";
import { WordTable, type TableWord } from "./word-table";
import { m } from "@/client/lib/i18n";

export interface StudySearchProps {
  text: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
  /** The submitted term whose results are shown, or null. */
  term: string | null;
  /** The results were cut at the server's limit. */
  limited: boolean;
}

/**
 * The Study tab: search, language, the All / Unknown / Known filter, Shuffle, the
 * known / learning / unknown count and the word table. `empty` replaces the table when nothing is left.
 */
export function StudyTab({ words, counts, filter, onFilterChange, shuffle, onShuffleChange, language, languageLabel, languageSelect, search, onSetStatus, onEdit, loading, empty }: {
  words: TableWord[];
  counts: Counts;
  filter: WordFilter;
  onFilterChange: (filter: WordFilter) => void;
  shuffle: boolean;
  onShuffleChange: (on: boolean) => void;
  language: Language;
  languageLabel: string;
  languageSelect: ReactNode;
  search: StudySearchProps;
  onSetStatus: (word: StudyWord, status: WordStatus) => void;
  /** The learner's own words (My words): each row's meaning can be edited. */
  onEdit?: (word: StudyWord) => void;
  loading: boolean;
  empty: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox value={search.text} onChange={search.onChange} onSubmit={search.onSubmit} onClear={search.onClear} busy={search.busy} />
        <div className="flex flex-wrap items-center gap-3">
          {languageSelect}
          <StatusFilterButtons value={filter} onChange={onFilterChange} />
          <ShuffleToggle checked={shuffle} onChange={onShuffleChange} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusCounts counts={counts} />
        {search.term !== null && !loading && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {/* The term isolated (FSI…PDI, as <bdi>): a Hebrew term does not reorder the sentence around it. */}
            {m.study_results_for({ count: words.length, term: `\u2068${search.term}\u2069` })}
            {search.limited && ` ${m.study_first_results_only()}`}
          </p>
        )}
      </div>
      {loading ? (
        <div className="flex justify-center py-12"><Spinner className="size-6" /></div>
      ) : words.length === 0 ? (
        empty
      ) : (
        <WordTable words={words} language={language} languageLabel={languageLabel} onSetStatus={onSetStatus} onEdit={onEdit} />
      )}
    </div>
  );
}
