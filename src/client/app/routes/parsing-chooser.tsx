import { Link } from "react-router";
import { HebrewText } from "@/client/components/hebrew-text";
import { useHebrewTitles } from "@/client/components/text-title";
import { Spinner } from "@/client/components/ui/spinner";
import { useBooks } from "@/client/features/books/api/get-books";
import { m } from "@/client/lib/i18n";

/**
 * /parsing without a chapter or a collection: the learner chooses what to parse. The books whose
 * words carry OpenScriptures' parsing (their credit says so, as the reader's 'Parsing drill' link
 * does), each at the chapter the library suggests (where they stopped, else where it starts);
 * without one, where such a text comes from and the way to the library.
 */
export function ParsingChooser() {
  const books = useBooks();
  const hebrewFirst = useHebrewTitles();
  if (books.isPending) return <div className="flex justify-center py-16"><Spinner className="size-6" label={m.collection_loading()} /></div>;
  const parsed = (books.data?.books ?? []).filter((b) => b.credit);
  return (
    <section aria-labelledby="parsing-choose" className="flex flex-col gap-3" data-testid="parsing-chooser">
      <h2 id="parsing-choose" className="text-xl font-semibold">{m.parsing_choose_title()}</h2>
      <p className="max-w-prose text-muted-foreground">{m.parsing_choose_hint()}</p>
      {parsed.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {parsed.map((book) => {
            const next = book.coverage.suggestedNext?.label ?? book.firstChapterLabel;
            return (
              <li key={book.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border p-3">
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/parsing?book=${book.id}&chapter=${encodeURIComponent(next)}`}>
                  {m.parsing_choose_chapter({ title: hebrewFirst && book.hebrewTitle ? book.hebrewTitle : book.title, chapter: next })}
                </Link>
                {/* The Hebrew interface names the book by its Hebrew title in the link ("בראשית, פרק 1", not "Genesis, פרק 1"). */}
                {!hebrewFirst && <HebrewText className="text-muted-foreground">{book.hebrewTitle}</HebrewText>}
                {book.progress && <span className="text-sm text-muted-foreground">{m.parsing_choose_where_stopped()}</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{m.parsing_choose_none()}</p>
      )}
      <Link className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline" to="/books">{m.parsing_choose_library()}</Link>
    </section>
  );
}
