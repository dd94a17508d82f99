import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UpdateSettingsSchema } from "../../src/shared/api/settings";
import { LOCALES } from "../../src/shared/i18n/locales";
import {
  keyServerMessage, renderServerMessage, SERVER_MESSAGE_KEYS, SERVER_MESSAGES, serverCatalogueKey, templateParams, type ServerMessageKey,
} from "../../src/shared/i18n/server-messages";

/**
 * The server's messages for people: one list in src/shared/i18n/server-messages.ts,
 * worded by the client from the catalogue. Every key is in all six catalogues, English says the
 * template word for word, each text the server writes is read back as its key, and every message a
 * schema in src/shared/api writes for people is in the list.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;

describe("server messages", () => {
  it("every key is in the six catalogues, English word for word, no translation naming a parameter the template lacks", () => {
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      for (const key of SERVER_MESSAGE_KEYS) {
        const text = messages[serverCatalogueKey(key)];
        expect(typeof text, `${locale}: ${serverCatalogueKey(key)}`).toBe("string");
        if (locale === "en") expect(text).toBe(SERVER_MESSAGES[key]);
        else {
          expect(text, `${locale}: ${key} is not translated`).not.toBe(SERVER_MESSAGES[key]);
          for (const name of templateParams(text as string)) expect(templateParams(SERVER_MESSAGES[key]), `${locale}: ${key}`).toContain(name);
        }
      }
    }
  });

  it("reads each template's text back as its key and parameters (numbers as numbers, en-US thousands too)", () => {
    const sample = (name: string, i: number) => name === "chapter" ? "2a" : (["count", "done", "total", "min", "max", "missing", "matched", "tried", "limit", "mb", "minutes", "position", "verse", "seconds", "status"].includes(name) ? 1200 + i : `Name${i} of Ruth`);
    for (const key of SERVER_MESSAGE_KEYS) {
      const params = Object.fromEntries(templateParams(SERVER_MESSAGES[key]).map((n, i) => [n, sample(n, i)]));
      expect(keyServerMessage(renderServerMessage(key, params)), key).toEqual({ key, params });
    }
    expect(keyServerMessage("Imported 1,234 entries")).toEqual({ key: "job_lexicon_imported", params: { count: 1234 } });
    expect(keyServerMessage("Saving the lemmas...")).toEqual({ key: "job_lemmas_saving", params: {} });
    expect(keyServerMessage("Importing Genesis: chapter 3 (3 of 50)")).toEqual({ key: "job_book_chapter", params: { title: "Genesis", chapter: 3, done: 3, total: 50 } });
    expect(keyServerMessage("Importing Berakhot: page 2a (1 of 126)")).toEqual({ key: "job_book_page", params: { title: "Berakhot", chapter: "2a", done: 1, total: 126 } });
    expect(keyServerMessage("Something nobody wrote a template for")).toBeNull();
  });

  it("keys the schemas' messages built from constants", () => {
    const result = UpdateSettingsSchema.safeParse({ dailyGoal: 0 });
    expect(result.success).toBe(false);
    expect(keyServerMessage(result.error!.issues[0]!.message)).toEqual({ key: "settings_daily_goal_range", params: { min: 1, max: 200 } });
  });

  it("lists every message for people written as a literal in src/shared/api", () => {
    const dir = path.join(root, "src", "shared", "api");
    const unkeyed: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      // A schema's own message: the argument of a zod check, an `error:`/`message:` field, or a *_MESSAGES constant's value.
      const found = source.matchAll(/(?:\.(?:min|max|int|regex|refine|uuid|email|length|nonempty)\((?:[^"()]|\([^()]*\))*?|\b(?:error|message|\w+):\s*)"([A-Z][^"]{5,})"/g);
      for (const [, text] of found) if (/\s/.test(text!) && !keyServerMessage(text!)) unkeyed.push(`${file}: ${text}`);
    }
    expect(unkeyed).toEqual([]);
  });
});

export type { ServerMessageKey };
