import { useId } from "react";
import type { AnkiPreview } from "@/shared/api/collection-transfer";
import type { AnkiImportCount } from "@/shared/anki/plan-anki-import";
import { formatList, formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

/** Collections named in the sentence; the rest are counted. */
const NAMED = 3;
/** A collection's name in its own direction inside the sentence (first strong isolate … pop directional isolate). */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** "“Genesis 1–3”, “My words” and 2 more": the collections holding the words, those holding most first. */
export function ownedCollectionNames(preview: Pick<AnkiPreview, "ownedCollections">, indexes: readonly number[]): string {
  const names = indexes.slice(0, NAMED).map((i) => m.transfer_anki_quoted({ name: isolate(preview.ownedCollections[i]?.name ?? "") }));
  if (indexes.length > NAMED) names.push(m.transfer_anki_owned_more({ count: indexes.length - NAMED }));
  return formatList(names);
}

/** The counts the sentence and the choice need (countAnkiImport's, for the mapping chosen). */
export type OwnedCount = Pick<AnkiImportCount, "words" | "owned" | "collections" | "ownedWithReviews">;

/** Whether an import that skips the learner's words would write no word: every word is theirs. */
export const allOwned = (owned: OwnedCount) => owned.words > 0 && owned.owned >= owned.words;

/**
 * Whether "Skip words I already have" starts ticked: yes, but when every word is theirs and the deck holds no review of
 * them (a plain copy of their own words: the copy is what is left to import). A deck of their words with reviews (one
 * they exported and studied in Anki since, or their export of a shared collection they study) adds those reviews to
 * their words, never a second collection.
 */
export const skipsOwnedByDefault = (owned: OwnedCount) => !(allOwned(owned) && owned.ownedWithReviews === 0);

function skipHint(owned: OwnedCount, skip: boolean): string {
  if (skip && owned.ownedWithReviews > 0) return m.transfer_anki_owned_history();
  return skip && allOwned(owned) ? m.transfer_anki_all_owned_hint() : m.transfer_anki_skip_owned_hint();
}

/**
 * The package's words the learner already has in collections of their own, for the fields mapped
 * to the Hebrew (`owned`, each word once), the collections named; and, when there are any, the choice
 * to skip them (their Anki reviews then go to the learner's words).
 */
export function AnkiOwnedWords({ preview, owned, skip, onSkipChange }: {
  preview: Pick<AnkiPreview, "ownedCollections">;
  owned: OwnedCount;
  skip: boolean;
  onSkipChange: (skip: boolean) => void;
}) {
  const id = useId();
  if (owned.owned === 0) return <p className="text-sm text-muted-foreground" data-testid="anki-owned">{m.transfer_anki_owned_none()}</p>;
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <p data-testid="anki-owned">
        {m.transfer_anki_owned({ count: owned.owned, words: formatNumber(owned.words), collections: ownedCollectionNames(preview, owned.collections) })}
      </p>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" checked={skip} aria-describedby={`${id}-hint`} onChange={(e) => onSkipChange(e.target.checked)} />
        {m.transfer_anki_skip_owned()}
      </label>
      <p id={`${id}-hint`} className="text-muted-foreground">
        {skipHint(owned, skip)}
      </p>
    </div>
  );
}
