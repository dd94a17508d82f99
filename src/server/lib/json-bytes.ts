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
  constructor(readonly bytes: Buffer<ArrayBuffer>) {}
}
