import type { LlmWordGenerator } from "../llm/generate-words";
import { flagDuplicates } from "./offline-word-generator";
import type { WordGenerator } from "./word-generator";

/** The OpenAI-compatible model as a word generator: its streamed words, duplicates flagged. */
export function createLlmWordGeneratorProvider(llm: LlmWordGenerator): WordGenerator {
  return {
    name: "llm",
    async generate({ collection, section, count, existing }, { signal, onProgress }) {
      const words = await llm.generate({
        collection: collection.name, domain: collection.domain, subcategory: collection.subcategory, section, count, existingWords: [...existing],
      }, { signal, ...(onProgress ? { onProgress } : {}) });
      return flagDuplicates(words, existing);
    },
  };
}
