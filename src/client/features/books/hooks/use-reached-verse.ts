import { useCallback, useEffect, useRef } from "react";
import { nextReachedVerse } from "../lib/reached-verse";

/** How long the reader stays put before the place is saved. */
export const SAVE_DELAY_MS = 1000;

/**
 * Watches the verses of the shown chapter (elements with data-verse) and calls `save(verse)` with
 * the verse the reader reached, debounced, and once more when the chapter changes or the reader
 * leaves. Returns the ref callback for the list element.
 */
export function useReachedVerse(chapterKey: string | null, lastVerse: number, save: (verse: number) => void) {
  const listRef = useRef<HTMLElement | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const list = listRef.current;
    if (!chapterKey || !list || lastVerse === 0) return;
    let reached = 0;
    let saved = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const visible = new Set<number>();
    const flush = () => {
      clearTimeout(timer);
      if (reached > 0 && reached !== saved) {
        saved = reached;
        saveRef.current(reached);
      }
    };
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const verse = Number((e.target as HTMLElement).dataset.verse);
        if (e.isIntersecting) visible.add(verse);
        else visible.delete(verse);
      }
      const next = nextReachedVerse(reached, visible, lastVerse);
      if (next !== reached) {
        reached = next;
        clearTimeout(timer);
        timer = setTimeout(flush, SAVE_DELAY_MS);
      }
    }, { rootMargin: "-64px 0px 0px 0px" });
    list.querySelectorAll<HTMLElement>("[data-verse]").forEach((el) => observer.observe(el));
    return () => {
      observer.disconnect();
      flush();
    };
  }, [chapterKey, lastVerse]);

  return useCallback((el: HTMLElement | null) => { listRef.current = el; }, []);
}
