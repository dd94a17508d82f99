import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";
import { inlineScroll, isRightToLeft, towardsEnd } from "@/client/lib/inline-direction";

/**
 * A row of chips or tabs that scrolls sideways: by touch or wheel, and by the ‹ › buttons shown
 * while there is more on that side. The chosen item (aria-pressed or aria-current) is scrolled into
 * view, within the row only (the page does not move). `selectedKey` changes when the choice does.
 * In a right-to-left page (Hebrew) the row starts on the right: the 'before' button sits at the
 * inline start and its chevron is mirrored; scrollLeft is read with inline-direction.ts.
 */
export function ScrollRow({ children, selectedKey, className }: { children: ReactNode; selectedKey: string | null; className?: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false, rtl: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const rtl = isRightToLeft(el);
    const { moreBefore: before, moreAfter: after } = inlineScroll(el, rtl);
    setMore((m) => (m.before === before && m.after === after && m.rtl === rtl ? m : { before, after, rtl }));
  }, []);

  // Centres the chosen item when part of it is hidden (measured on screen, so it holds in both
  // directions), then updates the ‹ › buttons.
  const reveal = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const chosen = el.querySelector<HTMLElement>('[aria-pressed="true"], [aria-current="page"]');
    if (chosen) {
      const row = el.getBoundingClientRect();
      const item = chosen.getBoundingClientRect();
      if (item.left < row.left || item.right > row.right) el.scrollLeft += item.left + item.width / 2 - (row.left + row.width / 2);
    }
    measure();
  }, [measure]);

  // The first reveal waits for the ResizeObserver's first report, which comes once the browser has
  // laid the page out: reading the row's place inside React's commit would lay out the whole new
  // page in that task. A later choice is revealed at once.
  const observed = useRef(false);
  useEffect(() => {
    if (observed.current || typeof ResizeObserver === "undefined") reveal();
  }, [selectedKey, reveal]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (observed.current) return measure();
      observed.current = true;
      reveal();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, reveal]);

  const scrollBy = (direction: -1 | 1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: towardsEnd(direction * Math.max(120, el.clientWidth * 0.8), isRightToLeft(el)), behavior: "smooth" });
  };
  const { rtl } = more;
  const arrow = "absolute top-0 z-10 flex h-full w-8 items-center justify-center bg-background/90 text-muted-foreground hover:text-foreground";

  return (
    <div className="relative">
      {more.before && (
        <button type="button" tabIndex={-1} aria-label={rtl ? m.common_scroll_right() : m.common_scroll_left()} className={cn(arrow, "start-0")} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon className="size-4 rtl:rotate-180" aria-hidden />
        </button>
      )}
      <ul ref={ref} onScroll={measure} className={cn("flex overflow-x-auto overscroll-x-contain [scrollbar-width:thin]", className)}>
        {children}
      </ul>
      {more.after && (
        <button type="button" tabIndex={-1} aria-label={rtl ? m.common_scroll_left() : m.common_scroll_right()} className={cn(arrow, "end-0")} onClick={() => scrollBy(1)}>
          <ChevronRightIcon className="size-4 rtl:rotate-180" aria-hidden />
        </button>
      )}
    </div>
  );
}
