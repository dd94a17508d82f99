import { HebrewText } from "@/client/components/hebrew-text";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import type { RunResult } from "../hooks/use-generation-run";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/** The completion dialog of a generation run: per request, the words added (duplicates flagged) or why it failed. */
export function GenerationCompleteDialog({ results, open, onClose }: { results: RunResult[]; open: boolean; onClose: () => void }) {
  const added = results.reduce((n, r) => n + r.words.filter((w) => !w.isDuplicate).length, 0);
  const failed = results.filter((r) => r.error).length;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.generation_complete()}</DialogTitle>
          <DialogDescription>
            {m.generation_added_words({ count: added })}{failed ? m.generation_requests_failed({ count: failed }) : ""}.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          {results.map(({ item, words, error }) => (
            <section key={item.id} aria-label={`${item.collectionName}${item.section ? ` ${item.section}` : ""}`}>
              <h3 className="mb-1 text-sm font-semibold">
                {item.collectionName}{item.section ? ` · ${item.section}` : ""}
                <span className="ms-2 font-normal text-muted-foreground">
                  {error ? m.generation_failed_short() : m.generation_n_added({ count: formatNumber(words.filter((w) => !w.isDuplicate).length) })}
                </span>
              </h3>
              {error ? (
                <p className="text-sm text-destructive">{error}</p>
              ) : words.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.generation_no_new_words()}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead className="text-xs text-muted-foreground">
                    <tr><th className="py-1 pe-2 text-start font-medium">{m.generation_col_hebrew()}</th><th className="py-1 pe-2 text-start font-medium">{m.generation_col_english()}</th><th className="py-1 pe-2 text-start font-medium">{m.generation_col_transliteration()}</th><th className="sr-only">{m.generation_col_status()}</th></tr>
                  </thead>
                  <tbody>
                    {words.map((w, i) => (
                      <tr key={`${w.hebrew}-${i}`} className={w.isDuplicate ? "text-muted-foreground" : undefined}>
                        <td className="py-1 pe-2"><HebrewText className="text-base">{w.hebrew}</HebrewText></td>
                        <td className="py-1 pe-2"><span dir="auto" lang="en">{w.english}</span></td>
                        <td className="py-1 pe-2 italic"><span dir="auto">{w.translit}</span></td>
                        <td className="py-1">{w.isDuplicate && <Badge variant="outline">{m.generation_already_in()}</Badge>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </div>
        <DialogFooter><Button onClick={onClose}>{m.generation_close()}</Button></DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
