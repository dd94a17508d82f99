import { CheckCircle2Icon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Progress } from "@/client/components/ui/progress";
import { Spinner } from "@/client/components/ui/spinner";
import { useBookImport, useFollowBookImport } from "../hooks/use-book-import";
import { bookImportStore } from "../lib/book-import-store";
import { m } from "@/client/lib/i18n";
import { formatPercent } from "@/client/lib/format";
import { withBookTitle } from "@/client/lib/book-title";

/**
 * The floating import-progress card at the bottom right of every page: the book, the
 * job's message and percent, 'Complete!' with 'View in Books' at the end, and dismiss. It follows
 * the job across page changes and reloads.
 */
export function ImportProgressCard() {
  useFollowBookImport();
  const state = useBookImport();
  if (!state) return null;
  const percent = Math.round(state.percent);
  return (
    <section
      role="status"
      aria-label={m.bookimport_book_import()}
      className="fixed inset-x-3 bottom-3 z-50 flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-auto sm:end-4 sm:bottom-4 sm:w-96"
      data-testid="import-progress-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          {state.isImporting ? <Spinner className="size-4 shrink-0" label={m.bookimport_importing_label()} /> : <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden />}
          <p className="truncate font-medium">{withBookTitle(state.bookName, (book) => m.bookimport_importing_book({ book }))}</p>
        </div>
        <Button variant="ghost" size="icon" className="-me-2 -mt-2 size-8" aria-label={m.bookimport_dismiss()} onClick={() => bookImportStore.dispatch({ type: "dismiss" })}>
          <XIcon />
        </Button>
      </div>
      <Progress value={percent} aria-label={m.bookimport_progress()} />
      <div className="flex items-center justify-between gap-2 text-sm">
        <p className="min-w-0 truncate text-muted-foreground" data-testid="import-message">{state.message}</p>
        <span className="tabular-nums">{formatPercent(percent / 100)}</span>
      </div>
      {!state.isImporting && (
        <Button asChild size="sm" variant="outline" className="w-fit">
          <Link to="/books">{m.bookimport_view_in_books()}</Link>
        </Button>
      )}
    </section>
  );
}
