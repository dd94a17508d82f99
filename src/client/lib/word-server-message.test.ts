import { afterAll, describe, expect, it } from "vitest";
import { keyServerMessage } from "@/shared/i18n/server-messages";
import { setInterfaceLocale } from "./i18n";
import { wordServerMessage } from "./word-server-message";

afterAll(() => setInterfaceLocale("en"));

/** The server's English text, read back as its key, worded in the learner's language. */
const word = (text: string) => {
  const keyed = keyServerMessage(text);
  return wordServerMessage(text, keyed?.key, keyed?.params);
};

describe("wordServerMessage", () => {
  it("words a keyed message in the interface language, its numbers formatted there", () => {
    setInterfaceLocale("es");
    expect(word("Daily goal must be between 1 and 200")).toBe("La meta diaria debe estar entre 1 y 200");
    expect(word("Imported 12,345 entries")).toBe("Importadas 12.345 entradas");
    setInterfaceLocale("he");
    expect(word("Importing Genesis: chapter 3 (3 of 50)")).toBe("מייבא את Genesis: פרק 3 (3 מתוך 50)");
    setInterfaceLocale("fr");
    expect(word("That already exists.")).toBe("Cela existe déjà.");
    setInterfaceLocale("en");
    expect(word("Importing Genesis: chapter 3 (3 of 50)")).toBe("Importing Genesis: chapter 3 (3 of 50)");
  });

  it("shows the server's English for a text without a key, or with a key this client does not know", () => {
    setInterfaceLocale("it");
    expect(wordServerMessage("Something new on the server", undefined)).toBe("Something new on the server");
    expect(wordServerMessage("Something newer", "a_key_from_a_newer_server", {})).toBe("Something newer");
    expect(wordServerMessage("Hi", "toString", {})).toBe("Hi");
  });
});
