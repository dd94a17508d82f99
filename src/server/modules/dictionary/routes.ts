import {
  DictionaryBrowseQuerySchema, DictionaryEntryParamsSchema, DictionaryLookupQuerySchema, DictionaryLookupSchema, DictionaryEntrySchema, DictionaryImportListSchema, DictionaryPageSchema,
  DictionarySearchQuerySchema, DictionarySearchResultSchema, DictionarySourceEntryParamsSchema, MAX_LEXICON_UPLOAD_BYTES, UploadDictionaryParamsSchema, DictionaryStatsSchema, StartDictionaryImportResultSchema, StartDictionaryImportSchema,
  StartLemmaImportSchema,
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
    handler: async ({ deps }) => DictionaryStatsSchema.parse(await dictionaryStats(deps.db)),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/entries", permission: "user", query: DictionaryBrowseQuerySchema,
    handler: async ({ deps, query }) => DictionaryPageSchema.parse(await browseDictionary(deps.db, {
      ...(query.language ? { language: query.language } : {}), ...(query.letter ? { letter: query.letter } : {}),
    }, query.page)),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/entries/:entryId", permission: "user", params: DictionaryEntryParamsSchema,
    handler: async ({ deps, params }) => DictionaryEntrySchema.parse(await getDictionaryEntry(deps.db, params.entryId)),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/sources/:source/entries/:sourceId", permission: "user", params: DictionarySourceEntryParamsSchema,
    handler: async ({ deps, params }) => DictionaryEntrySchema.parse(await getDictionaryEntryBySourceId(deps.db, params.source, params.sourceId)),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/search", permission: "user", query: DictionarySearchQuerySchema,
    handler: async ({ deps, query }) => DictionarySearchResultSchema.parse(await searchDictionary(deps.db, query.q, query.language)),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/lookup", permission: "user", query: DictionaryLookupQuerySchema,
    handler: async ({ deps, actor, query }) => DictionaryLookupSchema.parse(await lookupWord(deps.db, actor.userId, query)),
  }),
  defineRoute({
    method: "GET", path: "/dictionary/imports", permission: "user",
    handler: async ({ deps }) => DictionaryImportListSchema.parse(await listImportRuns(deps.db)),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/imports", permission: "admin", body: StartDictionaryImportSchema,
    handler: async ({ c, deps, actor, body }) => c.json(StartDictionaryImportResultSchema.parse(await startDictionaryImport(deps.jobs, actor.userId, body.source)), 202),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/imports/:source/upload", permission: "admin", params: UploadDictionaryParamsSchema,
    body: "raw", maxBodyBytes: MAX_LEXICON_UPLOAD_BYTES,
    handler: async ({ c, deps, actor, params, body }) =>
      c.json(StartDictionaryImportResultSchema.parse(await startDictionaryUpload(deps.db, deps.jobs, actor.userId, params.source, body)), 202),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/lemma-imports", permission: "admin", body: StartLemmaImportSchema,
    handler: async ({ c, deps, actor, body }) => c.json(StartDictionaryImportResultSchema.parse({ job: await deps.jobs.enqueue(LEMMA_IMPORT_JOB, body, actor.userId) }), 202),
  }),
  defineRoute({
    method: "POST", path: "/dictionary/imports/cleanup", permission: "admin",
    handler: ({ deps }) => cleanUpStaleImports(deps.db),
  }),
];
