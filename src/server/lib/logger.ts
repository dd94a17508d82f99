import pino from "pino";
import pretty from "pino-pretty";

export type Logger = pino.Logger;

/**
 * JSON lines for machines; for a person at a terminal (stdout is a TTY, or LOG_FORMAT=pretty)
 * the same records made readable by pino-pretty (synchronously, no worker thread).
 */
export function createLogger(level: string, format?: "json" | "pretty"): Logger {
  const options: pino.LoggerOptions = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const readable = format ? format === "pretty" : process.stdout.isTTY === true;
  if (!readable) return pino(options);
  return pino(options, pretty({ colorize: process.stdout.isTTY === true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", sync: true }));
}
