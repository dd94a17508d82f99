import { useEffect, useState } from "react";
import type { KeyedServerMessage } from "@/shared/i18n/server-message-key";

type Word = (message: KeyedServerMessage) => string;

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
