import en from "../../../messages/en.json" with { type: "json" };
import { readSchemaMessage } from "./schema-message";
import { withoutParam, type KeyedServerMessage, type ServerMessageKey, type ServerMessageParams } from "./server-message-key";

export { serverCatalogueKey, type KeyedServerMessage, type ServerMessageKey, type ServerMessageParams } from "./server-message-key";

/**
 * The server's messages for people, in English: the server throws and stores keys with parameters
 * (lib/domain-error.ts, a job's `report({ key, params })`), and writes the English text for API
 * clients and logs from the English catalogue (messages/en.json, `server_<key>`). The error body
 * (`error.messageKey`, `error.params`) and a job (`messageKey`/`messageParams`,
 * `errorKey`/`errorParams`) carry the key; the client words it in the learner's language.
 * Not for the client bundle: it holds the whole English catalogue.
 */
const catalogue = en as Record<string, unknown>;

export const SERVER_MESSAGE_KEYS = Object.keys(catalogue).filter((k) => k.startsWith("server_")).map((k) => k.slice(7)) as ServerMessageKey[];

export const isServerMessageKey = (key: string): key is ServerMessageKey => typeof catalogue[`server_${key}`] === "string";

/** A message's English template ("Daily goal must be between {min} and {max}"). */
export const serverMessageTemplate = (key: ServerMessageKey): string => catalogue[`server_${key}`] as string;

/** A template's parameter names, in order. */
export const templateParams = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The English text of a message with its parameters (numbers as en-US writes them). A parameter
 * named `…Key` holds another message's key (a file's field problem, "must be text"): it is written
 * from its own template with the same parameters, so a message is composed of two keyed parts.
 */
export function renderServerMessage(key: ServerMessageKey, params: ServerMessageParams = {}): string {
  return serverMessageTemplate(key).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (isNestedKey(name, value)) return renderServerMessage(value, withoutParam(params, name));
    return value === undefined ? `{${name}}` : typeof value === "number" ? value.toLocaleString("en-US") : value;
  });
}

const isNestedKey = (name: string, value: unknown): value is ServerMessageKey =>
  name.endsWith("Key") && typeof value === "string" && isServerMessageKey(value);

/** A zod issue's message as people read it: a schema's keyed message in English with its key, or zod's own text unkeyed. */
export function readIssueMessage(text: string): { message: string; keyed: KeyedServerMessage | null } {
  const keyed = readSchemaMessage(text);
  return keyed && isServerMessageKey(keyed.key) ? { message: renderServerMessage(keyed.key, keyed.params), keyed } : { message: text, keyed: null };
}
