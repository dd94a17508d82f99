import {
  ExportCollectionParamsSchema, ExportCollectionQuerySchema, ImportCollectionRequestSchema, ImportCollectionResultSchema,
} from "../../../shared/api/collection-transfer";
import { IMPORT_MAX_BYTES } from "../../../shared/collection-transfer/transfer-word";
import { attachment } from "../../http/attachment";
import { defineRoute } from "../../http/route";
import { exportCollection, importCollection } from "./service";

export const collectionTransferRoutes = [
  defineRoute({
    method: "GET",
    // Only ids (uuids) match, so /collections/{domain}/{slug} pages with a slug "export" are unaffected.
    path: "/collections/:id{[0-9a-fA-F-]{36}}/export",
    permission: "user",
    params: ExportCollectionParamsSchema,
    query: ExportCollectionQuerySchema,
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
    response: ImportCollectionResultSchema,
    handler: ({ deps, actor, body }) => importCollection(deps, actor, body),
  }),
];
