import type { DictionaryEntry, LexiconDetails } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { Badge } from "@/client/components/ui/badge";
import { m } from "@/client/lib/i18n";
import { jastrowBinyanLabel } from "@/client/lib/morph-labels";
import { partOfSpeechLabel } from "@/client/lib/part-of-speech-labels";
import { nameEntrySource } from "../lib/name-entry-source";

/** Jastrow's other head-words, plurals and binyanim as text; the citations collapsed. */
function JastrowDetails({ details }: { details: LexiconDetails }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      {details.headWords.length > 1 && <p>{m.dictionary_also()} <HebrewText>{details.headWords.slice(1).join(", ")}</HebrewText></p>}
      {details.plurals.length > 0 && <p>{m.dictionary_plural()} <HebrewText>{details.plurals.join(", ")}</HebrewText></p>}
      {details.binyanim.map((b, i) => (
        <p key={i}>{jastrowBinyanLabel(b.name)} {b.forms.length > 0 && <HebrewText>{b.forms.join(", ")}</HebrewText>}{b.glosses.length > 0 && <> — {b.glosses.join("; ")}</>}</p>
      ))}
      {details.notes.length > 0 && (
        <details>
          <summary className="cursor-pointer text-muted-foreground">{m.dictionary_citations()}</summary>
          <ul className="mt-1 space-y-1 text-xs">{details.notes.map((n, i) => <li key={i} dir="auto" className="[unicode-bidi:plaintext]">{n}</li>)}</ul>
        </details>
      )}
    </div>
  );
}

/** The entry's part of speech in the interface language; "proper name" after it when the lexicon marks one its words do not name. */
function PartOfSpeech({ text, isProperName }: { text: string; isProperName: boolean }) {
  const label = partOfSpeechLabel(text);
  return <p className="text-xs text-muted-foreground" data-testid="part-of-speech">{label.text}{isProperName && !label.properName ? m.dictionary_proper_name_suffix() : ""}</p>;
}

/**
 * A cross-reference whose target is not shown in its place (a BDB root heading, an entry without a meaning):
 * "See: הוּא", by the target's head-word, never its id ("(see another entry)" where the target is not in the lexicon).
 */
export function CrossReference({ entry }: { entry: Pick<DictionaryEntry, "referenceWord"> }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="cross-reference">
      {entry.referenceWord ? <>{m.dictionary_see()} <HebrewText>{entry.referenceWord}</HebrewText></> : m.dictionary_see_another()}
    </p>
  );
}

/**
 * One lexicon entry in the reader's word panel: headword, source (never its id in the lexicon), part of speech and definitions, as
 * text; an entry reached through a cross-reference says so ("חֲזָא → See: חֲזִי"), one that stays a reference names its target.
 */
export function WordEntry({ entry }: { entry: DictionaryEntry }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3" data-testid="word-entry">
      <div className="flex flex-wrap items-center gap-2">
        <HebrewText className="text-xl">{entry.word}</HebrewText>
        {entry.details?.homograph && <span className="text-sm text-muted-foreground">{entry.details.homograph}</span>}
        {entry.transliteration && <span className="text-sm text-muted-foreground">{entry.transliteration}</span>}
        <Badge variant="outline">{nameEntrySource(entry.source, entry.sourceId)}</Badge>
        {entry.language === "aramaic" && <Badge variant="secondary">{m.dictionary_aramaic()}</Badge>}
      </div>
      {entry.seeFrom && entry.seeFrom !== entry.word && (
        <p className="text-sm text-muted-foreground" data-testid="see-from">
          <HebrewText>{entry.seeFrom}</HebrewText> → {m.dictionary_see()} <HebrewText>{entry.word}</HebrewText>
        </p>
      )}
      {entry.partOfSpeech && <PartOfSpeech text={entry.partOfSpeech} isProperName={entry.isProperName} />}
      {entry.definitions.length > 0 ? (
        <ol className="list-decimal space-y-0.5 px-5 text-sm">
          {/* Room for the numbers on both sides: each definition takes its own direction (an English one in the Hebrew interface numbers on the left). */}
          {entry.definitions.map((d, i) => <li key={i} dir="auto" className="[unicode-bidi:plaintext]">{d}</li>)}
        </ol>
      ) : entry.referenceTo ? (
        <CrossReference entry={entry} />
      ) : (
        <p className="text-sm text-muted-foreground">{m.dictionary_no_definition()}</p>
      )}
      {entry.details && <JastrowDetails details={entry.details} />}
    </li>
  );
}
