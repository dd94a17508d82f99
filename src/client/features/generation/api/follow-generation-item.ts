import { GeneratedWordSchema, GenerationItemSchema, type GeneratedWord, type GenerationItem } from "@/shared/api/generation";
import { apiUrl } from "@/client/lib/api-client";
import { createEventStreamParser } from "../lib/parse-event-stream";

export type ItemOutcome = { words: GeneratedWord[] } | { error: string };

/**
 * Follows one queue item through GET /api/generation/queue/:id/events (spec 001 §7): "progress"
 * events (the item), then "words" (data.words) or "error" (data.error). A non-OK answer gives its
 * error field or 'Generation service returned status {status}'.
 */
export async function followGenerationItem(id: string, onProgress: (item: GenerationItem) => void, signal: AbortSignal): Promise<ItemOutcome> {
  const res = await fetch(apiUrl(`/generation/queue/${encodeURIComponent(id)}/events`), { credentials: "same-origin", signal, headers: { accept: "text/event-stream" } });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } | string } | null;
    const error = typeof body?.error === "string" ? body.error : body?.error?.message;
    return { error: error || `Generation service returned status ${res.status}` };
  }
  const parse = createEventStreamParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { error: "Generation failed" };
    for (const { event, data } of parse(value)) {
      if (event === "progress") {
        const item = GenerationItemSchema.safeParse(data);
        if (item.success) onProgress(item.data);
      } else if (event === "words") {
        const words = GeneratedWordSchema.array().safeParse((data as { words?: unknown }).words);
        await reader.cancel();
        return { words: words.success ? words.data : [] };
      } else if (event === "error") {
        await reader.cancel();
        return { error: (data as { error?: string }).error || "Generation failed" };
      }
    }
  }
}
