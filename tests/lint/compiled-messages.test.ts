import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { m } from "../../src/paraglide/messages";
import { getLocale, setLocale } from "../../src/paraglide/runtime";

/**
 * The catalogue as scripts/compile-messages.mjs compiles it (our own compiler in place of
 * Paraglide's toolchain, same module API): `m.key(inputs?, { locale }?)`, placeholders, plural
 * variants by Intl.PluralRules with Intl-formatted numbers, the page's locale, one module per message.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

afterEach(() => setLocale("en"));

describe("the compiled messages", () => {
  it("say a message in the page's locale, or in the one a call names", () => {
    expect(m.account_email()).toBe("Email");
    expect(m.account_email({}, { locale: "fr" })).toBe("E-mail");
    setLocale("he");
    expect(getLocale()).toBe("he");
    expect(m.account_email()).toBe("דוא״ל");
    expect(m.account_email({}, { locale: "en" })).toBe("Email");
  });

  it("put the inputs in their placeholders", () => {
    expect(m.admin_collection_delete_description({ name: "Daily", words: 12 }, { locale: "fr" }))
      .toBe("Supprimer Daily supprimera aussi tous ses mots (12) et la progression de chaque apprenant sur ces mots. Cette action est irréversible.");
  });

  it("choose the plural variant of the language, with the number formatted in it", () => {
    expect(m.admin_word_count({ count: 1 })).toBe("1 word");
    expect(m.admin_word_count({ count: 1234 })).toBe("1,234 words");
    expect(m.admin_word_count({ count: 1 }, { locale: "he" })).toBe("מילה אחת");
    expect(m.admin_word_count({ count: 2 }, { locale: "he" })).toBe("2 מילים");
    expect(m.admin_word_count({ count: 1234 }, { locale: "fr" })).toBe("1\u202f234 mots");
  });

  it("say the 'other' variant when the language's category has none of its own (Hebrew's 'two'), never the key", () => {
    expect(m.study_results_for({ count: 2, term: "שלום" }, { locale: "he" })).toBe("2 תוצאות עבור „שלום” בכל האוספים");
    expect(m.study_results_for({ count: 1, term: "שלום" }, { locale: "he" })).toBe("תוצאה אחת עבור „שלום” בכל האוספים");
  });

  it("has one module per message, so that a page's chunk carries only its own strings", () => {
    const en = Object.keys(JSON.parse(fs.readFileSync(path.join(root, "messages/en.json"), "utf8")) as object).filter((k) => k !== "$schema");
    expect(Object.keys(m).sort()).toEqual(en.sort());
    for (const key of en.slice(0, 20)) expect(fs.existsSync(path.join(root, "src/paraglide/messages", `${key}.js`))).toBe(true);
  });
});
