/**
 * A JSON body already written as text (by the database: json_agg, json_build_object), sent as it is:
 * the server neither parses it nor encodes it again. `T` names what the text holds, for the reader;
 * the route still checks it against its declared schema where responses are checked (tests and
 * development), so a statement that drifts from the contract fails there as a plain object would.
 */
export class JsonText<T = unknown> {
  /** Only for T's sake (never set): JsonText<A> and JsonText<B> stay apart. */
  declare readonly holds?: T;
  constructor(readonly text: string) {}
}

/**
 * `{"key":<text>,...}` from pieces that are each JSON already (a JsonText, or a value encoded here):
 * one large part written by the database joins small parts written in JavaScript without parsing it.
 */
export function jsonObjectText<T>(fields: Record<string, JsonText | string | number | boolean | null | object>): JsonText<T> {
  const parts = Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${v instanceof JsonText ? v.text : JSON.stringify(v)}`);
  return new JsonText<T>(`{${parts.join(",")}}`);
}
