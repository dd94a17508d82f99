import { useQuery } from "@tanstack/react-query";
import { DictionaryEntrySchema, type DictionarySource } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** GET /api/dictionary/sources/:source/entries/:sourceId: the entry a cross-reference leads to. */
export const getEntryBySourceId = (source: DictionarySource, sourceId: string, signal?: AbortSignal) =>
  api(`/dictionary/sources/${source}/entries/${encodeURIComponent(sourceId)}`, { schema: DictionaryEntrySchema, signal });
export const useEntryBySourceId = (ref: { source: DictionarySource; sourceId: string } | null) =>
  useQuery({ queryKey: [...DICTIONARY_KEY, "entry", ref], queryFn: ({ signal }) => getEntryBySourceId(ref!.source, ref!.sourceId, signal), enabled: ref !== null, retry: false });
