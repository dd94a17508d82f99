import { useCallback, useEffect, useRef } from "react";

/** Calls `commit` with the latest value once changes stop for `delayMs`, and on unmount. */
export function useDebouncedCommit<T>(commit: (value: T) => void, delayMs = 500): (value: T) => void {
  const commitRef = useRef(commit);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => () => {
    clearTimeout(timer.current);
    if (pending.current) commitRef.current(pending.current.value);
  }, []);
  return useCallback((value: T) => {
    pending.current = { value };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const p = pending.current;
      pending.current = null;
      if (p) commitRef.current(p.value);
    }, delayMs);
  }, [delayMs]);
}
