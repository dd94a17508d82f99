import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";

/**
 * A row of chips or tabs that scrolls sideways: by touch or wheel, and by the ‹ › buttons shown
 * while there is more on that side. The chosen item (aria-pressed or aria-current) is scrolled into
 * view, within the row only (the page does not move). `selectedKey` changes when the choice does.
 */
export function ScrollRow({ children, selectedKey, className }: { children: ReactNode; selectedKey: string | null; className?: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chosen = el.querySelector<HTMLElement>('[aria-pressed="true"], [aria-current="page"]');
    if (chosen) {
      const left = chosen.offsetLeft - el.offsetLeft;
      if (left < el.scrollLeft || left + chosen.offsetWidth > el.scrollLeft + el.clientWidth) {
        el.scrollLeft = Math.max(0, left - (el.clientWidth - chosen.offsetWidth) / 2);
      }
    }
    measure();
  }, [selectedKey, measure]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: "smooth" });
  };
  const arrow = "absolute top-0 z-10 flex h-full w-8 items-center justify-center bg-background/90 text-muted-foreground hover:text-foreground";

  return (
    <div className="relative">
      {more.before && (
        <button type="button" tabIndex={-1} aria-label={m.common_scroll_left()} className={cn(arrow, "left-0")} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon className="size-4" aria-hidden />
        </button>
      )}
      <ul ref={ref} onScroll={measure} className={cn("flex overflow-x-auto overscroll-x-contain [scrollbar-width:thin]", className)}>
        {children}
      </ul>
      {more.after && (
        <button type="button" tabIndex={-1} aria-label={m.common_scroll_right()} className={cn(arrow, "right-0")} onClick={() => scrollBy(1)}>
          <ChevronRightIcon className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
