import * as serverWords from "@/paraglide/server-messages.js";
import { readSchemaMessage } from "@/shared/i18n/schema-message";
import { withoutParam, type KeyedServerMessage, type ServerMessageKey, type ServerMessageParams } from "@/shared/i18n/server-message-key";
import { withBookTitle } from "./book-title";
import { formatNumber } from "./format";

/**
 * The server's messages in the learner's language: an error's `messageKey` and `params`, a job's
 * `messageKey`/`errorKey` with their parameters, a schema's keyed message, worded from the
 * catalogue (`server_<key>`), numbers formatted in the interface language. Loaded on demand
 * (api-client and use-job import it when a keyed text arrives), so the start-up chunk does not
 * carry these strings. The key type is the catalogue's: the generated module has every
 * `server_<key>` message, and TypeScript checks that it has each key. A `title` parameter names a text
 * (a book, a tractate) and is worded as the library names it (book-title#withBookTitle).
 */
type Word = (params: Record<string, string>) => string;
const WORDS: Record<`server_${ServerMessageKey}`, unknown> = serverWords;

const isKey = (key: string): key is ServerMessageKey => Object.hasOwn(WORDS, `server_${key}`);

/**
 * The text to show: the catalogue's wording of `key` with `params`, else the server's English `text`.
 * A parameter named `…Key` that holds a key (a file's field problem) is worded from the catalogue
 * too, with the same parameters (as the server's renderServerMessage writes it).
 */
export function wordServerMessage(text: string, key: string | null | undefined, params?: ServerMessageParams | null): string {
  if (!key || !isKey(key)) return text;
  const words: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    words[name] = name.endsWith("Key") && typeof value === "string" && isKey(value)
      ? wordServerMessage(value, value, withoutParam(params ?? {}, name))
      : typeof value === "number" ? formatNumber(value) : value;
  }
  const say = WORDS[`server_${key}`] as Word;
  // A `title` is a text's ("Importing {title}…"): named in the learner's language, as the library names it.
  const title = params?.title;
  return typeof title === "string" ? withBookTitle(title, (local) => say({ ...words, title: local })) : say(words);
}

/** A parser's keyed message (a text reference's, a backup file's) as the learner reads it. */
export const wordKeyedMessage = (message: KeyedServerMessage): string => wordServerMessage(message.key, message.key, message.params);

/** A zod issue's message as the learner reads it: a schema's keyed message worded, zod's own text as it is. */
export function wordIssueMessage(message: string | undefined): string {
  const keyed = readSchemaMessage(message ?? "");
  return keyed ? wordServerMessage(message ?? "", keyed.key, keyed.params) : (message ?? "");
}
