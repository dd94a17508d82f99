import { PlusIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import type { CollectionBreakdown as Breakdown, DatabaseWord } from "@/shared/api/words";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteWord } from "../api/delete-word";
import { useWordPages, type WordsFilters as Filters } from "../api/list-words";
import { AddWordDialog } from "./add-word-dialog";
import { CollectionBreakdown } from "./collection-breakdown";
import { EditWordDialog } from "./edit-word-dialog";
import { WordsFilters } from "./words-filters";
import { WordsTable } from "./words-table";
import { wordCollectionLabel } from "../lib/word-collection-label";
import { m } from "@/client/lib/i18n";

/** The Words Database: breakdown, filters and the virtual table, paged by the server. */
export function WordsDatabase({ isAdmin }: { isAdmin: boolean }) {
  const [filters, setFilters] = useState<Filters>({});
  const pages = useWordPages(filters);
  const [known, setKnown] = useState<{ breakdown: Breakdown[]; subcategories: string[] } | null>(null);
  const [editing, setEditing] = useState<DatabaseWord | null>(null);
  const [deleting, setDeleting] = useState<DatabaseWord | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteWord();

  const first = pages.data?.pages[0];
  // The breakdown and the subcategory values do not depend on the filters: keep the last ones seen.
  if (first?.breakdown && first.subcategories && known?.breakdown !== first.breakdown) setKnown({ breakdown: first.breakdown, subcategories: first.subcategories });
  const words = useMemo(() => pages.data?.pages.flatMap((p) => p.words) ?? [], [pages.data]);
  const loadMore = useCallback(() => void pages.fetchNextPage(), [pages]);
  const onFilters = useCallback((f: Filters) => setFilters(f), []);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(m.words_deleted()),
      onError: (e) => toast.error(m.words_delete_failed({ message: e.message })),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {isAdmin && (
        <Button className="justify-self-start" onClick={() => setAdding(true)}><PlusIcon aria-hidden />{m.words_add()}</Button>
      )}
      {known && <CollectionBreakdown breakdown={known.breakdown} />}
      <WordsFilters value={filters} onChange={onFilters} collections={known?.breakdown ?? []} subcategories={known?.subcategories ?? []} />
      {pages.isPending ? (
        <Spinner label={m.words_loading()} />
      ) : pages.isError ? (
        <p className="text-sm text-destructive">{m.words_load_failed({ message: pages.error.message })}</p>
      ) : words.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{m.words_empty()}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="words-total">{m.words_count({ count: first?.total ?? words.length })}</p>
          <WordsTable words={words} total={first?.total ?? words.length} hasMore={!!pages.hasNextPage} loadingMore={pages.isFetchingNextPage}
            onLoadMore={loadMore} isAdmin={isAdmin} onEdit={setEditing} onDelete={setDeleting} />
        </>
      )}
      <EditWordDialog word={editing} onClose={() => setEditing(null)} />
      {isAdmin && <AddWordDialog open={adding} onClose={() => setAdding(false)} />}
      <AlertDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.words_delete_title()}</AlertDialogTitle>
            <AlertDialogDescription>
              <span dir="rtl" lang="he" className="hebrew">{deleting?.hebrew}</span> {m.words_delete_description({ collection: deleting ? wordCollectionLabel(deleting) : "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.words_cancel()}</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>{m.words_delete()}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
