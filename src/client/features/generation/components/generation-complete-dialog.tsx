import { HebrewText } from "@/client/components/hebrew-text";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import type { RunResult } from "../hooks/use-generation-run";

/** The completion dialog of a generation run: per request, the words added (duplicates flagged) or why it failed. */
export function GenerationCompleteDialog({ results, open, onClose }: { results: RunResult[]; open: boolean; onClose: () => void }) {
  const added = results.reduce((n, r) => n + r.words.filter((w) => !w.isDuplicate).length, 0);
  const failed = results.filter((r) => r.error).length;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Generation complete</DialogTitle>
          <DialogDescription>
            Added {added} word{added === 1 ? "" : "s"}{failed ? `; ${failed} request${failed === 1 ? "" : "s"} failed` : ""}.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          {results.map(({ item, words, error }) => (
            <section key={item.id} aria-label={`${item.collectionName}${item.section ? ` ${item.section}` : ""}`}>
              <h3 className="mb-1 text-sm font-semibold">
                {item.collectionName}{item.section ? ` · ${item.section}` : ""}
                <span className="ml-2 font-normal text-muted-foreground">
                  {error ? "failed" : `${words.filter((w) => !w.isDuplicate).length} added`}
                </span>
              </h3>
              {error ? (
                <p className="text-sm text-destructive">{error}</p>
              ) : words.length === 0 ? (
                <p className="text-sm text-muted-foreground">No new words.</p>
              ) : (
                <table className="w-full text-sm">
                  <thead className="text-left text-xs text-muted-foreground">
                    <tr><th className="py-1 pr-2 font-medium">Hebrew</th><th className="py-1 pr-2 font-medium">English</th><th className="py-1 pr-2 font-medium">Transliteration</th><th className="sr-only">Status</th></tr>
                  </thead>
                  <tbody>
                    {words.map((w, i) => (
                      <tr key={`${w.hebrew}-${i}`} className={w.isDuplicate ? "text-muted-foreground" : undefined}>
                        <td className="py-1 pr-2"><HebrewText className="text-base">{w.hebrew}</HebrewText></td>
                        <td className="py-1 pr-2">{w.english}</td>
                        <td className="py-1 pr-2 italic">{w.translit}</td>
                        <td className="py-1">{w.isDuplicate && <Badge variant="outline">Already in the collection</Badge>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </div>
        <DialogFooter><Button onClick={onClose}>Close</Button></DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
