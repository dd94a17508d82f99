import { BookmarkCheckIcon, BookmarkMinusIcon, BookmarkPlusIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { DictionaryLookup } from "@/shared/api/dictionary";
import { MY_WORDS_SLUG, readerGloss } from "@/shared/my-words/my-words";
import { TextWithElement } from "@/client/components/text-with-element";
import { Button } from "@/client/components/ui/button";
import { useAddMyWord } from "../api/add-my-word";
import { useRemoveMyWord } from "../api/remove-my-word";
import { m } from "@/client/lib/i18n";
import { TextReference } from "@/client/components/text-title";

/** Where the tapped word stands: the book, the chapter number, the verse and the word's 1-based position. */
export interface TappedWord { word: string; book: string; chapter: number; verse: number; position: number }

/**
 * The word panel's "Add to my words": saves the tapped word to the learner's "My words" of the
 * book's domain with the gloss of the first entry shown of the reading chosen in the panel (or of the entry chosen between two close meanings)
 * (readerGloss; the server saves that entry's gloss once it has checked the entry is the word's). "In my words" (disabled)
 * when the lookup says it is there already or once saved, with "Remove" beside it. Mount it once
 * per tapped word.
 */
export function AddToMyWordsButton({ tapped, lookup, reading = 0, entryId, onSaved, onRemoved }: {
  tapped: TappedWord;
  lookup: DictionaryLookup;
  /** The reading chosen in the panel: 0 for the first, 1… for the lookup's `moreReadings`. */
  reading?: number;
  /** The entry of that reading the learner chose between two close meanings (absent: the reading's first). */
  entryId?: string;
  /** Told after a save (the page updates the dictionary's cached lookups with it). */
  onSaved?: (saved: { bookId: string; hebrew: string; wordId: string }) => void;
  /** Told after a removal. */
  onRemoved?: (wordId: string) => void;
}) {
  const add = useAddMyWord();
  const remove = useRemoveMyWord();
  const gloss = readerGloss(lookup, reading, entryId);
  // The saved word's id: from the lookup, then from this panel's add or removal.
  const [savedId, setSavedId] = useState<string | null>(lookup.myWordId);
  const saved = savedId !== null;
  const busy = add.isPending || remove.isPending;
  const onAdd = () => {
    if (!gloss) return;
    remove.reset();
    add.mutate({
      bookId: tapped.book, chapter: tapped.chapter, verse: tapped.verse, position: tapped.position, hebrew: tapped.word,
      entryId: gloss.entryId, ...(gloss.translit ? { translit: gloss.translit } : {}),
    }, {
      onSuccess: ({ word }) => {
        setSavedId(word.id);
        onSaved?.({ bookId: tapped.book, hebrew: tapped.word, wordId: word.id });
      },
    });
  };
  const onRemove = () => {
    if (!savedId) return;
    add.reset();
    remove.mutate(savedId, {
      onSuccess: () => {
        onRemoved?.(savedId);
        setSavedId(null);
      },
    });
  };
  const error = add.error ?? remove.error;
  return (
    <div className="flex flex-col gap-1" data-testid="add-to-my-words">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant={saved ? "secondary" : "default"} disabled={saved || !gloss || busy} onClick={onAdd}>
          {saved ? <BookmarkCheckIcon aria-hidden /> : <BookmarkPlusIcon aria-hidden />}
          {saved ? m.my_words_in() : add.isPending ? m.my_words_adding() : m.my_words_add()}
        </Button>
        {saved && (
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
            <BookmarkMinusIcon aria-hidden /> {remove.isPending ? m.my_words_removing() : m.my_words_remove()}
          </Button>
        )}
        {!saved && gloss && (
          <span className="text-sm text-muted-foreground">
            {/* The gloss is English: its own left-to-right element inside the sentence of the interface's language. */}
            <TextWithElement text={(place) => m.my_words_as({ gloss: place })} element={<span dir="ltr" lang="en">{gloss.english}</span>} />
          </span>
        )}
      </div>
      {!saved && !gloss && <p className="text-xs text-muted-foreground">{m.my_words_no_meaning()}</p>}
      {add.data && saved && (
        <p role="status" className="text-sm text-muted-foreground">
          {add.data.alreadyThere ? m.my_words_already_in() : m.my_words_added_to()}{" "}
          <Link to={`/${add.data.collection.domain}/${MY_WORDS_SLUG}`} className="text-primary underline underline-offset-4">{m.my_words_title()}</Link>
          {add.data.word.contextRef ? <> (<TextReference reference={add.data.word.contextRef} />)</> : ""}.
        </p>
      )}
      {remove.isSuccess && !saved && <p role="status" className="text-sm text-muted-foreground">{m.my_words_removed()}</p>}
      {error && <p role="alert" className="text-sm text-destructive">{error.message}</p>}
    </div>
  );
}
