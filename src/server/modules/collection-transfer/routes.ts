import {
  AnkiImportQuerySchema, AnkiImportResultSchema, AnkiPreviewSchema, ExportCollectionParamsSchema, ExportCollectionQuerySchema,
  ImportCollectionRequestSchema, ImportCollectionResultSchema,
} from "../../../shared/api/collection-transfer";
import { ANKI_MAX_BYTES } from "../../../shared/anki/anki-limits";
import { IMPORT_MAX_BYTES } from "../../../shared/collection-transfer/transfer-word";
import { attachment } from "../../http/attachment";
import { defineRoute } from "../../http/route";
import { importAnkiPackage, packageTooLarge, previewAnkiPackage, readPackageBody } from "./anki-service";
import { exportCollection, importCollection } from "./service";

/** An Anki package's Content-Length past the limit: refused with the limit before any byte is read. */
function refuseLargePackage(req: Request): void {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > ANKI_MAX_BYTES) throw packageTooLarge();
}

export const collectionTransferRoutes = [
  defineRoute({
    method: "GET",
    // Only ids (uuids) match, so /collections/{domain}/{slug} pages with a slug "export" are unaffected.
    path: "/collections/:id{[0-9a-fA-F-]{36}}/export",
    permission: "user",
    params: ExportCollectionParamsSchema,
    query: ExportCollectionQuerySchema,
    // Built whole on the request thread (an .apkg of 20,000 words: about 1.2 s of sql.js and zip):
    // two at a time, so one learner's burst cannot hold the server (eight at once held it 8.5 s).
    maxConcurrent: 2,
    response: "raw",
    handler: async ({ deps, actor, params, query }) => {
      const file = await exportCollection(deps, actor, params.id, query.format);
      return new Response(file.body, {
        headers: {
          "content-type": file.contentType,
          "content-disposition": attachment(file.fileName),
          "cache-control": "no-store",
        },
      });
    },
  }),
  defineRoute({
    method: "POST",
    path: "/collections/import",
    permission: "user",
    body: ImportCollectionRequestSchema,
    // The file travels as a JSON string: room for escaping on top of the file limit.
    maxBodyBytes: 2 * IMPORT_MAX_BYTES + 64 * 1024,
    // Parsed and written whole (20,000 words: 3-6 s, one transaction): two at a time, as Anki's.
    maxConcurrent: 2,
    response: ImportCollectionResultSchema,
    handler: ({ deps, actor, body }) => importCollection(deps, actor, body),
  }),
  defineRoute({
    method: "POST",
    path: "/collections/anki/preview",
    permission: "user",
    // The limit is checked by the handler first, to answer with it in MB; the stream stops past it too.
    body: "raw",
    maxBodyBytes: Number.MAX_SAFE_INTEGER,
    // A package is held whole in memory while it is read: two at a time.
    maxConcurrent: 2,
    response: AnkiPreviewSchema,
    handler: async ({ c, deps, actor, body }) => {
      refuseLargePackage(c.req.raw);
      return previewAnkiPackage(deps, actor, await readPackageBody(body));
    },
  }),
  defineRoute({
    method: "POST",
    path: "/collections/anki/import",
    permission: "user",
    query: AnkiImportQuerySchema,
    body: "raw",
    maxBodyBytes: Number.MAX_SAFE_INTEGER,
    maxConcurrent: 2,
    response: AnkiImportResultSchema,
    status: 201,
    handler: async ({ c, deps, actor, query, body }) => {
      refuseLargePackage(c.req.raw);
      return importAnkiPackage(deps, actor, query, await readPackageBody(body));
    },
  }),
];
