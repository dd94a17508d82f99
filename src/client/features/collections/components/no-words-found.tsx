import { SearchXIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";

/** Empty result (spec 000 §2): the Go Back button clears the search. */
export function NoWordsFound({ onGoBack }: { onGoBack: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No words found</h2>
      <p className="text-sm text-muted-foreground">Try adjusting your search or filter settings</p>
      <Button variant="outline" onClick={onGoBack}>Go Back</Button>
    </div>
  );
}
