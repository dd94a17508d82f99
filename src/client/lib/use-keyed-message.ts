import { useEffect, useState } from "react";
import type { KeyedServerMessage, ServerMessageParams } from "@/shared/i18n/server-message-key";

type ServerWords = typeof import("./word-server-message");

/**
 * The catalogue's server messages, loaded on demand (as api-client does) once `needed`, so the
 * page's chunk does not carry them: null until they are loaded.
 */
function useServerWords(needed: boolean): ServerWords | null {
  const [words, setWords] = useState<ServerWords | null>(null);
  useEffect(() => {
    if (!needed || words) return;
    let live = true;
    void import("./word-server-message").then((mod) => {
      if (live) setWords(mod);
    });
    return () => {
      live = false;
    };
  }, [needed, words]);
  return words;
}

/**
 * A shared parser's keyed message (a text reference's reason) in the interface language, for a
 * form that checks as the learner types: null until the catalogue is loaded.
 */
export function useKeyedMessage(message: KeyedServerMessage | null): string | null {
  const words = useServerWords(message !== null);
  return message && words ? words.wordKeyedMessage(message) : null;
}

/**
 * A text the server wrote in English with its key and parameters beside it (a failed run's reason),
 * in the interface language: the catalogue's wording of `key`, else the English text when the key is
 * not the catalogue's. Null until the catalogue is loaded, and for no text.
 */
export function useServerMessage(text: string | null, key: string | null, params: ServerMessageParams | null): string | null {
  const words = useServerWords(text !== null);
  return text !== null && words ? words.wordServerMessage(text, key, params) : null;
}
