import { BookOpenIcon, MoreVerticalIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LibraryBook } from "@/shared/api/books";
import { HebrewText } from "@/client/components/hebrew-text";
import { TextTitle, useHebrewTitles } from "@/client/components/text-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/client/components/ui/dropdown-menu";
import { DeleteBookDialog } from "./delete-book-dialog";
import { m } from "@/client/lib/i18n";
import { formatPercent } from "@/client/lib/format";
import { bookCategoryLabel } from "@/client/lib/book-category";
import { bookTitle } from "@/client/lib/book-title";
import { pageLabel } from "./chapter-nav";

/**
 * One book of the library: titles, category, description, counts, the learner's coverage and the
 * suggested next chapter, and Start / Continue Reading. Its two titles, English first; in the Hebrew
 * interface its Hebrew title first (text-title.tsx) and the English one under it.
 */
export function BookCard({ book, canDelete }: { book: LibraryBook; canDelete: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const talmud = book.addressType === "Talmud";
  const progress = book.progress;
  const hebrewFirst = useHebrewTitles() && Boolean(book.hebrewTitle);
  const target = progress ? `/books/${book.id}/${progress.lastChapterLabel}#verse-${progress.lastVerse}` : `/books/${book.id}/${book.firstChapterLabel}`;
  return (
    <Card className="flex h-full flex-col" data-testid="book-card">
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="flex min-w-0 flex-col gap-1">
          {hebrewFirst ? (
            <>
              <CardTitle className="truncate text-xl leading-tight"><HebrewText>{book.hebrewTitle}</HebrewText></CardTitle>
              <span dir="ltr" className="self-start text-sm text-muted-foreground">{book.title}</span>
            </>
          ) : (
            <>
              <CardTitle className="truncate text-lg">{bookTitle(book.title)}</CardTitle>
              {book.hebrewTitle && <HebrewText className="self-start text-xl leading-tight text-muted-foreground">{book.hebrewTitle}</HebrewText>}
            </>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Badge variant="secondary" data-testid="book-category">{bookCategoryLabel(book.category)}</Badge>
          {canDelete && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" className="size-8" aria-label={m.books_options_for({ title: hebrewFirst ? book.hebrewTitle : bookTitle(book.title) })}>
                  <MoreVerticalIcon />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setConfirming(true)}>
                  <Trash2Icon /> {m.books_delete()}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {/* The library's own text (English): its direction from its letters, not the interface's (in Hebrew its full stops and "…" went to the wrong end). */}
        {book.description && <CardDescription dir="auto" className="line-clamp-3" data-testid="book-description">{book.description}</CardDescription>}
        {book.credit && <p dir="auto" className="text-xs text-muted-foreground" data-testid="book-credit">{book.credit}</p>}
        <p className="mt-auto text-sm text-muted-foreground">
          {(talmud ? m.books_pages : m.books_chapters)({ count: book.totalChapters })} · {(talmud ? m.books_passages : m.books_verses)({ count: book.totalVerses })}
        </p>
        {book.coverage.percent !== null && (
          <div className="flex flex-col gap-0.5 text-sm">
            <p data-testid="book-coverage">
              {m.books_coverage()} <span className="font-medium tabular-nums">{formatPercent(book.coverage.percent / 100)}</span> {m.books_coverage_book()}
              <span className="text-xs text-muted-foreground">{m.books_coverage_every()}</span>
            </p>
            {book.coverage.suggestedNext && (
              <p data-testid="suggested-next" className="text-muted-foreground">
                {m.books_suggested_next()}{" "}
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/books/${book.id}/${book.coverage.suggestedNext.label}`}>
                  <TextTitle english={bookTitle(book.title)} hebrew={book.hebrewTitle} /> {book.addressType === "Talmud" ? pageLabel(book.coverage.suggestedNext.label) : book.coverage.suggestedNext.label}
                </Link>
              </p>
            )}
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={target}>
            <BookOpenIcon />
            {progress ? m.books_continue_reading({ place: `${progress.lastChapterLabel}:${progress.lastVerse}` }) : m.books_start_reading()}
          </Link>
        </Button>
      </CardFooter>
      {canDelete && <DeleteBookDialog book={book} open={confirming} onOpenChange={setConfirming} />}
    </Card>
  );
}
