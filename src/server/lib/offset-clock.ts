import fs from "node:fs";

/**
 * The server's clock moved by a number of milliseconds read from `file` at every call (missing,
 * empty or not a whole number: 0). For end-to-end tests only (CLOCK_OFFSET_FILE), so a test can
 * have the learner come back "the next day" without waiting: the review schedule, answers' and
 * sessions' stamps and statistics all read deps.now. Job heartbeats and pg-boss stay on the
 * database's real now().
 */
export function offsetClock(file: string, base: () => number = Date.now): () => Date {
  return () => new Date(base() + readOffset(file));
}

function readOffset(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch {
    return 0;
  }
  return /^-?\d+$/.test(text) ? Number(text) : 0;
}
