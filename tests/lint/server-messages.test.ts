import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UpdateSettingsSchema } from "../../src/shared/api/settings";
import { LOCALES } from "../../src/shared/i18n/locales";
import { readSchemaMessage, schemaMessage } from "../../src/shared/i18n/schema-message";
import {
  readIssueMessage, renderServerMessage, SERVER_MESSAGE_KEYS, serverCatalogueKey, serverMessageTemplate, templateParams,
} from "../../src/shared/i18n/server-messages";

/**
 * The server's messages for people: thrown and stored by key (`server_<key>` in messages/*.json),
 * English written from the English catalogue, worded by the client from its own. Every key is in
 * all six catalogues and translated; no thrown error, server or client, carries an English text of
 * its own.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "paraglide" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/**
 * An English text thrown where a learner reads it, a literal or template of two or more words: on
 * the server an error that reaches the client as it is (DomainError, HttpError, better-auth's
 * APIError and the helpers `invalid(…)` and the like: a plain `Error` answers "Something went
 * wrong" or the job's `failureMessage`); in the client any error (its message is shown). Allowed:
 * the errors marked for operators or developers (`forOperators`, `forDevelopers`) and a line
 * marked `// programming error` (a component used outside its parent) or `// not shown` (an error
 * the client catches and logs).
 */
