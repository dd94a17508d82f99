import { SearchXIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/**
 * Empty result: 'No words found' and 'Try adjusting your search or filter settings'.
 * Go Back clears the search; without a search, Show All Words clears the status filter. A button
 * that could do nothing is not shown.
 */
export function NoWordsFound({ onGoBack, onShowAll }: { onGoBack?: () => void; onShowAll?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{m.collections_no_words()}</h2>
      <p className="text-sm text-muted-foreground">{m.collections_no_words_hint()}</p>
      {onGoBack ? (
        <Button variant="outline" onClick={onGoBack}>{m.collections_go_back()}</Button>
      ) : onShowAll ? (
        <Button variant="outline" onClick={onShowAll}>{m.collections_show_all()}</Button>
      ) : null}
    </div>
  );
}
