/**
 * A JSON body already written as UTF-8 bytes (a large part kept encoded in memory, such as a
 * collection's words, copied together with the request's own parts), sent as it is: the server
 * neither parses it nor encodes it again. `T` names what the bytes hold, for the reader; the route
 * still checks the body against its declared schema where responses are checked (tests and
 * development), as it does a JsonText's.
 */
export class JsonBytes<T = unknown> {
  /** Only for T's sake (never set): JsonBytes<A> and JsonBytes<B> stay apart. */
  declare readonly holds?: T;
  /**
   * @param value The same answer as the value JSON.parse would make of `bytes`, built without
   * parsing them, for a reader in this process that needs both (the page drawn on the server:
   * route.ts hands it to the first screen's request). Where responses are checked, the route checks
   * it equals the bytes parsed.
   */
  constructor(readonly bytes: Buffer<ArrayBuffer>, readonly value?: () => T) {}
}
