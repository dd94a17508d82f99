import { m } from "../../paraglide/messages";
import type { Locale } from "../i18n/locales";

type Header = { title: string; description: string };
const options = (locale?: Locale) => (locale ? { locale } : {});

/**
 * Title and description of the Dictionary's and Review's headers, in the interface language (the
 * current one when `locale` is left out): the pages draw them, on the server's first screen too,
 * and the tests of that screen read them in a given language.
 */
export function pageHeader(page: "dictionary" | "review", locale?: Locale): Header {
  const o = options(locale);
  return page === "dictionary"
    ? { title: m.dictionary_title({}, o), description: m.dictionary_description({}, o) }
    : { title: m.review_title({}, o), description: m.review_description({}, o) };
}

/** The sign-up card's heading (/auth without a mode), as the form draws it and its tests read it. */
export function signUpHeader(locale?: Locale): Header {
  const o = options(locale);
  return { title: m.auth_sign_up_title({}, o), description: m.auth_sign_up_description({}, o) };
}
