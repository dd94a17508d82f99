import { useEffect, useState } from "react";
import type { KeyedServerMessage, ServerMessageParams } from "@/shared/i18n/server-message-key";

type Word = (message: KeyedServerMessage) => string;
type WordText = (text: string, key: string | null | undefined, params?: ServerMessageParams | null) => string;

/**
 * A shared parser's keyed message (a text reference's reason) in the interface language, for a
 * form that checks as the learner types. The catalogue's server messages load on demand (as
 * api-client does), so the page's chunk does not carry them: null until they are loaded.
 */
export function useKeyedMessage(message: KeyedServerMessage | null): string | null {
  const [word, setWord] = useState<Word | null>(null);
  const needed = message !== null;
  useEffect(() => {
    if (!needed || word) return;
    let live = true;
    void import("./word-server-message").then((mod) => {
      if (live) setWord(() => mod.wordKeyedMessage);
    });
    return () => {
      live = false;
    };
  }, [needed, word]);
  return message && word ? word(message) : null;
}

/**
 * A text the server wrote in English with its key and parameters beside it (a failed run's reason),
 * in the interface language: the catalogue's wording of `key`, else the English text when the key is
 * not the catalogue's. Loaded on demand, as useKeyedMessage: null until then, and for no text.
 */
export function useServerMessage(text: string | null, key: string | null, params: ServerMessageParams | null): string | null {
  const [word, setWord] = useState<WordText | null>(null);
  const needed = text !== null;
  useEffect(() => {
    if (!needed || word) return;
    let live = true;
    void import("./word-server-message").then((mod) => {
      if (live) setWord(() => mod.wordServerMessage);
    });
    return () => {
      live = false;
    };
  }, [needed, word]);
  return text !== null && word ? word(text, key, params) : null;
}
