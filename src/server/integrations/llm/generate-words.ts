import OpenAI from "openai";
import { z } from "zod";
import { hasHebrew } from "../../../shared/hebrew/strip-niqqud";
import { DomainError } from "../../lib/domain-error";
import { llmRedirectError } from "./llm-client";

/** What the generator is asked for: words of one collection (and section) that it lacks. */
export interface WordRequest {
  collection: string;
  /** modern, biblical, aramaic or mishna. */
  domain: string;
  subcategory: string | null;
  /** A chapter ("1"), a Talmud page ("2a"), a tractate (mishna) or null for the whole collection. */
  section: string | null;
  count: number;
  /** The collection's words (niqqud stripped): not to be suggested again. */
  existingWords: string[];
}

export interface CandidateWord {
  hebrew: string;
  english: string;
  translit: string | null;
  pos: string | null;
  freqRank: number | null;
  section: string | null;
  /** From a book's lemmas (the offline generator): the Strong's number, and the verse the lemma is first met in. */
  lemma?: string | null;
  contextRef?: string | null;
  contextText?: string | null;
}

export interface LlmWordGenerator {
  /** Streams the model's answer; `onProgress` gets how many words have arrived so far. */
  generate(request: WordRequest, options: { signal: AbortSignal; onProgress?: (words: number) => void }): Promise<CandidateWord[]>;
  /** Glosses words met in a text (`context`, e.g. "Genesis 1:1-15"): an English gloss per word it knows. */
  gloss(words: string[], context: string, options: { signal: AbortSignal }): Promise<Map<string, Pick<CandidateWord, "english" | "translit" | "pos">>>;
}

const text = (max: number) => z.string().trim().max(max);
const WordSchema = z.object({
  hebrew: text(200).min(1).refine(hasHebrew, "hebrew must be written in Hebrew letters"),
  english: text(500).min(1),
  translit: text(200).nullish(),
  pos: text(100).nullish(),
  freqRank: z.number().int().min(1).nullish(),
  section: z.union([text(50), z.number().int()]).nullish(),
});
const AnswerSchema = z.object({ words: z.array(WordSchema) });

const DOMAIN_TEXTS: Record<string, string> = {
  modern: "modern Israeli Hebrew",
  biblical: "Biblical Hebrew (the Hebrew Bible)",
  aramaic: "the Babylonian Talmud (Aramaic and Rabbinic Hebrew)",
  mishna: "Mishnaic Hebrew (the Mishna)",
};

function prompt(r: WordRequest): { system: string; user: string } {
  const where = r.section ? ` ${r.domain === "aramaic" ? "page" : r.domain === "mishna" ? "tractate" : "chapter"} ${r.section}` : "";
  return {
    system: "You are a lexicographer who prepares vocabulary lists for learners of Hebrew and Aramaic. "
      + "Answer only with one JSON object: {\"words\": [{\"hebrew\": \"…the dictionary form with niqqud…\", \"english\": \"short gloss\", "
      + "\"translit\": \"transliteration\", \"pos\": \"part of speech\", \"freqRank\": 1, \"section\": \"…\"}]}, "
      + "most frequent words first (freqRank 1 = most frequent), no word of the existing list, no proper names unless central. "
      + "Give each word once, in its dictionary form: a noun without the article or a prefix (אֶרֶץ, not הָאָרֶץ or בָּאָרֶץ), "
      + "a verb as the lexicon lists it (אָמַר, not וַיֹּאמֶר), a particle alone (בֵּין, not וּבֵין).",
    user: JSON.stringify({
      task: `List the ${r.count} most useful words to learn for ${r.collection}${where} in ${DOMAIN_TEXTS[r.domain] ?? r.domain}.`,
      collection: r.collection, domain: r.domain, subcategory: r.subcategory, section: r.section, count: r.count,
      existingWords: r.existingWords.slice(0, 1000),
    }),
  };
}

class MalformedAnswer extends Error {}

