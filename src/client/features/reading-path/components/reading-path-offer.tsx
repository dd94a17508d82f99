import { RouteIcon } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { FillReadingPathResult } from "@/shared/api/reading-path";
import { BIBLE_SCOPE } from "@/shared/reading/frequency-path";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { TextTitle, useHebrewTitles } from "@/client/components/text-title";
import { Spinner } from "@/client/components/ui/spinner";
import { useFillReadingPath } from "../api/fill-reading-path";
import { useReadingPath } from "../api/get-reading-path";
import { formatNumber } from "@/client/lib/format";
import { bookTitle, sayWithTitle } from "@/client/lib/book-title";
import { m } from "@/client/lib/i18n";

export interface PathBook { id: string; title: string; hebrewTitle?: string | null; category: string }

const percent = (p: number) => m.reading_path_percent({ value: formatNumber(p, { maximumFractionDigits: 1 }) });

const SHOWN = "\uE000";
const PERCENT = "\uE001";
const TITLE = "\uE002";
/** A whole-sentence message whose {shown} and {percent} placeholders are shown in bold, and {title} as `title` (the text's name, in its own element). */
function withParts(text: string, shown: string, pct: string, title: ReactNode): ReactNode {
  return text.split(/(\uE000|\uE001|\uE002)/).map((part, i) => (
    part === SHOWN ? <strong key={i}>{shown}</strong>
      : part === PERCENT ? <strong key={i}>{pct}</strong>
        : part === TITLE ? <Fragment key={i}>{title}</Fragment>
          : <Fragment key={i}>{part}</Fragment>
  ));
}

/**
 * A reading path by frequency: for a book of the library, or the Hebrew Bible as a
 * whole, "Learn the N most frequent words: you will know X % of its words" for N = 50, 100, 200,
 * 500 (one request), and a button that fills the learner's own collection with them.
 */
export function ReadingPathOffer({ books }: { books: PathBook[] }) {
  const tanakh = books.filter((b) => b.category === "Tanakh");
  const [chosen, setChosen] = useState<string | null>(null);
  const book = chosen ?? books.find((b) => b.title === "Genesis")?.id ?? books[0]?.id ?? null;
  const offer = useReadingPath(book);
  const fill = useFillReadingPath();
  const [filled, setFilled] = useState<(FillReadingPathResult & { name: string }) | null>(null);
  const hebrewTitles = useHebrewTitles();
  if (books.length === 0) return null;
  // The text's name in the interface's language: the Bible's from the catalogue, a book's Hebrew title in the Hebrew
  // interface (as the list above calls it), else the title the server counted it under.
  const scope = offer.data?.book;
  const pathBook = books.find((b) => b.id === scope);
  const title = scope === BIBLE_SCOPE ? m.reading_path_bible_title() : pathBook ? (hebrewTitles && pathBook.hebrewTitle) || bookTitle(pathBook.title) : offer.data?.title;
  /** A message worded with the title's placeholder (withParts puts the title's element there), elided before it as French writes it. */
  const aboutTitle = (say: (title: string) => string) => (title ? sayWithTitle(title, say, undefined, TITLE) : say(TITLE));
  const titleNode = scope === BIBLE_SCOPE || !pathBook ? title : <TextTitle english={bookTitle(pathBook.title)} hebrew={pathBook.hebrewTitle} />;

  return (
    <Card className="mt-6" data-testid="reading-path">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg" id="reading-path-title"><RouteIcon className="size-5" aria-hidden /> {m.reading_path_title()}</CardTitle>
        <CardDescription>{m.reading_path_description()}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="reading-path-book">{m.reading_path_text_label()}</Label>
          <Select value={book ?? ""} onValueChange={(v) => { setChosen(v); setFilled(null); }}>
            <SelectTrigger id="reading-path-book" className="w-full sm:w-80"><SelectValue /></SelectTrigger>
            <SelectContent className="max-h-80">
              {tanakh.length > 0 && <SelectItem value={BIBLE_SCOPE}>{m.reading_path_bible({ count: tanakh.length })}</SelectItem>}
              {books.map((b) => <SelectItem key={b.id} value={b.id}><TextTitle english={bookTitle(b.title)} hebrew={b.hebrewTitle} /></SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        {offer.isPending && <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground"><Spinner /> {m.reading_path_counting()}</p>}
        {offer.isError && <p role="alert" className="text-sm text-destructive">{m.reading_path_error({ message: offer.error.message })}</p>}
        {offer.data && title && (
          <>
            <p className="text-sm text-muted-foreground" data-testid="reading-path-known">
              {withParts(aboutTitle((t) => m.reading_path_known({
                percent: percent(offer.data.knownPercent),
                title: t,
                total: formatNumber(offer.data.totalTokens),
                countedBy: offer.data.countedBy === "lemma" ? m.reading_path_counted_lemma() : offer.data.countedBy === "form" ? m.reading_path_counted_form() : m.reading_path_counted_mixed(),
              })), "", "", titleNode)}
            </p>
            <ul className="flex flex-col gap-2" aria-label={sayWithTitle(title, (t) => m.reading_path_paths_label({ title: t }))}>
              {offer.data.offers.map((o) => {
                // The learner's collection by the name the server gives it ("The 50 most frequent words of Genesis"), in the interface's language.
                const name = sayWithTitle(title, (t) => m.reading_path_collection_name({ size: formatNumber(o.size), title: t }));
                return (
                  <li key={o.size} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2" data-testid="reading-path-offer">
                    <span className="text-sm">
                      {o.words === o.size
                        ? withParts(aboutTitle((t) => m.reading_path_offer_most_frequent({ shown: SHOWN, title: t, percent: PERCENT })), formatNumber(o.size), percent(o.percent), titleNode)
                        : withParts(aboutTitle((t) => m.reading_path_offer_rest({ count: o.words, shown: SHOWN, title: t, percent: PERCENT })), formatNumber(o.words), percent(o.percent), titleNode)}
                    </span>
                    <Button
                      size="sm" variant="outline" disabled={fill.isPending || o.words === 0} aria-label={m.reading_path_fill_label({ name })}
                      onClick={() => fill.mutate({ book: offer.data.book, size: o.size as 50 | 100 | 200 | 500 }, {
                        onSuccess: (r) => {
                          setFilled({ ...r, name });
                          toast.success(m.reading_path_filled_toast({ name, count: r.words }), {
                            description: r.added === r.words ? m.reading_path_added() : m.reading_path_added_updated({ added: formatNumber(r.added), updated: formatNumber(r.updated) }),
                          });
                        },
                        onError: (e) => toast.error(m.reading_path_fill_failed(), { description: e.message }),
                      })}
                    >
                      {fill.isPending && fill.variables?.size === o.size ? <Spinner /> : null} {m.reading_path_fill()}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {filled && (
          <p role="status" className="text-sm">
            {m.reading_path_filled({ name: filled.name, count: filled.words })}{" "}
            <Link to={`/${filled.collection.domain}/${filled.collection.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">{m.reading_path_study()}</Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
