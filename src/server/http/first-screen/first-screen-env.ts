import type { Context } from "hono";
import type { JsonBytes } from "../../lib/json-bytes";

/**
 * app.request's env of a first screen's own API request (which no client can send): besides the
 * mark limit-requests.ts reads (FIRST_SCREEN_ENV), where the route hands the page an answer kept
 * encoded (JsonBytes) as it is, so that the page reads its value and writes its bytes into the data
 * block without decoding and parsing them (serve-first-screen.ts#fetchApiWith).
 */
export interface FirstScreenEnv {
  firstScreen: true;
  keepAnswer: (answer: JsonBytes) => void;
}

/** The first screen's hand for this request's answer kept encoded; undefined for any other request. */
export function keptAnswerHand(c: Context): FirstScreenEnv["keepAnswer"] | undefined {
  const env = c.env as Partial<FirstScreenEnv> | undefined;
  return env?.firstScreen === true && typeof env.keepAnswer === "function" ? env.keepAnswer : undefined;
}
