import { Fragment } from "react";
import type { DictionaryEntry } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/** One entry a cross-reference names: its id in the lexicon and its head-word (null: not in the table). */
export interface ReferenceTarget { sourceId: string; word: string | null }

/**
 * Every entry a cross-reference names, in its order: `referenceTo` (by `referenceWord`), then each of `referenceAlso`
 * (by `referenceAlsoWords`), each once — Jastrow's "תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא" names two. Empty for an entry that is no reference.
 */
export function referenceTargets(e: Pick<DictionaryEntry, "referenceTo" | "referenceWord" | "referenceAlso" | "referenceAlsoWords">): ReferenceTarget[] {
  if (!e.referenceTo) return [];
  const all = [{ sourceId: e.referenceTo, word: e.referenceWord ?? null }, ...(e.referenceAlso ?? []).map((sourceId, i) => ({ sourceId, word: e.referenceAlsoWords?.[i] ?? null }))];
  return all.filter((t, i) => all.findIndex((o) => o.sourceId === t.sourceId) === i);
}

/**
 * "See: תּוֹרֶן, תּוּרְנָא": entries of the lexicon as links (`onFollow`: the one chosen), each by its head-word in its own
 * right-to-left element, else `fallback` ("(see another entry)" for one the table does not hold), after `label`.
 */
export function EntryLinks({ label, links, onFollow, fallback = () => m.dictionary_see_another() }: {
  label: string; links: readonly ReferenceTarget[]; onFollow: (sourceId: string) => void; fallback?: (sourceId: string) => string;
}) {
  if (links.length === 0) return null;
  return (
    <>
      {label}{" "}
      {links.map((t, i) => (
        <Fragment key={t.sourceId}>
          {i > 0 && ", "}
          {t.word ? (
            <Button type="button" variant="link" size="sm" className="h-auto p-0 align-baseline text-[length:inherit]" data-testid="reference-target"
              onClick={(ev) => { ev.stopPropagation(); onFollow(t.sourceId); }}>
              <HebrewText>{t.word}</HebrewText>
            </Button>
          ) : fallback(t.sourceId)}
        </Fragment>
      ))}
    </>
  );
}

/** "See: תּוֹרֶן, תּוּרְנָא": every entry a cross-reference names (referenceTargets) as a link; nothing for an entry that is no reference. */
export function ReferenceTargets({ entry, onFollow }: { entry: Parameters<typeof referenceTargets>[0]; onFollow: (sourceId: string) => void }) {
  return <EntryLinks label={m.dictionary_see()} links={referenceTargets(entry)} onFollow={onFollow} />;
}
