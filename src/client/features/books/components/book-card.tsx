import { BookOpenIcon, MoreVerticalIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LibraryBook } from "@/shared/api/books";
import { HebrewText } from "@/client/components/hebrew-text";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/client/components/ui/dropdown-menu";
import { DeleteBookDialog } from "./delete-book-dialog";

const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * One book of the library: titles, category, description, counts, the learner's coverage and the
 * suggested next chapter, and Start / Continue Reading.
 */
export function BookCard({ book, canDelete }: { book: LibraryBook; canDelete: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const talmud = book.addressType === "Talmud";
  const progress = book.progress;
  const target = progress ? `/books/${book.id}/${progress.lastChapterLabel}#verse-${progress.lastVerse}` : `/books/${book.id}/${book.firstChapterLabel}`;
  return (
    <Card className="flex h-full flex-col" data-testid="book-card">
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="truncate text-lg">{book.title}</CardTitle>
          {book.hebrewTitle && <HebrewText className="text-xl leading-tight text-muted-foreground">{book.hebrewTitle}</HebrewText>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Badge variant="secondary">{book.category}</Badge>
          {canDelete && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Options for ${book.title}`}>
                  <MoreVerticalIcon />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setConfirming(true)}>
                  <Trash2Icon /> Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {book.description && <CardDescription className="line-clamp-3">{book.description}</CardDescription>}
        {book.credit && <p className="text-xs text-muted-foreground" data-testid="book-credit">{book.credit}</p>}
        <p className="mt-auto text-sm text-muted-foreground">
          {count(book.totalChapters, talmud ? "page" : "chapter", talmud ? "pages" : "chapters")} · {count(book.totalVerses, talmud ? "passage" : "verse", talmud ? "passages" : "verses")}
        </p>
        {book.coverage.percent !== null && (
          <div className="flex flex-col gap-0.5 text-sm">
            <p data-testid="book-coverage">
              Coverage: <span className="font-medium tabular-nums">{book.coverage.percent}%</span> of its words known
              <span className="text-xs text-muted-foreground"> (every occurrence counted)</span>
            </p>
            {book.coverage.suggestedNext && (
              <p data-testid="suggested-next" className="text-muted-foreground">
                Suggested next:{" "}
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/books/${book.id}/${book.coverage.suggestedNext.label}`}>
                  {book.title} {book.coverage.suggestedNext.label}
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
            {progress ? `Continue Reading (${progress.lastChapterLabel}:${progress.lastVerse})` : "Start Reading"}
          </Link>
        </Button>
      </CardFooter>
      {canDelete && <DeleteBookDialog book={book} open={confirming} onOpenChange={setConfirming} />}
    </Card>
  );
}
