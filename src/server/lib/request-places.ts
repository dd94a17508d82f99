/** Gives a place back; a second call does nothing. */
export type Release = () => void;

interface Waiter { grant(release: Release): void }
interface Holder { inFlight: number; waiting: Waiter[] }

/**
 * A few places per key (an account, or an anonymous client's address) for requests in flight, so
 * one requester's burst of heavy requests shares the server with everyone else instead of filling
 * it. Past its places a key's requests wait in a short queue of its own, first come first served
 * (a place given back goes to the key's next waiter), for at most `maxWaitMs`; past the queue, or
 * after the wait, none is given. Another key never waits for this one's places.
 */
export class RequestPlaces {
  private readonly holders = new Map<string, Holder>();

  constructor(readonly perKey: number, readonly queuePerKey: number, readonly maxWaitMs: number) {}

  /**
   * A place for `key`, at once or after a wait; null when its queue is full, the wait ran out or
   * `signal` aborted (the client went away) while waiting. The place is held until released.
   */
  take(key: string, signal?: AbortSignal): Promise<Release | null> {
    let holder = this.holders.get(key);
    if (!holder) {
      holder = { inFlight: 0, waiting: [] };
      this.holders.set(key, holder);
    }
    if (holder.inFlight < this.perKey) {
      holder.inFlight++;
      return Promise.resolve(this.releaser(key, holder));
    }
    if (holder.waiting.length >= this.queuePerKey || signal?.aborted) return Promise.resolve(null);
    const waiting = holder.waiting;
    return new Promise<Release | null>((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", giveUp);
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
      };
      const giveUp = () => {
        leave();
        resolve(null);
      };
      const waiter: Waiter = { grant: (release) => { leave(); resolve(release); } };
      const timer = setTimeout(giveUp, this.maxWaitMs);
      signal?.addEventListener("abort", giveUp, { once: true });
      waiting.push(waiter);
    });
  }

  /** Requests in flight for `key` (0 when it holds none). */
  inFlight(key: string): number {
    return this.holders.get(key)?.inFlight ?? 0;
  }

  /** Keys holding or waiting for a place (none once every request has ended: nothing leaks). */
  get keys(): number {
    return this.holders.size;
  }

  private releaser(key: string, holder: Holder): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = holder.waiting.shift();
      // The place goes to the key's next waiter as it is: nobody can take it in between.
      if (next) return next.grant(this.releaser(key, holder));
      holder.inFlight--;
      if (holder.inFlight === 0 && this.holders.get(key) === holder) this.holders.delete(key);
    };
  }
}
