import { MY_WORDS_NAME, MY_WORDS_SLUG } from "@/shared/my-words/my-words";
import { collectionDisplayDescription, collectionDisplayName } from "@/shared/study/display-name";
import { getInterfaceLocale, m, type Locale } from "@/client/lib/i18n";

/**
 * A collection's name and description as the interface shows them. The learner's "My words" is
 * created by the server under its English name and description (server/modules/my-words/queries.ts),
 * one row for every language: the interface names it in the learner's language, as the reader's
 * "Added to My words" does, instead of showing a Hebrew or French learner the English. Every other
 * collection is named by whoever made it, and reads as written (collectionDisplayName).
 */

/** The learner's own "My words": by its slug where the caller has it, else by its stored name. */
function isMyWords(name: string, slug: string | undefined): boolean {
  return name === MY_WORDS_NAME && (slug === undefined || slug === MY_WORDS_SLUG);
}

export function collectionLabel(name: string, slug?: string, locale: Locale = getInterfaceLocale()): string {
  return isMyWords(name, slug) ? m.my_words_title(undefined, { locale }) : collectionDisplayName(name);
}

/** The name as stored (lists that name the exact collection, e.g. the export's), My words in the learner's language. */
export function storedCollectionName(name: string, slug?: string, locale: Locale = getInterfaceLocale()): string {
  return isMyWords(name, slug) ? m.my_words_title(undefined, { locale }) : name;
}

export function collectionDescriptionLabel(name: string, slug: string | undefined, description: string | null | undefined, locale: Locale = getInterfaceLocale()): string {
  return isMyWords(name, slug) ? m.my_words_description(undefined, { locale }) : collectionDisplayDescription(description);
}
