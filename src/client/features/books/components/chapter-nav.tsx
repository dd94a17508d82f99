import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { BookChapter } from "@/shared/api/books";
import { Button } from "@/client/components/ui/button";
import { NativeSelect } from "@/client/components/ui/native-select";
import { hebrewDaf } from "@/shared/books/hebrew-daf";
import { getInterfaceLocale, m } from "@/client/lib/i18n";

/** 'Chapter 3', or for the Talmud the page: 'Daf 2a' (never 'Chapter 3' for 2a); in the Hebrew interface 'דף ב ע״א'. */
export const chapterName = (label: string, talmud: boolean) => (talmud ? m.books_daf({ label: pageLabel(label) }) : m.books_chapter({ label }));

/** A Talmud page's label as the interface writes it: 2a, or in Hebrew ב ע״א. */
export const pageLabel = (label: string) => (getInterfaceLocale() === "he" ? hebrewDaf(label) : label);

/**
 * Previous / next (disabled at the bounds) and the chapter dropdown: a native select, the phone's
 * own picker for Genesis' 50 chapters or a tractate's pages (shown above and below the chapter).
 */
export function ChapterNav({ chapters, current, previous, next, talmud, onGo }: {
  chapters: BookChapter[];
  current: string;
  previous: string | null;
  next: string | null;
  talmud: boolean;
  onGo: (label: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="icon" aria-label={talmud ? m.books_previous_page() : m.books_previous_chapter()} disabled={!previous} onClick={() => previous && onGo(previous)}>
        <ChevronLeftIcon className="rtl:rotate-180" />
      </Button>
      <NativeSelect className="w-40" value={current} onChange={(e) => onGo(e.target.value)} aria-label={talmud ? m.books_page() : m.books_chapter_label()}>
        {!chapters.some((c) => c.label === current) && <option value={current} hidden>{chapterName(current, talmud)}</option>}
        {chapters.map((c) => (
          <option key={c.chapter} value={c.label}>{chapterName(c.label, talmud)}</option>
        ))}
      </NativeSelect>
      <Button variant="outline" size="icon" aria-label={talmud ? m.books_next_page() : m.books_next_chapter()} disabled={!next} onClick={() => next && onGo(next)}>
        <ChevronRightIcon className="rtl:rotate-180" />
      </Button>
    </div>
  );
}
