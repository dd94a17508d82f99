import { CheckIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { DictionaryEntry, WordReading } from "@/shared/api/dictionary";
import { Button } from "@/client/components/ui/button";
import { HebrewText } from "@/client/components/hebrew-text";
import { hebrewRunsOf, MixedText } from "./mixed-text";
import { WordEntry } from "./word-entry";
import { m } from "@/client/lib/i18n";
import { readingHowParts, type TextPart } from "../lib/format-reading-how";
import { readingEndingGloss } from "@/shared/hebrew/pronoun-particles";

/** How a reading was read, as the panel labels it: 'ד + אמר', 'plural of רַבָּן', or the form itself. */
export function readingLabel(reading: WordReading): TextPart[] {
  if (reading.how) return reading.howSteps ? readingHowParts(reading.howSteps) : hebrewRunsOf(reading.how);
  if (reading.prefixPlain) return [{ text: `${[...reading.prefixPlain].join(" + ")} + ${reading.form ?? reading.stemPlain}`, hebrew: true }];
  return [{ text: reading.form ?? reading.stemPlain, hebrew: true }];
}

/**
 * How the panel and the dictionary's search head a reading, once: its proclitics and stem as written ('Read as
 * וּבְ + בֵיתוֹ'), else how it was read ('plural of רַבָּן', 'abbreviation of גמרא'), else `whole` (the word read as
 * written: the panel says so, the search shows the form). Inline parts, for the caller's own line.
 */
export function ReadingHeading({ reading, whole, hebrewClassName }: { reading: WordReading; whole: ReactNode; hebrewClassName?: string }) {
  if (reading.prefix) {
    return (
      <>
        <span className="font-medium">{m.dictionary_read_as()}</span>
        <HebrewText className={hebrewClassName}>{`${reading.prefix} + ${reading.stem}`}</HebrewText>
      </>
    );
  }
  // A form of another word: how it was read is the reading.
  if (reading.how) return <span data-testid="reading-how"><MixedText parts={readingLabel(reading)} /></span>;
  return <>{whole}</>;
}

/** Under a heading with proclitics, how they were read ('ד + אמר'), where the reading says more than its letters. */
export function ReadingHowLine({ reading }: { reading: WordReading }) {
  if (!reading.how || !reading.prefix) return null;
  return <p className="text-sm text-muted-foreground" data-testid="reading-how"><MixedText parts={readingLabel(reading)} /></p>;
}

/**
 * What a reading means as a whole, shown first for it, above its entries: a particle with a pronoun ending (לֵיהּ 'to him',
 * מִינַּהּ 'from it / from her': shared/hebrew/pronoun-particles#readingEndingGloss), whose entries are the bare particle's.
 * Nothing for any other reading. English, in its own left-to-right element.
 */
export function ReadingGloss({ reading }: { reading: WordReading }) {
  const gloss = readingEndingGloss(reading);
  if (!gloss) return null;
  return (
    <p className="rounded-lg border border-primary/40 bg-primary/5 p-3 font-medium" data-testid="reading-gloss">
      <span dir="ltr" lang="en">{gloss}</span>
    </p>
  );
}

/**
 * "Choose this reading": a toggle button (aria-pressed) that makes a reading the one "Add to my words"
 * saves; described by the reading's heading, so a screen reader says which reading it is.
 */
export function ChooseReadingButton({ chosen, onChoose, describedBy }: { chosen: boolean; onChoose: () => void; describedBy: string }) {
  return (
    <Button type="button" size="sm" variant={chosen ? "secondary" : "outline"} aria-pressed={chosen} aria-describedby={describedBy} onClick={onChoose}
      data-testid="choose-reading" className="self-start">
      {chosen && <CheckIcon aria-hidden />}
      {m.dictionary_reading_choose()}
    </Button>
  );
}

/**
 * One of two close readings, shown open: a heading with its rank ("Likelier reading",
 * "Also possible") and how it was read, its entries, and, when the learner may save a word, the
 * button that chooses it.
 */
export function CloseReading({ rank, reading, entries, chosen, onChoose }: {
  rank: number; reading: WordReading; entries: DictionaryEntry[];
  chosen: boolean;
  /** Absent when nothing is saved from the panel. */
  onChoose?: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border p-2 data-[chosen=true]:border-primary" data-testid="close-reading" data-chosen={onChoose ? chosen : undefined}>
      <h3 id={headingId} className="flex flex-col gap-0.5 text-sm">
        <span className="font-medium">{rank === 0 ? m.dictionary_reading_likelier() : m.dictionary_reading_also()}</span>
        <MixedText parts={readingLabel(reading)} className="text-muted-foreground" />
      </h3>
      {onChoose && <ChooseReadingButton chosen={chosen} onChoose={onChoose} describedBy={headingId} />}
      <ReadingGloss reading={reading} />
      <ul className="flex flex-col gap-2">{entries.map((e) => <WordEntry key={e.id} entry={e} />)}</ul>
    </section>
  );
}

/** Another reading, folded as before (a reading that is not close): opened, it shows its entries and may be chosen. */
export function FoldedReading({ reading, entries, chosen, onChoose }: { reading: WordReading; entries: DictionaryEntry[]; chosen: boolean; onChoose?: () => void }) {
  const summaryId = useId();
  return (
    <details className="rounded-lg border p-2" data-testid="other-reading">
      <summary id={summaryId} className="cursor-pointer text-sm"><MixedText parts={readingLabel(reading)} /></summary>
      <div className="mt-2 flex flex-col gap-2">
        {onChoose && <ChooseReadingButton chosen={chosen} onChoose={onChoose} describedBy={summaryId} />}
        <ReadingGloss reading={reading} />
        <ul className="flex flex-col gap-2">{entries.map((e) => <WordEntry key={e.id} entry={e} />)}</ul>
      </div>
    </details>
  );
}

/**
 * One of two close meanings of a reading (the lookup's `closeEntryId`: another word nearly as likely as
 * the first entry), shown open: a heading with its rank ("Likelier meaning", "Also possible"), the
 * entry, and, when the learner may save a word, "Choose this meaning" (a toggle button) that makes it the
 * entry "Add to my words" saves.
 */
export function CloseMeaning({ rank, entry, chosen, onChoose }: {
  rank: number; entry: DictionaryEntry; chosen: boolean;
  /** Absent when nothing is saved from the panel. */
  onChoose?: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border p-2 data-[chosen=true]:border-primary" data-testid="close-meaning" data-chosen={onChoose ? chosen : undefined}>
      <h3 id={headingId} className="text-sm font-medium">{rank === 0 ? m.dictionary_meaning_likelier() : m.dictionary_meaning_also()}</h3>
      {onChoose && (
        <Button type="button" size="sm" variant={chosen ? "secondary" : "outline"} aria-pressed={chosen} aria-describedby={headingId} onClick={onChoose}
          data-testid="choose-meaning" className="self-start">
          {chosen && <CheckIcon aria-hidden />}
          {m.dictionary_meaning_choose()}
        </Button>
      )}
      <ul className="flex flex-col gap-2"><WordEntry entry={entry} /></ul>
    </section>
  );
}
