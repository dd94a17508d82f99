import { afterAll, describe, expect, it } from "vitest";
import { schemaMessage } from "@/shared/i18n/schema-message";
import { setInterfaceLocale } from "./i18n";
import { wordIssueMessage, wordKeyedMessage, wordServerMessage } from "./word-server-message";

afterAll(() => setInterfaceLocale("en"));

describe("wordServerMessage", () => {
  it("words a keyed message in the interface language, its numbers formatted there", () => {
    setInterfaceLocale("es");
    expect(wordServerMessage("Daily goal must be between 1 and 200", "settings_daily_goal_range", { min: 1, max: 200 })).toBe("La meta diaria debe estar entre 1 y 200");
    expect(wordServerMessage("Imported 12,345 entries", "job_lexicon_imported", { count: 12345 })).toBe("Importadas 12.345 entradas");
    setInterfaceLocale("he");
    expect(wordServerMessage("…", "job_book_chapter", { title: "Genesis", chapter: "3", done: 3, total: 50 })).toBe("מייבא את בראשית: פרק 3 (3 מתוך 50)");
    expect(wordServerMessage("Study session not found", "study_session_not_found", {})).toBe("מפגש הלימוד לא נמצא");
    setInterfaceLocale("fr");
    expect(wordServerMessage("That already exists.", "error_already_exists")).toBe("Cela existe déjà.");
    // A text's title is named as the library names it, in the language ("Importation d’Exode", not "de Exodus").
    expect(wordServerMessage("…", "job_bible_importing", { title: "Exodus", done: 2, total: 5 })).toBe("Importation d’Exode (2 sur 5)...");
    setInterfaceLocale("en");
    expect(wordServerMessage("…", "job_book_chapter", { title: "Genesis", chapter: "3", done: 3, total: 50 })).toBe("Importing Genesis: chapter 3 (3 of 50)");
  });

  it("words a nested key (a file's field problem) in the interface language too", () => {
    setInterfaceLocale("he");
    expect(wordServerMessage("Invalid file: row 3: hebrew is empty", "transfer_file_row_field", { row: 3, field: "hebrew", problemKey: "file_is_empty" }))
      .toBe("קובץ לא תקין: שורה 3: hebrew ריק");
    expect(wordKeyedMessage({ key: "backup_invalid_field", params: { where: "data.settings[0].daily_goal", problemKey: "file_between", min: 1, max: 200 } }))
      .toBe("קובץ הגיבוי אינו בתבנית תקינה: data.settings[0].daily_goal חייב להיות בין 1 ל־200");
    setInterfaceLocale("fr");
    expect(wordKeyedMessage({ key: "reference_ends_before_start", params: { address: "5-1" } })).toBe("« 5-1 » finit avant de commencer.");
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
