import {
  BookDetailSchema, BookListSchema, BookParamsSchema, ChapterParamsSchema, ImportableTitleListSchema,
  ReadingProgressSchema, SaveReadingProgressSchema, StartBookImportResultSchema, StartBookImportSchema,
} from "../../../shared/api/books";
import { defineRoute } from "../../http/route";
import { bibleRoutes } from "./bible-routes";
import { getBook, getChapter, listBooks, listImportableTitles, removeBook, saveReadingProgress, startBookImport } from "./service";

export const bookRoutes = [
  ...bibleRoutes,
  defineRoute({
    method: "GET",
    path: "/books",
    permission: "user",
    handler: async ({ deps, actor }) => BookListSchema.parse(await listBooks(deps.db, actor.userId)),
  }),
  // Before /books/:bookId, which would take "import" for a book id.
  defineRoute({
    method: "GET",
    path: "/books/import/titles",
    permission: "admin",
    handler: () => ImportableTitleListSchema.parse(listImportableTitles()),
  }),
  defineRoute({
    method: "POST",
    path: "/books/import",
    permission: "admin",
    body: StartBookImportSchema,
    handler: async ({ c, deps, actor, body }) => c.json(StartBookImportResultSchema.parse(await startBookImport(deps.jobs, actor.userId, body)), 202),
  }),
  defineRoute({
    method: "GET",
    path: "/books/:bookId",
    permission: "user",
    params: BookParamsSchema,
    handler: async ({ deps, actor, params }) => BookDetailSchema.parse(await getBook(deps.db, actor.userId, params.bookId)),
  }),
  defineRoute({
    method: "GET",
    path: "/books/:bookId/chapters/:chapter",
    permission: "user",
    params: ChapterParamsSchema,
    // Typed by the service (ChapterText); the reader's hot path is not parsed a second time.
    handler: ({ deps, actor, params }) => getChapter(deps.db, actor.userId, params.bookId, params.chapter),
  }),
  defineRoute({
    method: "PUT",
    path: "/books/:bookId/progress",
    permission: "user",
    params: BookParamsSchema,
    body: SaveReadingProgressSchema,
    handler: async ({ deps, actor, params, body }) => ReadingProgressSchema.parse(await saveReadingProgress(deps.db, actor.userId, params.bookId, body)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/books/:bookId",
    permission: "admin",
    params: BookParamsSchema,
    handler: async ({ deps, params }) => removeBook(deps.db, params.bookId),
  }),
];
