import { useState } from "react";
import type { DictionaryEntry } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { useEntryBySourceId } from "../api/get-dictionary-entry";
import { m } from "@/client/lib/i18n";
import { partOfSpeechLabel } from "@/client/lib/part-of-speech-labels";
import { EntryLinks, ReferenceTargets, referenceTargets } from "./reference-targets";
import { nameEntrySource, SOURCE_NAMES } from "../lib/name-entry-source";


/** The entry the dialog opens: a row's, or (`follow`) the entry its cross-reference names that the learner chose in the table. */
export interface OpenedEntry { entry: DictionaryEntry; follow?: string }

type Followed = { source: DictionaryEntry["source"]; sourceId: string } | null;
const followedOf = (opened: OpenedEntry | null): Followed => (opened?.follow ? { source: opened.entry.source, sourceId: opened.follow } : null);

/**
 * An entry whole: definitions, part of speech, root and source, and its cross-references as links: a reference's every
 * target ("See: תּוֹרֶן, תּוּרְנָא", as resolved at import), then the lexicon's other links ("See also:"), each by its
 * head-word. A lexicon's id is never shown (Strong's public number is).
 */
export function EntryDialog({ opened, onClose }: { opened: OpenedEntry | null; onClose: () => void }) {
  const entry = opened?.entry ?? null;
  const [followed, setFollowed] = useState<Followed>(() => followedOf(opened));
  // Another entry opened (or the same one by another target): the dialog starts from what it was opened on.
  const [openedWith, setOpenedWith] = useState(opened);
  if (openedWith !== opened) {
    setOpenedWith(opened);
    setFollowed(followedOf(opened));
  }
  const target = useEntryBySourceId(followed);
  const shown = followed && target.data ? target.data : entry;
  const pos = shown?.partOfSpeech ? partOfSpeechLabel(shown.partOfSpeech) : null;
  const targets = shown ? referenceTargets(shown) : [];
  // The lexicon's own links, but those the reference's targets are (BDB's root heading beside the word it names stays),
  // and those to entries the table does not hold (nothing to open; the server names them by their id).
  const otherRefs = shown ? shown.crossRefs.map((ref, i) => ({ sourceId: ref, word: shown.crossRefWords?.[i] && shown.crossRefWords[i] !== ref ? shown.crossRefWords[i]! : null }))
    .filter(({ sourceId, word }) => word !== null && !targets.some((t) => t.sourceId === sourceId)) : [];
  const close = () => {
    setFollowed(null);
    onClose();
  };
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-3">
                <HebrewText className="text-3xl">{shown.word}</HebrewText>
                {shown.transliteration && <span className="text-base font-normal text-muted-foreground">{shown.transliteration}</span>}
              </DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{shown.language === "aramaic" ? m.dictionary_aramaic() : m.dictionary_hebrew()}</Badge>
                {pos && <span>{pos.text}</span>}
                {shown.isProperName && !pos?.properName && <span>{m.dictionary_proper_name()}</span>}
                {shown.root !== null && shown.root === shown.word && <span>{m.dictionary_a_root()}</span>}
                <span>{nameEntrySource(shown.source, shown.sourceId)}</span>
              </DialogDescription>
            </DialogHeader>
            {shown.root && shown.root !== shown.word && <p className="text-sm">{m.dictionary_root()} <HebrewText>{shown.root}</HebrewText></p>}
            {shown.definitions.length > 0 ? (
              <ol className="list-decimal space-y-1 px-5" data-testid="entry-definitions">
                {/* Room for the numbers on both sides: each definition takes its own direction (an English one in the Hebrew interface numbers on the left). */}
                {shown.definitions.map((d, i) => <li key={i} dir="auto" className="[unicode-bidi:plaintext]">{d}</li>)}
              </ol>
            ) : shown.referenceTo ? (
              <p className="text-sm text-muted-foreground">{m.dictionary_cross_reference_below()}</p>
            ) : (
              <p className="text-sm text-muted-foreground">{m.dictionary_no_definition()}</p>
            )}
            {targets.length > 0 && (
              <p className="text-sm" data-testid="entry-reference-targets">
                <ReferenceTargets entry={shown} onFollow={(sourceId) => setFollowed({ source: shown.source, sourceId })} />
              </p>
            )}
            {otherRefs.length > 0 && (
              <p className="text-sm" data-testid="entry-cross-references">
                {/* Each by its head-word (הוּא). */}
                <EntryLinks label={targets.length > 0 ? m.dictionary_see_also() : m.dictionary_see()} links={otherRefs}
                  onFollow={(sourceId) => setFollowed({ source: shown.source, sourceId })} />
              </p>
            )}
            {shown.linkedId && (shown.source === "bdb" || shown.source === "strongs") && (
              <p className="text-sm">
                {m.dictionary_also_in({ source: shown.source === "bdb" ? SOURCE_NAMES.strongs : SOURCE_NAMES.bdb })}{" "}
                <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setFollowed({ source: shown.source === "bdb" ? "strongs" : "bdb", sourceId: shown.linkedId! })}>
                  {/* Strong's by its number (H430); BDB's id is its own: the entry by its head-word. */}
                  {shown.source === "bdb" ? shown.linkedId : <HebrewText>{shown.word}</HebrewText>}
                </Button>
              </p>
            )}
            {followed && target.isError && <p role="alert" className="text-sm text-destructive">{target.error.message}</p>}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
