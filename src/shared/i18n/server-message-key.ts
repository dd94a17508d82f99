import type en from "../../../messages/en.json";

/**
 * A message the server writes for people, by its key: `server_<key>` in the six catalogues
 * (messages/*.json) holds its wording, English included. The key type is the catalogue's, so
 * TypeScript refuses a key no catalogue has.
 */
type Catalogue = typeof en;
export type ServerMessageKey = { [K in keyof Catalogue]: K extends `server_${infer Key}` ? Key : never }[keyof Catalogue];
export type ServerMessageParams = Record<string, string | number>;
export interface KeyedServerMessage { key: ServerMessageKey; params: ServerMessageParams }

/** The catalogue key of a server message (messages/*.json). */
export const serverCatalogueKey = (key: ServerMessageKey) => `server_${key}` as const;

/** The parameters without `name` (a nested message is worded without itself, so it cannot loop). */
export function withoutParam(params: ServerMessageParams, name: string): ServerMessageParams {
  const { [name]: _, ...rest } = params;
  return rest;
}
