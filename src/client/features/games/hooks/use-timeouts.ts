import { useCallback, useEffect, useRef } from "react";

/** setTimeout that is cancelled when the component unmounts (game delays). */
export function useTimeouts(): { later: (fn: () => void, ms: number) => void; cancelAll: () => void } {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const cancelAll = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current.clear();
  }, []);
  useEffect(() => cancelAll, [cancelAll]);
  const later = useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);
  return { later, cancelAll };
}
