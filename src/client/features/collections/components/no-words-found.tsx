import { SearchXIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";

/**
 * Empty result (spec 000 §2): 'No words found' and 'Try adjusting your search or filter settings'.
 * Go Back clears the search; without a search, Show All Words clears the status filter. A button
 * that could do nothing is not shown.
 */
export function NoWordsFound({ onGoBack, onShowAll }: { onGoBack?: () => void; onShowAll?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No words found</h2>
      <p className="text-sm text-muted-foreground">Try adjusting your search or filter settings</p>
      {onGoBack ? (
        <Button variant="outline" onClick={onGoBack}>Go Back</Button>
      ) : onShowAll ? (
        <Button variant="outline" onClick={onShowAll}>Show All Words</Button>
      ) : null}
    </div>
  );
}