const SERVER_THROWN = /(?:new (?:DomainError|HttpError|APIError)\(|\b(?:invalid|notFound|conflict|forbidden|unavailable|tooLarge|badRequest|unauthenticated)\()\s*(?:"[A-Za-z_]+",\s*)?(?:\d+,\s*"[a-z_]+",\s*)?(["`])([A-Z][^"`]*\s[^"`]*)\1/g;
const CLIENT_THROWN = /new (?:Error|TypeError|RangeError|ApiRequestError)\(\s*(?:\d+,\s*"[a-z_]+",\s*)?(["`])([A-Z][^"`]*\s[^"`]*)\1/g;

/** A string literal or template with a space in it (a message key has none). */
const SPACED = String.raw`(?:"([^"\n]*\s[^"\n]*)"|'([^'\n]*\s[^'\n]*)'|\x60([^\x60]*\s[^\x60]*)\x60)`;
/**
 * An English text a shared parser hands on for people (a backup file's, an import file's, a text
 * reference's, a weight list's check): a zod check's message, an `error:` or `message:` field, the
 * argument of `fail(…)`/`invalid(…)` or of a `new …Error(…)`, written as words. A parser answers a
 * message key with parameters instead (`fail("reference_not_verse", { text })`,
 * `schemaMessage("file_text")`), which the server writes in English and the client words.
 */
const SHARED_ENGLISH = [
  new RegExp(String.raw`\.(?:min|max|int|regex|refine|uuid|email|length|nonempty|finite|positive|nonnegative|gte|lte|gt|lt)\((?:[^"'\x60()]|\([^()]*\))*?,\s*${SPACED}`, "g"),
  new RegExp(String.raw`\b(?:error|message):\s*${SPACED}`, "g"),
  new RegExp(String.raw`\b(?:fail|invalid)\(\s*${SPACED}`, "g"),
  new RegExp(String.raw`new \w*Error\((?:[^"'\x60;()]|\([^()]*\))*?${SPACED}`, "g"),
];

export function sharedEnglish(source: string): string[] {
  return SHARED_ENGLISH.flatMap((re) => [...source.matchAll(re)].map((m) => (m[1] ?? m[2] ?? m[3])!));
}

/** Where an error without a key may be made: the health check and a job's malformed payload (operators read them). */
const UNKEYED_ALLOWED = new Set(["src/server/modules/system/service.ts", "src/server/jobs/create-job-queue.ts", "src/server/lib/domain-error.ts"]);

export function englishThrows(source: string, where: "server" | "client" = "server"): string[] {
  const lines = source.split("\n").filter((line) => !/\/\/ (programming error|not shown)/.test(line)).join("\n");
  return [...lines.matchAll(where === "server" ? SERVER_THROWN : CLIENT_THROWN)].map((m) => m[2]!);
}

describe("server messages", () => {
  it("every key is in the six catalogues, translated, no translation naming a parameter the English lacks", () => {
    expect(SERVER_MESSAGE_KEYS.length).toBeGreaterThan(200);
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      for (const key of SERVER_MESSAGE_KEYS) {
        const text = messages[serverCatalogueKey(key)];
        expect(typeof text, `${locale}: ${serverCatalogueKey(key)}`).toBe("string");
        if (locale === "en") continue;
        expect(text, `${locale}: ${key} is not translated`).not.toBe(serverMessageTemplate(key));
        for (const name of templateParams(text as string)) expect(templateParams(serverMessageTemplate(key)), `${locale}: ${key}`).toContain(name);
      }
    }
  });

  it("writes the English from the key, numbers as en-US writes them", () => {
    expect(renderServerMessage("job_lexicon_imported", { count: 1234 })).toBe("Imported 1,234 entries");
    expect(renderServerMessage("job_book_chapter", { title: "Genesis", chapter: "3", done: 3, total: 50 })).toBe("Importing Genesis: chapter 3 (3 of 50)");
  });

  it("a schema's message is its key, read back with its parameters and written in English for API clients", () => {
    const result = UpdateSettingsSchema.safeParse({ dailyGoal: 0 });
    expect(result.success).toBe(false);
    const text = result.error!.issues[0]!.message;
    expect(readSchemaMessage(text)).toEqual({ key: "settings_daily_goal_range", params: { min: 1, max: 200 } });
    expect(readIssueMessage(text).message).toBe("Daily goal must be between 1 and 200");
    expect(readSchemaMessage(schemaMessage("name_required"))).toEqual({ key: "name_required", params: {} });
    expect(readSchemaMessage("dailyGoal: Invalid input")).toBeNull();
  });

  it("no schema in src/shared/api writes a message of its own in English", () => {
    const dir = path.join(root, "src", "shared", "api");
    const english: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      // A zod check's message argument, or an `error:`/`message:` field, written as English.
      const found = source.matchAll(/(?:\.(?:min|max|int|regex|refine|uuid|email|length|nonempty)\((?:[^"()]|\([^()]*\))*?|\b(?:error|message):\s*)["`]([A-Z][^"`]{5,})["`]/g);
      for (const [, text] of found) if (/\s/.test(text!)) english.push(`${file}: ${text}`);
    }
    expect(english).toEqual([]);
  });

  it("no thrown error in src/server or src/client carries an English text (learners read keys in their language)", () => {
    const found: string[] = [];
    for (const where of ["server", "client"] as const) {
      for (const file of sourceFiles(`src/${where}`)) {
        for (const text of englishThrows(fs.readFileSync(path.join(root, file), "utf8"), where)) found.push(`${file}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("no shared parser in src/shared hands on an English text (a backup file's, an import file's, a text reference's check)", () => {
    const found: string[] = [];
    for (const file of sourceFiles("src/shared")) {
      for (const text of sharedEnglish(fs.readFileSync(path.join(root, file), "utf8"))) found.push(`${file}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  it("no server code makes an error without a key but for operators (no English passed through from a parser)", () => {
    const found: string[] = [];
    for (const file of sourceFiles("src/server")) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      if (/\buntranslated\(/.test(source)) found.push(`${file}: untranslated(`);
      if (/\bforOperators\(/.test(source) && !UNKEYED_ALLOWED.has(file.split(path.sep).join("/"))) found.push(`${file}: forOperators(`);
    }
    expect(found).toEqual([]);
  });

  it("the shared-parser check sees what it should (so it cannot pass by matching nothing)", () => {
    // Each line as the parsers wrote it before they answered keys.
    expect(sharedEnglish('return fail("Chapters start at 1.");')).toEqual(["Chapters start at 1."]);
    expect(sharedEnglish("return fail(`\"${text}\" is not a verse number.`);")).toEqual(['"${text}" is not a verse number.']);
    expect(sharedEnglish("return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.words[${i}].id appears twice (${w.id})` };")).toHaveLength(1);
    expect(sharedEnglish('const idText = z.string({ error: "must be an id (text)" }).min(1, "must not be empty").max(200, "is too long");')).toHaveLength(3);
    expect(sharedEnglish('.refine((v) => !v.includes("\\u0000"), "must not contain NUL characters")')).toEqual(["must not contain NUL characters"]);
    expect(sharedEnglish("throw new CsvParseError(records.length + 1, `a quoted field (field ${record.length + 1}) is never closed`);")).toHaveLength(1);
    expect(sharedEnglish("if (bad !== undefined) return { ok: false, message: `'${bad}' is not a number` };")).toEqual(["'${bad}' is not a number"]);
    expect(sharedEnglish('throw invalid(`row 1: the column \'${c}\' appears twice`);')).toHaveLength(1);
    // Keys with their parameters pass.
    expect(sharedEnglish('return fail("reference_not_verse", { text });')).toEqual([]);
    expect(sharedEnglish('z.string({ error: sm("file_text") }).max(max, sm("file_longer_than", { max })).refine((v) => !v.includes("\\u0000"), sm("file_nul"))')).toEqual([]);
    expect(sharedEnglish('throw new CsvParseError(records.length + 1, "transfer_file_quote_open", { field: record.length + 1 });')).toEqual([]);
  });

  it("a message with a nested key (`…Key`) is written from both templates, in English and in each catalogue", () => {
    const params = { where: "data.progress[3].status", problemKey: "file_one_of", values: "learning, known, unknown" };
    expect(renderServerMessage("backup_invalid_field", params)).toBe("Invalid backup file format: data.progress[3].status must be one of learning, known, unknown");
    expect(renderServerMessage("transfer_file_row_field", { row: 3, field: "hebrew", problemKey: "file_is_empty" })).toBe("Invalid file: row 3: hebrew is empty");
    // A value that is not a key stays as it is; a nested message cannot name itself again.
    expect(renderServerMessage("transfer_file_row", { row: 2, problemKey: "no_such_key" })).toBe("Invalid file: row 2: no_such_key");
    expect(renderServerMessage("transfer_file_row", { row: 2, problemKey: "transfer_file_row" })).toBe("Invalid file: row 2: Invalid file: row 2: {problemKey}");
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      for (const key of SERVER_MESSAGE_KEYS) {
        if (!templateParams(serverMessageTemplate(key)).some((n) => n.endsWith("Key"))) continue;
        expect(templateParams(messages[serverCatalogueKey(key)] as string), `${locale}: ${key} keeps its nested message`).toEqual(
          expect.arrayContaining(templateParams(serverMessageTemplate(key)).filter((n) => n.endsWith("Key"))));
      }
    }
  });

  it("the English-throw check sees what it should (so it cannot pass by matching nothing)", () => {
    expect(englishThrows('throw invalid("There is no such book.");')).toEqual(["There is no such book."]);
    expect(englishThrows('throw new Error("Nothing to pronounce");', "client")).toEqual(["Nothing to pronounce"]);
    expect(englishThrows('throw new Error("TabsContent must be inside Tabs"); // programming error', "client")).toEqual([]);
    expect(englishThrows('throw new DomainError("unavailable", `The model did not answer in ${s} s.`);')).toEqual(["The model did not answer in ${s} s."]);
    expect(englishThrows('throw new ApiRequestError(0, "network", "Could not reach the server.");', "client")).toEqual(["Could not reach the server."]);
    expect(englishThrows('throw invalid("books_no_book");')).toEqual([]);
    expect(englishThrows('throw new Error(m.speech_nothing_to_pronounce());', "client")).toEqual([]);
    expect(englishThrows('throw new Error(`unknown job kind: ${kind}`);', "client")).toEqual([]);
  });
});
