import { chapterTokenCounts, type FormsRule } from "../../../shared/reading/chapter-coverage";
import type { ChapterWordRow } from "./coverage-queries";

/** The book_chapter_words rows of a text: each chapter's tokens grouped by their forms (the book's rule, `formsRuleOf`). */
export function chapterWordRows(verses: readonly { chapter: number; hebrew: string }[], rule: FormsRule): ChapterWordRow[] {
  const byChapter = new Map<number, { hebrew: string }[]>();
  for (const v of verses) {
    const list = byChapter.get(v.chapter);
    if (list) list.push(v);
    else byChapter.set(v.chapter, [v]);
  }
  return [...byChapter].flatMap(([chapter, list]) => chapterTokenCounts(list, rule).map((r) => ({ chapter, ...r })));
}
