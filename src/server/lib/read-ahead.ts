/**
 * `items` read one ahead: the next item is asked for as soon as one is given, so its producer (a
 * parse on a worker thread, a download) works on it while the caller uses the one before. What is
 * held at once is two items. The caller's stop (break, an error) waits for the read in flight and
 * then closes `items`; a failing read is the caller's error where that item would have been.
 */
export async function* readAhead<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  const it = items[Symbol.asyncIterator]();
  const ask = () => {
    const next = it.next();
    next.catch(() => undefined); // awaited below; a failure while the caller holds an item must not go unhandled meanwhile
    return next;
  };
  let next = ask();
  let finished = false;
  try {
    for (;;) {
      const r = await next;
      if (r.done) {
        finished = true;
        return;
      }
      next = ask();
      yield r.value;
    }
  } finally {
    if (!finished) {
      await next.catch(() => undefined);
      await it.return?.();
    }
  }
}
