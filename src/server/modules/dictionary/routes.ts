import {
  CleanUpStaleImportsResultSchema, DictionaryBrowseQuerySchema, DictionaryEntryParamsSchema, DictionaryEntrySchema, DictionaryImportListSchema,
  DictionaryLookupQuerySchema, DictionaryLookupSchema, DictionaryPageSchema, DictionarySearchQuerySchema, DictionarySearchResultSchema,
  DictionarySourceEntryParamsSchema, DictionaryStatsSchema, MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES, StartDictionaryImportResultSchema, StartDictionaryImportSchema,
  StartLemmaImportSchema, UploadDictionaryParamsSchema,
} from "../../../shared/api/dictionary";
import { defineRoute } from "../../http/route";
import {
  browseDictionary, cleanUpStaleImports, dictionaryStats, getDictionaryEntry, getDictionaryEntryBySourceId, listImportRuns, searchDictionary, startDictionaryImport, startDictionaryUpload,
} from "./service";
import { LEMMA_IMPORT_JOB } from "./import-lemmas";
import { lookupWord } from "./lookup-word";

export const dictionaryRoutes = [
  defineRoute({
    method: "GET", path: "/dictionary/stats", permission: "user",
    response: DictionaryStatsSchema,
    handler: ({ deps }) => dictionaryStats(deps.db),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/entries", permission: "user", query: DictionaryBrowseQuerySchema,
    response: DictionaryPageSchema,
    handler: ({ deps, query }) => browseDictionary(deps.db, {
      ...(query.language ? { language: query.language } : {}), ...(query.letter ? { letter: query.letter } : {}),
    }, query.page),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/entries/:entryId", permission: "user", params: DictionaryEntryParamsSchema,
    response: DictionaryEntrySchema,
    handler: ({ deps, params }) => getDictionaryEntry(deps.db, params.entryId),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/sources/:source/entries/:sourceId", permission: "user", params: DictionarySourceEntryParamsSchema,
    response: DictionaryEntrySchema,
    handler: ({ deps, params }) => getDictionaryEntryBySourceId(deps.db, params.source, params.sourceId),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/search", permission: "user", query: DictionarySearchQuerySchema,
    response: DictionarySearchResultSchema,
    handler: ({ deps, actor, query }) => searchDictionary(deps.db, actor.userId, query.q, query.language),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/lookup", permission: "user", query: DictionaryLookupQuerySchema,
    response: DictionaryLookupSchema,
    handler: ({ deps, actor, query }) => lookupWord(deps.db, actor.userId, query),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/imports", permission: "user",
    response: DictionaryImportListSchema,
    handler: ({ deps }) => listImportRuns(deps.db),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/imports", permission: "admin", body: StartDictionaryImportSchema,
    response: StartDictionaryImportResultSchema, status: 202,
    handler: ({ deps, actor, body }) => startDictionaryImport(deps.jobs, actor.userId, body.source),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/imports/:source/upload", permission: "admin", params: UploadDictionaryParamsSchema,
    body: "raw", maxBodyBytes: MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES, // each source's own limit: startDictionaryUpload
    response: StartDictionaryImportResultSchema, status: 202,
    handler: ({ deps, actor, params, body }) =>
      startDictionaryUpload(deps.db, deps.jobs, actor.userId, params.source, body),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/lemma-imports", permission: "admin", body: StartLemmaImportSchema,
    response: StartDictionaryImportResultSchema, status: 202,
    handler: async ({ deps, actor, body }) => ({ job: await deps.jobs.enqueue(LEMMA_IMPORT_JOB, body, actor.userId) }),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/imports/cleanup", permission: "admin",
    response: CleanUpStaleImportsResultSchema,
    handler: ({ deps }) => cleanUpStaleImports(deps.db),
  }),
];
