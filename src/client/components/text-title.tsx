import type { ReactNode } from "react";
import { hebrewReference } from "@/shared/texts/hebrew-reference";
import { HebrewText } from "@/client/components/hebrew-text";
import { bookReference } from "@/client/lib/book-title";
import { useInterfaceLocale } from "@/client/lib/i18n";

/**
 * Whether titles lead with their Hebrew: in the Hebrew interface, a book or a collection named after a text is called by its
 * Hebrew title where it has one (a book's Sefaria heTitle, kept with it; a built-in collection's, shared/texts/collection-hebrew-name).
 */
export function useHebrewTitles(): boolean {
  return useInterfaceLocale() === "he";
}

/**
 * A book's or a collection's title as the interface calls it: `hebrew` in its own right-to-left element in the Hebrew
 * interface where there is one, else `english` as it is (a book's title in the interface's language: book-title#bookTitle).
 */
export function TextTitle({ english, hebrew, className }: { english: ReactNode; hebrew: string | null | undefined; className?: string }) {
  const hebrewFirst = useHebrewTitles();
  return hebrewFirst && hebrew ? <HebrewText className={className}>{hebrew}</HebrewText> : <>{english}</>;
}

/**
 * A reference as the reader writes it ("Genesis 1:1"), its title in the interface's language ("Genèse 1:1"): in the Hebrew interface with its text's Hebrew title ("בראשית 1:1"),
 * in its own right-to-left element, where the library's list knows the text; else as written. The address (1:1, 2a:3)
 * reads in the interface's font, not the Hebrew serif the title is set in (whose digits stood out beside the interface's).
 */
export function TextReference({ reference, className }: { reference: string; className?: string }) {
  const hebrew = useHebrewTitles() ? hebrewReference(reference) : null;
  if (!hebrew) return <>{bookReference(reference)}</>;
  const space = hebrew.lastIndexOf(" ");
  return (
    <HebrewText className={className}>
      {hebrew.slice(0, space)} <span className="font-sans" data-testid="reference-address">{hebrew.slice(space + 1)}</span>
    </HebrewText>
  );
}
