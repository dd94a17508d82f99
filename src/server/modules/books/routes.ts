import {
  BookDetailSchema, BookListSchema, BookParamsSchema, ChapterParamsSchema, ChapterTextSchema, ImportableTitleListSchema, ReadingProgressSchema,
  SaveReadingProgressSchema, StartBookImportResultSchema, StartBookImportSchema,
} from "../../../shared/api/books";
import { defineRoute } from "../../http/route";
import { bibleRoutes } from "./bible-routes";
import { getBook, getChapter, listBooks, listImportableTitles, removeBook, saveReadingProgress, startBookImport, startNextPagesImport } from "./service";

export const bookRoutes = [
  ...bibleRoutes,
  defineRoute({
    method: "GET",
    path: "/books",
    permission: "user",
    response: BookListSchema,
    handler: ({ deps, actor }) => listBooks(deps.db, actor.userId),
  }),
  // Before /books/:bookId, which would take "import" for a book id.
  defineRoute({
    method: "GET",
    path: "/books/import/titles",
    permission: "admin",
    response: ImportableTitleListSchema,
    handler: () => listImportableTitles(),
  }),
  defineRoute({
    method: "POST",
    path: "/books/import",
    permission: "admin",
    body: StartBookImportSchema,
    response: StartBookImportResultSchema, status: 202,
    handler: ({ deps, actor, body }) => startBookImport(deps.jobs, actor.userId, body),
  }),
  defineRoute({
    method: "GET",
    path: "/books/:bookId",
    permission: "user",
    params: BookParamsSchema,
    response: BookDetailSchema,
    handler: ({ deps, actor, params }) => getBook(deps.db, actor.userId, params.bookId),
  }),
  defineRoute({
    method: "GET",
    path: "/books/:bookId/chapters/:chapter",
    permission: "user",
    params: ChapterParamsSchema,
    // Typed by the service (ChapterText); the reader's hot path is not parsed a second time.
    response: ChapterTextSchema,
    handler: ({ deps, actor, params }) => getChapter(deps.db, actor.userId, params.bookId, params.chapter),
  }),
  defineRoute({
    method: "POST",
    path: "/books/:bookId/next-pages",
    permission: "admin",
    params: BookParamsSchema,
    response: StartBookImportResultSchema, status: 202,
    handler: ({ deps, actor, params }) => startNextPagesImport(deps.db, deps.jobs, actor.userId, params.bookId),
  }),
  defineRoute({
    method: "PUT",
    path: "/books/:bookId/progress",
    permission: "user",
    params: BookParamsSchema,
    body: SaveReadingProgressSchema,
    response: ReadingProgressSchema,
    handler: ({ deps, actor, params, body }) => saveReadingProgress(deps.db, actor.userId, params.bookId, body, deps.now()),
  }),
  defineRoute({
    method: "DELETE",
    path: "/books/:bookId",
    permission: "admin",
    params: BookParamsSchema,
    response: "empty",
    handler: ({ deps, params }) => removeBook(deps.db, params.bookId),
  }),
];
