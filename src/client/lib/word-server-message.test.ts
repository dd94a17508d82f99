import { afterAll, describe, expect, it } from "vitest";
import { schemaMessage } from "@/shared/i18n/schema-message";
import { setInterfaceLocale } from "./i18n";
import { wordIssueMessage, wordServerMessage } from "./word-server-message";

afterAll(() => setInterfaceLocale("en"));

describe("wordServerMessage", () => {
  it("words a keyed message in the interface language, its numbers formatted there", () => {
    setInterfaceLocale("es");
    expect(wordServerMessage("Daily goal must be between 1 and 200", "settings_daily_goal_range", { min: 1, max: 200 })).toBe("La meta diaria debe estar entre 1 y 200");
    expect(wordServerMessage("Imported 12,345 entries", "job_lexicon_imported", { count: 12345 })).toBe("Importadas 12.345 entradas");
    setInterfaceLocale("he");
    expect(wordServerMessage("…", "job_book_chapter", { title: "Genesis", chapter: "3", done: 3, total: 50 })).toBe("מייבא את Genesis: פרק 3 (3 מתוך 50)");
    expect(wordServerMessage("Study session not found", "study_session_not_found", {})).toBe("מפגש הלימוד לא נמצא");
    setInterfaceLocale("fr");
    expect(wordServerMessage("That already exists.", "error_already_exists")).toBe("Cela existe déjà.");
    setInterfaceLocale("en");
    expect(wordServerMessage("…", "job_book_chapter", { title: "Genesis", chapter: "3", done: 3, total: 50 })).toBe("Importing Genesis: chapter 3 (3 of 50)");
  });

  it("shows the server's English for a text without a key, or with a key this client does not know", () => {
    setInterfaceLocale("it");
    expect(wordServerMessage("Something new on the server", undefined)).toBe("Something new on the server");
    expect(wordServerMessage("Something newer", "a_key_from_a_newer_server", {})).toBe("Something newer");
    expect(wordServerMessage("Hi", "toString", {})).toBe("Hi");
  });

  it("words a schema's keyed message, and leaves zod's own text as it is", () => {
    setInterfaceLocale("he");
    expect(wordIssueMessage(schemaMessage("settings_daily_goal_range", { min: 1, max: 200 }))).toBe("היעד היומי חייב להיות בין 1 ל־200");
    expect(wordIssueMessage("dailyGoal: Invalid input")).toBe("dailyGoal: Invalid input");
  });
});
