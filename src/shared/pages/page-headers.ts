import { m } from "../../paraglide/messages";
import type { Locale } from "../i18n/locales";

type Header = { title: string; description: string };
const options = (locale?: Locale) => (locale ? { locale } : {});

/**
 * Title and description of pages whose header the server also writes into their first screen
 * (src/server/http/first-screen): one message for both, so the two never differ. In the interface
 * language (the current one when `locale` is left out).
 */
export function pageHeader(page: "dictionary" | "review", locale?: Locale): Header {
  const o = options(locale);
  return page === "dictionary"
    ? { title: m.dictionary_title({}, o), description: m.dictionary_description({}, o) }
    : { title: m.review_title({}, o), description: m.review_description({}, o) };
}

/** The sign-up card's heading (/auth without a mode), also in the server's first screen of /auth. */
export function signUpHeader(locale?: Locale): Header {
  const o = options(locale);
  return { title: m.auth_sign_up_title({}, o), description: m.auth_sign_up_description({}, o) };
}
