import { useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { DictionaryLookup, DictionaryLookupQuery } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { useLookupWord } from "../api/lookup-word";
import type { Occurrence } from "@/shared/api/bible";
import { WordAnalysisView } from "./word-analysis";
import { WordEntry } from "./word-entry";
import { ChooseReadingButton, CloseMeaning, CloseReading, FoldedReading, ReadingGloss, ReadingHeading, ReadingHowLine } from "./word-readings";
import { lookupReadings } from "@/shared/my-words/my-words";
import { WordOccurrences } from "./word-occurrences";
import { m } from "@/client/lib/i18n";
import { useTopBarHeight } from "@/client/lib/top-bar-height";

/**
 * The reader's word panel: a side panel on wide screens (below the top bar), a bottom sheet on phones, with the tapped
 * word's entries — its lemma's first where the book has lemma data, then those of the reading used
 * (the proclitics as written + the stem). Escape or the close button closes it; focus goes back to
 * the word. `actions` (the page's: "Add to my words") shows under the heading once the tapped word's
 * own lookup has arrived.
 *
 * Not modal: the text stays readable and scrollable beside (or above) the panel, and no layer is
 * put over the page. A modal dialog hid the rest of the page (aria-hidden on its siblings) and
 * locked the scroll with an injected stylesheet, which made the browser recompute the style of the
 * whole chapter on every tap (about 50 ms at 4× CPU slowdown, a quarter of the tap's frame).
 * A tap (or the focus) outside the panel closes it, except on what `keepOpenOn` names (the reader's other words,
 * which show their own entries in it).
 *
 * A reading that is a particle with a pronoun ending (לֵיהּ) shows what it means first ('to him'), then its particle's entries.
 *
 * Two close readings (the lookup's `close`: the second nearly as likely as the first) are
 * both shown open, the likelier first, each labelled with how it was read, under a line that says
 * the word can be read two ways here; other readings stay folded. With `actions`, each reading has
 * "Choose this reading" (a toggle button), and `actions` is told which reading is chosen.
 * Two close meanings of the first reading (the lookup's `closeEntryId`: another word nearly as likely
 * as the first entry) are shown the same way: a line that says the word may mean either, the first entry
 * and that one right under it, each with "Choose this meaning"; `actions` is told the entry chosen.
 */
export function WordPanel({ target, onClose, actions, onOpenVerse, keepOpenOn }: {
  target: DictionaryLookupQuery | null; onClose: () => void;
  /**
   * The page's actions for the word; `reading`: the reading the learner chose (0: the first, 1…: `moreReadings`);
   * `entryId`: the entry of that reading the learner chose between two close meanings (absent: its first).
   */
  actions?: (lookup: DictionaryLookup, reading: number, entryId?: string) => ReactNode;
  /** An occurrence tapped in the panel's list (the page opens it in the reader). */
  onOpenVerse?: (occurrence: Occurrence) => void;
  /** Whether a tap outside the panel on this element leaves it open. */
  keepOpenOn?: (element: Element) => boolean;
}) {
  const lookup = useLookupWord(target);
  const data = lookup.data;
  const reading = data?.reading;
  const nothing = data && data.entries.length === 0 && !data.lemma;
  // The readings (the first, then the others), and the one "Add to my words" saves: the first until
  // the learner chooses another, afresh for each tapped word.
  const readings = data && reading ? lookupReadings(data) : [];
  const [choice, setChoice] = useState<{ target: DictionaryLookupQuery | null; reading: number; entry?: string }>({ target: null, reading: 0 });
  const chosen = choice.target === target && choice.reading < readings.length ? choice.reading : 0;
  // A reading may be chosen when the panel saves words and there is more than one to choose from.
  const choose = (index: number) => (actions && readings.length > 1 && readings[index]!.entries.length > 0 ? () => setChoice({ target, reading: index }) : undefined);
  // Two close readings are shown open, side by side in rank; any other stays folded.
  const close = data?.close === true && readings.length > 1 && readings[1]!.entries.length > 0;
  const folded = readings.map((r, index) => ({ reading: r.reading!, entries: r.entries, index })).slice(close ? 2 : 1);
  // Two close meanings of the first reading: its first entry and another word nearly as likely, shown first and second.
  const rival = !close && data?.closeEntryId ? data.entries.find((e, i) => i > 0 && e.id === data.closeEntryId) : undefined;
  const meanings = rival && data ? [data.entries[0]!, rival] : [];
  const chosenEntry = chosen === 0 && choice.target === target ? choice.entry : undefined;
  const chooseEntry = (id: string) => (actions ? () => setChoice({ target, reading: 0, entry: id }) : undefined);
  const readingId = useId();
  // The word tapped keeps focus until the panel takes it; it gets it back when the panel closes.
  const returnTo = useRef<HTMLElement | null>(null);
  // On a wide screen the panel stands from under the sticky top bar to the window's bottom: the bar's controls stay free.
  const topBar = useTopBarHeight();
  return (
    <Dialog modal={false} open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        aria-label={m.dictionary_word_lookup()}
        className="content-start inset-x-0 bottom-0 left-0 top-auto max-h-[70dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-auto sm:right-0 sm:top-(--top-bar-height) sm:max-h-none sm:w-[28rem] sm:rounded-none sm:border-y-0 sm:border-r-0 sm:rtl:left-0 sm:rtl:right-auto sm:rtl:border-r sm:rtl:border-l-0"
        style={{ "--top-bar-height": `${topBar}px` } as CSSProperties}
        data-testid="word-panel"
        onInteractOutside={(event) => {
          if (keepOpenOn && event.target instanceof Element && keepOpenOn(event.target)) event.preventDefault();
        }}
        onOpenAutoFocus={() => { returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null; }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-3">
            {target && <HebrewText className="text-3xl">{target.word}</HebrewText>}
          </DialogTitle>
          <DialogDescription asChild>
            <div id={readingId} className="flex flex-wrap items-center gap-2" data-testid="word-reading">
              {!data ? m.dictionary_looking_up() : !reading ? m.dictionary_not_hebrew()
                : <ReadingHeading reading={reading} whole={<span>{m.dictionary_read_whole()}</span>} hebrewClassName="text-lg text-foreground" />}
            </div>
          </DialogDescription>
          {reading && <ReadingHowLine reading={reading} />}
        </DialogHeader>
        {actions && data && !lookup.isPlaceholderData && actions(data, chosen, chosenEntry)}
        {lookup.isPending && <div role="status" className="flex items-center gap-2 text-muted-foreground"><Spinner /> {m.dictionary_loading_entries()}</div>}
        {lookup.isError && <p role="alert" className="text-sm text-destructive">{lookup.error.message}</p>}
        {data?.analysis && !lookup.isPlaceholderData && <WordAnalysisView analysis={data.analysis} />}
        {data?.lemma && (
          <section aria-label={m.dictionary_lemma()} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{m.dictionary_lemma_heading({ strong: data.lemma.strong })}{data.lemma.prefix && <> {m.dictionary_after()} <HebrewText>{data.lemma.prefix}</HebrewText></>}</h3>
            <ul className="flex flex-col gap-2">{data.lemma.entries.map((e) => <WordEntry key={e.id} entry={e} />)}</ul>
          </section>
        )}
        {close ? (
          <>
            <p className="rounded-lg bg-muted p-2 text-sm" data-testid="readings-close">{m.dictionary_readings_close()}</p>
            {readings.slice(0, 2).map((r, i) => (
              <CloseReading key={i} rank={i} reading={r.reading!} entries={r.entries} chosen={chosen === i} onChoose={choose(i)} />
            ))}
          </>
        ) : data && data.entries.length > 0 && (
          <section aria-label={m.dictionary_entries()} className="flex flex-col gap-2">
            {data.lemma && <h3 className="text-sm font-medium">{m.dictionary_entries_for()} <HebrewText>{reading?.stem ?? target?.word}</HebrewText></h3>}
            {chosen !== 0 && choose(0) && <ChooseReadingButton chosen={chosen === 0} onChoose={choose(0)!} describedBy={readingId} />}
            {reading && <ReadingGloss reading={reading} />}
            {meanings.length > 0 && (
              <>
                <p className="rounded-lg bg-muted p-2 text-sm" data-testid="meanings-close">{m.dictionary_meanings_close()}</p>
                {meanings.map((e, i) => (
                  <CloseMeaning key={e.id} rank={i} entry={e} chosen={chosen === 0 && (chosenEntry ?? meanings[0]!.id) === e.id} onChoose={chooseEntry(e.id)} />
                ))}
              </>
            )}
            <ul className="flex flex-col gap-2">{data.entries.filter((e) => !meanings.includes(e)).map((e) => <WordEntry key={e.id} entry={e} />)}</ul>
          </section>
        )}
        {folded.length > 0 && (
          <section aria-label={m.dictionary_other_readings()} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{m.dictionary_other_readings()}</h3>
            {folded.map(({ reading: r, entries, index }) => (
              <FoldedReading key={r.form ?? r.stemPlain} reading={r} entries={entries} chosen={chosen === index} onChoose={choose(index)} />
            ))}
          </section>
        )}
        {data?.occurrences && !lookup.isPlaceholderData && (
          <WordOccurrences key={`${data.occurrences.strong}:${data.occurrences.form}`} occurrences={data.occurrences} onOpenVerse={onOpenVerse} />
        )}
        {nothing && reading && (
          <p className="text-sm text-muted-foreground">{m.dictionary_no_entry_for()} <HebrewText>{reading.stem}</HebrewText>.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