function readAnswer(content: string, request: WordRequest): CandidateWord[] {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new MalformedAnswer(content.trim() === "" ? "the answer was empty" : "the answer was not JSON");
  }
  const parsed = AnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new MalformedAnswer(`the answer was not the word list asked for (${issue.path.join(".") || "answer"}: ${issue.message})`);
  }
  return parsed.data.words.slice(0, request.count).map((w) => ({
    hebrew: w.hebrew, english: w.english, translit: w.translit || null, pos: w.pos || null,
    // The section asked for is the word's (a Talmud page "2a", not the "1" a model may answer); the model's only for a whole collection.
    freqRank: w.freqRank ?? null, section: request.section ?? (w.section != null ? String(w.section) : null),
  }));
}

/**
 * Word lists from an OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server) through
 * the official `openai` client, streamed: the words asked for as a JSON object and validated with
 * zod. A malformed answer is asked for once more, then the generation fails with the reason. The
 * whole answer must arrive within `timeoutMs`.
 */
export function createLlmWordGenerator({ client, model, timeoutMs }: { client: OpenAI; model: string; timeoutMs: number }): LlmWordGenerator {
  async function ask<T>(system: string, user: string, read: (content: string) => T, signal: AbortSignal, onProgress?: (words: number) => void): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = AbortSignal.any([signal, timeout]);
    let content = "";
    try {
      const stream = await client.chat.completions.create({
        model, temperature: 0.2, stream: true, response_format: { type: "json_object" },
        messages: [{ role: "system", content: system }, { role: "user", content: user }],
      }, { signal: both });
      let seen = 0;
      for await (const chunk of stream) {
        content += chunk.choices[0]?.delta?.content ?? "";
        const words = content.split("\"hebrew\"").length - 1;
        if (words !== seen && onProgress) onProgress((seen = words));
      }
      // An aborted stream may just end: a cut-off answer is a timeout or a stop, never "malformed".
      both.throwIfAborted();
    } catch (e) {
      if (timeout.aborted && !signal.aborted) throw new DomainError("unavailable", "llm_timeout", { seconds: Math.round(timeoutMs / 1000) });
      if (signal.aborted) throw e;
      const redirected = llmRedirectError(e);
      if (redirected) throw redirected;
      if (e instanceof OpenAI.APIConnectionError) throw new DomainError("unavailable", "llm_unreachable");
      if (e instanceof OpenAI.APIError) throw new DomainError("unavailable", "llm_status", { status: e.status ?? "?", error: e.message });
      throw e;
    }
    return read(content);
  }

  /** Asks; a malformed answer is asked for once more, then fails with the reason. */
  async function askTwice<T>(...args: Parameters<typeof ask<T>>): Promise<T> {
    try {
      return await ask(...args);
    } catch (e) {
      if (!(e instanceof MalformedAnswer)) throw e;
      try {
        return await ask(...args);
      } catch (again) {
        if (again instanceof MalformedAnswer) throw new DomainError("unavailable", "llm_unusable", { error: again.message });
        throw again;
      }
    }
  }

  return {
    async generate(request, { signal, onProgress }) {
      if (request.count === 0) return [];
      const { system, user } = prompt(request);
      return askTwice(system, user, (content) => readAnswer(content, request), signal, onProgress);
    },
    async gloss(words, context, { signal }) {
      if (words.length === 0) return new Map();
      const system = "You gloss Hebrew and Aramaic words for learners. Answer only with one JSON object: "
        + "{\"words\": [{\"hebrew\": \"…the word exactly as given…\", \"english\": \"short gloss in context\", \"translit\": \"transliteration\", \"pos\": \"part of speech\"}]}, one entry per word.";
      const user = JSON.stringify({ task: `Gloss these words of ${context}.`, words });
      return askTwice(system, user, (content) => {
        const glossed = readAnswer(content, { collection: context, domain: "", subcategory: null, section: null, count: words.length, existingWords: [] });
        return new Map(glossed.map((w) => [w.hebrew.normalize("NFC"), { english: w.english, translit: w.translit, pos: w.pos }]));
      }, signal);
    },
  };
}
