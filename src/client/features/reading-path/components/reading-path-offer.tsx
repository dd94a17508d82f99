import { RouteIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { BIBLE_SCOPE, type FillReadingPathResult } from "@/shared/api/reading-path";
import { frequencyPathName } from "@/shared/reading/frequency-path";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { useFillReadingPath } from "../api/fill-reading-path";
import { useReadingPath } from "../api/get-reading-path";

export interface PathBook { id: string; title: string; category: string }

const percent = (p: number) => `${p.toLocaleString(undefined, { maximumFractionDigits: 1 })} %`;

/**
 * A reading path by frequency (issue 31): for a book of the library, or the Hebrew Bible as a
 * whole, "Learn the N most frequent words: you will know X % of its words" for N = 50, 100, 200,
 * 500 (one request), and a button that fills the learner's own collection with them.
 */
export function ReadingPathOffer({ books }: { books: PathBook[] }) {
  const tanakh = books.filter((b) => b.category === "Tanakh");
  const [chosen, setChosen] = useState<string | null>(null);
  const book = chosen ?? books.find((b) => b.title === "Genesis")?.id ?? books[0]?.id ?? null;
  const offer = useReadingPath(book);
  const fill = useFillReadingPath();
  const [filled, setFilled] = useState<FillReadingPathResult | null>(null);
  if (books.length === 0) return null;
  const title = offer.data?.title;

  return (
    <Card className="mb-6" data-testid="reading-path">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg" id="reading-path-title"><RouteIcon className="size-5" aria-hidden /> A reading path by frequency</CardTitle>
        <CardDescription>Learn the words a text uses most, and read more of it at once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="reading-path-book">Text</Label>
          <Select value={book ?? ""} onValueChange={(v) => { setChosen(v); setFilled(null); }}>
            <SelectTrigger id="reading-path-book" className="w-full sm:w-80"><SelectValue /></SelectTrigger>
            <SelectContent className="max-h-80">
              {tanakh.length > 0 && <SelectItem value={BIBLE_SCOPE}>The Hebrew Bible ({tanakh.length} {tanakh.length === 1 ? "book" : "books"} imported)</SelectItem>}
              {books.map((b) => <SelectItem key={b.id} value={b.id}>{b.title}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        {offer.isPending && <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground"><Spinner /> Counting the words…</p>}
        {offer.isError && <p role="alert" className="text-sm text-destructive">The reading path could not be computed: {offer.error.message}</p>}
        {offer.data && title && (
          <>
            <p className="text-sm text-muted-foreground" data-testid="reading-path-known">
              You know {percent(offer.data.knownPercent)} of the words of {title} now
              ({offer.data.totalTokens.toLocaleString()} words, counted by {offer.data.countedBy === "lemma" ? "lemma" : offer.data.countedBy === "form" ? "written form" : "lemma where known, else written form"}).
            </p>
            <ul className="flex flex-col gap-2" aria-label={`Reading paths of ${title}`}>
              {offer.data.offers.map((o) => {
                const name = frequencyPathName(title, o.size);
                return (
                  <li key={o.size} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2" data-testid="reading-path-offer">
                    <span className="text-sm">
                      {o.words === o.size
                        ? <>Learn the <strong>{o.size}</strong> most frequent words of {title} you don't know yet: you will know <strong>{percent(o.percent)}</strong> of its words.</>
                        : <>Learn the <strong>{o.words}</strong> words of {title} you don't know yet: you will know <strong>{percent(o.percent)}</strong> of its words.</>}
                    </span>
                    <Button
                      size="sm" variant="outline" disabled={fill.isPending || o.words === 0} aria-label={`Fill “${name}”`}
                      onClick={() => fill.mutate({ book: offer.data.book, size: o.size as 50 | 100 | 200 | 500 }, {
                        onSuccess: (r) => {
                          setFilled(r);
                          toast.success(`${r.collection.name}: ${r.words} words`, { description: r.added === r.words ? "Added to your collections." : `${r.added} added, ${r.updated} updated.` });
                        },
                        onError: (e) => toast.error("The collection could not be filled", { description: e.message }),
                      })}
                    >
                      {fill.isPending && fill.variables?.size === o.size ? <Spinner /> : null} Fill my collection
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {filled && (
          <p role="status" className="text-sm">
            “{filled.collection.name}” holds {filled.words} words, most frequent first.{" "}
            <Link to={`/${filled.collection.domain}/${filled.collection.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">Study them</Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
