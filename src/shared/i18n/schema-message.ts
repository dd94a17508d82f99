import type { KeyedServerMessage, ServerMessageKey, ServerMessageParams } from "./server-message-key";

/**
 * A schema's own message (src/shared/api) by key: the issue's message is the catalogue key with
 * its parameters as JSON (`server_settings_daily_goal_range {"min":1,"max":200}`), never English.
 * The server answers it in English with the key beside it (http/errors.ts#validationError); the
 * client words it from its catalogue (client/lib/word-server-message.ts). No English table here,
 * so a form's chunk carries no server texts.
 */
export function schemaMessage(key: ServerMessageKey, params?: ServerMessageParams): string {
  return params && Object.keys(params).length > 0 ? `server_${key} ${JSON.stringify(params)}` : `server_${key}`;
}

/** The key and parameters of a message `schemaMessage` wrote; null for any other text (zod's own messages). */
export function readSchemaMessage(text: string): KeyedServerMessage | null {
  if (!text.startsWith("server_")) return null;
  const space = text.indexOf(" ");
  const key = (space < 0 ? text.slice(7) : text.slice(7, space)) as ServerMessageKey;
  if (!/^[a-z0-9_]+$/.test(key)) return null;
  if (space < 0) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(text.slice(space + 1));
    return params && typeof params === "object" && !Array.isArray(params) ? { key, params: params as ServerMessageParams } : null;
  } catch {
    return null;
  }
}

/**
 * A file's field problem from a zod issue, as the parameters of a composed message
 * (`backup_invalid_field`: "{where} {problemKey}"): the schema's keyed message as `problemKey`
 * with its parameters, or "is not valid" for zod's own (English) text.
 */
export function issueProblem(message: string): ServerMessageParams {
  const keyed = readSchemaMessage(message);
  return keyed ? { ...keyed.params, problemKey: keyed.key } : { problemKey: "file_not_valid" };
}
