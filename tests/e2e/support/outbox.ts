import fs from "node:fs";
import path from "node:path";

/** One e-mail the server wrote to DATA_DIR/outbox (the mailer used when SMTP_URL is unset). */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  /** Every http(s) link in the body, in order. */
  links: string[];
}

export function parseEml(file: string, raw: string): OutboxMail {
  const sep = raw.indexOf("\r\n\r\n") >= 0 ? "\r\n" : "\n";
  const split = raw.indexOf(sep + sep);
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const text = split >= 0 ? raw.slice(split + sep.length * 2) : "";
  const headers = new Map<string, string>();
  for (const line of head.split(sep)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return {
    file,
    from: headers.get("from") ?? "",
    to: headers.get("to") ?? "",
    subject: headers.get("subject") ?? "",
    date: headers.get("date") ?? "",
    text: text.replace(/\r\n/g, "\n"),
    links: [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]),
  };
}

/** The e-mails in DATA_DIR/outbox, oldest first (file names start with an ISO time stamp). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => parseEml(path.join(dir, f), fs.readFileSync(path.join(dir, f), "utf8")));
}

/** Waits until an e-mail matching `match` is in the outbox (e.g. the reset mail for one address). */
export async function waitForMail(dataDir: string, match: (m: OutboxMail) => boolean, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(dataDir).filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching e-mail in ${path.join(dataDir, "outbox")} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
