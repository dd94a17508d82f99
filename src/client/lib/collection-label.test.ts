import { describe, expect, it } from "vitest";
import { MY_WORDS_NAME, MY_WORDS_SLUG } from "@/shared/my-words/my-words";
import { LOCALES } from "@/shared/i18n/locales";
import { collectionDisplayDescription, collectionDisplayName } from "@/shared/study/display-name";
import { BUILT_IN_COLLECTIONS } from "@/shared/texts/built-in-collections";
import { frequencyPathDescription, frequencyPathName } from "@/shared/reading/frequency-path";
import { collectionDescriptionLabel, collectionLabel } from "./collection-label";

const shared = (name: string, slug: string, domain: string, description: string | null = null) => ({ name, slug, domain, ownerId: null, description });
const daily = shared("Daily 1000", "daily-1000", "modern", "Top most common 1000 words in everyday Hebrew");
const zeraim = shared("Zeraim", "zeraim", "mishna", "Vocabulary of the order Zeraim, by tractate");

describe("collectionLabel", () => {
  it("names the learner's My words in the interface language, not in the English it is stored under", () => {
    expect(collectionLabel({ name: MY_WORDS_NAME, slug: MY_WORDS_SLUG }, "en")).toBe("My words");
    expect(collectionLabel({ name: MY_WORDS_NAME, slug: MY_WORDS_SLUG }, "he")).toBe("המילים שלי");
    expect(collectionLabel({ name: MY_WORDS_NAME, slug: MY_WORDS_SLUG }, "fr")).toBe("Mes mots");
    // The word table's search across collections knows only the name.
    expect(collectionLabel({ name: MY_WORDS_NAME }, "es")).toBe("Mis palabras");
    expect(collectionDescriptionLabel({ name: MY_WORDS_NAME, slug: MY_WORDS_SLUG, description: "Words you saved while reading" }, "he")).toBe("מילים ששמרתם בזמן הקריאה");
  });

  it("names a built-in collection, and describes it, in the learner's language by its domain and slug", () => {
    expect(collectionLabel(daily, "he")).toBe("יום־יום");
    expect(collectionDescriptionLabel(daily, "he")).toBe("המילים הנפוצות ביותר בעברית של יום־יום");
    expect(collectionLabel(zeraim, "he")).toBe("זרעים");
    expect(collectionDescriptionLabel(zeraim, "he")).toBe("אוצר המילים של סדר זרעים, לפי מסכתות");
    expect(collectionLabel(shared("Genesis", "genesis", "biblical"), "fr")).toBe("Genèse");
    expect(collectionLabel(shared("Bava Metzia", "bava-metzia", "aramaic"), "he")).toBe("בבא מציעא");
    expect(collectionDescriptionLabel(shared("Siddur 1000", "siddur-1000", "modern", "Top most common 1000 words of the prayer book"), "es"))
      .toBe("Las palabras más comunes del libro de oraciones");
  });

  it("keeps every built-in collection's English exactly as the spec shows it ('Daily 1000' as 'Daily'), and has it in every language", () => {
    for (const b of BUILT_IN_COLLECTIONS) {
      const c = shared(b.name, b.slug, b.domain, b.description);
      expect(collectionLabel(c, "en")).toBe(collectionDisplayName(b.name));
      expect(collectionDescriptionLabel(c, "en")).toBe(collectionDisplayDescription(b.description));
      for (const locale of LOCALES) expect(collectionLabel(c, locale)).not.toBe("");
      expect(collectionLabel(c, "he"), b.name).toMatch(/^[\u05D0-\u05EA][\u05D0-\u05EA\u05BE ]*$/);
      expect(collectionDescriptionLabel(c, "he"), b.description).not.toMatch(/[A-Za-z]/);
    }
  });

  it("names a learner's reading-path collection by the book and size kept with it, as the reading path's offer does", () => {
    const path = (title: string, size: number) => ({
      name: frequencyPathName(title, size), slug: "x", domain: "biblical", ownerId: "u1", readingPath: { title, size }, description: frequencyPathDescription(title),
    });
    expect(collectionLabel(path("Genesis", 50), "he")).toBe("50 המילים השכיחות ביותר מתוך בראשית");
    expect(collectionLabel(path("Genesis", 50), "en")).toBe("The 50 most frequent words of Genesis");
    expect(collectionLabel(path("Genesis", 100), "fr")).toBe("Les 100 mots les plus fréquents de Genèse");
    // French elides before a title that begins with a vowel.
    expect(collectionLabel(path("Exodus", 50), "fr")).toBe("Les 50 mots les plus fréquents d’Exode");
    expect(collectionLabel(path("the Hebrew Bible", 500), "he")).toBe("500 המילים השכיחות ביותר מתוך התנ״ך");
    expect(collectionLabel(path("the Hebrew Bible", 200), "es")).toBe("Las 200 palabras más frecuentes de la Biblia hebrea");
    expect(collectionDescriptionLabel(path("Genesis", 50), "he")).toBe("המילים של בראשית שלא ידעתם כשמילאתם את האוסף, השכיחות ביותר קודם");
    expect(collectionDescriptionLabel(path("Genesis", 50), "en")).toBe(frequencyPathDescription("Genesis"));
    for (const locale of LOCALES) expect(collectionLabel(path("Ruth", 50), locale)).toMatch(/50/);
    // Renamed by the learner, or without a key (the word table's search knows only the name), it reads as written.
    expect(collectionLabel({ ...path("Genesis", 50), name: "Genesis first" }, "he")).toBe("Genesis first");
    expect(collectionLabel({ ...path("Genesis", 50), readingPath: null }, "he")).toBe("The 50 most frequent words of Genesis");
    expect(collectionDescriptionLabel({ ...path("Genesis", 50), description: "Mine" }, "he")).toBe("Mine");
  });

  it("shows every other collection as its maker named it", () => {
    // A learner's own collection, an administrator's (another slug), a built-in one an administrator renamed.
    expect(collectionLabel({ ...daily, ownerId: "u1" }, "he")).toBe("Daily");
    expect(collectionLabel(shared("Daily 1000", "my-daily", "modern"), "he")).toBe("Daily");
    expect(collectionLabel({ ...daily, name: "Everyday words" }, "he")).toBe("Everyday words");
    expect(collectionDescriptionLabel({ ...daily, description: "Our own list" }, "he")).toBe("Our own list");
    // A collection someone else called "My words" under another slug keeps its own name.
    expect(collectionLabel({ name: MY_WORDS_NAME, slug: "my-list" }, "he")).toBe("My words");
    expect(collectionDescriptionLabel({ ...daily, ownerId: "u1" }, "fr")).toBe("Top common words in everyday Hebrew");
  });
});
